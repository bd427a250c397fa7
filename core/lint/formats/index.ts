/** Lint report formats, by name. */
import type { LintFormatter } from './context.ts';
import { formatLintJson } from './json.ts';
import { formatLintMarkdown } from './markdown.ts';
import { formatLintSarif } from './sarif.ts';
import { formatLintText } from './text.ts';

export const LINT_FORMATS = {
  text: formatLintText,
  json: formatLintJson,
  sarif: formatLintSarif,
  markdown: formatLintMarkdown
} satisfies Record<string, LintFormatter>;

export type LintFormatName = keyof typeof LINT_FORMATS;
