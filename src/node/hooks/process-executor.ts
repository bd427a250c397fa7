/**
 * The Node host for suite hooks: runs one program with its arguments (no shell) in the suite's
 * folder, writes the context JSON to its stdin, keeps the start of its output, and enforces the
 * time limit by killing the hook's whole process group (a shell script's children die with it).
 *
 * A hook that starts a background fixture (a server left running for the tests) exits while its
 * child still holds stdout open; the hook is done when it exits, so after a short grace the pipes
 * are let go instead of waiting for the fixture to end.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { HookExecution, HookExecutor, HookHost, HookRequest } from '#core/suite/hooks/types';
import { killGroup, registerChild, unregisterChild } from '../process/children.ts';

/** Characters kept per stream; the rest is read and dropped so the hook never blocks on a full pipe. */
export const MAX_CAPTURE = 64 * 1024;
const MAX_TIMER_MS = 2 ** 31 - 1;
/** How long output may still arrive after the hook exited (a background child may hold the pipe). */
const PIPE_GRACE_MS = 250;

export interface ProcessHookOptions {
  /** The suite file's folder: the hooks' working directory and the base of relative program paths. */
  cwd: string;
  /** The environment hooks inherit (the suite's env: and injected values are added on top). */
  env?: NodeJS.ProcessEnv;
}

/** `./seed.sh` and `scripts/x` resolve against the suite's folder; a bare name is looked up on PATH. */
export function resolveProgram(program: string, cwd: string): string {
  return program.includes('/') && !path.isAbsolute(program) ? path.resolve(cwd, program) : program;
}

function spawnMessage(e: NodeJS.ErrnoException, program: string): string {
  if (e.code === 'ENOENT') return `${program}: no such program${program.includes('/') ? '' : ' on PATH'}`;
  if (e.code === 'EACCES') return `${program}: permission denied (is it executable? chmod +x)`;
  return `${program}: ${e.message}`;
}

export function runHookProcess(request: HookRequest, options: ProcessHookOptions): Promise<HookExecution> {
  const started = performance.now();
  const program = resolveProgram(request.argv[0], options.cwd);
  return new Promise((resolve) => {
    const out = { stdout: '', stderr: '', truncated: false };
    let settled = false;
    let timedOut = false;
    let graceTimer: NodeJS.Timeout | undefined;
    const child = spawn(program, request.argv.slice(1), {
      cwd: options.cwd,
      env: { ...(options.env ?? process.env), ...request.env },
      stdio: ['pipe', 'pipe', 'pipe'],
      // Its own process group, so a timeout can kill everything the hook started.
      detached: true
    });
    // Registered like a server process: Ctrl-C or an exit of toolgauge kills a running hook's group too.
    if (child.pid !== undefined) registerChild(child.pid);
    const finish = (x: Omit<HookExecution, 'stdout' | 'stderr' | 'truncated' | 'durationMs' | 'timedOut'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(graceTimer);
      if (child.pid !== undefined) unregisterChild(child.pid);
      child.stdout.destroy();
      child.stderr.destroy();
      resolve({ ...x, timedOut, ...out, durationMs: performance.now() - started });
    };
    // setTimeout fires at once for delays past 2^31-1 ms; a limit that long means "about 24 days".
    const timer = setTimeout(
      () => {
        timedOut = true;
        if (child.pid !== undefined) killGroup(child.pid, 'SIGKILL');
      },
      Math.min(request.timeoutMs, MAX_TIMER_MS)
    );
    const keep = (stream: 'stdout' | 'stderr') => (chunk: string) => {
      const room = MAX_CAPTURE - out[stream].length;
      if (room <= 0) out.truncated = true;
      else {
        out[stream] += chunk.slice(0, room);
        if (chunk.length > room) out.truncated = true;
      }
    };
    child.stdout.setEncoding('utf8').on('data', keep('stdout'));
    child.stderr.setEncoding('utf8').on('data', keep('stderr'));
    child.on('error', (e) => finish({ exitCode: null, spawnError: spawnMessage(e, request.argv[0]) }));
    const result = (code: number | null, signal: NodeJS.Signals | null) => ({
      exitCode: code,
      ...(signal ? { signal } : {})
    });
    child.on('exit', (code, signal) => {
      graceTimer = setTimeout(() => finish(result(code, signal)), PIPE_GRACE_MS);
    });
    child.on('close', (code, signal) => finish(result(code, signal)));
    // A hook that exits without reading stdin makes this write fail with EPIPE; its exit status tells.
    child.stdin.on('error', () => {});
    child.stdin.end(request.stdin ?? '');
  });
}

export function processHookExecutor(options: ProcessHookOptions): HookExecutor {
  return { run: (request) => runHookProcess(request, options) };
}

/** What `toolgauge run` passes to the core: the process executor and the environment `${env.NAME}` reads. */
export function processHookHost(options: ProcessHookOptions): HookHost {
  return { executor: processHookExecutor(options), env: options.env ?? process.env };
}
