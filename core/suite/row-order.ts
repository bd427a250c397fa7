/** A stable key order for report rows: identity and verdict first, detail after. */
import type { TestResult } from './report-types.ts';

const KEYS: Array<keyof TestResult> = [
  'name',
  'kind',
  'model',
  'run',
  'runs',
  'verdict',
  'reason',
  'score',
  'threshold',
  'line',
  'column',
  'pointer',
  'assertions',
  'derived_metrics',
  'metrics',
  'floors',
  'hooks',
  'excluded_runs',
  'harness_error',
  'trace'
];

export function orderedRow(r: TestResult): TestResult {
  const out: Record<string, unknown> = {};
  for (const k of KEYS) if (r[k] !== undefined) out[k] = r[k];
  return out as unknown as TestResult;
}
