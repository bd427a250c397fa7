/** Reading inputs and writing reports: the only place the CLI touches files and stdio. */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from './errors.ts';

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => Promise<string>;
  cwd: string;
}

export const processIo: Io = {
  stdout: (t) => void process.stdout.write(t),
  stderr: (t) => void process.stderr.write(t),
  readStdin: async () => {
    if (process.stdin.isTTY) throw new UsageError('reading from stdin (-) but stdin is a terminal; pipe a file in or pass a path');
    const chunks: Buffer[] = [];
    for await (const c of process.stdin) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
  cwd: process.cwd()
};

/** Reads a file argument (or stdin for "-"); a missing or unreadable file is a UsageError. */
export async function readInput(io: Io, arg: string | undefined, what: string): Promise<{ text: string; file: string; path?: string }> {
  if (arg === undefined) throw new UsageError(`missing ${what}: pass a file path, or - for stdin`);
  if (arg === '-') return { text: await io.readStdin(), file: '<stdin>' };
  const full = path.resolve(io.cwd, arg);
  try {
    return { text: await readFile(full, 'utf8'), file: arg, path: full };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    throw new UsageError(`cannot read ${what} ${arg}: ${why}`);
  }
}

/** Writes a report to --out, or to stdout. */
export async function writeReport(io: Io, out: string | undefined, text: string): Promise<void> {
  const body = text.endsWith('\n') ? text : text + '\n';
  if (out === undefined) {
    io.stdout(body);
    return;
  }
  const full = path.resolve(io.cwd, out);
  try {
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, body);
  } catch (e) {
    throw new UsageError(`cannot write ${out}: ${(e as Error).message}`);
  }
}
