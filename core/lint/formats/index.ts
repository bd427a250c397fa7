/** Lint report formats, by name. */
import type { LintFormatter } from './context.ts';
import { formatLintJson } from './json.ts';
import { formatLintText } from './text.ts';

export const LINT_FORMATS = {
  text: formatLintText,
  json: formatLintJson
} satisfies Record<string, LintFormatter>;

export type LintFormatName = keyof typeof LINT_FORMATS;
