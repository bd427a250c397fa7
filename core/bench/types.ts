/** The shapes a bench spec, its mutations and its report share. */
import type { Catalog } from '../catalog/types.ts';
import type { SmellGroup } from '../lint/types.ts';

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
  /** Tool ids or bare names; any one of them counts as a correct pick. */
  gold: string[];
  pointer: string;
}

export interface BenchSpec {
  catalog: Catalog;
  intents: Intent[];
  mutations: MutationSpec[];
}

export interface IntentPick {
  query: string;
  gold: string[];
  /** The picked tool's id, or null when the selector abstained (no tool overlaps the query). */
  picked: string | null;
  correct: boolean;
}

export interface BaselineReport {
  accuracy: number;
  ci: [number, number];
  correct: number;
  n: number;
  picks: IntentPick[];
}

export interface MutationReport {
  tool: string;
  kind: MutationKind;
  accuracy: number;
  ci: [number, number];
  /** Baseline accuracy minus mutated accuracy; negative when the edit helped. */
  drop: number;
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

export interface CarryEntry {
  tool: string;
  /** Intents the tool wins correctly at baseline. */
  correct_picks: number;
  /** Of those, how many each whole-description edit loses. */
  lost: { blank: number; genericize: number; truncate_25: number; truncate_50: number; truncate_75: number };
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

export interface BenchReport {
  baseline: BaselineReport;
  mutations: MutationReport[];
  /** The largest drop over the declared mutations; null when none are declared. */
  max_drop: number | null;
  tdqs: { mean: number; min: number };
  smells: Record<SmellGroup, number>;
  tokens: { whitespace: number };
  carry?: CarryEntry[];
  confusion?: ConfusionEntry[];
}
