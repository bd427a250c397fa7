/**
 * Turns a command's input arguments (files, directories, globs, `-`) into the list of files to
 * read, in a stable order. Node 20 has no fs.glob, so globs are expanded here: `*` and `?` match
 * within one path segment (never a leading dot, as in a shell), `**` any number of segments, and
 * `{a,b}` alternatives. A directory stands for the files in it (recursively) whose extension the
 * command reads; node_modules and dot-folders are skipped. Arguments are never run through a shell.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { globMatch } from '#core/lint/settings/glob';

export interface ExpandedInputs {
  /** What to read, as the user would name it (relative to cwd when it came from a glob or folder). */
  files: string[];
  /** One line per argument that named nothing readable: "no file matches x/*.json". */
  problems: string[];
}

export const GLOB_CHARS = /[*?{]/;
const SKIPPED_DIRS = new Set(['node_modules']);

/** `{a,b}` alternatives, expanded left to right (nested braces included). */
export function expandBraces(pattern: string): string[] {
  const open = pattern.indexOf('{');
  if (open < 0) return [pattern];
  let depth = 0;
  const commas: number[] = [];
  for (let i = open; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '{') depth++;
    else if (c === ',' && depth === 1) commas.push(i);
    else if (c === '}' && --depth === 0) {
      if (commas.length === 0)
        return expandBraces(pattern.slice(0, open) + '\u0000' + pattern.slice(open + 1)).map((p) =>
          p.replace('\u0000', '{')
        );
      const head = pattern.slice(0, open);
      const tail = pattern.slice(i + 1);
      const bounds = [open, ...commas, i];
      const out: string[] = [];
      for (let k = 0; k + 1 < bounds.length; k++)
        out.push(...expandBraces(head + pattern.slice(bounds[k] + 1, bounds[k + 1]) + tail));
      return out;
    }
  }
  return [pattern];
}

/** Whether one path segment matches one glob segment (a leading dot must be matched literally). */
export function segmentMatches(glob: string, name: string): boolean {
  if (name.startsWith('.') && !glob.startsWith('.')) return false;
  return globMatch(glob, name);
}

/** Whether a relative path (segments separated by /) matches a glob without braces. */
export function pathMatches(glob: string, file: string): boolean {
  const g = glob.split('/');
  const f = file.split('/');
  const match = (i: number, j: number): boolean => {
    if (i === g.length) return j === f.length;
    if (g[i] === '**') {
      for (let k = j; k <= f.length; k++) {
        if (k > j && f[k - 1].startsWith('.')) break;
        if (match(i + 1, k)) return true;
      }
      return false;
    }
    return j < f.length && segmentMatches(g[i], f[j]) && match(i + 1, j + 1);
  };
  return match(0, 0);
}

async function isDirectory(full: string): Promise<boolean> {
  try {
    return (await stat(full)).isDirectory();
  } catch {
    return false;
  }
}

/** Every file under `dir` (relative paths with /) at most `depth` folders down, skipping node_modules and dot-folders. */
async function walk(dir: string, depth = Infinity, rel = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(dir, rel), { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const e of entries) {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) {
      if (depth > 0 && !e.name.startsWith('.') && !SKIPPED_DIRS.has(e.name))
        out.push(...(await walk(dir, depth - 1, child)));
    } else if (e.isFile()) out.push(child);
  }
  return out;
}

/** The part of a glob before its first wildcard segment: where the walk starts. */
function staticBase(glob: string): { base: string; rest: string } {
  const segs = glob.split('/');
  const i = segs.findIndex((s) => GLOB_CHARS.test(s));
  return { base: segs.slice(0, i).join('/') || (glob.startsWith('/') ? '/' : '.'), rest: segs.slice(i).join('/') };
}

const display = (cwd: string, full: string, arg: string) =>
  path.isAbsolute(arg) ? full : path.relative(cwd, full) || full;

/**
 * Expands input arguments. `extensions` (like ['.json', '.yaml']) filters what a directory or a
 * `**` walk yields; a file named explicitly is always kept, whatever its extension.
 */
export async function expandInputs(
  cwd: string,
  args: string[],
  extensions: readonly string[]
): Promise<ExpandedInputs> {
  const files: string[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  const add = (name: string, key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    files.push(name);
  };
  const wanted = (f: string) => extensions.some((x) => f.toLowerCase().endsWith(x));
  for (const arg of args) {
    if (arg === '-') {
      add('-', '-');
      continue;
    }
    const full = path.resolve(cwd, arg);
    if (!GLOB_CHARS.test(arg)) {
      if (await isDirectory(full)) {
        const found = (await walk(full)).filter(wanted).sort();
        if (found.length === 0) problems.push(`${arg} is a directory with no ${extensions.join(', ')} file in it`);
        for (const f of found) add(display(cwd, path.join(full, f), arg), path.join(full, f));
      } else add(arg, full);
      continue;
    }
    const matched: string[] = [];
    for (const glob of expandBraces(arg.replace(/\\/g, '/'))) {
      const { base, rest } = staticBase(glob);
      const root = path.resolve(cwd, base);
      const depth = rest.split('/').includes('**') ? Infinity : rest.split('/').length - 1;
      for (const f of await walk(root, depth)) if (pathMatches(rest, f)) matched.push(path.join(root, f));
    }
    if (matched.length === 0) problems.push(`no file matches ${arg}`);
    for (const f of [...new Set(matched)].sort()) add(display(cwd, f, arg), f);
  }
  return { files, problems };
}
