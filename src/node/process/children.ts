/**
 * The one register of child processes the CLI starts (judges, hooks, MCP servers). When the
 * CLI is interrupted (SIGINT, SIGTERM) it kills every child still registered here, so an
 * interrupted run leaves nothing behind. Whoever spawns a child registers it; a child that exits
 * removes itself.
 */
import type { ChildProcess } from 'node:child_process';

const live = new Set<ChildProcess>();

/** Registers a child to kill on interrupt; returns the function that forgets it (also called on exit). */
export function trackChild(child: ChildProcess): () => void {
  live.add(child);
  const forget = () => void live.delete(child);
  child.once('exit', forget);
  child.once('error', forget);
  return forget;
}

/** How many registered children are still running. */
export function liveChildren(): number {
  return live.size;
}

/** Sends `signal` to every registered child (and its process group when it leads one). */
export function killChildren(signal: NodeJS.Signals = 'SIGTERM'): void {
  for (const child of live) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
  live.clear();
}
