/**
 * Every server process toolgauge starts is the leader of its own process group (spawned
 * detached), registered here, and killed with its whole group when the run ends: on close, on
 * process exit, and on Ctrl-C / SIGTERM. A server started through `npx` or a shell script forks
 * grandchildren; killing the group is what makes sure none of them outlives the run.
 */
const live = new Set<number>();
let hooked = false;

/** Signals the process group led by `pid` (falls back to the pid alone if it is not a leader). */
export function killGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    try {
      process.kill(pid, signal);
      return true;
    } catch {
      return false;
    }
  }
}

/** Whether any process of the group led by `pid` is left (signal 0 tests without signalling). */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (e) {
    // EPERM: a process is there, only not ours to signal.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function killAll(): void {
  for (const pid of live) killGroup(pid, 'SIGKILL');
  live.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  killAll();
  // Re-raise the default behaviour: exit with 128 + signal number, as a shell expects.
  process.exitCode = signal === 'SIGINT' ? 130 : 143;
  process.exit();
}

function hook(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', killAll);
  // Only install signal handlers when nobody else did, so a host (vitest, an embedding app) keeps its own.
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    if (process.listenerCount(sig) === 0) process.once(sig, onSignal);
  }
}

export function registerChild(pid: number): void {
  hook();
  live.add(pid);
}

export function unregisterChild(pid: number): void {
  live.delete(pid);
}

/** The pids still registered (tests check that a run leaves none behind). */
export function liveChildren(): number[] {
  return [...live];
}
