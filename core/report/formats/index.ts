/**
 * Suite report formats, by name. `text` is the suite engine's own text report (it already ends
 * with the "Metric rollups" table), reused here so `toolgauge run` and `toolgauge report` print
 * the same thing.
 */
import { formatSuiteText } from '../../suite/format-text.ts';
import { formatSuiteReportJson } from './json.ts';
import { formatSuiteJUnit } from './junit.ts';
import { formatSuiteMarkdown } from './markdown.ts';
import { formatSuiteMatrix } from './matrix.ts';
import type { SuiteReportFormatter } from './types.ts';

export const REPORT_FORMATS = {
  text: formatSuiteText,
  markdown: formatSuiteMarkdown,
  junit: formatSuiteJUnit,
  matrix: formatSuiteMatrix,
  json: formatSuiteReportJson
} satisfies Record<string, SuiteReportFormatter>;

export type ReportFormatName = keyof typeof REPORT_FORMATS;
