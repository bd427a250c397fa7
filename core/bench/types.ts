/** The shapes a bench spec, its mutations and its report share. */
import type { Catalog } from '../catalog/types.ts';
import type { SmellGroup } from '../lint/types.ts';
import type { SelectorName } from './selector.ts';

/** How many ranked tools count as retrieved when no top_k / --top-k is given (tool search loads about five). */
export const DEFAULT_TOP_K = 5;

export const MUTATION_KINDS = ['blank', 'genericize', 'truncate', 'drop_keyword'] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

/** One declared (or sweep-generated) edit of one tool's description. */
export interface MutationSpec {
  /** The tool's id as the catalog gives it (`server.tool` in a bundle, else its name). */
  tool: string;
  kind: MutationKind;
  /** truncate: how many characters (code points) to keep. */
  chars?: number;
  /** drop_keyword: the word whose whole-word occurrences are removed. */
  word?: string;
  /** Where it was declared, e.g. `/mutations/2`; absent for sweep-generated mutations. */
  pointer?: string;
}

/** A mutation kind: what it needs and what it does to a description. */
export interface Mutation {
  kind: MutationKind;
  /** The parameters it requires, beside `tool` and `kind`. */
  params: ReadonlyArray<'chars' | 'word'>;
  summary: string;
  /** The new description; undefined removes the field. Pure: the input tool is not touched. */
  apply(description: string | undefined, spec: MutationSpec): string | undefined;
}

export interface Intent {
  query: string;
  /** Tool ids or bare names; any one of them counts as a correct pick. Empty: no tool serves it (a no-match intent). */
  gold: string[];
  pointer: string;
}

export interface BenchSpec {
  catalog: Catalog;
  intents: Intent[];
  mutations: MutationSpec[];
  /** `selector:` of the spec, when given (one name or several). */
  selectors?: SelectorName[];
  /** `top_k:` of the spec, when given. */
  topK?: number;
}

export interface IntentPick {
  query: string;
  gold: string[];
  /** The picked tool's id, or null when the selector abstained (no tool overlaps the query). */
  picked: string | null;
  correct: boolean;
  /** 1-based rank of the best-ranked gold tool; null when no gold tool scores. */
  rank: number | null;
  /** The first k ranked tools (fewer when fewer tools score). */
  top: string[];
}

/** Requests no tool serves (gold: []): how often the selector returned a tool anyway. */
export interface NoMatchReport {
  /** How many no-match intents. */
  n: number;
  /** Of those, how many the selector answered with a tool (any tool scored). */
  answered: number;
  rate: number;
  /** 95% Wilson interval of the rate. */
  ci: [number, number];
  /** The queries it answered, in intent order. */
  queries: string[];
}

export interface BaselineReport {
  /** Over the intents that have a gold tool; no-match intents are in no_match. */
  accuracy: number;
  ci: [number, number];
  correct: number;
  n: number;
  /** The k of recall@k. */
  k: number;
  /** Share of intents whose gold tool ranks within the first k; 0 with no intents. */
  recall_at_k: number;
  recall_ci: [number, number];
  /** How many intents that is. */
  retrieved: number;
  /** Mean of 1 / rank over the intents, 0 for an intent whose gold tool does not score. */
  mrr: number;
  picks: IntentPick[];
  /** Present when the spec has no-match intents (gold: []). */
  no_match?: NoMatchReport;
}

export interface MutationReport {
  tool: string;
  kind: MutationKind;
  accuracy: number;
  ci: [number, number];
  /** Baseline accuracy minus mutated accuracy; negative when the edit helped. */
  drop: number;
  recall_at_k: number;
  /** Baseline recall@k minus mutated recall@k. */
  recall_drop: number;
  /** Smell groups of the lint findings the edit added (one entry per added finding, sorted). */
  smells_added: SmellGroup[];
  /** Whitespace tokens of the tool surface before minus after. */
  tokens_removed: number;
  /** Queries whose correctness changed under the edit, in intent order. */
  flipped: string[];
}

export interface CarryWord {
  word: string;
  /** Correct picks of the tool that become wrong when this word is dropped from its description. */
  picks: number;
}

export interface WholeEdits {
  blank: number;
  genericize: number;
  truncate_25: number;
  truncate_50: number;
  truncate_75: number;
}

export interface CarryEntry {
  tool: string;
  /** Intents the tool wins correctly at baseline. */
  correct_picks: number;
  /** Of those, how many each whole-description edit loses. */
  lost: WholeEdits;
  /** Per whole-description edit, how many intents' gold tool leaves the first k. */
  recall_lost: WholeEdits;
  /** Words whose removal loses at least one correct pick, most picks first. */
  words: CarryWord[];
}

export interface ConfusionEntry {
  /** The pair, in catalog order. */
  a: string;
  b: string;
  /** Picks that moved from a to b when a sweep mutation weakened a, and the reverse. */
  a_to_b: number;
  b_to_a: number;
  total: number;
}

/** Everything one selector decides: its picks and ranks, and what the mutations do to them. */
export interface SelectorReport {
  baseline: BaselineReport;
  mutations: MutationReport[];
  /** The largest drop over the declared mutations; null when none are declared. */
  max_drop: number | null;
  /** The largest recall@k drop over the declared mutations; null when none are declared. */
  max_recall_drop: number | null;
  carry?: CarryEntry[];
  confusion?: ConfusionEntry[];
}

/** One tool's rank, under each selector, for each intent it is gold for. */
export interface RetrievabilityEntry {
  tool: string;
  /** The queries of the intents that list it in gold, in intent order. */
  queries: string[];
  /** selector -> per query, the tool's own 1-based rank (null: it does not score). */
  ranks: Partial<Record<SelectorName, Array<number | null>>>;
  /** selector -> the worst of those ranks (null: unranked for some intent, or no intent). */
  worst: Partial<Record<SelectorName, number | null>>;
}

/** What does not depend on the selector: the catalog's lint summary and the retrievability table. */
export interface CatalogSummary {
  tdqs: { mean: number; min: number };
  smells: Record<SmellGroup, number>;
  tokens: { whitespace: number };
  retrievability: RetrievabilityEntry[];
}

/** One selector: its block at the top level, named by `selector`. */
export type SingleBenchReport = { selector: SelectorName } & SelectorReport & CatalogSummary;
/** Several selectors, side by side: `selectors: { <name>: <the same block> }`. */
export type MultiBenchReport = { selectors: Partial<Record<SelectorName, SelectorReport>> } & CatalogSummary;
export type BenchReport = SingleBenchReport | MultiBenchReport;
