/**
 * The CI gates of `toolgauge bench`, decided once for the CLI's exit code and the reports' lines:
 *   --min-drop F    some declared mutation drops accuracy by at least F (none declared fails);
 *   --min-recall F  baseline recall@k is at least F.
 * With several selectors every selector must pass.
 */
import type { BenchRun } from './run-bench.ts';
import type { SelectorName } from './selector.ts';

export interface GateOutcome {
  selector: SelectorName;
  gate: 'min-drop' | 'min-recall';
  threshold: number;
  /** max_drop (null: no mutation declared) or baseline recall@k. */
  value: number | null;
  pass: boolean;
}

export function gateOutcomes(run: BenchRun, gates: { minDrop?: number; minRecall?: number }): GateOutcome[] {
  const out: GateOutcome[] = [];
  for (const { name, report } of run.runs) {
    if (gates.minDrop !== undefined) {
      const value = report.max_drop;
      out.push({
        selector: name,
        gate: 'min-drop',
        threshold: gates.minDrop,
        value,
        pass: value !== null && value >= gates.minDrop
      });
    }
    if (gates.minRecall !== undefined) {
      const value = report.baseline.recall_at_k;
      out.push({
        selector: name,
        gate: 'min-recall',
        threshold: gates.minRecall,
        value,
        pass: value >= gates.minRecall
      });
    }
  }
  return out;
}
