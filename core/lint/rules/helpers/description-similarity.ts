/**
 * How the OVL rules compare descriptions: the bench's own terms (core/text/terms.ts: words,
 * stop words, light stemming), weighted by how rare each term is in the catalog, so words every
 * tool of a server repeats ("Only works within allowed directories") count for little.
 *
 *   idf(w)   = ln(1 + (N + 1) / (df(w) + 1))       N tools, df(w) tools whose description has w
 *   sim(a,b) = Σ_{w ∈ A∩B} idf(w) / Σ_{w ∈ A∪B} idf(w)   (weighted Jaccard over distinct terms)
 *
 * It is the selector's idf (without its rounding), so two tools this calls near-duplicates are
 * the ones the bench's selector has no terms to tell apart.
 */
import type { CatalogTool } from '../../../catalog/types.ts';
import { isContentWord, nameTerms, stem, textTerms, words } from '../../../text/terms.ts';
import { ACTION_VERBS } from '../desc-004-no-action-verb.ts';

export interface TermIndex {
  terms: Set<string>[];
  /** Per tool, stem -> the word as first written, for messages (stems are internal keys). */
  display: Map<string, string>[];
  idf: (term: string) => number;
  /** Tools per term, for finding candidate pairs without comparing every pair. */
  postings: Map<string, number[]>;
  /** Per tool, idf of each of its terms in the set's order, filled on first use by `similarity`. */
  weights: Array<Float64Array | undefined>;
  /** Per tool, the sum of its weights, filled on first use by `totalWeight`. */
  totals: Array<number | undefined>;
}

/**
 * Terms and display words per description text. The playground re-runs the catalog-level rules
 * on every keystroke while only one description changed; stemming every other description again
 * was most of that time. Bounded: cleared when full. Results are shared, never mutated. The bound
 * grows with the largest catalog seen (twice its tools), so a catalog of more than 20,000 distinct
 * descriptions is not cleared out of the cache while it is read, each run re-stemming all of it.
 */
const perDescription = new Map<string, { terms: Set<string>; display: Map<string, string> }>();
const CACHE_MIN = 20_000;
let cacheLimit = CACHE_MIN;
const NO_TERMS = { terms: new Set<string>(), display: new Map<string, string>() };

function termsOf(description: string | undefined): { terms: Set<string>; display: Map<string, string> } {
  if (description === undefined) return NO_TERMS;
  const hit = perDescription.get(description);
  if (hit) return hit;
  const display = new Map<string, string>();
  for (const w of words(description)) if (isContentWord(w) && !display.has(stem(w))) display.set(stem(w), w);
  const entry = { terms: new Set(textTerms(description)), display };
  if (perDescription.size >= cacheLimit) perDescription.clear();
  perDescription.set(description, entry);
  return entry;
}

export function descriptionTerms(tools: readonly CatalogTool[]): TermIndex {
  cacheLimit = Math.max(cacheLimit, CACHE_MIN, 2 * tools.length);
  const per = tools.map((t) => termsOf(t.description));
  const terms = per.map((p) => p.terms);
  const display = per.map((p) => p.display);
  const postings = new Map<string, number[]>();
  terms.forEach((set, i) => {
    for (const w of set) {
      const list = postings.get(w);
      if (list) list.push(i);
      else postings.set(w, [i]);
    }
  });
  const n = tools.length;
  const weights = new Map<string, number>();
  for (const [w, list] of postings) weights.set(w, Math.log(1 + (n + 1) / (list.length + 1)));
  const unseen = Math.log(1 + (n + 1));
  const idf = (w: string) => weights.get(w) ?? unseen;
  return { terms, display, idf, postings, weights: new Array(n), totals: new Array(n) };
}

function weightsOf(index: TermIndex, i: number): Float64Array {
  let out = index.weights[i];
  if (out === undefined) {
    out = new Float64Array(index.terms[i].size);
    let k = 0;
    for (const w of index.terms[i]) out[k++] = index.idf(w);
    index.weights[i] = out;
  }
  return out;
}

/**
 * The sum of a description's term weights. `similarity(a, b)` is at most
 * `min(total a, total b) / max(total a, total b)` (the shared terms weigh no more than either
 * set, the union no less), so a pair whose totals are far apart needs no term-by-term comparison.
 */
export function totalWeight(index: TermIndex, i: number): number {
  let total = index.totals[i];
  if (total === undefined) {
    total = 0;
    for (const w of weightsOf(index, i)) total += w;
    index.totals[i] = total;
  }
  return total;
}

export function similarity(index: TermIndex, a: number, b: number): number {
  const A = index.terms[a];
  const B = index.terms[b];
  // Each term's idf read from an array in the set's order: the same sums, in the same order, as looking each up.
  const wa = weightsOf(index, a);
  const wb = weightsOf(index, b);
  let shared = 0;
  let union = 0;
  let k = 0;
  for (const w of A) {
    const weight = wa[k++];
    union += weight;
    if (B.has(w)) shared += weight;
  }
  k = 0;
  for (const w of B) {
    if (!A.has(w)) union += wb[k];
    k++;
  }
  return union === 0 ? 0 : shared / union;
}

/** Terms one description has and the other lacks, rarest first: what would tell the two apart (stems). */
export function distinguishing(index: TermIndex, a: number, b: number, max = 4): string[] {
  return [...index.terms[a]]
    .filter((w) => !index.terms[b].has(w) && !/\d/.test(w))
    .sort((x, y) => index.idf(y) - index.idf(x) || (x < y ? -1 : x > y ? 1 : 0))
    .slice(0, max);
}

/**
 * Whether `b`'s description has every term of `a`'s that `distinguishing` would report, i.e.
 * `distinguishing(index, a, b).length === 0`, without sorting: OVL-003 asks it of every pair in a group.
 */
export function nothingOthersLack(index: TermIndex, a: number, b: number): boolean {
  const B = index.terms[b];
  for (const w of index.terms[a]) if (!B.has(w) && !/\d/.test(w)) return false;
  return true;
}

/** The same terms as written in the description, quoted for a message. */
export function quoteTerms(index: TermIndex, tool: number, stems: string[]): string {
  return stems.map((w) => `"${index.display[tool].get(w) ?? w}"`).join(', ');
}

/** Whether a name term and a description term are the same word, or one abbreviates the other (postgres / postgresql). */
export function sameWord(x: string, y: string): boolean {
  return x === y || (Math.min(x.length, y.length) >= 4 && (x.startsWith(y) || y.startsWith(x)));
}

/**
 * Visits the pairs worth comparing, each once as (lower index, higher index), in no set order:
 * tools that share one of the `rarest` rarest terms of either description. Near-duplicates share
 * almost every term, so they share a rare one; tools that only share common words are never
 * compared. A term in more than `maxPosting` tools is not rare, so each tool meets at most
 * `rarest * maxPosting` others and the whole visit is linear in the catalog. No set of pairs is
 * kept: a pair both tools find is visited from the lower index only.
 */
export function forEachCandidatePair(
  index: TermIndex,
  visit: (a: number, b: number) => void,
  rarest = 3,
  maxPosting = 200
): void {
  const n = index.terms.length;
  const rare = index.terms.map((set) =>
    rarestTerms(index, set, rarest).filter((w) => index.postings.get(w)!.length <= maxPosting)
  );
  // mark[b] === a: b already met from a.
  const mark = new Int32Array(n).fill(-1);
  for (let a = 0; a < n; a++) {
    for (const w of rare[a]) {
      for (const b of index.postings.get(w)!) {
        if (b === a || mark[b] === a) continue;
        mark[b] = a;
        // b (lower) finds a too when a has one of b's rare terms: visited from b already.
        if (b < a && rare[b].some((v) => index.terms[a].has(v))) continue;
        if (a < b) visit(a, b);
        else visit(b, a);
      }
    }
  }
}

/**
 * The `k` rarest terms of a set, rarest first, ties in code-unit order: the first `k` of the set
 * sorted that way, picked in one pass instead of sorting every term of every description.
 */
export function rarestTerms(index: TermIndex, set: Set<string>, k: number): string[] {
  const top: string[] = [];
  const topIdf: number[] = [];
  for (const w of set) {
    const v = index.idf(w);
    // Where w goes among the kept ones: after every one rarer than it, or as rare and earlier in order.
    let at = top.length;
    while (at > 0 && (topIdf[at - 1] < v || (topIdf[at - 1] === v && top[at - 1] > w))) at--;
    if (at >= k) continue;
    top.splice(at, 0, w);
    topIdf.splice(at, 0, v);
    if (top.length > k) {
      top.pop();
      topIdf.pop();
    }
  }
  return top;
}

const VERB_STEMS = new Set(ACTION_VERBS.map(stem));

/** The action verbs in a tool name (`kv_delete` -> delete), stemmed: different verbs mean different actions. */
export function nameVerbs(name: string): Set<string> {
  return new Set(nameTerms(name).filter((t) => VERB_STEMS.has(t)));
}

export function disjoint<T>(a: Set<T>, b: Set<T>): boolean {
  return [...a].every((x) => !b.has(x));
}
