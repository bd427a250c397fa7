/**
 * Bench report formatters: pure `(run, context) => string`, keyed by name. Only the CLI writes them.
 * JSON is exactly the report; text is a table a person reads top to bottom, baseline first.
 */
import { mutationLabel } from './mutations/index.ts';
import type { BenchRun } from './run-bench.ts';
import type { MutationSpec } from './types.ts';

export interface BenchFormatContext {
  /** The spec file, for the heading. */
  file?: string;
  /** The declared mutations, for their parameters (truncate chars, drop_keyword word). */
  mutations: MutationSpec[];
  /** The --min-drop threshold, when the run is a gate. */
  minDrop?: number;
}

export type BenchFormatter = (run: BenchRun, context: BenchFormatContext) => string;

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const signedPct = (x: number) => `${x > 0 ? '+' : x < 0 ? '-' : ' '}${(Math.abs(x) * 100).toFixed(1)}%`;
const ci = ([lo, hi]: [number, number]) => `[${pct(lo)}, ${pct(hi)}]`;
const pickName = (id: string | null) => id ?? '(no pick)';

/** Left-aligned columns, two spaces apart; the last column is not padded. */
function table(rows: string[][], indent = '  '): string[] {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows.map((r) => indent + r.map((cell, c) => (c === r.length - 1 ? cell : cell.padEnd(widths[c]))).join('  ').trimEnd());
}

export const formatBenchText: BenchFormatter = (run, context) => {
  const { report } = run;
  const b = report.baseline;
  const out: string[] = [];
  out.push(`toolgauge bench${context.file ? `: ${context.file}` : ''}`);
  out.push('');
  out.push(`baseline  accuracy ${pct(b.accuracy)} (${b.correct}/${b.n} intents)  95% Wilson CI ${ci(b.ci)}`);
  out.push('');
  if (b.picks.length > 0) {
    out.push('picks');
    out.push(...table([['', 'query', 'picked', 'gold'], ...b.picks.map((p) => [p.correct ? 'ok' : 'MISS', p.query, pickName(p.picked), p.gold.join(', ')])]));
    out.push('');
  }
  if (report.mutations.length === 0) {
    out.push('mutations: none declared (add some under mutations:, or run with --sweep)');
  } else {
    out.push('mutations');
    const rows = [['tool', 'mutation', 'accuracy', '95% CI', 'drop', 'tokens removed', 'smells added']];
    report.mutations.forEach((m, k) => {
      const spec = context.mutations[k];
      rows.push([m.tool, spec ? mutationLabel(spec) : m.kind, pct(m.accuracy), ci(m.ci), signedPct(m.drop), String(m.tokens_removed), m.smells_added.join(', ') || '-']);
    });
    const lines = table(rows);
    out.push(lines[0]);
    report.mutations.forEach((_, k) => {
      out.push(lines[k + 1]);
      for (const f of run.flips[k] ?? []) out.push(`      ${f.gained ? 'fixed' : 'lost '}  "${f.query}": ${pickName(f.from)} -> ${pickName(f.to)}`);
    });
  }
  out.push('');
  const gate = context.minDrop === undefined ? '' : report.max_drop === null ? `  (gate --min-drop ${context.minDrop}: FAIL, no mutations)` : `  (gate --min-drop ${context.minDrop}: ${report.max_drop >= context.minDrop ? 'pass' : 'FAIL'})`;
  out.push(`max drop  ${report.max_drop === null ? '-' : signedPct(report.max_drop)}${gate}`);
  const smellTotal = Object.values(report.smells).reduce((a, c) => a + c, 0);
  const smellList = Object.entries(report.smells).filter(([, c]) => c > 0).map(([g, c]) => `${g} ${c}`).join(', ');
  out.push(`catalog   TDQS mean ${report.tdqs.mean.toFixed(3)}, min ${report.tdqs.min.toFixed(3)}; smells ${smellTotal}${smellList ? ` (${smellList})` : ''}; ${report.tokens.whitespace} whitespace tokens`);

  if (report.carry) {
    out.push('');
    out.push(`sweep: ${run.sweepMutations} generated mutations`);
    out.push('carry (correct picks each tool loses: whole-description edits, then the words they hang on)');
    const rows = [['tool', 'correct', 'blank', 'generic', 'trunc 75%', 'trunc 50%', 'trunc 25%', 'words (picks lost when dropped)']];
    for (const c of report.carry) {
      const words = c.words.slice(0, 6).map((w) => `${w.word} ${w.picks}`).join(', ') + (c.words.length > 6 ? `, +${c.words.length - 6} more` : '');
      rows.push([c.tool, String(c.correct_picks), String(c.lost.blank), String(c.lost.genericize), String(c.lost.truncate_75), String(c.lost.truncate_50), String(c.lost.truncate_25), words || '-']);
    }
    out.push(...table(rows));
  }
  if (report.confusion) {
    out.push('');
    if (report.confusion.length === 0) out.push('confusion: no pick moved between tools under any sweep mutation');
    else {
      out.push('confusion (picks that moved between two tools when one was weakened)');
      const rows = [['tool a', 'tool b', 'a -> b', 'b -> a', 'total']];
      for (const c of report.confusion.slice(0, 20)) rows.push([c.a, c.b, String(c.a_to_b), String(c.b_to_a), String(c.total)]);
      out.push(...table(rows));
      if (report.confusion.length > 20) out.push(`  ... ${report.confusion.length - 20} more pairs (--format json lists all)`);
    }
  }
  return out.join('\n') + '\n';
};

export const formatBenchJson: BenchFormatter = (run) => JSON.stringify(run.report, null, 2) + '\n';

export const BENCH_FORMATS = { text: formatBenchText, json: formatBenchJson } satisfies Record<string, BenchFormatter>;
export type BenchFormatName = keyof typeof BENCH_FORMATS;
