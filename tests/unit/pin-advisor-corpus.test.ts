/**
 * The pin advisor against brute force on small catalogs drawn from the corpus: the first 8 tools
 * of catalogs, intents made as the FastMCP reference rankings are (the first eight words of a
 * tool's description; its name with _ - . as spaces), each selector, k 1 and 2, targets 0.75 and 1.
 * Brute force scores all 256 pinned sets; the advisor must return the same set (cost, then size,
 * then catalog order), the same recall, and say it is exact. Skipped without ../shared.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { advisePins, type PinProblem } from '#core/bench/pin-advisor';
import { SELECTOR_NAMES } from '#core/bench/selector';
import type { Intent } from '#core/bench/types';
import { whitespaceToolTokens } from '#core/tokens/surface';
import { bruteForcePins } from '../../core/bench/pin-advisor.test.ts';
import { listCorpus, loadCatalogFile } from './helpers/corpus';

const SIZE = 8;
const files = listCorpus().filter((_, i) => i % 6 === 0);

describe.skipIf(files.length === 0)('pin advisor = brute force on small corpus catalogs', () => {
  it.each(files.map((f) => path.basename(f)))('%s', (name) => {
    const full = loadCatalogFile(files.find((f) => path.basename(f) === name)!);
    const catalog = { ...full, tools: full.tools.slice(0, SIZE) };
    const intents: Intent[] = catalog.tools.flatMap((t) => [
      { query: (t.description ?? '').split(/\s+/).slice(0, 8).join(' '), gold: [t.id], pointer: '' },
      { query: t.name.replace(/[_.-]/g, ' '), gold: [t.id], pointer: '' }
    ]);
    const tokens = catalog.tools.map((t) => whitespaceToolTokens(t.tool));
    for (const selector of SELECTOR_NAMES) {
      for (const k of [1, 2]) {
        for (const target of [0.75, 1]) {
          const problem: PinProblem = { catalog, intents, selector, k, target, tokens };
          const advice = advisePins(problem);
          const brute = bruteForcePins(problem);
          const label = `${selector} k=${k} target=${target}`;
          expect({ label, reached: advice.reached }).toEqual({ label, reached: brute !== undefined });
          if (!brute) continue;
          expect({ label, pinned: advice.pinned, recall: advice.recall, exact: advice.exact }).toEqual({
            label,
            pinned: brute.set.map((i) => catalog.tools[i].id),
            recall: brute.count / intents.length,
            exact: true
          });
          expect(advice.saved).toBe(tokens.reduce((a, b) => a + b, 0) - brute.set.reduce((s, i) => s + tokens[i], 0));
        }
      }
    }
  });
});
