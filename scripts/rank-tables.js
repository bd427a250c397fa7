/**
 * The BPE ranks as binary hash tables (core/tokens/rank-table.ts), read as they are: no parsing,
 * no Map of 200,000 strings to build at start-up (src/node/tokens/node-encoders.ts). Writes
 * `dir`/rank-table.cjs (the table's code, CommonJS for the o200k worker thread, token-worker.ts)
 * and `dir`/cl100k_base.bin, o200k_base.bin. Used by scripts/build-cli.mjs and by the unit tests'
 * CLI bundle (tests/unit/helpers/bundle.ts).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {string} dir
 * @returns {Promise<void>}
 */
export async function writeRankTables(dir) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const tableModule = path.join(dir, 'rank-table.cjs');
  await build({
    entryPoints: [path.join(root, 'core/tokens/rank-table.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
    legalComments: 'none',
    outfile: tableModule
  });
  const { encodeRankTable } = createRequire(import.meta.url)(tableModule);
  for (const name of ['cl100k_base', 'o200k_base']) {
    const { default: ranks } = await import(`gpt-tokenizer/bpeRanks/${name}`);
    await writeFile(path.join(dir, `${name}.bin`), encodeRankTable(ranks));
  }
}
