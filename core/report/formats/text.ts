/**
 * The text report: the suite engine's own (`toolgauge run` prints the same, rollups table
 * included), made terminal-safe. A saved report can come from anywhere, so control and bidi
 * characters in its strings are shown escaped rather than sent to the terminal as escape sequences.
 */
import { formatSuiteText } from '../../suite/format-text.ts';
import type { SuiteReport } from '../../suite/report-types.ts';

/** Everything but tab and newline that a terminal would interpret: C0/C1 controls, DEL, bidi and zero-width marks, BOM. */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function formatSuiteReportText(report: SuiteReport): string {
  return terminalSafe(formatSuiteText(report));
}
