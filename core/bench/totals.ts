/**
 * The totals of several bench specs run at once (`toolgauge bench a.yml b.yml`): per selector, the
 * intents and picks of every spec added up, and how many specs passed their gates. A spec that
 * could not be run is counted by the caller, which alone knows it.
 */
import { gateOutcomes } from './gate.ts';
import type { BenchRun } from './run-bench.ts';

export interface BenchSelectorTotals {
  selector: string;
  intents: number;
  correct: number;
  retrieved: number;
  accuracy: number;
  recall_at_k: number;
}

export interface BenchTotals {
  specs: number;
  /** Specs with a gate that failed (0 without --min-drop / --min-recall). */
  gates_failed: number;
  /** The k of recall@k when every spec used the same one, else null. */
  k: number | null;
  selectors: BenchSelectorTotals[];
}

export function benchTotals(runs: BenchRun[], gates: { minDrop?: number; minRecall?: number }): BenchTotals {
  const by = new Map<string, BenchSelectorTotals>();
  for (const run of runs) {
    for (const r of run.runs) {
      const b = r.report.baseline;
      const t = by.get(r.name) ?? {
        selector: r.name,
        intents: 0,
        correct: 0,
        retrieved: 0,
        accuracy: 0,
        recall_at_k: 0
      };
      t.intents += b.n;
      t.correct += b.correct;
      t.retrieved += b.retrieved;
      by.set(r.name, t);
    }
  }
  const selectors = [...by.values()].map((t) => ({
    ...t,
    accuracy: t.intents === 0 ? 0 : t.correct / t.intents,
    recall_at_k: t.intents === 0 ? 0 : t.retrieved / t.intents
  }));
  const ks = new Set(runs.map((r) => r.k));
  return {
    specs: runs.length,
    gates_failed: runs.filter((r) => !gateOutcomes(r, gates).every((g) => g.pass)).length,
    k: ks.size === 1 ? runs[0].k : null,
    selectors
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** One line per selector: `totals    3 specs  lexical accuracy 80.0% (40/50 intents), recall@5 90.0% (45/50)`. */
export function formatBenchTotalsText(t: BenchTotals, unusable = 0): string {
  const head = `totals    ${t.specs} spec${t.specs === 1 ? '' : 's'}${unusable > 0 ? ` (+${unusable} unusable)` : ''}`;
  const lines = t.selectors.map(
    (s, i) =>
      `${i === 0 ? head : ' '.repeat(head.length)}  ${s.selector} accuracy ${pct(s.accuracy)} (${s.correct}/${s.intents} intent${s.intents === 1 ? '' : 's'}), recall@${t.k ?? 'k'} ${pct(s.recall_at_k)} (${s.retrieved}/${s.intents})`
  );
  if (t.gates_failed > 0) lines.push(`          gates failed in ${t.gates_failed} of ${t.specs} specs`);
  return lines.join('\n') + '\n';
}
