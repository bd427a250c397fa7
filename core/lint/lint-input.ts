/**
 * The lint use case for one input, as every surface runs it: parse the text, lint the catalog,
 * find every pointer the report names, and hand back the report entry the formats write. The CLI
 * (`toolgauge lint`, `--watch`) and the playground's report download call this one function, so a
 * report is the same on both by construction. The lint itself is passed in: the CLI counts tokens
 * on a second thread, the worker lints in place.
 */
import { parseCatalogText } from '../catalog/parse-catalog.ts';
import type { Catalog } from '../catalog/types.ts';
import type { Diagnostic } from '../source/diagnostic.ts';
import type { Encoding } from '../tokens/encoders.ts';
import { formatClientViewText, type ClientView } from './client-view.ts';
import type { LintEntry } from './formats/context.ts';

export type { LintEntry };
import { LINT_FORMATS, type LintFormatName } from './formats/index.ts';
import { reportPointers } from './formats/pointers.ts';
import { lintCatalog, type LintOptions } from './lint.ts';
import type { LintReport } from './types.ts';
import { reachesFailOn } from './gate.ts';
import { severityTotals, totalSummary } from './totals.ts';
import { sanitize } from '../text/sanitize.ts';

/** A lint: `lintCatalog`, or the CLI's two-thread one. */
export type LintFunction<O extends LintOptions = LintOptions> = (
  catalog: Catalog,
  options: O
) => LintReport | Promise<LintReport>;

export type LintInputResult =
  | { ok: true; entry: LintEntry; catalog: Catalog; warnings: Diagnostic[] }
  | { ok: false; errors: Diagnostic[] };

/** Parses and lints one input; the parse problems (with positions) when it is no catalog. */
export async function lintInput<O extends LintOptions>(
  input: { text: string; file: string },
  options: O,
  lint: LintFunction<O> = lintCatalog
): Promise<LintInputResult> {
  const parsed = parseCatalogText(input.text, { file: input.file });
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const report = await lint(parsed.catalog, options);
  // One walk over the input finds every pointer the report names, before a format asks for them.
  parsed.source?.prepare?.(reportPointers(report));
  return {
    ok: true,
    entry: { file: input.file, report, locate: parsed.source?.locate },
    catalog: parsed.catalog,
    warnings: parsed.warnings
  };
}

/**
 * The report in one format, over every entry; with client views (`--client`), each shown after
 * the text report, or as `client_view` in the JSON of a single view.
 */
export function formatLintReport(
  entries: readonly LintEntry[],
  format: LintFormatName,
  options: { tokenizer: Encoding; views?: readonly ClientView[]; scoreParts?: boolean }
): string {
  let text = LINT_FORMATS[format](entries as LintEntry[], {
    tokenizer: options.tokenizer,
    ...(options.scoreParts ? { scoreParts: true } : {})
  });
  const views = options.views ?? [];
  if (views.length > 0 && format === 'text')
    text += '\n' + views.map((v) => formatClientViewText(v, sanitize)).join('\n');
  if (views.length === 1 && format === 'json')
    text = JSON.stringify({ ...JSON.parse(text), client_view: views[0] }, null, 2);
  return text;
}

/** The gate's verdict over every entry linted at once: true when a finding reached `--fail-on` (the CLI exits 1). */
export function failsGate(entries: readonly LintEntry[], failOn: unknown): boolean {
  return reachesFailOn(severityTotals(totalSummary(entries.map((e) => e.report.summary))), failOn);
}
