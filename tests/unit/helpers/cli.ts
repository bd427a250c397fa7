/** Runs the CLI in-process with captured stdio, as a test would see a terminal. */
import { main } from '../../../src/node/cli/main.ts';
import type { Io } from '../../../src/node/cli/io.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
