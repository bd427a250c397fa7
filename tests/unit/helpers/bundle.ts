/**
 * The CLI bundled once into a temp folder (what `npm run build:cli` makes), for tests that start
 * many servers: `node cli.mjs mock ...` starts in a fraction of the time tsx needs, so short
 * timeouts in those tests measure the server, not the TypeScript loader.
 */
import { build } from 'esbuild';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeRankTables } from '../../../scripts/rank-tables.js';
import { REPO } from './cli.ts';

/**
 * `inRepo`: bundle under node_modules/.cache, so what the bundle loads at run time (the BPE
 * encodings, required by a computed name) resolves: token counting works, as in an install.
 */
export async function bundleCli({ inRepo = false } = {}): Promise<{ file: string; dispose: () => void }> {
  const parent = inRepo ? path.join(REPO, 'node_modules/.cache') : tmpdir();
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, 'tg-cli-'));
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  // In a vitest run the global setup has bundled the CLI already (cli-bundle-setup.ts, in the
  // repository): an entry file of this caller's own that runs it, as build/index.js runs
  // build/cli.mjs, costs nothing where a second bundle cost seconds of CPU. The path stays
  // unique, so a test can still find its own processes by it, and the bundle resolves its
  // packages and ranks where it is. (Not a symlink: the bundle runs itself only when it is
  // argv[1], compared after node resolved the link.)
  const shared = process.env.TOOLGAUGE_SELF_BUNDLE;
  if (shared && existsSync(shared)) {
    const file = path.join(dir, 'cli.mjs');
    writeFileSync(
      file,
      `import { runCli } from ${JSON.stringify(pathToFileURL(shared).href)};\nawait runCli(process.argv.slice(2));\n`
    );
    return { file, dispose };
  }
  return { file: await bundleCliTo(dir), dispose };
}

/**
 * Writes `dir`/ranks as scripts/build-cli.mjs writes build/ranks: the BPE ranks as binary tables
 * and the table's code for the token worker. The CLI looks for them beside its bundle
 * (src/node/tokens/node-encoders.ts); without them every CLI process a test started compiled
 * gpt-tokenizer's rank modules instead (about 0.6 s of CPU per process that counts tokens).
 */
export async function writeRanks(dir: string): Promise<void> {
  await writeRankTables(path.join(dir, 'ranks'));
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
