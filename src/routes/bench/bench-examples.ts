/**
 * The bench specs in examples/bench/ and the files their `catalog_path:` can name, bundled as lazy
 * chunks keyed by their path in the repository (`/examples/catalogs/github.json`).
 */
const specs = import.meta.glob<string>('/examples/bench/*.{yml,yaml}', { query: '?raw', import: 'default' });
const catalogs = import.meta.glob<string>('/examples/catalogs/*.{json,yaml,yml}', { query: '?raw', import: 'default' });

export interface BenchExample {
  /** The path in the repository, e.g. `examples/bench/filesystem.yml`. */
  path: string;
  name: string;
  load: () => Promise<string>;
}

export const BENCH_EXAMPLES: BenchExample[] = Object.entries(specs)
  .map(([path, load]) => ({ path: path.slice(1), name: path.slice(path.lastIndexOf('/') + 1), load }))
  .sort((a, b) => a.name.localeCompare(b.name));

export const DEFAULT_BENCH_EXAMPLE = BENCH_EXAMPLES.find((e) => e.name === 'filesystem.yml') ?? BENCH_EXAMPLES[0];

/** `path` relative to the file `from` (both repository paths), with `.` and `..` resolved. */
export function resolvePath(from: string, path: string): string {
  const parts = path.startsWith('/') ? [] : from.split('/').slice(0, -1);
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The text of a bundled example catalog at a repository path, or undefined when there is none. */
export function loadExampleCatalog(path: string): Promise<string> | undefined {
  return catalogs[`/${path}`]?.();
}
