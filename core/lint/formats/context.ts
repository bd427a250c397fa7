import type { Position } from '../../source/parse-text.ts';
import type { Encoding } from '../../tokens/encoders.ts';
import type { LintReport } from '../types.ts';

/** What a lint report formatter may know besides the report. */
export interface LintFormatContext {
  /** The input's name as the user gave it (a path, or <stdin>). */
  file: string;
  /** Pointer -> line:column in the input text, when it came from text. */
  locate?: (pointer: string) => Position | undefined;
  /** Which BPE count the text formats show. */
  tokenizer: Encoding;
  /** Text: a line per tool with what each score component cost (lint --score-parts). */
  scoreParts?: boolean;
}

export type LintFormatter = (report: LintReport, ctx: LintFormatContext) => string;

/** One catalog's report, for the formats that cover several files at once. */
export interface LintEntry {
  file: string;
  report: LintReport;
  locate?: (pointer: string) => Position | undefined;
}
