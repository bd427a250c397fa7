/**
 * The fastmcp-bm25 selector against FastMCP 4.0.10 itself: every top-10 list (names and order) and
 * every score to 9 decimals in ../shared/reference/fastmcp-bm25/*.json, for the corpus catalogs they
 * were made from, both through fastmcpSearch (search_tools as FastMCP runs it) and through the bench
 * (prepareState's rank lists, the path `bench --selector fastmcp-bm25` takes). Skipped without ../shared.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fastmcpSearch } from '#core/bench/fastmcp-bm25';
import { prepareState } from '#core/bench/evaluate';
import { SELECTORS } from '#core/bench/selectors';
import { CORPUS_DIR, loadCatalogFile } from './helpers/corpus';

const REFERENCE_DIR = path.resolve(CORPUS_DIR, '../../reference/fastmcp-bm25');
const files =
  existsSync(REFERENCE_DIR) && existsSync(CORPUS_DIR)
    ? readdirSync(REFERENCE_DIR)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

interface Reference {
  catalog: string;
  fastmcp: string;
  k1: number;
  b: number;
  k: number;
  queries: Array<{ query: string; top: string[]; scores: number[] }>;
}

describe.skipIf(files.length === 0)('fastmcp-bm25 reproduces FastMCP 4.0.10 rankings on the shared corpus', () => {
  it.each(files)('%s', (file) => {
    const ref = JSON.parse(readFileSync(path.join(REFERENCE_DIR, file), 'utf8')) as Reference;
    expect([ref.fastmcp, ref.k1, ref.b]).toEqual(['4.0.10', 1.5, 0.75]);
    const catalog = loadCatalogFile(path.join(CORPUS_DIR, ref.catalog));
    const tools = catalog.tools.map((t) => t.tool);
    const expected = ref.queries.map((q) => ({
      query: q.query,
      top: q.top,
      scores: q.scores.map((s) => s.toFixed(9))
    }));

    const direct = ref.queries.map((q) => {
      const hits = fastmcpSearch(tools, q.query, ref.k);
      return { query: q.query, top: hits.map((h) => h.name), scores: hits.map((h) => h.score.toFixed(9)) };
    });
    expect(direct).toEqual(expected);

    const state = prepareState(
      SELECTORS['fastmcp-bm25'](catalog),
      catalog.tools,
      ref.queries.map((q) => ({ query: q.query, gold: [] })) as never
    );
    const viaBench = ref.queries.map((q, i) => {
      const list = [...state.lists[i].tools].slice(0, ref.k);
      return {
        query: q.query,
        top: list.map((t) => catalog.tools[t].name),
        scores: list.map((_t, p) => state.lists[i].scores[p].toFixed(9))
      };
    });
    expect(viaBench).toEqual(expected);
  });
});
