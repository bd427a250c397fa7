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
import { evaluateIncremental, isCorrect, prepareState, type BenchState } from './evaluate.ts';
import { applyMutation } from './mutations/index.ts';
import { ABSTAIN, buildSelector, toolWeights } from './selector.ts';
import { runSweep } from './sweep.ts';
import type { BaselineReport, BenchReport, BenchSpec, MutationReport, MutationSpec } from './types.ts';

export interface BenchOptions {
  /** Also run the generated sweep and add `carry` and `confusion`. */
  sweep?: boolean;
  /** Lint settings for smells and TDQS (severities, rules). */
  lint?: LintOptions;
}

/** One flipped intent, with where its pick went: what the text report shows beside each mutation. */
export interface Flip {
  query: string;
  from: string | null;
  to: string | null;
  /** true when the edit made it correct (a negative drop). */
  gained: boolean;
}

export interface BenchRun {
  report: BenchReport;
  /** Per declared mutation, in order: the flipped intents with their old and new picks. */
  flips: Flip[][];
  /** How many mutations the sweep generated (0 without --sweep). */
  sweepMutations: number;
}

export function runBench(spec: BenchSpec, options: BenchOptions = {}): BenchRun {
  const tools = spec.catalog.tools;
  const selector = buildSelector(spec.catalog);
  const state = prepareState(selector, tools, spec.intents);
  const n = spec.intents.length;
  const idOf = (pick: number) => (pick === ABSTAIN ? null : selector.ids[pick]);

  const picks = spec.intents.map((intent, i) => {
    const picked = state.rankings[i].best;
    return { query: intent.query, gold: intent.gold, picked: idOf(picked), correct: isCorrect(state, i, picked) };
  });
  const correct = picks.filter((p) => p.correct).length;
  const baseline: BaselineReport = { accuracy: n === 0 ? 0 : correct / n, ci: wilsonInterval(correct, n), correct, n, picks };

  const flips: Flip[][] = [];
  const mutations = spec.mutations.map((m) => {
    const { report, flipped } = runMutation(state, tools, m, correct, options.lint);
    flips.push(flipped);
    return report;
  });

  const lint = lintCatalog(spec.catalog, options.lint);
  const report: BenchReport = {
    baseline,
    mutations,
    max_drop: mutations.length === 0 ? null : Math.max(...mutations.map((m) => m.drop)),
    tdqs: { mean: lint.summary.mean_score, min: lint.summary.min_score },
    smells: lint.summary.smells,
    tokens: { whitespace: lint.summary.tokens.whitespace }
  };
  let sweepMutations = 0;
  if (options.sweep) {
    const sweep = runSweep(state, tools);
    report.carry = sweep.carry;
    report.confusion = sweep.confusion;
    sweepMutations = sweep.mutations;
  }
  return { report, flips, sweepMutations };
}

function runMutation(state: BenchState, tools: CatalogTool[], m: MutationSpec, baseCorrect: number, lint: LintOptions | undefined) {
  const index = tools.findIndex((t) => t.id === m.tool);
  const entry = tools[index];
  const mutatedTool = applyMutation(entry.tool, m);
  const n = state.queries.length;
  let mutatedCorrect = baseCorrect;
  const idOf = (pick: number) => (pick === ABSTAIN ? null : tools[pick].id);
  const flipped: Flip[] = [];
  for (const { intent, pick } of evaluateIncremental(state, index, toolWeights(mutatedTool))) {
    const was = isCorrect(state, intent, state.rankings[intent].best);
    const now = isCorrect(state, intent, pick);
    if (was === now) continue;
    mutatedCorrect += now ? 1 : -1;
    flipped.push({ query: state.intentQueries[intent], from: idOf(state.rankings[intent].best), to: idOf(pick), gained: now });
  }
  const mutatedEntry: CatalogTool = { ...entry, tool: mutatedTool, description: typeof mutatedTool.description === 'string' ? mutatedTool.description : undefined };
  const report: MutationReport = {
    tool: entry.id,
    kind: m.kind,
    accuracy: n === 0 ? 0 : mutatedCorrect / n,
    ci: wilsonInterval(mutatedCorrect, n),
    drop: n === 0 ? 0 : (baseCorrect - mutatedCorrect) / n,
    smells_added: smellsAdded(entry, mutatedEntry, lint),
    tokens_removed: whitespaceToolTokens(entry.tool) - whitespaceToolTokens(mutatedTool),
    flipped: flipped.map((f) => f.query)
  };
  return { report, flipped };
}

function smellCounts(entry: CatalogTool, lint: LintOptions | undefined): Map<SmellGroup, number> {
  const counts = new Map<SmellGroup, number>();
  for (const f of lintTool(entry, lint)) {
    if (f.severity === 'pass') continue;
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
  for (const g of SMELL_GROUPS) for (let k = (a.get(g) ?? 0); k < (b.get(g) ?? 0); k++) out.push(g);
  return out;
}
