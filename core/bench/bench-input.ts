/**
 * The bench use case for one spec, as every surface runs it: resolve the read spec against its
 * catalog (inline, or the text of its `catalog_path` that the caller read), refuse a spec with
 * nothing to measure, run the selectors; then the report of one or several specs in a format, and
 * the gates' verdict as data. The CLI (`toolgauge bench`) and the bench page call these, so a spec
 * the CLI refuses the page refuses too, by construction. Reading files stays with the caller.
 */
import type { Diagnostic } from '../source/diagnostic.ts';
import { BENCH_FORMATS, formatBenchHtmlMany, type BenchFormatName } from './format.ts';
import type { BenchFormatContext } from './formatter.ts';
import { gateOutcomes } from './gate.ts';
import { formatPinMarkdown, formatPinText, type PinReport } from './pin-report.ts';
import { runBench, type BenchOptions, type BenchRun } from './run-bench.ts';
import { SELECTOR_NAMES } from './selector.ts';
import { resolveBenchSpec, type BenchDraft } from './spec.ts';
import { benchTotals, formatBenchTotalsText } from './totals.ts';
import type { BenchSpec } from './types.ts';

export type BenchInputResult =
  | { ok: true; spec: BenchSpec; run: BenchRun; warnings: Diagnostic[] }
  | { ok: false; errors: Diagnostic[] };

/** The gates a bench run is held to (`--min-drop`, `--min-recall`). */
export interface BenchGates {
  minDrop?: number;
  minRecall?: number;
}

/**
 * Resolves and runs one read spec. `external` is its `catalog_path` file's text, when it names one.
 * `everySelector`: run every selector, the spec's own first (the bench page compares them side by side).
 */
export function benchInput(
  draft: BenchDraft,
  external: { text: string; file?: string } | undefined,
  options: BenchOptions & { everySelector?: boolean } = {}
): BenchInputResult {
  const resolved = resolveBenchSpec(draft, external);
  if (!resolved.ok) return resolved;
  const { spec, warnings } = resolved;
  // Nothing to measure: a 0/0 report that exits 0 would pass any CI gate unseen.
  if (spec.intents.length === 0) {
    const at = draft.locate('/intents');
    return {
      ok: false,
      errors: [
        {
          message: 'intents is empty: a bench needs at least one intent ({ query, gold }) to measure selection',
          pointer: '/intents',
          ...(at ? { line: at.line, column: at.column } : {}),
          ...(draft.file ? { file: draft.file } : {})
        }
      ]
    };
  }
  const { everySelector, ...runOptions } = options;
  const selectors = everySelector ? [...new Set([...(spec.selectors ?? []), ...SELECTOR_NAMES])] : options.selectors;
  const run = runBench(spec, { ...runOptions, ...(selectors ? { selectors } : {}) });
  return { ok: true, spec, run, warnings };
}

/** true when every gate holds for the run. */
export function passesBenchGates(run: BenchRun, gates: BenchGates): boolean {
  return gateOutcomes(run, gates).every((g) => g.pass);
}

/** One spec's share of a report: its run, and `--pin`'s advice when asked for. */
export interface BenchEntry {
  file: string;
  run: BenchRun;
  spec: BenchSpec;
  pin?: PinReport;
}

/**
 * The report of one or several specs in a format. `many`: the command named several inputs (a
 * report of totals, or one page, even when only one spec could be run); `unusable`: how many could not.
 * `--pin`'s advice is a `pin` object in JSON, follows the report in text and Markdown, and is a block of the HTML page.
 */
export function formatBenchReport(
  entries: readonly BenchEntry[],
  options: { format: BenchFormatName; gates: BenchGates; many: boolean; unusable: number }
): string {
  const { format, gates, many, unusable } = options;
  const jsonOf = (e: BenchEntry) => ({ ...e.run.report, ...(e.pin ? { pin: e.pin } : {}) });
  const contextOf = (e: BenchEntry): BenchFormatContext => ({
    file: e.file,
    mutations: e.spec.mutations,
    ...gates,
    ...(e.pin && format === 'html' ? { appendix: formatPinText(e.pin) } : {})
  });
  const pinAfter = (e: BenchEntry) =>
    !e.pin
      ? ''
      : format === 'text'
        ? '\n' + formatPinText(e.pin)
        : format === 'markdown'
          ? '\n' + formatPinMarkdown(e.pin)
          : '';
  const parts = entries.map((e) =>
    format === 'json' && e.pin
      ? JSON.stringify(jsonOf(e), null, 2) + '\n'
      : BENCH_FORMATS[format](e.run, contextOf(e)) + pinAfter(e)
  );
  if (!many) return parts[0];
  if (format === 'html') return formatBenchHtmlMany(entries.map((e) => ({ run: e.run, context: contextOf(e) })));
  const totals = benchTotals(
    entries.map((e) => e.run),
    gates
  );
  if (format === 'json')
    return (
      JSON.stringify(
        { files: entries.map((e) => ({ file: e.file, ...jsonOf(e) })), totals: { ...totals, unusable } },
        null,
        2
      ) + '\n'
    );
  if (format === 'text') return [...parts, formatBenchTotalsText(totals, unusable)].join('\n');
  return parts.join('\n');
}
