import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TraceCall } from '../trace/types.ts';
import { ClassIndex } from './class-match.ts';
import { errorRecovery, isErrorCall, isParameterized, isWellFormed, scoreOrchestration } from './orchestration.ts';

// The reference's name-free scenario: two servers, two classes.
const CLASSES = [
  { name: 'search', members: ['catalog.search', 'catalog.web_search'] },
  { name: 'fetch', members: ['fulfillment.fetch', 'fulfillment.get'] }
];
const c = (id: string, extra: Partial<TraceCall> = {}): TraceCall => {
  const dot = id.indexOf('.');
  return {
    ...(dot < 0 ? { tool: id } : { server: id.slice(0, dot), tool: id.slice(dot + 1) }),
    arguments: { q: 'x' },
    ...extra
  };
};

describe('discovery (equal-function-set recall)', () => {
  it('reaching both declared classes scores 100', () => {
    expect(scoreOrchestration(CLASSES, [{ calls: [c('catalog.search'), c('fulfillment.get')] }]).discovery).toBe(100);
  });
  it('reaching one of two classes scores 50', () => {
    expect(scoreOrchestration(CLASSES, [{ calls: [c('catalog.web_search')] }])).toMatchObject({
      discovery: 50,
      missed_classes: ['fetch']
    });
  });
  it('no classes and no calls is vacuously 100; no classes with calls is 0', () => {
    expect(scoreOrchestration([], [{ calls: [] }]).discovery).toBe(100);
    expect(scoreOrchestration([], [{ calls: [c('a')] }]).discovery).toBe(0);
  });
});

describe('efficiency', () => {
  it.each([
    [
      'two classes optimal over three observed calls rounds to 67',
      [[c('catalog.search'), c('catalog.search'), c('fulfillment.get')]],
      67
    ],
    ['exactly one call per class is 100', [[c('catalog.search'), c('fulfillment.get')]], 100],
    ['fewer calls than classes is capped at 100', [[c('catalog.search')]], 100],
    ['classes but no calls is 0', [[]], 0],
    ['averaged over runs: 100 and 0 give 50', [[c('catalog.search'), c('fulfillment.get')], []], 50],
    [
      'averaged over runs: 2/3 and 2/4 give 58',
      [
        [c('a'), c('b'), c('d')],
        [c('a'), c('b'), c('d'), c('e')]
      ],
      58
    ]
  ])('%s', (_name, runs, want) =>
    expect(
      scoreOrchestration(
        CLASSES,
        runs.map((calls) => ({ calls }))
      ).efficiency
    ).toBe(want)
  );

  it('no expected classes is 0', () => expect(scoreOrchestration([], [{ calls: [c('a')] }]).efficiency).toBe(0));
  it('no runs is 0', () => expect(scoreOrchestration(CLASSES, []).efficiency).toBe(0));
});

describe('parameterization and syntax', () => {
  it.each([
    [{ tool: 't', arguments: { a: 1 } }, true, true],
    [{ tool: 't', arguments: {} }, false, true],
    [{ tool: 't' }, false, true],
    [{ tool: 't', arguments: '{"a":1}' }, false, false],
    [{ tool: 't', arguments: [1] }, false, false],
    [{ tool: 't', arguments: null }, false, false],
    [{ tool: '', arguments: { a: 1 } }, true, false],
    [{ tool: '  ', arguments: { a: 1 } }, true, false]
  ] as Array<[{ tool: string; arguments?: unknown }, boolean, boolean]>)(
    '%j: parameterized %s, well formed %s',
    (call, param, ok) => {
      expect(isParameterized(call)).toBe(param);
      expect(isWellFormed(call)).toBe(ok);
    }
  );

  it('are percents of all calls, pooled over runs', () => {
    const r = scoreOrchestration(CLASSES, [
      { calls: [c('a'), c('b', { arguments: {} })] },
      { calls: [c('d', { arguments: 'x' })] }
    ]);
    expect(r).toMatchObject({ parameterization: 33, syntax: 67 });
  });

  it('an empty trace scores 100 on both', () => {
    expect(scoreOrchestration(CLASSES, [{ calls: [] }])).toMatchObject({ parameterization: 100, syntax: 100 });
    expect(scoreOrchestration(CLASSES, [])).toMatchObject({ parameterization: 100, syntax: 100 });
  });
});

describe('error recovery', () => {
  const index = new ClassIndex(CLASSES);
  it.each([
    ['isError true counts as an error', { isError: true }, true],
    ['an error message counts as an error', { error: 'timeout' }, true],
    ['an empty error message does not', { error: '' }, false],
    ['isError false does not', { isError: false }, false]
  ])('%s', (_name, extra, want) => expect(isErrorCall(c('t', extra as Partial<TraceCall>))).toBe(want));

  it.each([
    ['retrying the same tool successfully recovers', [c('catalog.search', { isError: true }), c('catalog.search')], 1],
    [
      'switching to an equivalent in the same class recovers',
      [c('catalog.search', { error: 'boom' }), c('catalog.web_search')],
      1
    ],
    [
      'a success on an unrelated tool does not recover',
      [c('catalog.search', { isError: true }), c('fulfillment.get')],
      0
    ],
    [
      'a later failure of the same tool does not recover',
      [c('catalog.search', { isError: true }), c('catalog.search', { isError: true })],
      0
    ],
    ['a success before the error does not count', [c('catalog.search'), c('catalog.search', { isError: true })], 0],
    ['same tool name on another server is a different tool', [c('x.t', { isError: true }), c('y.t')], 0]
  ])('%s', (_name, calls, recovered) => expect(errorRecovery(index, calls).recovered).toBe(recovered));

  it('is the percent of errors recovered, pooled over runs; no errors scores 100', () => {
    const runs = [
      { calls: [c('catalog.search', { isError: true }), c('catalog.search')] },
      { calls: [c('fulfillment.get', { isError: true })] },
      { calls: [c('fulfillment.fetch', { error: 'x' }), c('fulfillment.get', { error: 'y' }), c('fulfillment.get')] }
    ];
    expect(scoreOrchestration(CLASSES, runs)).toMatchObject({
      error_recovery: 75,
      counts: { errors: 4, recovered: 3 }
    });
    expect(scoreOrchestration(CLASSES, [{ calls: [c('a')] }]).error_recovery).toBe(100);
  });
});

describe('orchestration: properties', () => {
  const call = fc.record({
    server: fc.constantFrom(undefined, 'catalog', 'fulfillment', 'x'),
    tool: fc.constantFrom('search', 'web_search', 'fetch', 'get', '', 't'),
    arguments: fc.constantFrom(undefined, {}, { a: 1 }, 'str', null),
    isError: fc.constantFrom(undefined, true, false),
    error: fc.constantFrom(undefined, '', 'boom')
  }) as fc.Arbitrary<TraceCall>;
  const runs = fc.array(fc.record({ calls: fc.array(call, { maxLength: 8 }) }), { maxLength: 5 });
  it('every diagnostic stays an integer within 0..100', () => {
    fc.assert(
      fc.property(runs, fc.boolean(), (rs, withClasses) => {
        const r = scoreOrchestration(withClasses ? CLASSES : [], rs);
        return [r.discovery, r.parameterization, r.syntax, r.error_recovery, r.efficiency].every(
          (p) => Number.isInteger(p) && p >= 0 && p <= 100
        );
      })
    );
  });
});
