/**
 * Suite report formats, by name. `text` reuses the suite engine's own text report (it already
 * ends with the "Metric rollups" table), so `toolgauge run` and `toolgauge report` print the same.
 */
import { formatSuiteHtml } from './html.ts';
import { formatSuiteReportJson } from './json.ts';
import { formatSuiteJUnit } from './junit.ts';
import { formatSuiteMarkdown } from './markdown.ts';
import { formatSuiteMatrix } from './matrix.ts';
import { formatSuiteReportText } from './text.ts';
import type { SuiteReportFormatter } from './types.ts';

export const REPORT_FORMATS = {
  text: formatSuiteReportText,
  markdown: formatSuiteMarkdown,
  junit: formatSuiteJUnit,
  matrix: formatSuiteMatrix,
  json: formatSuiteReportJson,
  html: formatSuiteHtml
} satisfies Record<string, SuiteReportFormatter>;

export type ReportFormatName = keyof typeof REPORT_FORMATS;
