import { describe, expect, test } from 'vitest';
import { atLeast, compose, evaluateDerived, weightedFraction } from './compose.ts';
import { DEFAULT_MATCH_CONTEXT as ctx } from './matchers/index.ts';
import type { Assertion, DerivedMetric, Item } from './model.ts';
import type { ItemResult } from './report-types.ts';
import { resolveSegments } from './target.ts';

describe('weightedFraction', () => {
  test.each([
    [[], 1],
    [
      [
        { weight: 3, pass: true },
        { weight: 1, pass: false }
      ],
      0.75
    ],
    [
      [
        { weight: 1, pass: true },
        { weight: 1, pass: true },
        { weight: 1, pass: false }
      ],
      2 / 3
    ],
    [
      [
        { weight: 0, pass: true },
        { weight: 0, pass: false }
      ],
      0.5
    ],
    [[{ weight: 2, pass: false }], 0]
  ])(
    '%j -> %d (sum of passing weights over all weights; all-zero weights fall back to the plain fraction)',
    (parts, want) => {
      expect(weightedFraction(parts)).toBeCloseTo(want, 12);
    }
  );
});

test('atLeast is inclusive and tolerant of float noise', () => {
  expect(atLeast(0.75, 0.75)).toBe(true);
  expect(atLeast(0.1 + 0.2, 0.3)).toBe(true);
  expect(atLeast(0.6666, 0.667)).toBe(false);
});

const a = (target: string, matcher: Record<string, unknown>, extra: Partial<Assertion> = {}): Assertion => ({
  kind: 'assertion',
  target,
  matcher: matcher as Assertion['matcher'],
  expected: matcher,
  weight: 1,
  pointer: '',
  origin: 'test',
  ...extra
});
const subject = { m: { x: 80, y: 40 } };
const resolve = (segments: Array<string | number>) => resolveSegments(subject, segments);

describe('compose', () => {
  test('legacy (no threshold): every item must pass, and no score is reported', () => {
    const c = compose([a('m.x', { exact: 80 }), a('m.y', { exact: 41 })], [], undefined, resolve, ctx);
    expect(c.verdict).toBe('fail');
    expect(c.score).toBeUndefined();
    expect(c.reason).toBe('m.y: expected 41, got 40');
  });

  test('threshold: the weighted score gates, inclusively, and is reported', () => {
    const items: Item[] = [a('m.x', { exact: 80 }, { weight: 3 }), a('m.y', { exact: 41 })];
    expect(compose(items, [], 0.75, resolve, ctx)).toMatchObject({ verdict: 'pass', score: 0.75 });
    expect(compose(items, [], 0.76, resolve, ctx)).toMatchObject({
      verdict: 'fail',
      score: 0.75,
      reason: 'score 0.75 is below the threshold 0.76'
    });
  });

  test('a derived metric with a threshold gates even when the score threshold is met', () => {
    const items: Item[] = [a('m.x', { exact: 80 }, { name: 'good' }), a('m.y', { exact: 41 }, { name: 'bad' })];
    const metric: DerivedMetric = {
      name: 'q',
      threshold: 0.7,
      mode: 'weighted_average',
      terms: [
        { ref: 'good', weight: 2 },
        { ref: 'bad', weight: 1 }
      ],
      pointer: ''
    };
    const c = compose(items, [metric], 0.5, resolve, ctx);
    expect(c.verdict).toBe('fail');
    expect(c.derived_metrics?.[0].value).toBeCloseTo(2 / 3, 12);
  });

  test('a floor that is breached fails the test with its first FLOOR line as the reason', () => {
    const c = compose([], [], undefined, resolve, ctx, [
      { block: 'tool_selection', pass: false, line: 'summary', details: ['FLOOR w: below'] }
    ]);
    expect(c).toMatchObject({ verdict: 'fail', reason: 'FLOOR w: below' });
  });
});

describe('evaluateDerived', () => {
  const results: ItemResult[] = [
    {
      kind: 'assertion',
      target: 't',
      name: 'p',
      origin: 'test',
      expected: {},
      pass: true,
      weight: 1,
      reason: '',
      pointer: ''
    },
    {
      kind: 'set',
      name: 's',
      origin: 'test',
      threshold: 0.5,
      weight: 1,
      score: 0.5,
      pass: true,
      assertions: [],
      pointer: ''
    }
  ];
  test.each([
    [
      'weighted_sum',
      [
        { ref: 'p', weight: 2 },
        { ref: 's', weight: 2 }
      ],
      3
    ],
    [
      'weighted_average',
      [
        { ref: 'p', weight: 2 },
        { ref: 's', weight: 2 }
      ],
      0.75
    ],
    ['weighted_average', [{ ref: 'p', weight: 0 }], 0]
  ] as const)('%s over %j = %d', (mode, terms, value) => {
    expect(evaluateDerived([{ name: 'm', mode, terms: [...terms], pointer: '' }], results)[0].value).toBe(value);
  });

  test('an unknown name scores 0 and is listed; gating adds threshold and passed', () => {
    expect(
      evaluateDerived(
        [
          {
            name: 'm',
            threshold: 0.4,
            mode: 'weighted_average',
            terms: [
              { ref: 'p', weight: 1 },
              { ref: 'typo', weight: 1 }
            ],
            pointer: ''
          }
        ],
        results
      )
    ).toEqual([{ name: 'm', value: 0.5, threshold: 0.4, passed: true, unknown_refs: ['typo'] }]);
  });
});
