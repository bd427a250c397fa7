/**
 * Properties every trace metric keeps on arbitrary traces: percents are integers in 0..100, results
 * do not depend on run order, and the certified floor never exceeds the observed success rate.
 */
import { describe, it } from 'vitest';
import fc from 'fast-check';
import type { TraceCall, TraceRun } from '#core/trace/types';
import { parseTraceValue } from '#core/trace/parse-trace';
import { selectionF1 } from '#core/metrics/selection-f1';
import { scoreToolSelection } from '#core/metrics/tool-selection';
import { scoreDistractors } from '#core/metrics/distractor-accuracy';
import { scoreOrchestration } from '#core/metrics/orchestration';
import { scoreTokenEfficiency } from '#core/metrics/token-efficiency';
import { countWhitespaceTokens } from '#core/tokens/surface';

const CLASSES = [
  { name: 'search', members: ['google.search', 'brave.web_search'] },
  { name: 'fetch', members: ['fetch'] }
];

const callArb: fc.Arbitrary<TraceCall> = fc
  .record(
    {
      server: fc.constantFrom('google', 'brave', 'http', 'shell'),
      tool: fc.constantFrom('search', 'web_search', 'fetch', 'exec', 'get_forecast', 'fetch_v2', ''),
      arguments: fc.constantFrom({}, { q: 'x' }, 'raw', null),
      isError: fc.boolean(),
      error: fc.constantFrom('', 'boom')
    },
    { requiredKeys: ['tool'] }
  )
  .map((c) => c as TraceCall);

const runArb: fc.Arbitrary<TraceRun> = fc.record(
  {
    calls: fc.array(callArb, { maxLength: 8 }),
    tokens: fc.record({ total: fc.integer({ min: 0, max: 5000 }) }),
    cost: fc.double({ min: 0, max: 1, noNaN: true }),
    distractors: fc.constantFrom(['get_forecast'], ['fetch_v2', 'exec'], []),
    surface: fc.constant([{ name: 'search', description: 'Search the web.' }])
  },
  { requiredKeys: ['calls'] }
);
const runsArb = fc.array(runArb, { maxLength: 6 });

const inRange = (...ps: number[]) => ps.every((p) => Number.isInteger(p) && p >= 0 && p <= 100);

function allPercents(runs: TraceRun[]): number[] {
  const f = selectionF1(CLASSES, runs);
  const t = scoreToolSelection({ expected_tool: 'fetch', min_selection_rate: 0.5, max_total_tokens: 2500 }, runs);
  const d = scoreDistractors(
    { count: 3, source: { from: 'near_duplicate', of: ['fetch'] }, correct: ['fetch', 'google.search'] },
    runs
  );
  const o = scoreOrchestration(CLASSES, runs);
  const e = scoreTokenEfficiency(CLASSES, runs, { countTokens: countWhitespaceTokens });
  return [
    f.precision,
    f.recall,
    f.f1,
    t.selection_rate,
    t.pass_k,
    d.accuracy,
    d.certified_lower,
    o.discovery,
    o.parameterization,
    o.syntax,
    o.error_recovery,
    o.efficiency,
    e.f1
  ];
}

describe('trace metric properties', () => {
  it('every generated trace is valid for the parser', () => {
    fc.assert(fc.property(runsArb, (runs) => parseTraceValue({ runs }).ok));
  });

  it('every percent of every metric is an integer within 0..100', () => {
    fc.assert(fc.property(runsArb, (runs) => inRange(...allPercents(runs))));
  });

  it('no metric depends on run order', () => {
    fc.assert(
      fc.property(runsArb, (runs) => {
        const a = allPercents(runs);
        const b = allPercents([...runs].reverse());
        return a.every((x, i) => x === b[i]);
      })
    );
  });

  it('certified_lower never exceeds the observed per-run success rate', () => {
    fc.assert(
      fc.property(runsArb, (runs) => {
        const d = scoreDistractors({ count: 2, source: { from: 'catalog' }, correct: ['fetch'] }, runs);
        return d.runs === 0 ? d.certified_lower === 0 : d.certified_lower <= Math.floor((100 * d.successes) / d.runs);
      })
    );
  });
});
