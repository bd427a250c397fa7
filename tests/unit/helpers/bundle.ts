/**
 * The CLI bundled once into a temp folder (what `npm run build:cli` makes), for tests that start
 * many servers: `node cli.mjs mock ...` starts in a fraction of the time tsx needs, so short
 * timeouts in those tests measure the server, not the TypeScript loader.
 */
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO } from './cli.ts';

/**
 * `inRepo`: bundle under node_modules/.cache, so what the bundle loads at run time (the BPE
 * encodings, required by a computed name) resolves: token counting works, as in an install.
 */
export async function bundleCli({ inRepo = false } = {}): Promise<{ file: string; dispose: () => void }> {
  const parent = inRepo ? path.join(REPO, 'node_modules/.cache') : tmpdir();
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, 'tg-cli-'));
  const file = await bundleCliTo(dir);
  return { file, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Bundles src/node/main.ts into `dir`/cli.mjs; returns that file's path. */
export async function bundleCliTo(dir: string): Promise<string> {
  const file = path.join(dir, 'cli.mjs');
  await build({
    entryPoints: [path.join(REPO, 'src/node/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: file,
    banner: { js: "import{createRequire as __cr}from'module';const require=__cr(import.meta.url);" },
    logLevel: 'error'
  });
  return file;
}
