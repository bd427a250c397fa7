/**
 * docs/targets.md is what scripts/targets-doc.ts writes from the three sets of the shared corpus
 * (skipped when the corpus is absent, as the other corpus-derived docs are), and its tables are
 * the target modules' own.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TARGET_NAMES, TARGETS } from '#core/lint/targets/evaluate';
import { targetShares, targetsMarkdown } from '#core/lint/targets/targets-doc';
import { parseCatalogValue } from '#core/catalog/parse-catalog';
import { corpusPresent } from './helpers/corpus.ts';
import { TARGET_SET_DIRS, targetsDoc } from './helpers/targets-corpus.ts';

const page = readFileSync(new URL('../../docs/targets.md', import.meta.url), 'utf8');

describe('docs/targets.md', () => {
  it.skipIf(!TARGET_SET_DIRS.every((d) => corpusPresent(d)))(
    'is current with the corpus (npm run docs:targets)',
    () => {
      expect(targetsDoc()).toBe(page);
    }
  );

  it('prints every rule of every target with its source', () => {
    for (const t of TARGET_NAMES)
      for (const r of TARGETS[t].rules) {
        expect(page).toContain(`| \`${r.id}\` |`);
        expect(page).toContain(r.source.replace(/\|/g, '\\|'));
      }
  });

  it('gives the census figures beside the shares, and counts servers that fail', () => {
    const parsed = parseCatalogValue({
      tools: [
        { name: 'a', inputSchema: { anyOf: [{ type: 'object' }] } },
        { name: 'b', inputSchema: { type: 'object' } }
      ]
    });
    if (!parsed.ok) throw new Error('bad');
    const shares = targetShares([parsed.catalog, parsed.catalog]);
    expect(shares.byTarget['openai-strict']).toEqual({
      refusedServers: 2,
      lossyServers: 0,
      overLimitServers: 0,
      refusedTools: 2
    });
    const md = targetsMarkdown(shares, 'two copies of one catalog.');
    expect(md).toContain(
      '| openai-strict | 100.0% (2) | 0.0% (0) | — | 50.0% (2) | 27.6% refused, 56.9% losing constraints |'
    );
    expect(md).toContain('63.0% failing, 37.3% over the request limits');
  });
});
