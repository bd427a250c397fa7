/**
 * Paths as code scanning and GitLab want them: relative to the repository's root, whatever folder
 * toolgauge runs in. `lint sub/../tools.json` from a subfolder would otherwise write `../tools.json`,
 * which neither resolves against the repository.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `from` holding `.git` (a folder, or a worktree's file). */
export function repoRoot(from: string): string | undefined {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, '.git'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** `full` relative to the repository root with forward slashes, or undefined when it lies outside. */
export function repoRelative(full: string, root: string | undefined): string | undefined {
  if (!root) return undefined;
  const rel = path.relative(root, full);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).join('/');
}
