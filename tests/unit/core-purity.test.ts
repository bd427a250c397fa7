/**
 * core/ must run unchanged in a Web Worker and in Node: it is bundled here for the browser, where
 * any Node built-in fails to resolve, and scanned for imports from src/ or Node.
 * (`npm test` also type-checks it with core/tsconfig.json: no DOM, no Node types.)
 */
import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO } from './helpers/cli.ts';

function coreSources(dir = path.join(REPO, 'core')): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...coreSources(full));
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

describe('core purity', () => {
  const files = coreSources();

  it('imports nothing from src/, $lib, or Node built-ins', () => {
    const bad: string[] = [];
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        const spec = m[1];
        if (
          /^node:|^\$lib|^\$app|\/src\/|^(fs|path|os|child_process|http|https|net|url|util|crypto|stream|process)$/.test(
            spec
          )
        )
          bad.push(`${path.relative(REPO, f)}: ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('bundles for the browser with no Node built-in', async () => {
    const result = await build({
      entryPoints: files,
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      // Shared modules in shared chunks: without it every one of the entries was bundled with its
      // whole graph (the tokenizer's ranks included), about 30 s of the suite on a loaded machine.
      splitting: true,
      outdir: 'out',
      metafile: true,
      logLevel: 'silent'
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((i) => i.startsWith('node:') || i.includes('(disabled)'))).toEqual([]);
    expect(result.errors).toEqual([]);
  });
});
