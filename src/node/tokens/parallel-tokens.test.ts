import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCatalogValue } from '#core/catalog/parse-catalog';
import { lintCatalog } from '#core/lint/lint';
import { loadEncoders } from '#core/tokens/encoders';
import { lintCatalogTwoThreads, twoThreadsAvailable } from './parallel-tokens.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const github = JSON.parse(readFileSync(path.join(repo, 'examples/catalogs/github.json'), 'utf8')).tools as unknown[];

function catalogOf(tools: unknown[]) {
  const r = parseCatalogValue({ tools });
  if (!r.ok) throw new Error('bad catalog');
  return r.catalog;
}

describe('lintCatalogTwoThreads', () => {
  it('starts its counting worker (so the two-thread path below is really taken)', async () => {
    expect(await twoThreadsAvailable()).toBe(true);
  });

  it('gives exactly the report lintCatalog gives, on the two-thread path', async () => {
    const encoders = await loadEncoders();
    const catalog = catalogOf([
      ...github,
      { name: 'bare' },
      { name: 'odd', description: '', inputSchema: { type: 'object' } }
    ]);
    const report = await lintCatalogTwoThreads(catalog, { encoders }, { parallelFrom: 1 });
    expect(report).toEqual(lintCatalog(catalog, { encoders }));
    expect(report.summary.tokens.o200k).toBeGreaterThan(0);
  });

  it('lints small catalogs on the calling thread with the same result', async () => {
    const encoders = await loadEncoders();
    const catalog = catalogOf(github.slice(0, 3));
    expect(await lintCatalogTwoThreads(catalog, { encoders })).toEqual(lintCatalog(catalog, { encoders }));
  });

  it('answers concurrent lints each with its own counts', async () => {
    const encoders = await loadEncoders();
    const a = catalogOf(github.slice(0, 10));
    const b = catalogOf(github.slice(10, 20));
    const [ra, rb] = await Promise.all([
      lintCatalogTwoThreads(a, { encoders }, { parallelFrom: 1 }),
      lintCatalogTwoThreads(b, { encoders }, { parallelFrom: 1 })
    ]);
    expect(ra).toEqual(lintCatalog(a, { encoders }));
    expect(rb).toEqual(lintCatalog(b, { encoders }));
  });
});
