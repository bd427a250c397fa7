/** No-match intents (gold: []): a request no tool serves. Each selector's answered-anyway count, and recall@k without them. */
import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../stats/wilson.ts';
import { runBench } from './run-bench.ts';
import { parseBenchSpec } from './spec.ts';
import type { MultiBenchReport } from './types.ts';
import { formatBenchText } from './format-text.ts';

const parsed = parseBenchSpec(`catalog:
  tools:
    - name: get_weather
      description: Weather forecast for a city.
    - name: send_email
      description: Send an email message to a recipient.
intents:
  - { query: forecast for Berlin, gold: [get_weather] }
  - { query: email my boss, gold: [send_email] }
  - { query: book a flight to Paris, gold: [] }
  - { query: weather in Tokyo tomorrow, gold: [] }
  - { query: zzz qqq, gold: [] }
selector: [lexical, bm25, fastmcp-bm25]
`);
if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('; '));
const spec = parsed.spec;
const run = runBench(spec);
const report = run.report as MultiBenchReport;

describe('no-match intents', () => {
  it.each([
    // "to" is a stop word for lexical and bm25; FastMCP keeps every run of two or more characters,
    // so "book a flight to Paris" reaches send_email ("to a recipient") there and only there.
    ['lexical', 1, ['weather in Tokyo tomorrow']],
    ['bm25', 1, ['weather in Tokyo tomorrow']],
    ['fastmcp-bm25', 2, ['book a flight to Paris', 'weather in Tokyo tomorrow']]
  ] as const)('%s answers %i of the 3 with a tool anyway, with its Wilson interval', (name, answered, queries) => {
    const b = report.selectors[name]!.baseline;
    expect(b.no_match).toEqual({
      n: 3,
      answered,
      rate: answered / 3,
      ci: wilsonInterval(answered, 3),
      queries
    });
  });

  it('accuracy, recall@k and MRR count only the intents with a gold tool', () => {
    for (const name of ['lexical', 'bm25', 'fastmcp-bm25'] as const) {
      const b = report.selectors[name]!.baseline;
      expect([b.n, b.correct, b.retrieved, b.recall_at_k, b.accuracy]).toEqual([2, 2, 2, 1, 1]);
      expect(b.recall_ci).toEqual(wilsonInterval(2, 2));
    }
  });

  it('a no-match pick is right when the selector returns nothing', () => {
    const picks = report.selectors.lexical!.baseline.picks;
    expect(picks.slice(2).map((p) => [p.picked, p.correct])).toEqual([
      [null, true],
      ['get_weather', false],
      [null, true]
    ]);
  });

  it('a spec without no-match intents has no no_match block', () => {
    const plain = runBench({ ...spec, intents: spec.intents.slice(0, 2), selectors: ['lexical'] });
    expect('no_match' in plain.runs[0].report.baseline).toBe(false);
  });

  it('the text report says how often each selector answered anyway', () => {
    const text = formatBenchText(run, { mutations: [] });
    expect(text).toContain(
      `  fastmcp-bm25 answered 2 of 3 no-match intents with a tool anyway (66.7%, 95% Wilson CI [${(wilsonInterval(2, 3)[0] * 100).toFixed(1)}%, ${(wilsonInterval(2, 3)[1] * 100).toFixed(1)}%])`
    );
  });
});
