/** Random bench specs for the property tests (evaluate, edit-session): small catalogs, small vocabularies. */
import fc from 'fast-check';
import { parseCatalogValue } from '../../catalog/parse-catalog.ts';
import type { Catalog } from '../../catalog/types.ts';
import type { Intent } from '../types.ts';

// A small vocabulary makes overlaps, ties and abstentions common, which is where shortcuts break.
export const VOCAB = [
  'weather',
  'forecast',
  'city',
  'time',
  'file',
  'files',
  'read',
  'write',
  'list',
  'search',
  'issue',
  'zone',
  'the',
  'for'
];
export const word = fc.constantFrom(...VOCAB);

export const arbitraryBench = fc
  .record({
    tools: fc.array(
      fc.record({
        name: fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join('_')),
        description: fc.option(
          fc.array(word, { minLength: 0, maxLength: 10 }).map((w) => w.join(' ')),
          { nil: undefined }
        ),
        // Parameters feed bm25's document (the lexical selector ignores them).
        params: fc.array(fc.tuple(word, fc.option(word, { nil: undefined })), { maxLength: 2 })
      }),
      { minLength: 1, maxLength: 7 }
    ),
    queries: fc.array(fc.tuple(fc.array(word, { minLength: 1, maxLength: 4 }), fc.nat(), fc.nat()), {
      minLength: 1,
      maxLength: 10
    })
  })
  .map(({ tools, queries }) => {
    const parsed = parseCatalogValue({
      tools: tools.map(({ params, ...t }, i) => ({
        ...t,
        name: `${t.name}_${i}`,
        inputSchema: {
          type: 'object',
          properties: Object.fromEntries(
            params.map(([key, description]) => [key, description === undefined ? {} : { description }])
          )
        }
      }))
    });
    if (!parsed.ok) throw new Error('generator made a bad catalog');
    const catalog: Catalog = parsed.catalog;
    // Every third intent has two gold tools, so "the best gold tool" and its runner-up both matter.
    const T = catalog.tools.length;
    const intents: Intent[] = queries.map(([w, g, h], i) => ({
      query: w.join(' '),
      gold: [...new Set([catalog.tools[g % T].id, ...(h % 3 === 0 ? [catalog.tools[h % T].id] : [])])],
      pointer: `/intents/${i}`
    }));
    return { catalog, intents };
  });
