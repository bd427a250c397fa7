/** The shape of a bench report formatter, apart from format.ts's name-to-formatter map so each formatter can import it. */
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
  /** Plain text shown after the report in the HTML page (the CLI's `--pin` advice). */
  appendix?: string;
}

export type BenchFormatter = (run: BenchRun, context: BenchFormatContext) => string;
