/**
 * A tool_quality: check, offline: lint and score a saved catalog, then gate on the figures
 * (min_score, mean_score, criticals, security_criticals, ..., tool["name"].score, smells.<group>, smell_total).
 */
import { parseCatalogText, parseCatalogValue } from '../catalog/parse-catalog.ts';
import type { Catalog } from '../catalog/types.ts';
import { lintCatalog, type LintOptions } from '../lint/lint.ts';
import type { LintReport } from '../lint/types.ts';
import { compose, composedResult } from './compose.ts';
import { fileText, firstProblem, type SuiteFiles } from './files.ts';
import type { MatchContext } from './matchers/types.ts';
import type { QualityCase } from './model.ts';
import { notRun, type CellOutcome } from './outcome.ts';
import type { TestResult } from './report-types.ts';
import { resolveSegments } from './target.ts';

export const QUALITY_LIVE_SKIP =
  'needs a live server: no catalog: file, and this host does not start servers (toolgauge run does)';

/**
 * What the targets read: every count of the lint summary, under the names the lint JSON uses.
 * `criticals` / `warnings` / `hints` count every rule family (what `lint --fail-on` gates on);
 * `critical_count` / `warning_count` / `hint_count` keep their lint-JSON meaning (DESC findings only),
 * with `description_*` as explicit aliases; `schema_*`, `security_*` and `surface_*` (OVL, CMP, TOK)
 * count one family each. `tool` maps each tool name to its score (a later duplicate name wins).
 */
export function qualityFigures(report: LintReport): Record<string, unknown> {
  const s = report.summary;
  const tool: Record<string, { score: number }> = {};
  for (const t of report.tools) tool[t.name] = { score: t.score };
  return {
    tools: s.tools,
    min_score: s.min_score,
    mean_score: s.mean_score,
    criticals: s.criticals,
    warnings: s.warnings,
    hints: s.hints,
    critical_count: s.critical_count,
    warning_count: s.warning_count,
    hint_count: s.hint_count,
    description_criticals: s.critical_count,
    description_warnings: s.warning_count,
    description_hints: s.hint_count,
    schema_criticals: s.schema_criticals,
    schema_warnings: s.schema_warnings,
    schema_hints: s.schema_hints,
    security_criticals: s.security_criticals,
    security_warnings: s.security_warnings,
    security_hints: s.security_hints,
    surface_criticals: s.surface_criticals,
    surface_warnings: s.surface_warnings,
    surface_hints: s.surface_hints,
    smells: s.smells,
    smell_total: s.smell_total,
    tokens: s.tokens,
    tool
  };
}

/** Fetches the live catalog (a tools/list result) of the check's server; provided by a host that can start servers. */
export type ListTools = (t: QualityCase) => Promise<{ ok: true; catalog: unknown } | { ok: false; reason: string }>;

const baseOf = (t: QualityCase) => ({
  name: t.name,
  kind: 'tool_quality' as const,
  pointer: t.pointer,
  assertions: []
});

/** The check's catalog: its catalog: file as read, or (when the host passes `list` and the check names no file) the server's live tools/list. */
export async function dispatchQualityCase(t: QualityCase, files: SuiteFiles, list?: ListTools): Promise<CellOutcome> {
  if (t.catalog === undefined) {
    if (!list) return notRun('skip', QUALITY_LIVE_SKIP);
    const live = await list(t);
    return live.ok ? { kind: 'catalog_value', value: live.catalog } : notRun('error', live.reason);
  }
  const f = fileText(files, t.catalog, 'catalog');
  return f.ok ? { kind: 'catalog_text', file: t.catalog, text: f.text } : notRun('error', f.reason);
}

/** The check's row from its catalog: parse it (a malformed one is an error row), lint it, gate on the figures. */
export function scoreQualityOutcome(
  t: QualityCase,
  outcome: Extract<CellOutcome, { kind: 'catalog_text' | 'catalog_value' }>,
  ctx: MatchContext,
  lintOptions: LintOptions = {}
): TestResult {
  if (outcome.kind === 'catalog_text') {
    const parsed = parseCatalogText(outcome.text, { file: outcome.file });
    if (!parsed.ok)
      return { ...baseOf(t), verdict: 'error', reason: `catalog ${firstProblem(parsed.errors, outcome.file)}` };
    return scoreCatalog(t, parsed.catalog, ctx, lintOptions);
  }
  const parsed = parseCatalogValue(outcome.value);
  if (!parsed.ok)
    return { ...baseOf(t), verdict: 'error', reason: `live catalog: ${parsed.errors[0]?.message ?? 'unusable'}` };
  return scoreCatalog(t, parsed.catalog, ctx, lintOptions);
}

function scoreCatalog(t: QualityCase, catalog: Catalog, ctx: MatchContext, lintOptions: LintOptions): TestResult {
  const base = baseOf(t);
  const report = lintCatalog(catalog, t.preset !== undefined ? { ...lintOptions, preset: t.preset } : lintOptions);
  const figures = qualityFigures(report);
  const c = compose(t.items, t.derived, t.threshold, (segments) => resolveSegments(figures, segments), ctx);
  // The report lists tools once, as {name, score}, rather than the by-name lookup table targets use.
  const { tool: _byName, ...summary } = figures;
  return composedResult(
    {
      ...base,
      metrics: { tool_quality: { ...summary, tools: report.tools.map((x) => ({ name: x.name, score: x.score })) } }
    },
    c,
    t.threshold
  );
}
