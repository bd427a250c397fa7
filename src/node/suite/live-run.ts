/** The live parts of `toolgauge run`: the shared server pool, and the empty-run rule. */
import path from 'node:path';
import type { Suite } from '#core/suite/model';
import type { SuiteReport } from '#core/suite/report-types';
import type { OptionSpec, ParsedOptions } from '../cli/args.ts';
import type { Io } from '../cli/io.ts';
import { timeoutsFrom } from '../lint/lint-input.ts';
import { ServerPool } from './live-servers.ts';

export const RUN_LIVE_OPTIONS: Record<string, OptionSpec> = {
  timeout: {
    type: 'string',
    description:
      "deadline per server step (start+initialize, tools/list, each tools/call) instead of 10 s / 10 s / 30 s; a test's timeout_ms wins for its call",
    value: 'TIME'
  },
  'pass-with-no-tests': {
    type: 'boolean',
    description: 'exit 0 when every test was skipped or filtered out (default: exit 1, "no test ran")'
  }
};

export function liveServers(suite: Suite, suitePath: string, values: ParsedOptions, io: Io): ServerPool {
  return new ServerPool(suite, path.dirname(suitePath), {
    timeouts: timeoutsFrom(values),
    log: (line) => io.stderr(line + '\n')
  });
}

/**
 * An empty run is not a green run (as in vitest and pytest): when no test executed, say so with
 * the skip reasons and report failure, unless --pass-with-no-tests.
 */
export function noTestRan(report: SuiteReport, values: ParsedOptions, io: Io): boolean {
  const ran = report.tests.filter((t) => t.verdict !== 'skip').length;
  if (ran > 0) return false;
  const reasons = new Map<string, number>();
  for (const t of report.tests) if (t.reason) reasons.set(t.reason, (reasons.get(t.reason) ?? 0) + 1);
  const why = [...reasons].map(([r, n]) => `  ${n} skipped: ${r}`);
  const filtered = report.tests.length === 0 ? ' (every test was filtered out)' : '';
  if (values['pass-with-no-tests'] === true) {
    io.stderr(`toolgauge run: no test ran${filtered}; passing because of --pass-with-no-tests\n`);
    return false;
  }
  io.stderr(
    [`toolgauge run: no test ran${filtered}; exit 1 (pass --pass-with-no-tests to allow an empty run)`, ...why].join(
      '\n'
    ) + '\n'
  );
  return true;
}
