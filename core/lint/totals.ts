/**
 * Totals over a lint summary: criticals and warnings over every rule family (what `--fail-on`, the
 * text summary and the playground count), and the summary of several catalogs linted at once.
 */
import type { LintSummary } from './types.ts';
import { minOf } from '../stats/extremes.ts';

type FamilyCounts = Pick<
  LintSummary,
  | 'critical_count'
  | 'warning_count'
  | 'hint_count'
  | `schema_${'criticals' | 'warnings' | 'hints'}`
  | `security_${'criticals' | 'warnings' | 'hints'}`
  | `surface_${'criticals' | 'warnings' | 'hints'}`
>;

/** Findings over every rule family by severity (the summary's `criticals`, `warnings`, `hints`). */
export function severityTotals(s: FamilyCounts): { criticals: number; warnings: number; hints: number } {
  return {
    criticals: s.critical_count + s.schema_criticals + s.security_criticals + s.surface_criticals,
    warnings: s.warning_count + s.schema_warnings + s.security_warnings + s.surface_warnings,
    hints: s.hint_count + s.schema_hints + s.security_hints + s.surface_hints
  };
}

/**
 * The summary of several catalogs (`toolgauge lint a.json b.json`): every count, smell and token
 * total adds up; the mean score is weighted by each catalog's tool count; the minimum is the
 * lowest of all. Counts are summed by key, so a count a later version adds is summed too.
 */
export function totalSummary(summaries: LintSummary[]): LintSummary {
  if (summaries.length === 1) return summaries[0];
  const addUp = <T extends object>(objects: T[]): T => {
    const out: Record<string, unknown> = {};
    for (const o of objects) {
      for (const [k, v] of Object.entries(o)) {
        if (typeof v === 'number') out[k] = ((out[k] as number | undefined) ?? 0) + v;
        else if (v && typeof v === 'object') out[k] = addUp([...(out[k] ? [out[k] as object] : []), v as object]);
      }
    }
    return out as T;
  };
  const zero = {
    tools: 0,
    mean_score: 0,
    min_score: 0,
    critical_count: 0,
    warning_count: 0,
    hint_count: 0,
    schema_criticals: 0,
    schema_warnings: 0,
    schema_hints: 0,
    security_criticals: 0,
    security_warnings: 0,
    security_hints: 0,
    surface_criticals: 0,
    surface_warnings: 0,
    surface_hints: 0,
    criticals: 0,
    warnings: 0,
    hints: 0,
    smells: {},
    smell_total: 0,
    tokens: { cl100k: 0, o200k: 0, whitespace: 0 }
  } as unknown as LintSummary;
  const sum = addUp([zero, ...summaries]);
  const withTools = summaries.filter((s) => s.tools > 0);
  const weighted = summaries.reduce((n, s) => n + s.mean_score * s.tools, 0);
  return {
    ...sum,
    mean_score: sum.tools === 0 ? 0 : Math.round((weighted / sum.tools) * 1000) / 1000,
    min_score: withTools.length === 0 ? 0 : minOf(withTools.map((s) => s.min_score))
  };
}
