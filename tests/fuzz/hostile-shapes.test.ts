/**
 * Fuzz of the hostile shapes of issue 34: sets of duplicates (report size linear in the set),
 * long runs of one character class (the linear merge gives the library's tokens, in bounded
 * time) and endless streams (read up to the limit, then stopped).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BytePairEncodingCore } from 'gpt-tokenizer/esm/BytePairEncodingCore';
import cl100k from 'gpt-tokenizer/encoding/cl100k_base';
import o200k from 'gpt-tokenizer/encoding/o200k_base';
import { parseCatalogValue } from '#core/catalog/parse-catalog';
import { lintCatalog } from '#core/lint/lint';
import { bytePairMergeLinear } from '#core/tokens/bpe-merge';
import { readStreamBounded } from '../../src/node/cli/read-bounded.ts';
import { nodeEncoders } from '../../src/node/tokens/node-encoders.ts';
import { params } from './fuzz.ts';

const CLASSES = ['a', 'Z', '7', '中', ' ', '\n', '=', '😀', 'é', 'ab1 中,'];
const encoders = nodeEncoders();

type Core = { getBpeRankFromBytes(b: Uint8Array): number | undefined; bytePairMerge(b: Uint8Array): number[] };
const library = (BytePairEncodingCore.prototype as unknown as Core).bytePairMerge;

describe('fuzz: hostile shapes', { timeout: 120_000 }, () => {
  it("a long run of one class merges to the library merge's tokens (both encodings)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CLASSES),
        fc.integer({ min: 65, max: 900 }),
        fc.string({ maxLength: 3 }),
        (unit, n, tail) => {
          const bytes = new TextEncoder().encode(unit.repeat(Math.ceil(n / unit.length)) + tail);
          for (const api of [cl100k, o200k]) {
            const core = (api as unknown as { bytePairEncodingCoreProcessor: Core }).bytePairEncodingCoreProcessor;
            expect(bytePairMergeLinear(bytes, core.getBpeRankFromBytes.bind(core))).toEqual(library.call(core, bytes));
          }
        }
      ),
      params(60)
    );
  });

  it('duplicates and long runs lint with findings of bounded size, in bounded time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 400 }),
        fc.constantFrom(...CLASSES),
        fc.integer({ min: 1, max: 20_000 }),
        (copies, unit, run) => {
          const tool = {
            name: 'echo',
            description: `Echo the text. ${unit.repeat(run)}`,
            inputSchema: { type: 'object', properties: {} }
          };
          const parsed = parseCatalogValue({ tools: Array.from({ length: copies }, () => tool) });
          if (!parsed.ok) return;
          const report = lintCatalog(parsed.catalog, { encoders });
          for (const t of report.tools) {
            const dup = t.findings.filter((f) => f.rule === 'OVL-001');
            expect(dup).toHaveLength(1);
            // Five others named at most, whatever the set's size.
            expect(JSON.stringify(dup[0]).length).toBeLessThan(2000);
          }
        }
      ),
      params(25, 20_000)
    );
  });

  it('an endless stream is read to the limit and stopped, whatever its chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 70_000 }),
        fc.integer({ min: 10, max: 200_000 }),
        fc.constantFrom('\u0000', 'a', '中', '😀'),
        async (chunkChars, limit, ch) => {
          const chunk = Buffer.from(ch.repeat(chunkChars));
          let pulled = 0;
          async function* endless() {
            for (;;) {
              pulled++;
              yield chunk;
            }
          }
          const r = await readStreamBounded(endless(), limit);
          expect('over' in r && r.over > limit).toBe(true);
          // Stopped at the first chunk past the limit.
          expect(pulled).toBeLessThanOrEqual(Math.ceil((limit + 1) / (chunkChars * ch.length)) + 1);
        }
      ),
      params(40)
    );
  });
});
