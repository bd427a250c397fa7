/** Criticals and warnings over every rule family: what `--fail-on`, the text summary and the playground count. */
import type { LintSummary } from './types.ts';

export function severityTotals(s: LintSummary): { criticals: number; warnings: number } {
  return {
    criticals: s.critical_count + s.schema_criticals + s.security_criticals + s.surface_criticals,
    warnings: s.warning_count + s.schema_warnings + s.security_warnings + s.surface_warnings
  };
}
