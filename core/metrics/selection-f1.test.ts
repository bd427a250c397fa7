import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TraceCall } from '../trace/types.ts';
import { scoreRunSelection, selectionF1 } from './selection-f1.ts';

const call = (id: string): TraceCall => {
  const dot = id.indexOf('.');
  return dot < 0 ? { tool: id } : { server: id.slice(0, dot), tool: id.slice(dot + 1) };
};
const run = (...ids: string[]) => ({ calls: ids.map(call) });

// The reference's two classes.
const CLASSES = [
  { name: 'search', members: ['brave.web_search', 'google.search'] },
  { name: 'fetch', members: ['http.get'] }
];

describe('selection F1: the reference worked examples', () => {
  it('brave.web_search + http.get: 2 TP, 0 FP, 0 FN, precision/recall/F1 100', () => {
    const r = selectionF1(CLASSES, [run('brave.web_search', 'http.get')]);
    expect(r).toMatchObject({
      tp: 2,
      fp: 0,
      fn: 0,
      precision: 100,
      recall: 100,
      f1: 100,
      missed_classes: [],
      unexpected_tools: []
    });
  });

  it('google.search + shell.exec: 1/1/1, all 50, fetch missed and shell.exec unexpected', () => {
    const r = selectionF1(CLASSES, [run('google.search', 'shell.exec')]);
    expect(r).toMatchObject({
      tp: 1,
      fp: 1,
      fn: 1,
      precision: 50,
      recall: 50,
      f1: 50,
      missed_classes: ['fetch'],
      unexpected_tools: ['shell.exec']
    });
  });
});

describe('selection F1: counting rule', () => {
  it.each([
    [
      'two members of one class are one TP',
      [run('brave.web_search', 'google.search', 'http.get')],
      { tp: 2, fp: 0, fn: 0, f1: 100 }
    ],
    [
      'a repeated member counts nothing',
      [run('http.get', 'http.get', 'http.get')],
      { tp: 1, fp: 0, fn: 1, precision: 100, recall: 50, f1: 67 }
    ],
    [
      'each unmatched call is one FP (two shell.exec are two)',
      [run('google.search', 'shell.exec', 'shell.exec', 'http.get')],
      { tp: 2, fp: 2, fn: 0, precision: 50, recall: 100, f1: 67 }
    ],
    [
      'a qualified member ignores the same tool on another server',
      [run('bing.search', 'http.get')],
      { tp: 1, fp: 1, fn: 1 }
    ],
    [
      'classes but no calls: recall 0, precision 0 (zero denominator), F1 0',
      [run()],
      { tp: 0, fp: 0, fn: 2, precision: 0, recall: 0, f1: 0 }
    ],
    [
      'no runs at all with classes: nothing observed, 0',
      [],
      { tp: 0, fp: 0, fn: 0, precision: 0, recall: 0, f1: 0, vacuous: false }
    ]
  ])('%s', (_name, runs, want) => expect(selectionF1(CLASSES, runs)).toMatchObject(want));

  it('no classes and no calls is vacuously 100', () => {
    expect(selectionF1([], [run()])).toMatchObject({ precision: 100, recall: 100, f1: 100, vacuous: true });
    expect(selectionF1([], [])).toMatchObject({ f1: 100, vacuous: true });
  });

  it('no classes but some calls: every call is a FP, F1 0', () => {
    expect(selectionF1([], [run('a', 'b')])).toMatchObject({
      tp: 0,
      fp: 2,
      fn: 0,
      precision: 0,
      recall: 0,
      f1: 0,
      vacuous: false
    });
  });

  it('bare members match any server; a call without a server matches bare members only', () => {
    const classes = [
      { name: 'search', members: ['search'] },
      { name: 'fetch', members: ['web.fetch'] }
    ];
    expect(scoreRunSelection(classes, [{ tool: 'search', server: 'x' }, { tool: 'fetch' }])).toMatchObject({
      tp: 1,
      fp: 1,
      fn: 1,
      unexpected_tools: ['fetch']
    });
  });

  it('a tool in two classes consumes the first unconsumed one, then the next on a second call', () => {
    const classes = [
      { name: 'a', members: ['t'] },
      { name: 'b', members: ['t', 'u'] }
    ];
    expect(scoreRunSelection(classes, [call('t')])).toMatchObject({ tp: 1, missed_classes: ['b'] });
    expect(scoreRunSelection(classes, [call('t'), call('t')])).toMatchObject({ tp: 2, fp: 0, fn: 0 });
  });

  it('micro-averages: sums counts over runs, then takes the percents', () => {
    // run 1: 2 TP; run 2: 0 TP, 1 FP, 2 FN -> TP 2, FP 1, FN 2: precision 67, recall 50, F1 4/7 = 57.
    const r = selectionF1(CLASSES, [run('google.search', 'http.get'), run('shell.exec')]);
    expect(r).toMatchObject({
      tp: 2,
      fp: 1,
      fn: 2,
      precision: 67,
      recall: 50,
      f1: 57,
      missed_classes: ['search', 'fetch'],
      unexpected_tools: ['shell.exec']
    });
    expect(r.runs.map((x) => x.tp)).toEqual([2, 0]);
  });
});

describe('selection F1: properties', () => {
  const ids = fc.constantFrom('brave.web_search', 'google.search', 'http.get', 'shell.exec', 'search', 'x.get', 'get');
  const runs = fc.array(
    fc.array(ids, { maxLength: 6 }).map((list) => run(...list)),
    { maxLength: 6 }
  );

  it('is independent of run order', () => {
    fc.assert(
      fc.property(runs, (rs) => {
        const a = selectionF1(CLASSES, rs);
        const b = selectionF1(CLASSES, [...rs].reverse());
        return a.f1 === b.f1 && a.precision === b.precision && a.recall === b.recall && a.tp === b.tp;
      })
    );
  });

  it('every percent stays within 0..100', () => {
    fc.assert(
      fc.property(runs, (rs) => {
        const r = selectionF1(CLASSES, rs);
        return [r.precision, r.recall, r.f1].every((p) => Number.isInteger(p) && p >= 0 && p <= 100);
      })
    );
  });
});
