/**
 * `--fail-on`, decided once: whether a lint's findings reach the gate. The CLI turns the verdict
 * into exit 1; the lint page shows the exit code the CLI would end with.
 */

/** The least severe finding that fails the gate; `none` never fails. */
export const FAIL_ON_LEVELS = ['critical', 'warning', 'none'] as const;
export type FailOn = (typeof FAIL_ON_LEVELS)[number];

/**
 * True when a finding at `failOn` or worse is counted (a value that is no level never fails). The
 * counts are over every rule family: a lint summary's, or totals.ts's severityTotals.
 */
export function reachesFailOn(
  { criticals, warnings }: { criticals: number; warnings: number },
  failOn: unknown
): boolean {
  if (failOn === 'critical') return criticals > 0;
  if (failOn === 'warning') return criticals + warnings > 0;
  return false;
}
