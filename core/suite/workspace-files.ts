/**
 * A suite's referenced files, read from a set of in-memory files (the playground's workspace)
 * instead of a disk. Paths resolve the way `toolgauge run` resolves them on disk
 * (src/node/suite/load-suite.ts: `path.resolve(dirname(suite), ref)`), in POSIX form: relative to
 * the suite's own folder, `.` and `..` collapsed, a leading `/` meaning the workspace's root.
 */
import type { SuiteFiles } from './files.ts';

export interface InMemoryFile {
  path: string;
  text: string;
}

/** A workspace path in canonical form (`a/b.json`), or undefined when it climbs above the root. */
export function normalizeWorkspacePath(path: string): string | undefined {
  const out: string[] = [];
  for (const seg of path.replace(/\\/g, '/').split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else out.push(seg);
  }
  return out.join('/');
}

/** The folder of a workspace path (`''` for a file at the root). */
export function workspaceDir(path: string): string {
  const p = normalizeWorkspacePath(path) ?? '';
  const i = p.lastIndexOf('/');
  return i < 0 ? '' : p.slice(0, i);
}

/** Where `ref`, as written in the suite at `suitePath`, points in the workspace. */
export function resolveWorkspaceRef(suitePath: string, ref: string): string | undefined {
  const r = ref.replace(/\\/g, '/');
  if (r.startsWith('/')) return normalizeWorkspacePath(r);
  const dir = workspaceDir(suitePath);
  return normalizeWorkspacePath(dir === '' ? r : `${dir}/${r}`);
}

/**
 * The `SuiteFiles` the run reads, keyed by the path as written (as the CLI's readSuiteFiles
 * keys them); a reference to a file the workspace lacks is an error that names where it looked.
 */
export function workspaceSuiteFiles(
  files: readonly InMemoryFile[],
  suitePath: string,
  refs: ReadonlyArray<{ path: string }>
): SuiteFiles {
  const byPath = new Map(files.map((f) => [normalizeWorkspacePath(f.path) ?? f.path, f.text]));
  const out: SuiteFiles = {};
  for (const ref of refs) {
    if (Object.hasOwn(out, ref.path)) continue;
    const full = resolveWorkspaceRef(suitePath, ref.path);
    const text = full === undefined ? undefined : byPath.get(full);
    const file =
      full === undefined
        ? { error: `it points above the workspace's top folder (from ${suitePath})` }
        : text !== undefined
          ? { text }
          : { error: `no such file in the workspace (looked for ${full})` };
    // defineProperty: a reference named __proto__ is a file name, not the object's prototype.
    Object.defineProperty(out, ref.path, { value: file, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
