/** The shape every suite-report format shares: a pure function from a saved report to text. */
import type { SuiteReport } from '../../suite/report-types.ts';

export interface ReportFormatOptions {
  /** Markdown formats: the heading line, instead of `toolgauge suite: <name>`. */
  heading?: string;
}

export type SuiteReportFormatter = (report: SuiteReport, options?: ReportFormatOptions) => string;
