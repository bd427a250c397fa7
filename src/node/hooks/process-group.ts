/**
 * Killing a hook with everything it started: hooks are spawned as the leaders of their own
 * process group, so signalling the negative pid reaches a shell script's children as well.
 */

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
