/**
 * The bench's selection oracle: a deterministic lexical scorer standing in for a model's tool
 * router. It is a reproducible lower bound, not a claim about any particular model.
 *
 * Terms (see terms.ts): words are runs of letters/digits, case-folded, stop words and one-letter
 * words dropped, lightly stemmed. A tool's terms come from its name (split also at `_`, `-`, `.`
 * and camelCase) and its description; no other field is read.
 *
 * Score of tool t for query q, with Q = the distinct terms of q:
 *
 *   score(t, q) = Σ_{w ∈ Q} idf(w) · (NAME_WEIGHT · [w in t's name] + DESCRIPTION_WEIGHT · [w in t's description])
 *
 * Presence counts, not frequency, so repeating a word buys nothing. NAME_WEIGHT = 2 and
 * DESCRIPTION_WEIGHT = 1: a name is short and always shown, so a hit there is stronger evidence.
 *
 *   idf(w) = round(1000 · ln(1 + (T + 1) / (df(w) + 1)))
 *
 * T is the number of tools and df(w) the number of tools whose name or description has w, both
 * taken once from the UNMUTATED catalog and held fixed: a mutation changes only the mutated tool's
 * scores, never the weights. A term no tool has (a word cut in half by truncate) gets df = 0.
 * idf is rounded to an integer in thousandths, so scores are integers: sums are exact and
 * order-free, and the pick is the same on every platform.
 *
 * The pick: the tool with the highest score; among equal scores the one earliest in the catalog.
 * When every tool scores 0 (no tool shares a term with the query) the selector abstains, and an
 * abstention counts as a wrong pick.
 */
import type { Catalog, Tool } from '../catalog/types.ts';
import { nameTerms, textTerms } from '../text/terms.ts';

export const NAME_WEIGHT = 2;
export const DESCRIPTION_WEIGHT = 1;
export const IDF_SCALE = 1000;

/** term -> NAME_WEIGHT·inName + DESCRIPTION_WEIGHT·inDescription, for one tool. */
export type TermWeights = Map<string, number>;

export interface Selector {
  /** Which scoring model built it (`lexical`, `bm25`, `fastmcp-bm25`). */
  name: SelectorName;
  /** Tool ids in catalog order; a pick is an index into this list. */
  ids: string[];
  weights: TermWeights[];
  /** term -> idf in thousandths, from the unmutated catalog. */
  idf: Map<string, number>;
  /** idf of a term no tool had at build time. */
  unseenIdf: number;
  /**
   * How this selector reads a query, when not as the lexical one does (distinct textTerms). Repeats
   * are kept and each adds its term's score again, in query order (fastmcp-bm25).
   */
  queryTerms?: (text: string) => string[];
  /**
   * A (mutated) tool's term weights under the statistics frozen at build time. Pure, and it reads
   * only that tool: this is why a mutation changes the mutated tool's scores and nothing else.
   */
  weigh(tool: Tool): TermWeights;
  /**
   * Per term, the largest weight tool `index` can have after any edit of its description that
   * raises no term's frequency (delta.ts prunes with it). Lexical: its weights, which such an
   * edit can only lower.
   */
  bound(index: number): TermWeights;
}

export const SELECTOR_NAMES = ['lexical', 'bm25', 'fastmcp-bm25'] as const;
export type SelectorName = (typeof SELECTOR_NAMES)[number];

/** No pick: every tool scored 0. */
export const ABSTAIN = -1;

export function toolWeights(tool: Tool): TermWeights {
  const out: TermWeights = new Map();
  for (const term of nameTerms(tool.name)) out.set(term, NAME_WEIGHT);
  if (typeof tool.description === 'string') {
    for (const term of textTerms(tool.description)) out.set(term, (out.get(term) ?? 0) + DESCRIPTION_WEIGHT);
  }
  return out;
}

export function buildSelector(catalog: Catalog): Selector {
  const weights = catalog.tools.map((t) => toolWeights(t.tool));
  const df = new Map<string, number>();
  for (const w of weights) for (const term of w.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const total = weights.length;
  const idfOf = (d: number) => Math.round(IDF_SCALE * Math.log(1 + (total + 1) / (d + 1)));
  const idf = new Map<string, number>();
  for (const [term, d] of df) idf.set(term, idfOf(d));
  return {
    name: 'lexical',
    ids: catalog.tools.map((t) => t.id),
    weights,
    idf,
    unseenIdf: idfOf(0),
    weigh: toolWeights,
    bound: (index) => weights[index]
  };
}

/** A query as the selector reads it: its distinct terms, each with its fixed idf. */
export interface Query {
  terms: string[];
  idf: number[];
}

export function readQuery(selector: Selector, text: string): Query {
  const terms = selector.queryTerms ? selector.queryTerms(text) : textTerms(text);
  return { terms, idf: terms.map((t) => selector.idf.get(t) ?? selector.unseenIdf) };
}

/** The score of one tool (given by its term weights) for one query. */
export function scoreWith(weights: TermWeights, query: Query): number {
  let score = 0;
  for (let i = 0; i < query.terms.length; i++) {
    const w = weights.get(query.terms[i]);
    if (w !== undefined) score += query.idf[i] * w;
  }
  return score;
}

/** Whether (score a, tool a) ranks above (score b, tool b): higher score, then earlier tool. */
export function ranksAbove(scoreA: number, toolA: number, scoreB: number, toolB: number): boolean {
  return scoreA > scoreB || (scoreA === scoreB && toolA < toolB);
}

/** An intent's best and second-best tool; index ABSTAIN and score 0 when there is none. */
export interface Ranking {
  best: number;
  bestScore: number;
  second: number;
  secondScore: number;
}

/** Best and second best over explicit per-tool scores (the naive path and the tests use it). */
export function rankScores(scores: ArrayLike<number>): Ranking {
  const r: Ranking = { best: ABSTAIN, bestScore: 0, second: ABSTAIN, secondScore: 0 };
  for (let t = 0; t < scores.length; t++) offer(r, t, scores[t]);
  return r;
}

/** Adds one tool's score to a ranking (in any order: ties compare tool indices); a score of 0 never ranks. */
export function offer(r: Ranking, tool: number, score: number): void {
  if (score <= 0) return;
  if (r.best === ABSTAIN || ranksAbove(score, tool, r.bestScore, r.best)) {
    r.second = r.best;
    r.secondScore = r.bestScore;
    r.best = tool;
    r.bestScore = score;
  } else if (r.second === ABSTAIN || ranksAbove(score, tool, r.secondScore, r.second)) {
    r.second = tool;
    r.secondScore = score;
  }
}

/** term -> [tool, weight] for every tool that has it: the inverted index the rankings walk. */
export function postingsOf(selector: Selector): Map<string, Array<[number, number]>> {
  const postings = new Map<string, Array<[number, number]>>();
  selector.weights.forEach((w, tool) => {
    for (const [term, weight] of w) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push([tool, weight]);
    }
  });
  return postings;
}

/** Every tool's score for every query, through an inverted index: cost follows the overlap, not T × I. */
export function rankAll(selector: Selector, queries: Query[]): Ranking[] {
  const postings = postingsOf(selector);
  const scores = new Float64Array(selector.ids.length);
  // A separate mark, not "score still 0": a bm25 idf or weight can round to 0 in a big catalog.
  const seen = new Uint8Array(selector.ids.length);
  const touched: number[] = [];
  return queries.map((q) => {
    for (let i = 0; i < q.terms.length; i++) {
      const list = postings.get(q.terms[i]);
      if (!list) continue;
      for (const [tool, weight] of list) {
        if (seen[tool] === 0) {
          seen[tool] = 1;
          touched.push(tool);
        }
        scores[tool] += q.idf[i] * weight;
      }
    }
    const r: Ranking = { best: ABSTAIN, bestScore: 0, second: ABSTAIN, secondScore: 0 };
    for (const tool of touched) {
      offer(r, tool, scores[tool]);
      scores[tool] = 0;
      seen[tool] = 0;
    }
    touched.length = 0;
    return r;
  });
}

/** The pick for one query over the whole catalog, scoring every tool (the plain definition). */
export function pick(selector: Selector, query: Query, weights: TermWeights[] = selector.weights): number {
  return rankScores(weights.map((w) => scoreWith(w, query))).best;
}
