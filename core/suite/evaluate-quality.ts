/**
 * A tool_quality: check, offline: lint and score a saved catalog, then gate on the figures
 * (min_score, mean_score, critical_count, ..., tool["name"].score, smells.<group>, smell_total).
 */
import { parseCatalogText } from '../catalog/parse-catalog.ts';
import { lintCatalog, type LintOptions } from '../lint/lint.ts';
import type { LintReport } from '../lint/types.ts';
import { compose, composedResult } from './compose.ts';
import { fileText, firstProblem, type SuiteFiles } from './files.ts';
import type { MatchContext } from './matchers/types.ts';
import type { QualityCase } from './model.ts';
import type { TestResult } from './report-types.ts';
import { resolveSegments } from './target.ts';

export const QUALITY_LIVE_SKIP = 'needs a live server: no catalog: file, and live tools/list is not wired yet';

/** What the targets read. `tool` maps each tool name to its score (a later duplicate name wins). */
export function qualityFigures(report: LintReport): Record<string, unknown> {
  const s = report.summary;
  const tool: Record<string, { score: number }> = {};
  for (const t of report.tools) tool[t.name] = { score: t.score };
  return {
    tools: s.tools,
    min_score: s.min_score,
    mean_score: s.mean_score,
    critical_count: s.critical_count,
    warning_count: s.warning_count,
    schema_criticals: s.schema_criticals,
    schema_warnings: s.schema_warnings,
    smells: s.smells,
    smell_total: s.smell_total,
    tool
  };
}

export function evaluateQualityCase(t: QualityCase, files: SuiteFiles, ctx: MatchContext, lintOptions: LintOptions = {}): TestResult {
  const base = { name: t.name, kind: 'tool_quality' as const, pointer: t.pointer, assertions: [] };
  if (t.catalog === undefined) return { ...base, verdict: 'skip', reason: QUALITY_LIVE_SKIP };
  const f = fileText(files, t.catalog, 'catalog');
  if (!f.ok) return { ...base, verdict: 'error', reason: f.reason };
  const parsed = parseCatalogText(f.text, { file: t.catalog });
  if (!parsed.ok) return { ...base, verdict: 'error', reason: `catalog ${firstProblem(parsed.errors, t.catalog)}` };
  const report = lintCatalog(parsed.catalog, lintOptions);
  const figures = qualityFigures(report);
  const c = compose(t.items, t.derived, t.threshold, (segments) => resolveSegments(figures, segments), ctx);
  // The report lists tools once, as {name, score}, rather than the by-name lookup table targets use.
  const { tool: _byName, ...summary } = figures;
  return composedResult({ ...base, metrics: { tool_quality: { ...summary, tools: report.tools.map((x) => ({ name: x.name, score: x.score })) } } }, c, t.threshold);
}
