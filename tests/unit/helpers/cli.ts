/** Runs the CLI in-process with captured stdio, as a test would see a terminal. */
import { main } from '../../../src/node/main.ts';
import type { Io } from '../../../src/node/cli/io.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shellSplit } from '../../../core/source/shell-split.ts';
import { fileURLToPath } from 'node:url';

// The suites and client configs the tests run are the project's own: they may start their
// commands without asking (docs/limits.md). Tests of the refusal unset it around their call.
process.env.TOOLGAUGE_TRUST ??= '1';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCli(argv: string[], options: { stdin?: string; cwd?: string } = {}): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const io: Io = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readStdin: async () => options.stdin ?? '',
    cwd: options.cwd ?? REPO
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

// Every folder tempDir makes is removed when the test file that made it finishes: the suite's
// setup file (per-file-cleanup.ts) calls removeTempDirs after each file. Not an afterAll here:
// the workers share their modules across files (isolate: false in vite.config.ts), so this module
// runs once per worker and a hook registered here would run after the first file only.
const made: string[] = [];

/** Removes every folder tempDir made so far (the setup file calls it after each test file). */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A fresh temporary folder, removed after the current test file. */
export function tempDir(prefix = 'tg-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Writes `body` to a fresh temporary folder as `name` and returns the file's path. */
export function tempFile(name: string, body: string, prefix = 'tg-'): string {
  const file = path.join(tempDir(prefix), name);
  writeFileSync(file, body);
  return file;
}

/**
 * The node arguments that start this CLI as a process: the bundle the suite's global setup built
 * (cli-bundle-setup.ts), or, outside a vitest run, the source through tsx.
 */
export function cliArgs(): string[] {
  const bundle = process.env.TOOLGAUGE_SELF_BUNDLE;
  // tsx by URL: some tests run the CLI from temp folders, where a bare `--import tsx` would not resolve.
  return bundle ? [bundle] : ['--import', import.meta.resolve('tsx'), path.join(REPO, 'src/node/main.ts')];
}

/** Every `console` block of a doc: `$ toolgauge ...`, its exact stdout, then optionally `$ echo $?` and the code. */
export function consoleBlocks(doc: string): Array<{ argv: string[]; stdout: string; code?: number }> {
  return [...doc.matchAll(/```console\n([\s\S]*?)```/g)].map((m) => {
    const [command, ...rest] = m[1].split('\n');
    const split = shellSplit(command.replace(/^\$ toolgauge /, ''));
    if (!split.ok) throw new Error(split.message);
    const echo = rest.indexOf('$ echo $?');
    // Before `$ echo $?` the output's final newline is the line break that ends it.
    const out = echo < 0 ? rest : [...rest.slice(0, echo), ''];
    return { argv: split.words, stdout: out.join('\n'), ...(echo < 0 ? {} : { code: Number(rest[echo + 1]) }) };
  });
}
