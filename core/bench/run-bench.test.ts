import { describe, expect, it } from 'vitest';
import { lintTool } from '../lint/lint.ts';
import { getRule } from '../lint/registry.ts';
import { wilsonInterval } from '../stats/wilson.ts';
import { runBench as runAny, type BenchOptions } from './run-bench.ts';
import { parseBenchSpec } from './spec.ts';
import type { BenchSpec, SingleBenchReport } from './types.ts';

/** One selector: the report is that selector's block at the top level. */
function runBench(spec: BenchSpec, options?: BenchOptions) {
  const run = runAny(spec, options);
  return { ...run, report: run.report as SingleBenchReport };
}

function load(text: string): BenchSpec {
  const r = parseBenchSpec(text);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  return r.spec;
}

// The reference's example, verbatim in substance.
const REFERENCE = load(`catalog:
  tools:
    - name: lookup_a
      description: Return the current weather forecast for a city, as JSON.
intents:
  - query: what is the weather forecast in Paris
    gold: [lookup_a]
mutations:
  - tool: lookup_a
    kind: blank
`);

describe("the reference example: lookup_a, 'what is the weather forecast in Paris', blanked", () => {
  const { report, flips } = runBench(REFERENCE);

  it('the baseline picks lookup_a: accuracy 1 with the Wilson interval for 1/1', () => {
    expect(report.baseline).toMatchObject({ accuracy: 1, correct: 1, n: 1 });
    expect(report.baseline.ci).toEqual(wilsonInterval(1, 1));
    expect(report.baseline.picks).toEqual([
      {
        query: 'what is the weather forecast in Paris',
        gold: ['lookup_a'],
        picked: 'lookup_a',
        correct: true,
        rank: 1,
        top: ['lookup_a']
      }
    ]);
  });

  it('blanking the description drops accuracy to 0 (drop 1): the name alone matches nothing', () => {
    const [m] = report.mutations;
    expect(m).toMatchObject({
      tool: 'lookup_a',
      kind: 'blank',
      accuracy: 0,
      drop: 1,
      flipped: ['what is the weather forecast in Paris']
    });
    expect(m.ci).toEqual(wilsonInterval(0, 1));
    expect(report.max_drop).toBe(1);
    expect(flips[0]).toEqual([
      { query: 'what is the weather forecast in Paris', from: 'lookup_a', to: null, gained: false }
    ]);
  });

  it('tokens_removed counts the whitespace tokens of the removed description', () => {
    expect(report.mutations[0].tokens_removed).toBe(10);
    // name 1 + description 10 + "{}" 1
    expect(report.tokens.whitespace).toBe(12);
  });

  it('has exactly the documented JSON shape', () => {
    expect(Object.keys(report)).toEqual([
      'selector',
      'baseline',
      'mutations',
      'max_drop',
      'max_recall_drop',
      'tdqs',
      'smells',
      'tokens',
      'retrievability'
    ]);
    expect(report.selector).toBe('lexical');
    expect(Object.keys(report.baseline)).toEqual([
      'accuracy',
      'ci',
      'correct',
      'n',
      'k',
      'recall_at_k',
      'recall_ci',
      'retrieved',
      'mrr',
      'picks'
    ]);
    expect(Object.keys(report.baseline.picks[0])).toEqual(['query', 'gold', 'picked', 'correct', 'rank', 'top']);
    expect(Object.keys(report.mutations[0])).toEqual([
      'tool',
      'kind',
      'accuracy',
      'ci',
      'drop',
      'recall_at_k',
      'recall_drop',
      'smells_added',
      'tokens_removed',
      'flipped'
    ]);
    expect(Object.keys(report.tdqs)).toEqual(['mean', 'min']);
    expect(Object.keys(report.tokens)).toEqual(['whitespace']);
  });
});

const TWO = `catalog:
  tools:
    - name: get_weather
      description: Return the weather forecast for a city.
    - name: get_time
      description: Return the current time in a city.
`;

describe('mutation results', () => {
  it('a drop_keyword of a word the description lacks is a no-op: drop 0, nothing flipped, no tokens removed', () => {
    const { report } = runBench(
      load(
        TWO +
          'intents: [{ query: weather, gold: [get_weather] }]\nmutations: [{ tool: get_weather, kind: drop_keyword, word: snow }]\n'
      )
    );
    expect(report.mutations[0]).toMatchObject({ drop: 0, flipped: [], tokens_removed: 0, smells_added: [] });
  });

  it('drop can be negative when an edit removes a misleading word', () => {
    const { report } = runBench(
      load(`catalog:
  tools:
    - { name: alpha, description: Return the city time. }
    - { name: beta, description: Return the city clock. }
intents: [{ query: city time, gold: [beta] }]
mutations: [{ tool: alpha, kind: drop_keyword, word: time }]
`)
    );
    expect(report.baseline.correct).toBe(0);
    // Without "time", alpha and beta tie on "city" and the earlier one (alpha) still wins: no change...
    expect(report.mutations[0].drop).toBe(0);
    const { report: r2 } = runBench(
      load(`catalog:
  tools:
    - { name: alpha, description: Return the time. }
    - { name: beta, description: Return the city clock. }
intents: [{ query: city time, gold: [beta] }]
mutations: [{ tool: alpha, kind: drop_keyword, word: time }]
`)
    );
    // ...but once alpha has no other overlap, beta wins: accuracy rises, drop is negative.
    expect(r2.mutations[0]).toMatchObject({ drop: -1, accuracy: 1, flipped: ['city time'] });
    expect(r2.max_drop).toBe(-1);
  });

  it('smells_added lists the smell groups of the findings the edit added (compared with lint of the original)', () => {
    const spec = load(
      TWO + 'intents: [{ query: weather, gold: [get_weather] }]\nmutations: [{ tool: get_weather, kind: blank }]\n'
    );
    const { report } = runBench(spec);
    const groups = (tool: Parameters<typeof lintTool>[0]) =>
      lintTool(tool).flatMap((f) => [getRule(f.rule)?.smell].filter((s) => s !== undefined));
    const original = spec.catalog.tools[0];
    const blanked = { ...original, description: undefined, tool: { name: original.name } };
    const expected = [...groups(blanked)];
    for (const g of groups(original)) expected.splice(expected.indexOf(g), 1);
    expect([...report.mutations[0].smells_added].sort()).toEqual(expected.sort());
  });

  it('several mutations are independent: each starts from the unmutated catalog', () => {
    const { report } = runBench(
      load(
        TWO +
          'intents: [{ query: forecast, gold: [get_weather] }]\nmutations: [{ tool: get_weather, kind: blank }, { tool: get_time, kind: blank }]\n'
      )
    );
    expect(report.mutations.map((m) => m.drop)).toEqual([1, 0]);
  });

  it('an unknown query counts as a wrong pick (abstention), not an error', () => {
    const { report } = runBench(load(TWO + 'intents: [{ query: translate to French, gold: [get_time] }]\n'));
    expect(report.baseline.picks[0]).toMatchObject({ picked: null, correct: false });
  });
});

describe('edge cases', () => {
  it('no intents: accuracy 0 with the uninformative interval [0, 1]', () => {
    const { report } = runBench(load(TWO + 'intents: []\nmutations: [{ tool: get_time, kind: blank }]\n'));
    expect(report.baseline).toMatchObject({ accuracy: 0, ci: [0, 1], n: 0 });
    expect(report.mutations[0]).toMatchObject({ drop: 0, ci: [0, 1] });
  });

  it('no mutations: max_drop is null', () => {
    expect(runBench(load(TWO + 'intents: []\n')).report.max_drop).toBeNull();
  });

  it('TDQS, smells and tokens are those of the unmutated catalog', () => {
    const { report } = runBench(load(TWO + 'intents: []\n'));
    expect(report.tdqs.min).toBeLessThanOrEqual(report.tdqs.mean);
    expect(report.tokens.whitespace).toBe(1 + 7 + 1 + 1 + 7 + 1);
  });

  it('with sweep it adds carry and confusion', () => {
    const { report, sweepMutations } = runBench(load(TWO + 'intents: [{ query: weather, gold: [get_weather] }]\n'), {
      sweep: true
    });
    expect(Object.keys(report)).toEqual([
      'selector',
      'baseline',
      'mutations',
      'max_drop',
      'max_recall_drop',
      'tdqs',
      'smells',
      'tokens',
      'retrievability',
      'carry',
      'confusion'
    ]);
    expect(sweepMutations).toBeGreaterThan(0);
  });
});

describe('ranks, recall@k and MRR', () => {
  const THREE = `catalog:
  tools:
    - { name: get_weather, description: Return the weather forecast for a city. }
    - { name: get_time, description: Return the current time in a city. }
    - { name: get_rain, description: Rain radar. }
intents:
  - { query: weather forecast, gold: [get_weather] }
  - { query: city time, gold: [get_weather] }
  - { query: rain in the city, gold: [get_time, get_weather] }
  - { query: snow, gold: [get_rain] }
`;
  const { report } = runBench(load(THREE), { topK: 1 });
  const b = report.baseline;

  it('rank is the 1-based place of the best-ranked gold tool, null when none scores', () => {
    // city time: get_time ranks first, get_weather second. rain in the city: get_rain first,
    // then get_weather and get_time tie on "city" and the earlier one (get_weather) is second.
    expect(b.picks.map((p) => p.rank)).toEqual([1, 2, 2, null]);
    expect(b.picks.map((p) => p.top)).toEqual([['get_weather'], ['get_time'], ['get_rain'], []]);
  });

  it('recall@k is the share within the first k, with its Wilson interval; MRR averages 1/rank with 0 for null', () => {
    expect(b).toMatchObject({ k: 1, retrieved: 1, recall_at_k: 0.25 });
    expect(b.recall_ci).toEqual(wilsonInterval(1, 4));
    expect(b.mrr).toBeCloseTo((1 + 1 / 2 + 1 / 2 + 0) / 4, 12);
  });

  it("the retrievability table lists each tool's own ranks, worst first; tools no intent names last", () => {
    const twoSelectors = runAny(load(THREE), { selectors: ['lexical', 'bm25'] }).report;
    expect(twoSelectors.retrievability.map((e) => e.tool)).toEqual(['get_rain', 'get_time', 'get_weather']);
    const weather = twoSelectors.retrievability.find((e) => e.tool === 'get_weather')!;
    expect(weather.queries).toEqual(['weather forecast', 'city time', 'rain in the city']);
    expect(weather.ranks.lexical).toEqual([1, 2, 2]);
    expect(weather.worst.lexical).toBe(2);
    // get_rain is gold for "snow", which nothing matches: unranked, so it comes first.
    expect(twoSelectors.retrievability[0].ranks.bm25).toEqual([null]);
  });

  it('several selectors: every selector block under selectors, the catalog summary once', () => {
    const run = runAny(load(THREE + 'mutations: [{ tool: get_weather, kind: blank }]\n'), {
      selectors: ['lexical', 'bm25'],
      topK: 2
    });
    expect(Object.keys(run.report)).toEqual(['selectors', 'tdqs', 'smells', 'tokens', 'retrievability']);
    if (!('selectors' in run.report)) throw new Error('expected several selectors');
    expect(Object.keys(run.report.selectors)).toEqual(['lexical', 'bm25']);
    expect(Object.keys(run.report.selectors.bm25!)).toEqual(['baseline', 'mutations', 'max_drop', 'max_recall_drop']);
    expect(run.runs.map((r) => r.name)).toEqual(['lexical', 'bm25']);
    // Blanking get_weather costs recall too: "weather forecast" no longer finds it at all.
    expect(run.report.selectors.bm25!.mutations[0].recall_drop).toBeGreaterThan(0);
  });
});
