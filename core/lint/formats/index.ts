/**
 * Lint report formats, by name. Each takes every catalog of one run (`toolgauge lint a.json
 * b.json`): per catalog, then the totals. With one catalog the output is that catalog's report.
 */
import { totalSummary } from '../totals.ts';
import type { LintEntry, LintFormatContext } from './context.ts';
import { formatLintGitlab } from './gitlab.ts';
import { formatLintHtml } from './html.ts';
import { formatLintJson } from './json.ts';
import { formatLintMarkdownMany } from './markdown.ts';
import { formatLintSarifMany } from './sarif.ts';
import { formatLintText, summaryLine } from './text.ts';

export interface LintRunContext {
  tokenizer: LintFormatContext['tokenizer'];
  scoreParts?: boolean;
}

export type LintRunFormatter = (entries: LintEntry[], ctx: LintRunContext) => string;

const ctxOf = (e: LintEntry, ctx: LintRunContext): LintFormatContext => ({
  file: e.file,
  locate: e.locate,
  tokenizer: ctx.tokenizer,
  ...(ctx.scoreParts ? { scoreParts: true } : {})
});

export const LINT_FORMATS = {
  text: (entries, ctx) => {
    const parts = entries.map((e) => formatLintText(e.report, ctxOf(e, ctx)));
    if (entries.length <= 1) return parts.join('');
    const total = { tools: [], summary: totalSummary(entries.map((e) => e.report.summary)) };
    return (
      parts.join('\n') +
      '\n' +
      summaryLine(total, { file: `total (${entries.length} catalogs)`, tokenizer: ctx.tokenizer }) +
      '\n'
    );
  },
  json: (entries, ctx) => {
    if (entries.length === 1) return formatLintJson(entries[0].report, ctxOf(entries[0], ctx));
    const files = entries.map((e) => ({ file: e.file, ...JSON.parse(formatLintJson(e.report, ctxOf(e, ctx))) }));
    return JSON.stringify({ files, summary: totalSummary(entries.map((e) => e.report.summary)) }, null, 2);
  },
  sarif: (entries) => formatLintSarifMany(entries),
  markdown: (entries, ctx) => formatLintMarkdownMany(entries, ctx),
  gitlab: (entries) => formatLintGitlab(entries),
  html: (entries, ctx) => formatLintHtml(entries, ctx)
} satisfies Record<string, LintRunFormatter>;

export type LintFormatName = keyof typeof LINT_FORMATS;
