/**
 * Token efficiency (the `token_efficiency:` gate): the selection F1 beside what the tool surface
 * costs per correct selection.
 *
 * - f1 / precision / recall: the equal-function selection F1 (selection-f1.ts), micro-averaged.
 * - correct_selections: true positives pooled over runs.
 * - tool_surface_tokens: the cl100k tokens of the tool surface one run saw (each tool's name,
 *   description and inputSchema JSON, as core/tokens defines the surface), averaged over runs and
 *   rounded. A run's surface is its recorded `surface` (definitions; ids are resolved against the
 *   catalog when one is given), else the catalog the suite names. Absent when any run's surface
 *   cannot be counted (no definitions and no catalog) or no tokenizer was passed, so the gate still
 *   works on a replay whenever the trace recorded its surface.
 * - tokens_per_correct: the surface tokens every run paid, summed, over correct_selections, rounded.
 * - cost: dollars summed over the runs that recorded a cost; absent when none did.
 * - cost_per_correct: cost / correct_selections. Absent (never a division by zero) when nothing
 *   was selected correctly, when cost is absent, or on a free run (cost 0).
 * - grade: a letter keyed on f1 (A >= 90, B >= 80, C >= 70, D >= 60, else F), for people; gate on f1.
 */
import type { Catalog, Tool } from '../catalog/types.ts';
import type { CountTokens } from '../tokens/encoders.ts';
import { surfaceStrings } from '../tokens/surface.ts';
import type { TraceRun } from '../trace/types.ts';
import type { EqualFunctionClass } from './class-match.ts';
import { selectionF1 } from './selection-f1.ts';

export type Grade = 'A' | 'B' | 'C' | 'D' | 'F';

export interface TokenEfficiencyOptions {
  /** The cl100k counter from core/tokens (`(await loadEncoders()).cl100k`). Without it, surface figures are absent. */
  countTokens?: CountTokens;
  /** The catalog the suite names: the surface of runs that recorded none, and where surface ids resolve. */
  catalog?: Catalog;
}

export interface TokenEfficiencyResult {
  f1: number;
  precision: number;
  recall: number;
  correct_selections: number;
  tool_surface_tokens?: number;
  tokens_per_correct?: number;
  cost?: number;
  cost_per_correct?: number;
  grade: Grade;
  /** Per run: its surface tokens, when countable. */
  surface_tokens_by_run: Array<number | undefined>;
}

/** The lowest f1 each letter needs, best first; reports can print them beside the grade. */
export const GRADE_THRESHOLDS: ReadonlyArray<readonly [Grade, number]> = [
  ['A', 90],
  ['B', 80],
  ['C', 70],
  ['D', 60],
  ['F', 0]
];

export function gradeFor(f1: number): Grade {
  for (const [grade, min] of GRADE_THRESHOLDS) if (f1 >= min) return grade;
  return 'F';
}

/** Counts strings once each: runs usually repeat the same surface. */
function memoize(count: CountTokens): CountTokens {
  const cache = new Map<string, number>();
  return (text) => {
    let n = cache.get(text);
    if (n === undefined) cache.set(text, (n = count(text)));
    return n;
  };
}

export function surfaceTokens(tools: readonly Tool[], count: CountTokens): number {
  let total = 0;
  for (const tool of tools) for (const part of surfaceStrings(tool)) total += count(part);
  return total;
}

/** The definitions a run saw, or undefined when they cannot be known. */
export function runSurface(run: Pick<TraceRun, 'surface'>, catalog?: Catalog): Tool[] | undefined {
  if (!Array.isArray(run.surface)) return catalog ? catalog.tools.map((t) => t.tool) : undefined;
  const out: Tool[] = [];
  for (const entry of run.surface) {
    if (typeof entry !== 'string') {
      out.push(entry);
      continue;
    }
    const hit = catalog?.tools.find((t) => t.id === entry) ?? catalog?.tools.find((t) => t.name === entry);
    if (!hit) return undefined;
    out.push(hit.tool);
  }
  return out;
}

export function scoreTokenEfficiency(
  classes: readonly EqualFunctionClass[],
  runs: readonly TraceRun[],
  options: TokenEfficiencyOptions = {}
): TokenEfficiencyResult {
  const selection = selectionF1(classes, runs);
  const correct = selection.tp;
  const count = options.countTokens ? memoize(options.countTokens) : undefined;
  let catalogTokens: number | undefined;
  const byRun = runs.map((run) => {
    if (!count) return undefined;
    if (!Array.isArray(run.surface) && options.catalog) {
      catalogTokens ??= surfaceTokens(
        options.catalog.tools.map((t) => t.tool),
        count
      );
      return catalogTokens;
    }
    const tools = runSurface(run, options.catalog);
    return tools ? surfaceTokens(tools, count) : undefined;
  });
  let surfaceTotal: number | undefined;
  if (count && runs.length > 0 && byRun.every((n) => n !== undefined))
    surfaceTotal = byRun.reduce<number>((a, n) => a + (n as number), 0);
  const result: TokenEfficiencyResult = {
    f1: selection.f1,
    precision: selection.precision,
    recall: selection.recall,
    correct_selections: correct,
    grade: gradeFor(selection.f1),
    surface_tokens_by_run: byRun
  };
  if (surfaceTotal !== undefined) {
    result.tool_surface_tokens = roundHalfUp(surfaceTotal / runs.length);
    if (correct > 0) result.tokens_per_correct = roundHalfUp(surfaceTotal / correct);
  } else if (count && runs.length === 0 && options.catalog) {
    result.tool_surface_tokens = surfaceTokens(
      options.catalog.tools.map((t) => t.tool),
      count
    );
  }
  const costs = runs.flatMap((r) => (typeof r.cost === 'number' && Number.isFinite(r.cost) ? [r.cost] : []));
  if (costs.length > 0) {
    result.cost = costs.reduce((a, b) => a + b, 0);
    if (correct > 0 && result.cost > 0) result.cost_per_correct = result.cost / correct;
  }
  return result;
}

function roundHalfUp(x: number): number {
  return Math.floor(x + 0.5);
}
