/**
 * The lint page's report downloads: `toolgauge lint FILE --format F [--rules R]` computed with the
 * CLI's own lint options and formatters, so a downloaded report is byte for byte the CLI's for the
 * same catalog, rules and docs base. Loaded by the worker on the first download.
 */
import { formatLintReport, lintInput } from '../lint/lint-input.ts';
import type { LintSummary } from '../lint/types.ts';
import type { Encoders } from '../tokens/encoders.ts';
import { readRules, type RulesInput } from './lint-report.ts';

export const LINT_DOWNLOAD_FORMATS = ['json', 'sarif', 'markdown', 'html'] as const;
export type LintDownloadFormat = (typeof LINT_DOWNLOAD_FORMATS)[number];

export interface LintReportRequest {
  text: string;
  /** The catalog's name, as the CLI names the file it was given. */
  file: string;
  rules?: RulesInput;
  format: LintDownloadFormat;
  /** Prefix of rule docs URLs (the CLI's --docs-base); the playground's own by default. */
  docsBase?: string;
}

export type LintReportView = { ok: true; text: string; summary: LintSummary } | { ok: false; message: string };

/** `toolgauge lint FILE --format F [--rules R] --docs-base D --out OUT`, as the file it writes. */
export async function lintReportFile(request: LintReportRequest, encoders: Encoders): Promise<LintReportView> {
  const rules = readRules(request.rules);
  if (!rules.ok)
    return {
      ok: false,
      message: `the rules file ${request.rules?.file ?? ''} has ${rules.errors.length} problem${rules.errors.length === 1 ? '' : 's'}; fix it to download a report`
    };
  const linted = await lintInput(request, {
    encoders,
    ...(request.docsBase !== undefined ? { docsBase: request.docsBase } : {}),
    ...rules.options
  });
  if (!linted.ok) return { ok: false, message: 'the catalog does not parse; fix it to download a report' };
  const text = formatLintReport([linted.entry], request.format, { tokenizer: 'cl100k' });
  return { ok: true, text: text.endsWith('\n') ? text : text + '\n', summary: linted.entry.report.summary };
}
