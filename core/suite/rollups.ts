/** The suite-level summary of derived metrics: per metric name, the mean over the tests that reported it and how many did. */
import type { Rollup, TestResult } from './report-types.ts';

export function rollups(tests: TestResult[]): Record<string, Rollup> {
  const sums = new Map<string, { sum: number; count: number }>();
  for (const t of tests) {
    for (const m of t.derived_metrics ?? []) {
      const s = sums.get(m.name) ?? { sum: 0, count: 0 };
      s.sum += m.value;
      s.count += 1;
      sums.set(m.name, s);
    }
  }
  const out: Record<string, Rollup> = {};
  for (const [name, s] of sums) out[name] = { mean: s.sum / s.count, count: s.count };
  return out;
}
