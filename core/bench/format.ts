/**
 * Bench report formatters: pure `(run, context) => string`, keyed by name. Only the CLI writes them.
 * JSON is exactly the report; text is a table a person reads top to bottom, baseline first;
 * markdown is the same for a pull-request comment.
 */
import { formatBenchMarkdown } from './format-markdown.ts';
import { formatBenchText } from './format-text.ts';
import type { BenchRun } from './run-bench.ts';
import type { MutationSpec } from './types.ts';

export interface BenchFormatContext {
  /** The spec file, for the heading. */
  file?: string;
  /** The declared mutations, for their parameters (truncate chars, drop_keyword word). */
  mutations: MutationSpec[];
  /** The --min-drop threshold, when the run is a gate. */
  minDrop?: number;
  /** The --min-recall threshold, when the run is a gate. */
  minRecall?: number;
}

export type BenchFormatter = (run: BenchRun, context: BenchFormatContext) => string;

export const formatBenchJson: BenchFormatter = (run) => JSON.stringify(run.report, null, 2) + '\n';

export const BENCH_FORMATS = { text: formatBenchText, json: formatBenchJson, markdown: formatBenchMarkdown } satisfies Record<string, BenchFormatter>;
export type BenchFormatName = keyof typeof BENCH_FORMATS;

export { formatBenchText, formatBenchMarkdown };
