/** Reading inputs and writing reports: the only place the CLI touches files and stdio. */
import { readFile, stat, writeFile, mkdir } from 'node:fs/promises';
import { inputTooLarge, limits } from '#core/source/limits';
import { formatDiagnostic } from '#core/source/diagnostic';
import path from 'node:path';
import { EXIT, UsageError } from './errors.ts';
import { killGroup, liveChildren } from '../process/children.ts';

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => Promise<string>;
  cwd: string;
}

/** Set when stdout or stderr went away (a closed pipe): later writes are dropped, not thrown. */
const closed = { stdout: false, stderr: false };
/** Set when stdout failed for a reason the user must hear about (a full disk): the exit code is 2. */
let stdoutFailed = false;

export const processIo: Io = {
  stdout: (t) => void (closed.stdout || process.stdout.write(t)),
  stderr: (t) => void (closed.stderr || process.stderr.write(t)),
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
  if (arg === '-') return checkedSize({ text: await io.readStdin(), file: '<stdin>' });
  const full = path.resolve(io.cwd, arg);
  try {
    // A UTF-8 file holds at least one byte per character and at most three per UTF-16 unit:
    // past three bytes per allowed character it is too large for certain, so it is never read.
    const { size } = await stat(full);
    if (size > 3 * limits().maxInputChars) checkedSize({ text: '', file: arg }, size);
    return checkedSize({ text: await readFile(full, 'utf8'), file: arg, path: full });
  } catch (e) {
    if (e instanceof UsageError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    throw new UsageError(`cannot read ${what} ${arg}: ${why}`);
  }
}

function checkedSize<T extends { text: string; file: string }>(input: T, bytes?: number): T {
  const problem = inputTooLarge(bytes === undefined ? input.text.length : Math.ceil(bytes / 3));
  if (problem) throw new UsageError(formatDiagnostic(bytes === undefined ? problem : { ...problem, message: `the file is ${bytes.toLocaleString('en-US')} bytes, over the limit` }, input.file));
  return input;
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
    throw new UsageError(`cannot write ${out}: ${describeWriteError(e as NodeJS.ErrnoException)}`);
  }
}

/** The exit code the CLI ends with: the command's own, unless stdout failed for a reason other than a closed pipe. */
export function finalExitCode(code: number): number {
  return stdoutFailed ? EXIT.usage : code;
}

/**
 * Process-wide behaviour of the CLI (not of `main`, which tests call in-process):
 *   - a closed stdout (`| head -c 10`) ends the command quietly: later output is dropped and the
 *     exit code stays the one the report earned (no EPIPE stack trace);
 *   - any other stdout failure (ENOSPC on `> /dev/full`) is one line on stderr and exit 2;
 *   - SIGINT and SIGTERM kill the registered child processes, flush what stdout already holds,
 *     and end the process by the same signal (a shell shows 130 or 143).
 */
export function guardProcess(): void {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    closed.stdout = true;
    if (e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED') return;
    stdoutFailed = true;
    // The error can arrive after the command returned its code: it overrides that code.
    process.exitCode = EXIT.usage;
    processIo.stderr(`toolgauge: cannot write to stdout: ${describeWriteError(e)}\n`);
  });
  process.stderr.on('error', () => {
    closed.stderr = true;
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // A command that ends itself cleanly on a signal (lint --watch) takes it; a second one kills.
      if (interruptHandlers.size > 0) {
        for (const h of [...interruptHandlers]) h(signal);
        return;
      }
      // Every child registered in src/node/process/children.ts (servers, judges): their process groups.
      for (const pid of liveChildren()) killGroup(pid, 'SIGTERM');
      // Ctrl-C at a terminal gets a word; a supervisor's SIGTERM gets silence, as from any tool.
      if (signal === 'SIGINT') processIo.stderr('toolgauge: interrupted\n');
      // Then die of the same signal (exit status 128 + n, and a parent sees the signal), once
      // stdout has drained what was already written; a stuck reader gets one second.
      const die = () => process.kill(process.pid, signal);
      setTimeout(die, 1000).unref();
      if (closed.stdout) die();
      else process.stdout.write('', die);
    });
  }
}

const interruptHandlers = new Set<(signal: NodeJS.Signals) => void>();

/**
 * Lets a long-running command (lint --watch) end itself on the first SIGINT/SIGTERM instead of
 * the process dying of it: it stops, closes what it opened and returns its exit code. The
 * returned function gives the signal back. Only the first signal is handed over.
 */
export function handleInterrupts(handler: (signal: NodeJS.Signals) => void): () => void {
  interruptHandlers.add(handler);
  return () => void interruptHandlers.delete(handler);
}

/** A write failure in words a user can act on. */
export function describeWriteError(e: NodeJS.ErrnoException): string {
  if (e.code === 'ENOSPC') return 'no space left on the device (the disk is full)';
  if (e.code === 'EDQUOT') return 'the disk quota is exceeded';
  if (e.code === 'EACCES' || e.code === 'EPERM') return 'permission denied';
  if (e.code === 'EROFS') return 'the file system is read-only';
  if (e.code === 'EISDIR') return 'it is a directory';
  return e.message;
}
