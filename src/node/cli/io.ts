/** Reading inputs and writing reports: the only place the CLI touches files and stdio. */
import { stat, writeFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { inputTooLarge, limits } from '#core/source/limits';
import { formatDiagnostic } from '#core/source/diagnostic';
import { escapeTerminal } from '#core/text/sanitize';
import path from 'node:path';
import { EXIT, UsageError } from './errors.ts';
import { readFileBounded, readStreamBounded } from './read-bounded.ts';
import { groupAlive, killGroup, liveChildren } from '../process/children.ts';

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

/**
 * What reaches a terminal is escaped in every command: a server's stderr, an HTTP error body, a
 * JSON-RPC error message or a tool name may carry escape sequences (a window title, a screen
 * clear, an OSC 52 clipboard write). Pipes and files get the text as it is (JSON escapes
 * control characters itself; the text formats sanitize names).
 */
const forTerminal = (stream: NodeJS.WriteStream, text: string) => (stream.isTTY ? escapeTerminal(text) : text);

export const processIo: Io = {
  stdout: (t) => void (closed.stdout || process.stdout.write(forTerminal(process.stdout, t))),
  stderr: (t) => void (closed.stderr || process.stderr.write(forTerminal(process.stderr, t))),
  readStdin: async () => {
    if (process.stdin.isTTY)
      throw new UsageError('reading from stdin (-) but stdin is a terminal; pipe a file in or pass a path');
    const read = await readStreamBounded(process.stdin, limits().maxInputChars, () => process.stdin.destroy());
    if ('over' in read) throw new UsageError(formatDiagnostic(overLimit(read.over), '<stdin>'));
    return read.text;
  },
  cwd: process.cwd()
};

/** Reads a file argument (or stdin for "-"); a missing or unreadable file is a UsageError. */
export async function readInput(
  io: Io,
  arg: string | undefined,
  what: string
): Promise<{ text: string; file: string; path?: string }> {
  if (arg === undefined) throw new UsageError(`missing ${what}: pass a file path, or - for stdin`);
  if (arg === '-') return checkedSize({ text: await io.readStdin(), file: '<stdin>' });
  const full = path.resolve(io.cwd, arg);
  try {
    // A UTF-8 file holds at least one byte per character and at most three per UTF-16 unit:
    // past three bytes per allowed character it is too large for certain, so it is never read.
    // A regular file past three bytes per allowed character is too large for certain and is
    // never read; a FIFO or a device (/dev/zero) is read as a stream up to the limit.
    const { result, bytes } = await readFileBounded(full);
    if ('over' in result) checkedSize({ text: '', file: arg }, bytes, result.over);
    return checkedSize({ text: (result as { text: string }).text, file: arg, path: full });
  } catch (e) {
    if (e instanceof UsageError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a directory'
          : code === 'EACCES'
            ? 'permission denied'
            : (e as Error).message;
    throw new UsageError(`cannot read ${what} ${arg}: ${why}`);
  }
}

function checkedSize<T extends { text: string; file: string }>(input: T, bytes?: number, over?: number): T {
  if (over !== undefined && bytes === undefined) throw new UsageError(formatDiagnostic(overLimit(over), input.file));
  const problem = inputTooLarge(bytes === undefined ? input.text.length : Math.ceil(bytes / 3));
  if (problem)
    throw new UsageError(
      formatDiagnostic(
        bytes === undefined
          ? problem
          : { ...problem, message: `the file is ${bytes.toLocaleString('en-US')} bytes, over the limit` },
        input.file
      )
    );
  return input;
}

/** The limit diagnostic for a stream that was still going when it passed the limit. */
function overLimit(over: number) {
  const problem = inputTooLarge(over) ?? inputTooLarge(limits().maxInputChars + 1)!;
  return {
    ...problem,
    message: `the input passed the limit of ${limits().maxInputChars.toLocaleString('en-US')} characters (reading stopped at ${over.toLocaleString('en-US')})`
  };
}

/** Writes a report to --out, or to stdout. */
/** Characters of a report written to stdout in one go (see writeReport). */
export const STDOUT_SLICE_CHARS = 1 << 20;

export async function writeReport(io: Io, out: string | undefined, text: string): Promise<void> {
  const body = text.endsWith('\n') ? text : text + '\n';
  if (out === undefined) {
    // A report of many megabytes goes out a slice at a time, the event loop running between
    // slices, so Ctrl-C is answered while it is written (a slice never splits a surrogate pair).
    for (let at = 0; at < body.length; ) {
      let end = Math.min(body.length, at + STDOUT_SLICE_CHARS);
      const last = body.charCodeAt(end - 1);
      if (end < body.length && last >= 0xd800 && last <= 0xdbff) end--;
      io.stdout(at === 0 && end === body.length ? body : body.slice(at, end));
      at = end;
      if (at < body.length) await nextTurn();
    }
    return;
  }
  const full = path.resolve(io.cwd, out);
  // No folder is made: a typo in --out is said at once rather than leaving a tree of folders
  // (and mkdir -p under /proc never returned). The README promises one line and exit 2.
  const folder = await stat(path.dirname(full)).catch(() => undefined);
  if (!folder?.isDirectory())
    throw new UsageError(
      `cannot write ${out}: the folder ${path.dirname(out) || '.'} ${folder ? 'is not a folder' : 'does not exist'} (toolgauge makes no folders: create it first)`
    );
  try {
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
 *   - SIGINT, SIGTERM and SIGHUP (a closed terminal) kill the registered child processes' groups,
 *     flush what stdout already holds, and end the process by the same signal (130, 143, 129).
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
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      // A command that ends itself cleanly on a signal (lint --watch) takes it; a second one kills.
      if (interruptHandlers.size > 0) {
        for (const h of [...interruptHandlers]) h(signal);
        return;
      }
      // Every child registered in src/node/process/children.ts (servers, hooks, judges): their
      // process groups get SIGTERM, then SIGKILL after a short grace (a server that ignores
      // SIGTERM must not outlive the run, reparented to PID 1).
      const groups = liveChildren();
      for (const pid of groups) killGroup(pid, 'SIGTERM');
      // Ctrl-C at a terminal gets a word; a supervisor's SIGTERM gets silence, as from any tool.
      if (signal === 'SIGINT') processIo.stderr('toolgauge: interrupted\n');
      // From here on the command's output is the signal's doing (a server we killed "closed the
      // connection"): nothing more is written; what stdout already holds still drains below.
      const stdoutOpen = !closed.stdout;
      closed.stdout = true;
      closed.stderr = true;
      // Then die of the same signal (exit status 128 + n, and a parent sees the signal), once
      // stdout has drained what was already written and the groups are gone; a stuck reader or
      // a stubborn group gets GRACE_MS.
      let dead = false;
      const die = () => {
        if (dead) return;
        dead = true;
        for (const pid of groups) killGroup(pid, 'SIGKILL');
        process.kill(process.pid, signal);
      };
      // Not unref'd: the process ends by the signal, never by an empty event loop (exit 0).
      setTimeout(die, GRACE_MS);
      const drained = !stdoutOpen
        ? Promise.resolve()
        : new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
      void drained.then(() => groupsGone(groups)).then(die);
    });
  }
}

/** How long children get between SIGTERM and SIGKILL, and stdout to drain, after a signal. */
const GRACE_MS = 800;

/** Resolves when no process of any of the groups is left (polling: there is no event for a group). */
function groupsGone(groups: number[]): Promise<void> {
  const alive = () => groups.some((pid) => groupAlive(pid));
  return new Promise((resolve) => {
    if (!alive()) return resolve();
    const timer = setInterval(() => {
      if (alive()) return;
      clearInterval(timer);
      resolve();
    }, 25);
    timer.unref();
  });
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
