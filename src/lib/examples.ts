/**
 * The example catalogs shipped in examples/catalogs/, bundled as lazy chunks: each one loads only
 * when chosen, and new files there join the menu at the next build.
 */
const loaders = import.meta.glob<string>('/examples/catalogs/*.{json,yaml,yml}', { query: '?raw', import: 'default' });

export interface Example {
  name: string;
  load: () => Promise<string>;
}

export const EXAMPLES: Example[] = Object.entries(loaders)
  .map(([path, load]) => ({ name: path.slice(path.lastIndexOf('/') + 1), load }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** The catalog the page opens on. */
export const DEFAULT_EXAMPLE = EXAMPLES.find((e) => e.name === 'github.json') ?? EXAMPLES[0];
