/**
 * An MCP stdio client transport that starts the server as the leader of its own process group, so
 * the whole group can be killed (`npx`, shell wrappers and their children included). Framing and
 * message validation are the SDK's (`serializeMessage`, `deserializeMessage`); what this adds is
 * process-group ownership and a record of what the server did: a bounded tail of its stderr, the
 * lines on stdout that were not JSON-RPC, an oversized message, and how it exited.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { deserializeMessage, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { killGroup, registerChild, unregisterChild } from '../process/children.ts';
import { StderrFile } from './stderr-file.ts';

export interface StdioSpec {
  command: string;
  args?: string[];
  /** Added on top of the inherited environment. */
  env?: Record<string, string>;
  cwd?: string;
}

/** Past this much stderr only the tail is kept (a server that floods stderr must not fill memory). */
const STDERR_TAIL_BYTES = 16 * 1024;
export const DEFAULT_MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
/** Longest stderr line scanned for an error (a longer one is cut for the scan). */
const MAX_SCANNED_LINE = 1024;

/** A line that reads like an error report (the first line of a stack trace, a fatal message). */
const isErrorLine = (l: string) => /\b(Error|Exception|FATAL|Traceback|panic)\b/.test(l);

export class ProcessTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T) => void;
  protocolVersion?: string;

  readonly #spec: StdioSpec;
  readonly #maxMessageBytes: number;
  #child?: ChildProcess;
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  #stderrTail = '';
  #stderrBytes = 0;
  #closed = false;
  /** Lines on stdout that were not JSON-RPC (the first few, trimmed). */
  readonly malformed: string[] = [];
  malformedCount = 0;
  /** Garbage lines since the last mark() (the call in progress): an error names only its own. */
  sinceMark: { count: number; first?: string } = { count: 0 };

  /** Starts a new call: garbage written for an earlier one is not this call's story. */
  mark(): void {
    this.sinceMark = { count: 0 };
  }
  /** Set when the server did something that ended the connection. */
  fatal?: string;
  exit?: { code: number | null; signal: NodeJS.Signals | null };
  /** True once close() began: an exit after that is ours, not the server's doing. */
  closing = false;
  spawnError?: string;

  constructor(spec: StdioSpec, options: { maxMessageBytes?: number } = {}) {
    this.#spec = spec;
    this.#maxMessageBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
  }

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  setProtocolVersion(version: string): void {
    this.protocolVersion = version;
  }

  /**
   * The last `n` lines the server wrote to stderr. A stack trace buries its first line (the
   * actual error) above the tail, and a server that floods stderr and then dies may have its
   * error anywhere in the flood (Node writes the fatal error synchronously while queued stderr
   * is still draining): the last error line seen anywhere comes first.
   */
  stderrLines(n = 8): string[] {
    // To its end: everything the server wrote so far, not what a poll happened to see.
    this.#stderr?.read();
    const lines = this.#stderrTail.split(/\r?\n/).filter((l) => l.trim() !== '');
    const tail = lines.slice(-n);
    const error = this.#lastError;
    if (error && !tail.some(isErrorLine)) return [error.line, '...', ...tail.slice(2)];
    return tail;
  }

  /** The last line of stderr that reads like an error. */
  #lastError?: { line: string };
  /** The unfinished last line of the stderr seen so far (bounded). */
  #stderrPartial = '';

  #scanErrors(text: string): void {
    const lines = (this.#stderrPartial + text).split(/\r?\n/);
    const partial = lines.pop() ?? '';
    this.#stderrPartial = partial.length > MAX_SCANNED_LINE ? partial.slice(0, MAX_SCANNED_LINE) : partial;
    for (const raw of lines) {
      const line = raw.length > MAX_SCANNED_LINE ? raw.slice(0, MAX_SCANNED_LINE) : raw;
      if (line.trim() === '') continue;
      if (isErrorLine(line)) this.#lastError = { line };
    }
  }

  get stderrBytes(): number {
    return this.#stderrBytes;
  }

  #started?: Promise<void>;

  /** Spawns the server. Idempotent, so the caller can time the start apart from the handshake. */
  start(): Promise<void> {
    this.#started ??= this.#spawn();
    return this.#started;
  }

  /** The server's stderr (stderr-file.ts), read as it grows and to its end when the story is told. */
  #stderr?: StderrFile;
  #stderrPoll?: NodeJS.Timeout;

  #spawn(): Promise<void> {
    return new Promise((resolve, reject) => {
      const stderr = new StderrFile((chunk) => this.#onStderr(chunk));
      this.#stderr = stderr;
      this.#stderrPoll = setInterval(() => stderr.read(), 250);
      this.#stderrPoll.unref();
      const child = spawn(this.#spec.command, this.#spec.args ?? [], {
        env: { ...process.env, ...this.#spec.env },
        cwd: this.#spec.cwd,
        stdio: ['pipe', 'pipe', stderr.fd],
        detached: true,
        shell: false,
        windowsHide: true
      });
      this.#child = child;
      // Registered at once, not on 'spawn': a signal in between (SIGHUP as a terminal closes)
      // would otherwise end this process and leave the new group behind.
      if (child.pid !== undefined) registerChild(child.pid);
      child.once('error', (e: NodeJS.ErrnoException) => {
        this.spawnError =
          e.code === 'ENOENT'
            ? `command not found: ${this.#spec.command}`
            : e.code === 'EACCES'
              ? `permission denied: ${this.#spec.command}`
              : e.message;
        reject(new Error(this.spawnError));
        this.#finish();
      });
      child.once('spawn', () => resolve());
      child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        // The leader is gone; anything it left in its group (a grandchild holding the pipes) goes too.
        if (child.pid !== undefined) killGroup(child.pid, 'SIGKILL');
      });
      child.once('close', () => this.#finish());
      child.stdin?.on('error', () => {
        /* EPIPE after the server exited: reported through exit/close */
      });
      child.stdout?.on('data', (chunk: Buffer) => this.#onStdout(chunk));
    });
  }

  #onStderr(chunk: Buffer): void {
    this.#stderrBytes += chunk.length;
    const fresh = chunk.toString('utf8');
    this.#scanErrors(fresh);
    const text = this.#stderrTail + fresh;
    this.#stderrTail = text.length > STDERR_TAIL_BYTES ? text.slice(text.length - STDERR_TAIL_BYTES) : text;
  }

  /** Bytes the server wrote to stdout so far. */
  stdoutBytes = 0;

  #onStdout(chunk: Buffer): void {
    this.stdoutBytes += chunk.length;
    // Past the message cap the transport is closing: the rest of the oversized message is not
    // a line to parse (it was reported as garbage) nor another reason to close (every extra
    // close() added exit listeners: MaxListenersExceededWarning).
    if (this.fatal) return;
    let start = 0;
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
      this.#pending.push(chunk.subarray(start, nl));
      const line = Buffer.concat(this.#pending).toString('utf8').replace(/\r$/, '');
      this.#pending = [];
      this.#pendingBytes = 0;
      start = nl + 1;
      this.#onLine(line);
      if (this.#closed) return;
    }
    if (start < chunk.length) {
      this.#pending.push(chunk.subarray(start));
      this.#pendingBytes += chunk.length - start;
      if (this.#pendingBytes > this.#maxMessageBytes) {
        this.fatal = `sent a message larger than ${formatBytes(this.#maxMessageBytes)} on stdout (the limit for one message)`;
        this.#pending = [];
        this.onerror?.(new Error(this.fatal));
        void this.close();
      }
    }
  }

  #onLine(line: string): void {
    if (line.trim() === '') return;
    let message: JSONRPCMessage;
    try {
      message = deserializeMessage(line);
    } catch {
      this.malformedCount++;
      const shown = line.length > 120 ? line.slice(0, 117) + '...' : line;
      if (this.malformed.length < 3) this.malformed.push(shown);
      this.sinceMark.count++;
      this.sinceMark.first ??= shown;
      this.onerror?.(new Error(`not a JSON-RPC message on stdout: ${line.slice(0, 120)}`));
      return;
    }
    this.onmessage?.(message);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.#child?.stdin;
      if (!stdin || this.#closed || !stdin.writable) {
        reject(new Error('not connected: the server process has ended'));
        return;
      }
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once('drain', resolve);
    });
  }

  #finish(): void {
    const pid = this.#child?.pid;
    if (pid !== undefined) {
      killGroup(pid, 'SIGKILL');
      unregisterChild(pid);
    }
    clearInterval(this.#stderrPoll);
    this.#stderr?.close();
    if (this.#closed) return;
    this.#closed = true;
    this.onclose?.();
  }

  /** Ends stdin, then SIGTERM, then SIGKILL to the whole process group; resolves when the leader is gone. */
  async close(): Promise<void> {
    const child = this.#child;
    if (!child || child.pid === undefined) {
      this.#finish();
      return;
    }
    const pid = child.pid;
    this.closing = true;
    const gone = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    const wait = (ms: number) =>
      Promise.race([gone.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())]);
    try {
      child.stdin?.end();
    } catch {
      /* already closed */
    }
    if (!(await wait(200))) {
      killGroup(pid, 'SIGTERM');
      if (!(await wait(1000))) killGroup(pid, 'SIGKILL');
      await wait(1000);
    }
    // #finish reads the server's stderr to its end: its last words matter most.
    this.#finish();
  }
}

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${+(n / (1024 * 1024)).toFixed(1)} MiB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(1)} KiB`;
  return `${n} B`;
}
