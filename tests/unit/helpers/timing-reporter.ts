/**
 * A vitest reporter for finding the slow test files: per file, the time to import it (module
 * loading and suite callbacks: where corpus linting at describe level and heavy imports show)
 * and the time of its tests and hooks. The JSON reporter's start/end times leave the import out.
 * Usage: `npx vitest run --reporter=default --reporter=./tests/unit/helpers/timing-reporter.ts`;
 * writes TIMING_OUT (default: timing.json in the working folder), slowest first.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export default class TimingReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = modules.map((m) => {
      const d = m.diagnostic();
      const ms = (n: number) => Math.round(n);
      return {
        file: path.relative(process.cwd(), m.moduleId),
        totalMs: ms(d.collectDuration + d.setupDuration + d.duration),
        collectMs: ms(d.collectDuration),
        setupMs: ms(d.setupDuration),
        testsMs: ms(d.duration),
        tests: [...m.children.allTests()].length,
        state: m.state()
      };
    });
    rows.sort((a, b) => b.totalMs - a.totalMs);
    writeFileSync(process.env.TIMING_OUT ?? 'timing.json', `${JSON.stringify(rows, null, 1)}\n`);
  }
}
