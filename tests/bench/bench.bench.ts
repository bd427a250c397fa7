/**
 * Tool-bench benchmarks on a generated spec: 500 tools × 1,000 intents.
 *   - the sweep alone (every tool × blank, genericize, 3 truncations, a drop per content word),
 *     incremental, from a prepared selector: once with the lexical selector, once with bm25
 *     (picks and recall@5 both tracked);
 *   - the whole `toolgauge bench --sweep` report (selector, baseline, 10 declared mutations,
 *     lint of the catalog, sweep), from the parsed spec.
 * The spec is deterministic (seeded PRNG): words drawn Zipf-like from a 3,000-word pseudo
 * vocabulary, so common words hit many tools and intents (the hard case for incremental updates).
 * Each figure is the median of 5 warm runs after 2 untimed ones.
 */
import os from 'node:os';
import { prepareState } from '#core/bench/evaluate';
import { runBench } from '#core/bench/run-bench';
import { SELECTORS } from '#core/bench/selectors';
import { runSweep } from '#core/bench/sweep';
import { parseBenchSpec } from '#core/bench/spec';
import { ms, timeWarm, under, type BenchRow, type BenchSection } from './harness.ts';
import { mulberry32 } from '#core/stats/mulberry32';

const TOOLS = 500;
const INTENTS = 1000;
const VOCABULARY = 3000;

/** A generated bench spec as YAML-compatible JSON text, the way the CLI would receive it. */
export function generatedSpecText(tools = TOOLS, intents = INTENTS, seed = 42): string {
  const rand = mulberry32(seed);
  const syllables = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'ze', 'ba', 'do', 'fi', 'gu', 'ha', 'je', 'pe'];
  const vocab: string[] = [];
  for (let i = 0; vocab.length < VOCABULARY; i++) {
    const n = 2 + (i % 3);
    let w = '';
    for (let k = 0, x = i; k < n; k++, x = Math.floor(x / syllables.length) + k) w += syllables[x % syllables.length];
    if (!vocab.includes(w)) vocab.push(w);
  }
  // Zipf-like: index = floor(V · r^3) favours the first words.
  const word = () => vocab[Math.floor(VOCABULARY * rand() ** 3)];
  const fillers = ['the', 'a', 'for', 'with', 'and', 'of', 'to', 'returns', 'list'];
  const list = [];
  for (let t = 0; t < tools; t++) {
    const name = `${word()}_${word()}_${t}`;
    const length = 12 + Math.floor(rand() * 24);
    const parts: string[] = [];
    for (let k = 0; k < length; k++) parts.push(rand() < 0.3 ? fillers[Math.floor(rand() * fillers.length)] : word());
    list.push({ name, description: parts.join(' ') + '.' });
  }
  const specIntents = [];
  for (let i = 0; i < intents; i++) {
    const gold = list[Math.floor(rand() * tools)];
    const own = gold.description.replace('.', '').split(' ');
    const q: string[] = [];
    const n = 3 + Math.floor(rand() * 4);
    for (let k = 0; k < n; k++) q.push(rand() < 0.75 ? own[Math.floor(rand() * own.length)] : word());
    specIntents.push({ query: q.join(' '), gold: [gold.name] });
  }
  const mutations = list
    .slice(0, 10)
    .map((t, k) => (k % 2 === 0 ? { tool: t.name, kind: 'blank' } : { tool: t.name, kind: 'truncate', chars: 20 }));
  return JSON.stringify({ catalog: { tools: list }, intents: specIntents, mutations });
}

export const benchSection: BenchSection = {
  name: 'bench',
  async run(): Promise<BenchRow[]> {
    const parsed = parseBenchSpec(generatedSpecText(), { file: 'generated.json' });
    if (!parsed.ok) throw new Error('generated bench spec does not parse: ' + parsed.errors[0].message);
    const { catalog, intents } = parsed.spec;
    const state = prepareState(SELECTORS.lexical(catalog), catalog.tools, intents);
    let mutations = 0;
    const sweepMs = await timeWarm(() => {
      mutations = runSweep(state, catalog.tools).mutations;
    });
    const bm25State = prepareState(SELECTORS.bm25(catalog), catalog.tools, intents);
    const bm25Ms = await timeWarm(() => {
      runSweep(bm25State, catalog.tools);
    });
    let accuracy = 0;
    const fullMs = await timeWarm(() => {
      accuracy = runBench(parsed.spec, { sweep: true }).runs[0].report.baseline.accuracy;
    });
    return [
      {
        benchmark: `bench sweep, ${TOOLS} tools × ${INTENTS} intents (${mutations.toLocaleString('en-US')} generated mutations, incremental)`,
        figure: ms(sweepMs),
        ...under(sweepMs, 1500, '≈ 1 s')
      },
      {
        benchmark: `bench sweep with --selector bm25, same spec (picks and recall@5, incremental)`,
        figure: ms(bm25Ms),
        ...under(bm25Ms, 1500, '≈ 1 s'),
        // Both sweeps run back to back, so their ratio holds even when the machine is busy.
        note: `lexical ${ms(sweepMs)} on the same spec (×${(bm25Ms / sweepMs).toFixed(1)}); load ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`
      },
      {
        benchmark: `bench --sweep full report, same spec (selector, baseline, 10 mutations, lint, sweep)`,
        figure: ms(fullMs),
        note: `baseline accuracy ${(accuracy * 100).toFixed(1)}%`
      }
    ];
  }
};
