/**
 * Trace metrics at scale: 100,000 recorded calls across 1,000 runs, scored with every metric
 * (parse, selection F1, pass^k, distractors, orchestration, token efficiency with cl100k over a
 * real catalog). Target from issue 5: well under a second for the whole set.
 */
import { readFileSync } from 'node:fs';
import { parseCatalogValue } from '#core/catalog/parse-catalog';
import { loadEncoders } from '#core/tokens/encoders';
import { parseTraceValue } from '#core/trace/parse-trace';
import type { TraceCall, TraceRun } from '#core/trace/types';
import { selectionF1 } from '#core/metrics/selection-f1';
import { scoreToolSelection } from '#core/metrics/tool-selection';
import { scoreDistractors } from '#core/metrics/distractor-accuracy';
import { scoreOrchestration } from '#core/metrics/orchestration';
import { scoreTokenEfficiency } from '#core/metrics/token-efficiency';
import { ms, timeWarm, type BenchRow, type BenchSection, under } from './harness.ts';

const RUNS = 1_000;
const CALLS_PER_RUN = 100;

/** A reproducible pseudo-random trace: same calls on every machine. */
function syntheticTrace(tools: string[]): { runs: TraceRun[] } {
  let state = 12345;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
  const runs: TraceRun[] = [];
  for (let r = 0; r < RUNS; r++) {
    const calls: TraceCall[] = [];
    for (let c = 0; c < CALLS_PER_RUN; c++) {
      const roll = next();
      const tool = roll < 0.05 ? 'get_forecast' : tools[Math.floor(next() * tools.length)];
      calls.push({
        server: 'github',
        tool,
        arguments: roll < 0.9 ? { q: 'x', n: c } : {},
        ...(roll > 0.97 ? { isError: true } : {})
      });
    }
    runs.push({ calls, tokens: { total: 1000 + Math.floor(next() * 2000) }, cost: 0.01, seed: r % 4 });
  }
  return { runs };
}

export const metricsSection: BenchSection = {
  name: 'trace metrics',
  async run(): Promise<BenchRow[]> {
    const parsed = parseCatalogValue(JSON.parse(readFileSync('examples/catalogs/github.json', 'utf8')));
    if (!parsed.ok) throw new Error('examples/catalogs/github.json did not parse');
    const catalog = parsed.catalog;
    const names = catalog.tools.map((t) => t.name);
    const classes = [
      { name: 'search', members: names.filter((n) => n.startsWith('search')) },
      { name: 'read', members: names.filter((n) => n.startsWith('get')) },
      { name: 'write', members: names.filter((n) => n.startsWith('create')).map((n) => `github.${n}`) }
    ];
    const raw = syntheticTrace(names);
    const encoders = await loadEncoders();
    const calls = raw.runs.reduce((n, r) => n + r.calls.length, 0);

    const scoreAll = () => {
      const p = parseTraceValue(raw);
      if (!p.ok) throw new Error('synthetic trace did not parse');
      const runs = p.trace.runs;
      return [
        selectionF1(classes, runs).f1,
        scoreToolSelection({ expected_tool: names[0], min_selection_rate: 0.8, max_total_tokens: 2500 }, runs).pass_k,
        scoreDistractors({ count: 8, source: { from: 'catalog' }, correct: classes[0].members }, runs, { real: names })
          .accuracy,
        scoreOrchestration(classes, runs).efficiency,
        scoreTokenEfficiency(classes, runs, { countTokens: encoders.cl100k, catalog }).tokens_per_correct
      ];
    };
    const all = await timeWarm(scoreAll, { warmup: 2, iterations: 5 });
    const f1 = await timeWarm(() => selectionF1(classes, raw.runs), { warmup: 2, iterations: 5 });
    return [
      {
        benchmark: `score ${calls.toLocaleString('en-US')} calls / ${RUNS.toLocaleString('en-US')} runs, every metric (parse, F1, pass^k, distractors, orchestration, token efficiency)`,
        figure: ms(all),
        ...under(all, 1000),
        note: `median of 5 warm runs; ${catalog.tools.length}-tool catalog tokenized with cl100k`
      },
      { benchmark: 'selection F1 alone, same trace', figure: ms(f1) }
    ];
  }
};
