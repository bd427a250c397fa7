/**
 * The text report: the suite engine's own (`toolgauge run` prints the same, rollups table
 * included), made terminal-safe. A saved report can come from anywhere, so control and bidi
 * characters in its strings are shown escaped rather than sent to the terminal as escape sequences.
 */
import { formatSuiteText } from '../../suite/format-text.ts';
import type { SuiteReport } from '../../suite/report-types.ts';
import { terminalSafe } from './terminal-safe.ts';

export { terminalSafe };

export function formatSuiteReportText(report: SuiteReport): string {
  return terminalSafe(formatSuiteText(report));
}
