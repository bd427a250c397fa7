/**
 * Vitest global setup: the CLI bundled once per run (esbuild, about a second) for every test that
 * starts it as a process: a suite's `command: ["toolgauge", "mock", ...]` (src/node/process/self.ts
 * reads TOOLGAUGE_SELF_BUNDLE) and the tests that spawn the CLI themselves (cliArgs in ./cli.ts).
 * Through tsx each such process compiled and loaded the whole source tree first: most of the
 * suite's CPU time went there, and short timeouts measured the loader instead of the server.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bundleCliTo, writeRanks } from './bundle.ts';
import { REPO } from './cli.ts';

export default async function setup(): Promise<() => void> {
  // Inside the repository, so the bundle resolves its packages (gpt-tokenizer's ranks) from
  // node_modules as the source does; one folder per run, removed at the end.
  const cache = path.join(REPO, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'toolgauge-cli-'));
  const previous = process.env.TOOLGAUGE_SELF_BUNDLE;
  // The binary BPE ranks beside the bundle, as build/ranks beside build/cli.mjs: the processes
  // load the encodings as an installed CLI does, not by compiling gpt-tokenizer's JS tables.
  const [bundle] = await Promise.all([bundleCliTo(dir), writeRanks(dir)]);
  process.env.TOOLGAUGE_SELF_BUNDLE = bundle;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    if (previous === undefined) delete process.env.TOOLGAUGE_SELF_BUNDLE;
    else process.env.TOOLGAUGE_SELF_BUNDLE = previous;
  };
}
