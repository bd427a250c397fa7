/**
 * Vitest global setup: the unit suite runs with TMPDIR pointing at one fresh folder, so every
 * temporary file a test (or a process it starts) makes lands there. At the end the folder is
 * removed, and anything a test left behind fails the run with the folders' names: tests clean
 * up their temp dirs (tempDir in ./cli.ts does it for you).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Caches of the tools the tests run (tsx compiles into os.tmpdir()), not leftovers of a test.
const TOOL_CACHES = /^(tsx-\d+|node-compile-cache|v8-compile-cache.*)$/;

export default function setup(): () => void {
  const previous = process.env.TMPDIR;
  const root = mkdtempSync(path.join(os.tmpdir(), 'toolgauge-tests-'));
  // tsx keeps its compile cache in os.tmpdir(); point it at the usual one so the CLI processes
  // the tests start do not recompile every module on every run.
  const tsxCache = `tsx-${os.userInfo().uid}`;
  try {
    mkdirSync(path.join(os.tmpdir(), tsxCache), { recursive: true });
    symlinkSync(path.join(os.tmpdir(), tsxCache), path.join(root, tsxCache));
  } catch {
    // no cache: slower, not wrong
  }
  process.env.TMPDIR = root;
  return () => {
    const left = readdirSync(root).filter((name) => !TOOL_CACHES.test(name));
    rmSync(root, { recursive: true, force: true });
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    if (left.length > 0) {
      throw new Error(
        `the tests left ${left.length} temporary folder(s) behind: ${left.sort().join(', ')}. Remove them in the test that made them (tests/unit/helpers/cli.ts tempDir does).`
      );
    }
  };
}
