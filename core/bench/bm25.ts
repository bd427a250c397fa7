/**
 * The `bm25` selector: Okapi BM25 (k1 = 1.2, b = 0.75) over one document per tool, the way tool
 * search (Claude's BM25 tool search, FastMCP's BM25 search transform) ranks a catalog before the
 * model sees it. It fits the Selector shape of selector.ts, so the pick, the incremental sweep and
 * the rankings are shared with the lexical selector; only the weights differ.
 *
 * Document of a tool, as one token list (terms.ts: words, case folding, stop words, stemming):
 *   words(name) ++ nameWords(name) ++ words(description)
 *   ++ for each top-level inputSchema property, in schema order: nameWords(key) ++ words(its description)
 * so a snake_case name counts twice (once as written, once split) and a camelCase name adds its whole
 * form once and its humps once. dl = the number of content tokens (repeats count).
 *
 * Statistics, taken once from the UNMUTATED catalog and held fixed: N tools, df(w) tools whose
 * document has w, L = Σ dl (avgdl = L / N).
 *
 *   idf(w)     = round(1000 · ln(1 + (N − df(w) + 0.5) / (df(w) + 0.5)))          (Lucene's idf; > 0)
 *   weight_t(w) = round(1000 · tf·(k1 + 1) / (tf + k1·(1 − b + b·dl/avgdl)))       (tf of w in t)
 *              = round(1000 · 22·tf·L / (10·tf·L + 3·L + 9·dl·N))                  (k1 = 6/5, b = 3/4)
 *   score(t, q) = Σ_{w ∈ distinct terms of q} idf(w) · weight_t(w)
 *
 * The weight is computed in integers (round half up, exact below 2^53), so only the idf goes
 * through Math.log, as in the lexical selector; scores are integers in millionths and sums are
 * exact on every platform. A term no tool had (half a word left by truncate) uses df = 0.
 */
import type { Catalog, Tool } from '../catalog/types.ts';
import type { Selector, TermWeights } from './selector.ts';
import { isContentWord, nameWords, stem, words } from '../text/terms.ts';

export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
export const BM25_SCALE = 1000;

/** The content terms of a tool's document, in order, repeats kept (their count is the term frequency). */
export function bm25Document(tool: Tool): string[] {
  const raw: string[] = [...words(tool.name), ...nameWords(tool.name)];
  if (typeof tool.description === 'string') raw.push(...words(tool.description));
  const properties = propertiesOf(tool.inputSchema);
  for (const [key, value] of properties) {
    raw.push(...nameWords(key));
    if (
      value !== null &&
      typeof value === 'object' &&
      typeof (value as { description?: unknown }).description === 'string'
    ) {
      raw.push(...words((value as { description: string }).description));
    }
  }
  return raw.filter(isContentWord).map(stem);
}

function propertiesOf(schema: unknown): Array<[string, unknown]> {
  if (schema === null || typeof schema !== 'object') return [];
  const properties = (schema as { properties?: unknown }).properties;
  if (properties === null || typeof properties !== 'object' || Array.isArray(properties)) return [];
  return Object.entries(properties as Record<string, unknown>);
}

/** Term frequencies of a document, in first-occurrence order. */
export function termFrequencies(doc: string[]): Map<string, number> {
  const tf = new Map<string, number>();
  for (const term of doc) tf.set(term, (tf.get(term) ?? 0) + 1);
  return tf;
}

/**
 * BM25's saturated term frequency in thousandths, from integers only:
 * round(1000 · 22·tf·L / D) with D = 10·tf·L + 3·L + 9·dl·N, rounded half up.
 */
export function bm25Weight(tf: number, dl: number, totalLength: number, tools: number): number {
  const L = Math.max(totalLength, 1);
  const d = 10 * tf * L + 3 * L + 9 * dl * tools;
  return Math.floor((2 * BM25_SCALE * 22 * tf * L + d) / (2 * d));
}

/** Lucene's BM25 idf in thousandths: round(1000 · ln(1 + (N − df + 0.5) / (df + 0.5))). */
export function bm25Idf(df: number, tools: number): number {
  return Math.round(BM25_SCALE * Math.log(1 + (tools - df + 0.5) / (df + 0.5)));
}

function weightsOf(doc: string[], totalLength: number, tools: number): TermWeights {
  const out: TermWeights = new Map();
  for (const [term, tf] of termFrequencies(doc)) out.set(term, bm25Weight(tf, doc.length, totalLength, tools));
  return out;
}

export function buildBm25Selector(catalog: Catalog): Selector {
  const docs = catalog.tools.map((t) => bm25Document(t.tool));
  const N = docs.length;
  const L = docs.reduce((sum, d) => sum + d.length, 0);
  const df = new Map<string, number>();
  for (const doc of docs) for (const term of new Set(doc)) df.set(term, (df.get(term) ?? 0) + 1);
  const idf = new Map<string, number>();
  for (const [term, d] of df) idf.set(term, bm25Idf(d, N));
  return {
    name: 'bm25',
    ids: catalog.tools.map((t) => t.id),
    weights: docs.map((doc) => weightsOf(doc, L, N)),
    idf,
    unseenIdf: bm25Idf(0, N),
    weigh: (tool) => weightsOf(bm25Document(tool), L, N),
    bound(index) {
      // The weight rises with tf and falls with dl: each term at its full tf in the shortest
      // document an edit of the description can leave (the name and parameters alone).
      const { description: _d, ...rest } = catalog.tools[index].tool;
      const shortest = bm25Document(rest).length;
      const out: TermWeights = new Map();
      for (const [term, tf] of termFrequencies(docs[index])) out.set(term, bm25Weight(tf, shortest, L, N));
      return out;
    }
  };
}
