/**
 * Node side of suites: read the suite file, load it with the process environment, and read every
 * file it names, resolved against the suite file's folder (the core returns paths as written).
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { loadSuiteText, suiteFiles, type LoadResult } from '#core/suite/load';
import type { SuiteFiles } from '#core/suite/files';
import { readRegularFileBounded } from '../cli/read-bounded.ts';

export function resolveSuitePath(suitePath: string, relative: string): string {
  return path.resolve(path.dirname(suitePath), relative);
}

/**
 * Every file the suite names, read under the one input limit (docs/limits.md). A named pipe or a
 * device is refused without being opened: a FIFO blocked the run silently and /dev/zero read
 * ~640 MB before V8 gave up.
 */
export async function readSuiteFiles(suitePath: string, refs: Array<{ path: string }>): Promise<SuiteFiles> {
  const files: SuiteFiles = {};
  for (const ref of refs) {
    if (Object.hasOwn(files, ref.path)) continue;
    files[ref.path] = await readRegularFileBounded(resolveSuitePath(suitePath, ref.path));
  }
  return files;
}

/** A path's real location (symlinks followed); a path that does not exist yet stays as resolved. */
async function real(p: string): Promise<string> {
  try {
    return await realpath(p);
  } catch {
    return p;
  }
}

/**
 * The references (as written) that resolve outside the suite's folder: absolute paths, `../`, or a
 * symlink inside the folder that points out of it. They need the same opt-in as commands
 * (docs/limits.md): a suite from elsewhere could otherwise read any file this user can.
 */
export async function outsideRefs(suitePath: string, refs: Array<{ path: string }>): Promise<string[]> {
  const folder = await real(path.dirname(path.resolve(suitePath)));
  const out: string[] = [];
  for (const ref of refs) {
    if (out.includes(ref.path)) continue;
    const target = await real(resolveSuitePath(suitePath, ref.path));
    const rel = path.relative(folder, target);
    if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) out.push(ref.path);
  }
  return out;
}

export interface NodeSuite {
  load: LoadResult;
  files: SuiteFiles;
}

export async function loadSuiteFile(
  text: string,
  file: string,
  suitePath: string,
  env: Record<string, string | undefined> = process.env
): Promise<NodeSuite> {
  const load = loadSuiteText(text, { file, env });
  const files = load.ok ? await readSuiteFiles(suitePath, suiteFiles(load.suite)) : {};
  return { load, files };
}
