/**
 * Node side of suites: read the suite file, load it with the process environment, and read every
 * file it names, resolved against the suite file's folder (the core returns paths as written).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSuiteText, suiteFiles, type LoadResult } from '#core/suite/load';
import type { SuiteFiles } from '#core/suite/files';

/** Files above this size are not read (a suite's fixtures are small; this keeps a typo from reading a disk image). */
const MAX_FILE_BYTES = 256 * 1024 * 1024;

export function resolveSuitePath(suitePath: string, relative: string): string {
  return path.resolve(path.dirname(suitePath), relative);
}

export async function readSuiteFiles(suitePath: string, refs: Array<{ path: string }>): Promise<SuiteFiles> {
  const files: SuiteFiles = {};
  for (const ref of refs) {
    if (Object.prototype.hasOwnProperty.call(files, ref.path)) continue;
    const full = resolveSuitePath(suitePath, ref.path);
    try {
      const text = await readFile(full, 'utf8');
      files[ref.path] = text.length > MAX_FILE_BYTES ? { error: `larger than ${MAX_FILE_BYTES} bytes` } : { text };
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      files[ref.path] = { error: code === 'ENOENT' ? `no such file (looked for ${full})` : code === 'EISDIR' ? 'it is a directory' : (e as Error).message };
    }
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
