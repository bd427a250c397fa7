/** The bench page's worker methods, joined into CoreApi (core-api.ts). */
import {
  BenchWorkbench,
  type BenchEdit,
  type BenchEditResult,
  type BenchOpenRequest,
  type BenchOpenResult
} from './bench-view.ts';

export interface BenchApi {
  /** Runs the spec (every selector, with the sweep) and keeps it open for edits. */
  benchOpen(request: BenchOpenRequest): Promise<BenchOpenResult>;
  /** One edit of one tool of the open spec: the intents that moved under each selector. */
  benchEdit(session: number, edit: BenchEdit): Promise<BenchEditResult>;
}

export function createBenchApi(): BenchApi {
  const bench = new BenchWorkbench();
  return {
    async benchOpen(request) {
      return bench.open(request);
    },
    async benchEdit(session, edit) {
      return bench.edit(session, edit);
    }
  };
}
