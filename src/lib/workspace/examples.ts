/**
 * Every example file under examples/ that a page can open (catalogs, suites with their traces,
 * recorded results and catalogs, bench specs, traces, MCP-Atlas tasks, rule settings), bundled
 * as lazy chunks. Paths are relative to examples/, so a suite's `trace: traces/a.json` and
 * `../catalogs/memory.json` resolve among them exactly as they do on disk.
 */
import { resolveWorkspaceRef } from '#core/suite/workspace-files';
import type { NewFile } from './model.ts';

const loaders = import.meta.glob<string>(
  '/examples/{catalogs,suites,traces,bench,atlas,rules}/**/*.{json,jsonl,yaml,yml}',
  { query: '?raw', import: 'default' }
);

export interface ExampleFile {
  /** Relative to examples/, e.g. `suites/agent-metrics.yml`. */
  path: string;
  load: () => Promise<string>;
}

export const EXAMPLE_FILES: ExampleFile[] = Object.entries(loaders)
  .map(([path, load]) => ({ path: path.slice('/examples/'.length), load }))
  .sort((a, b) => a.path.localeCompare(b.path));

/** The suite the suites page opens on: offline, and it shows a floor line. */
export const DEFAULT_SUITE = 'suites/agent-metrics.yml';

/**
 * The paths a suite or bench spec names (trace:, task:, catalog:, recorded:, catalog_path:),
 * resolved against its own folder. A look at the text, not a parse: enough for the bundled
 * examples, whose references are plain scalars.
 */
export function referencedPaths(path: string, text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(
    /^[ \t-]*(?:trace|task|catalog|recorded|catalog_path):[ \t]*(["']?)([^\s"'#{[][^\s"'#]*)\1[ \t]*(?:#.*)?$/gm
  )) {
    const resolved = resolveWorkspaceRef(path, m[2]);
    if (resolved !== undefined && /\.(jsonl?|ya?ml)$/i.test(resolved)) out.add(resolved);
  }
  return [...out];
}

/** An example and every example file it refers to, the example first. */
export async function loadExample(path: string): Promise<NewFile[]> {
  const example = EXAMPLE_FILES.find((e) => e.path === path);
  if (!example) return [];
  const text = await example.load();
  const refs = referencedPaths(path, text)
    .map((p) => EXAMPLE_FILES.find((e) => e.path === p))
    .filter((e): e is ExampleFile => e !== undefined);
  const loaded = await Promise.all(refs.map(async (e) => ({ path: e.path, text: await e.load() })));
  return [{ path, text }, ...loaded];
}
