import { describe, expect, it } from 'vitest';
import { lintTool } from '../lint/lint.ts';
import { getRule } from '../lint/registry.ts';
import { wilsonInterval } from '../stats/wilson.ts';
import { runBench } from './run-bench.ts';
import { parseBenchSpec } from './spec.ts';
import type { BenchSpec } from './types.ts';

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
    expect(report.baseline.picks).toEqual([{ query: 'what is the weather forecast in Paris', gold: ['lookup_a'], picked: 'lookup_a', correct: true }]);
  });

  it('blanking the description drops accuracy to 0 (drop 1): the name alone matches nothing', () => {
    const [m] = report.mutations;
    expect(m).toMatchObject({ tool: 'lookup_a', kind: 'blank', accuracy: 0, drop: 1, flipped: ['what is the weather forecast in Paris'] });
    expect(m.ci).toEqual(wilsonInterval(0, 1));
    expect(report.max_drop).toBe(1);
    expect(flips[0]).toEqual([{ query: 'what is the weather forecast in Paris', from: 'lookup_a', to: null, gained: false }]);
  });

  it('tokens_removed counts the whitespace tokens of the removed description', () => {
    expect(report.mutations[0].tokens_removed).toBe(10);
    // name 1 + description 10 + "{}" 1
    expect(report.tokens.whitespace).toBe(12);
  });

  it('has exactly the documented JSON shape', () => {
    expect(Object.keys(report)).toEqual(['baseline', 'mutations', 'max_drop', 'tdqs', 'smells', 'tokens']);
    expect(Object.keys(report.baseline)).toEqual(['accuracy', 'ci', 'correct', 'n', 'picks']);
    expect(Object.keys(report.mutations[0])).toEqual(['tool', 'kind', 'accuracy', 'ci', 'drop', 'smells_added', 'tokens_removed', 'flipped']);
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
    const { report } = runBench(load(TWO + 'intents: [{ query: weather, gold: [get_weather] }]\nmutations: [{ tool: get_weather, kind: drop_keyword, word: snow }]\n'));
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
    const spec = load(TWO + 'intents: [{ query: weather, gold: [get_weather] }]\nmutations: [{ tool: get_weather, kind: blank }]\n');
    const { report } = runBench(spec);
    const groups = (tool: Parameters<typeof lintTool>[0]) =>
      lintTool(tool).flatMap((f) => (f.severity === 'pass' ? [] : [getRule(f.rule)?.smell].filter((s) => s !== undefined)));
    const original = spec.catalog.tools[0];
    const blanked = { ...original, description: undefined, tool: { name: original.name } };
    const expected = [...groups(blanked)];
    for (const g of groups(original)) expected.splice(expected.indexOf(g), 1);
    expect([...report.mutations[0].smells_added].sort()).toEqual(expected.sort());
  });

  it('several mutations are independent: each starts from the unmutated catalog', () => {
    const { report } = runBench(load(TWO + 'intents: [{ query: forecast, gold: [get_weather] }]\nmutations: [{ tool: get_weather, kind: blank }, { tool: get_time, kind: blank }]\n'));
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
    const { report, sweepMutations } = runBench(load(TWO + 'intents: [{ query: weather, gold: [get_weather] }]\n'), { sweep: true });
    expect(Object.keys(report)).toEqual(['baseline', 'mutations', 'max_drop', 'tdqs', 'smells', 'tokens', 'carry', 'confusion']);
    expect(sweepMutations).toBeGreaterThan(0);
  });
});
