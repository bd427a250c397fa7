/**
 * Node side of suites: read the suite file, load it with the process environment, and read every
 * file it names, resolved against the suite file's folder (the core returns paths as written).
 */
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
    if (Object.prototype.hasOwnProperty.call(files, ref.path)) continue;
    files[ref.path] = await readRegularFileBounded(resolveSuitePath(suitePath, ref.path));
  }
  return files;
}

export interface NodeSuite {
  load: LoadResult;
  files: SuiteFiles;
}

export async function loadSuiteFile(text: string, file: string, suitePath: string, env: Record<string, string | undefined> = process.env): Promise<NodeSuite> {
  const load = loadSuiteText(text, { file, env });
  const files = load.ok ? await readSuiteFiles(suitePath, suiteFiles(load.suite)) : {};
  return { load, files };
}
