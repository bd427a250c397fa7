/** The saved report again, as JSON: what `toolgauge run --format json` wrote (re-indented). */
import type { SuiteReport } from '../../suite/report-types.ts';

export function formatSuiteReportJson(report: SuiteReport): string {
  return JSON.stringify(report, null, 2) + '\n';
}
