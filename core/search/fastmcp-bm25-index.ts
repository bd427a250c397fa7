/**
 * The `fastmcp-bm25` selector: ranks a catalog exactly as FastMCP's BM25 search transform does
 * (fastmcp 4.0.10, `fastmcp/server/transforms/search/bm25.py`), so a server author can see what an
 * agent behind `BM25SearchTransform` will find. Unlike our own `bm25` (bm25.ts: stop words,
 * stemming, k1 = 1.2, integer weights), nothing here is ours; every step follows FastMCP's code:
 *
 * Document (`_extract_searchable_text`): the name, the description when non-empty, then for each
 * top-level inputSchema property its name and its description when non-empty, joined by spaces.
 *
 * Tokens: NFKC, then Python's str.casefold(), then every maximal run of two or more code points
 * Python's `[^\W_]` matches (python-text.ts). Repeats count, in documents and in queries.
 *
 * Index, with N documents, dl = a document's token count, avgdl = Σ dl / N:
 *   idf(w)   = ln((N − df(w) + 0.5) / (df(w) + 0.5) + 1)
 *   score(d) = Σ over the query's tokens, in query order, repeats included, skipping tokens no
 *              document has: idf(w) · (tf·(k1 + 1)) / (tf + k1·(1 − b + b·dl/avgdl)), k1 = 1.5, b = 0.75
 * in double precision with Python's order of operations (left to right), so scores agree to the last
 * bit; ln is correctly rounded (exact-log.ts) as glibc's, which CPython calls, nearly always is.
 *
 * Result: the indices sorted by score, highest first, equal scores in catalog order (Python's stable
 * sort), the first k of them, then those scoring 0 dropped (so fewer than k can come back).
 *
 * As a Selector, a tool's "weights" are its per-term contributions idf·(tf·(k1+1))/(...) computed
 * once with the statistics of the unmutated catalog, and a query's terms are its tokens with repeats
 * and idf 1: scoreWith then adds exactly FastMCP's addends in FastMCP's order.
 */
import type { Tool } from '../catalog/types.ts';
import { exactLog } from '../stats/exact-log.ts';
import { alnumRuns, casefold } from '../text/python-text.ts';
import { isPlainObject } from '../source/values.ts';

export const FASTMCP_K1 = 1.5;
export const FASTMCP_B = 0.75;
export const FASTMCP_VERSION = '4.0.10';

/** FastMCP's tokenizer: NFKC, casefold, runs of two or more Python word characters other than `_`. */
export function fastmcpTokens(text: string): string[] {
  return alnumRuns(casefold(text.normalize('NFKC')), 2);
}

/** FastMCP's `_extract_searchable_text`. Values Python would reject (a non-string description) are skipped. */
export function fastmcpSearchableText(tool: Tool): string {
  const parts: string[] = [typeof tool.name === 'string' ? tool.name : ''];
  if (typeof tool.description === 'string' && tool.description !== '') parts.push(tool.description);
  const schema = tool.inputSchema;
  if (isPlainObject(schema) && isPlainObject(schema.properties)) {
    // Property order does not matter to BM25 (a bag of tokens), so Object.entries' order is safe.
    for (const [name, info] of Object.entries(schema.properties)) {
      parts.push(name);
      if (isPlainObject(info) && typeof info.description === 'string' && info.description !== '')
        parts.push(info.description);
    }
  }
  return parts.join(' ');
}

export interface FastmcpIndex {
  n: number;
  avgDl: number;
  lengths: number[];
  df: Map<string, number>;
  tf: Array<Map<string, number>>;
}

/** `_BM25Index.build` over documents already turned into text. */
export function buildFastmcpIndex(documents: string[]): FastmcpIndex {
  const tokens = documents.map(fastmcpTokens);
  const lengths = tokens.map((t) => t.length);
  const n = documents.length;
  const avgDl = n ? lengths.reduce((a, b) => a + b, 0) / n : 0;
  const df = new Map<string, number>();
  const tf = tokens.map((doc) => {
    const counts = new Map<string, number>();
    for (const t of doc) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const t of counts.keys()) df.set(t, (df.get(t) ?? 0) + 1);
    return counts;
  });
  return { n, avgDl, lengths, df, tf };
}

/** idf of a term in `documentFrequency` of `n` documents. */
export function fastmcpIdf(documentFrequency: number, n: number): number {
  return exactLog((n - documentFrequency + 0.5) / (documentFrequency + 0.5) + 1.0);
}

/** One addend: idf · numerator / denominator, evaluated left to right as Python does. */
export function fastmcpTerm(idf: number, tf: number, dl: number, avgDl: number): number {
  const numerator = tf * (FASTMCP_K1 + 1);
  const denominator = tf + FASTMCP_K1 * (1 - FASTMCP_B + (FASTMCP_B * dl) / avgDl);
  return (idf * numerator) / denominator;
}

export interface FastmcpHit {
  index: number;
  score: number;
}

/** `_BM25Index.query`: the top `k` documents for `text`, with their scores. */
export function fastmcpQuery(index: FastmcpIndex, text: string, k: number): FastmcpHit[] {
  const tokens = fastmcpTokens(text);
  if (tokens.length === 0 || index.n === 0) return [];
  const scores = new Float64Array(index.n);
  for (const token of tokens) {
    const d = index.df.get(token);
    if (d === undefined) continue;
    const idf = fastmcpIdf(d, index.n);
    for (let i = 0; i < index.n; i++) {
      const tf = index.tf[i].get(token);
      if (tf !== undefined) scores[i] += fastmcpTerm(idf, tf, index.lengths[i], index.avgDl);
    }
  }
  // Array.prototype.sort is stable (ES2019), as Python's sorted is, also with reverse=True.
  const ranked = Array.from(scores.keys()).sort((a, b) => scores[b] - scores[a]);
  return ranked
    .slice(0, Math.max(0, k))
    .filter((i) => scores[i] > 0)
    .map((i) => ({ index: i, score: scores[i] }));
}

/** What `search_tools` returns for a query over these tools, by name, best first. */
export function fastmcpSearch(tools: Tool[], query: string, k: number): Array<{ name: string; score: number }> {
  const index = buildFastmcpIndex(tools.map(fastmcpSearchableText));
  return fastmcpQuery(index, query, k).map((h) => ({ name: tools[h.index].name, score: h.score }));
}
