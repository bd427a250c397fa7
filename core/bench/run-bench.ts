/**
 * Runs a bench spec: the baseline picks, each declared mutation one at a time, the catalog's lint
 * summary, and (on request) the sweep. Pure: the spec in, the report out.
 */
import type { CatalogTool } from '../catalog/types.ts';
import { lintCatalog, lintTool, type LintOptions } from '../lint/lint.ts';
import { getRule } from '../lint/registry.ts';
import { SMELL_GROUPS, type SmellGroup } from '../lint/types.ts';
import { wilsonInterval } from '../stats/wilson.ts';
import { whitespaceToolTokens } from '../tokens/surface.ts';
import { mutationDelta } from './delta.ts';
import { evaluateIncremental, isCorrect, prepareState, type BenchState } from './evaluate.ts';
import { applyMutation } from './mutations/index.ts';
import { rankOf, recallFlips, recallIndex, type RecallIndex } from './ranks.ts';
import { retrievability } from './retrievability.ts';
import { ABSTAIN, type SelectorName } from './selector.ts';
import { DEFAULT_SELECTOR, SELECTORS } from './selectors.ts';
import { runSweep } from './sweep.ts';
import {
  DEFAULT_TOP_K,
  type BaselineReport,
  type BenchReport,
  type BenchSpec,
  type CatalogSummary,
  type IntentPick,
  type NoMatchReport,
  type MutationReport,
  type MutationSpec,
  type SelectorReport
} from './types.ts';

export interface BenchOptions {
  /** Also run the generated sweep and add `carry` and `confusion`. */
  sweep?: boolean;
  /** Lint settings for smells and TDQS (severities, rules). */
  lint?: LintOptions;
  /** The selectors to compare, in report order; else the spec's `selector:`, else lexical. */
  selectors?: SelectorName[];
  /** The k of recall@k; else the spec's `top_k:`, else 5. */
  topK?: number;
}

/** One flipped intent, with where its pick went: what the text report shows beside each mutation. */
export interface Flip {
  query: string;
  from: string | null;
  to: string | null;
  /** true when the edit made it correct (a negative drop). */
  gained: boolean;
}

/** One selector's share of a run. */
export interface SelectorRun {
  name: SelectorName;
  report: SelectorReport;
  /** Per declared mutation, in order: the flipped intents with their old and new picks. */
  flips: Flip[][];
  /** How many mutations the sweep generated (0 without --sweep). */
  sweepMutations: number;
}

export interface BenchRun {
  /** The JSON report: one selector's block at the top level, or `selectors: {...}` for several. */
  report: BenchReport;
  /** Every selector's run, in the order compared. */
  runs: SelectorRun[];
  /** The first selector's flips and sweep size (the whole story with one selector). */
  flips: Flip[][];
  sweepMutations: number;
  k: number;
}

export function runBench(spec: BenchSpec, options: BenchOptions = {}): BenchRun {
  const names = [...new Set(options.selectors ?? spec.selectors ?? [DEFAULT_SELECTOR])];
  const k = options.topK ?? spec.topK ?? DEFAULT_TOP_K;
  const states: Array<[SelectorName, BenchState]> = [];
  const runs = names.map((name) => {
    const state = prepareState(SELECTORS[name](spec.catalog), spec.catalog.tools, spec.intents);
    states.push([name, state]);
    return runSelector(name, state, spec, options, k);
  });

  const lint = lintCatalog(spec.catalog, options.lint);
  const summary: CatalogSummary = {
    tdqs: { mean: lint.summary.mean_score, min: lint.summary.min_score },
    smells: lint.summary.smells,
    tokens: { whitespace: lint.summary.tokens.whitespace },
    retrievability: retrievability(spec.catalog.tools, states)
  };
  let report: BenchReport;
  if (runs.length === 1) {
    const { carry, confusion, ...block } = runs[0].report;
    report = {
      selector: runs[0].name,
      ...block,
      ...summary,
      ...(carry ? { carry } : {}),
      ...(confusion ? { confusion } : {})
    };
  } else {
    report = { selectors: Object.fromEntries(runs.map((r) => [r.name, r.report])), ...summary };
  }
  return { report, runs, flips: runs[0].flips, sweepMutations: runs[0].sweepMutations, k };
}

function runSelector(
  name: SelectorName,
  state: BenchState,
  spec: BenchSpec,
  options: BenchOptions,
  k: number
): SelectorRun {
  const tools = spec.catalog.tools;
  // A no-match intent (gold: []) has no right tool: it counts toward no_match, not the others.
  const n = spec.intents.filter((i) => i.gold.length > 0).length;
  const idOf = (pick: number) => (pick === ABSTAIN ? null : state.selector.ids[pick]);
  const index = recallIndex(state, tools.length, k);

  let reciprocal = 0;
  const picks = spec.intents.map((intent, i) => {
    const picked = state.rankings[i].best;
    const rank = rankOf(state, i);
    if (rank !== null) reciprocal += 1 / rank;
    const top = Array.from(state.lists[i].tools.subarray(0, k), (t) => state.selector.ids[t]);
    return {
      query: intent.query,
      gold: intent.gold,
      picked: idOf(picked),
      // For a no-match intent the right answer is no tool.
      correct: intent.gold.length === 0 ? picked === ABSTAIN : isCorrect(state, i, picked),
      rank,
      top
    };
  });
  const correct = picks.filter((p) => p.correct && p.gold.length > 0).length;
  const retrieved = index.inTop.filter(Boolean).length;
  const baseline: BaselineReport = {
    accuracy: n === 0 ? 0 : correct / n,
    ci: wilsonInterval(correct, n),
    correct,
    n,
    k,
    recall_at_k: n === 0 ? 0 : retrieved / n,
    recall_ci: wilsonInterval(retrieved, n),
    retrieved,
    mrr: n === 0 ? 0 : reciprocal / n,
    picks,
    ...noMatch(picks)
  };

  const flips: Flip[][] = [];
  const mutations = spec.mutations.map((m) => {
    const { report, flipped } = runMutation(state, index, tools, m, { correct, retrieved, n }, options.lint);
    flips.push(flipped);
    return report;
  });
  const report: SelectorReport = {
    baseline,
    mutations,
    max_drop: mutations.length === 0 ? null : Math.max(...mutations.map((m) => m.drop)),
    max_recall_drop: mutations.length === 0 ? null : Math.max(...mutations.map((m) => m.recall_drop))
  };
  let sweepMutations = 0;
  if (options.sweep) {
    const sweep = runSweep(state, tools, 'incremental', k);
    report.carry = sweep.carry;
    report.confusion = sweep.confusion;
    sweepMutations = sweep.mutations;
  }
  return { name, report, flips, sweepMutations };
}

function runMutation(
  state: BenchState,
  index: RecallIndex,
  tools: CatalogTool[],
  m: MutationSpec,
  base: { correct: number; retrieved: number; n: number },
  lint: LintOptions | undefined
) {
  const { correct: baseCorrect, retrieved: baseRetrieved, n } = base;
  const at = tools.findIndex((t) => t.id === m.tool);
  const entry = tools[at];
  const mutatedTool = applyMutation(entry.tool, m);
  const mutated = state.selector.weigh(mutatedTool);
  const delta = mutationDelta(state, at, mutated, index.k);
  let mutatedCorrect = baseCorrect;
  const idOf = (pick: number) => (pick === ABSTAIN ? null : tools[pick].id);
  const flipped: Flip[] = [];
  for (const { intent, pick } of evaluateIncremental(state, at, mutated, delta)) {
    const was = isCorrect(state, intent, state.rankings[intent].best);
    const now = isCorrect(state, intent, pick);
    if (was === now) continue;
    mutatedCorrect += now ? 1 : -1;
    flipped.push({
      query: state.intentQueries[intent],
      from: idOf(state.rankings[intent].best),
      to: idOf(pick),
      gained: now
    });
  }
  let mutatedRetrieved = baseRetrieved;
  for (const i of recallFlips(state, index, delta)) mutatedRetrieved += index.inTop[i] ? -1 : 1;
  const mutatedEntry: CatalogTool = {
    ...entry,
    tool: mutatedTool,
    description: typeof mutatedTool.description === 'string' ? mutatedTool.description : undefined
  };
  const report: MutationReport = {
    tool: entry.id,
    kind: m.kind,
    accuracy: n === 0 ? 0 : mutatedCorrect / n,
    ci: wilsonInterval(mutatedCorrect, n),
    drop: n === 0 ? 0 : (baseCorrect - mutatedCorrect) / n,
    recall_at_k: n === 0 ? 0 : mutatedRetrieved / n,
    recall_drop: n === 0 ? 0 : (baseRetrieved - mutatedRetrieved) / n,
    smells_added: smellsAdded(entry, mutatedEntry, lint),
    tokens_removed: whitespaceToolTokens(entry.tool) - whitespaceToolTokens(mutatedTool),
    flipped: flipped.map((f) => f.query)
  };
  return { report, flipped };
}

/** How often the selector returned a tool for a request no tool serves; absent when the spec has none. */
function noMatch(picks: IntentPick[]): { no_match?: NoMatchReport } {
  const asked = picks.filter((p) => p.gold.length === 0);
  if (asked.length === 0) return {};
  const answered = asked.filter((p) => p.picked !== null).length;
  return {
    no_match: {
      n: asked.length,
      answered,
      rate: answered / asked.length,
      ci: wilsonInterval(answered, asked.length),
      queries: asked.filter((p) => p.picked !== null).map((p) => p.query)
    }
  };
}

function smellCounts(entry: CatalogTool, lint: LintOptions | undefined): Map<SmellGroup, number> {
  const counts = new Map<SmellGroup, number>();
  for (const f of lintTool(entry, lint)) {
    const smell = getRule(f.rule)?.smell;
    if (smell) counts.set(smell, (counts.get(smell) ?? 0) + 1);
  }
  return counts;
}

/** One entry per finding the mutated tool has beyond the original's, per smell group, in SMELL_GROUPS order. */
function smellsAdded(before: CatalogTool, after: CatalogTool, lint: LintOptions | undefined): SmellGroup[] {
  const a = smellCounts(before, lint);
  const b = smellCounts(after, lint);
  const out: SmellGroup[] = [];
  for (const g of SMELL_GROUPS) for (let k = a.get(g) ?? 0; k < (b.get(g) ?? 0); k++) out.push(g);
  return out;
}
