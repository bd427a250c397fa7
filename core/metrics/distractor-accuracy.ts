/**
 * Distractor accuracy (the `distractors:` gate): does the agent still choose correctly when its tool
 * list is padded with look-alikes?
 *
 * - Every call counts, pooled over runs: a call matching a correct id is a correct hit, else a call
 *   matching a distractor id is a distractor hit, else it is out of scope and ignored. Ids match by
 *   the class-match rule (bare on any server, `server.tool` exactly).
 * - accuracy = chose_correct / (chose_correct + chose_distractor), an integer percent. Nothing in
 *   scope scores 0, except the vacuous case of no correct ids declared, which scores 100.
 * - chose_distractor: how many calls landed on a distractor (the headline failure signal).
 * - certified_lower: the one-sided 95% Clopper-Pearson lower bound on the per-run success rate,
 *   rounded down to a percent. A run succeeds when it chose at least one correct tool and no
 *   distractor; a run with no calls fails. One perfect run certifies 5.
 * - Which distractors: a run's own recorded `distractors` when present (what was really injected);
 *   otherwise they are regenerated from the block with the run's `seed` (else the block's, else 0).
 */
import { certifiedLower, clopperPearson } from '../stats/clopper-pearson.ts';
import { floorPercent, percent } from '../stats/percent.ts';
import type { Tool } from '../catalog/types.ts';
import type { TraceRun } from '../trace/types.ts';
import { IdMatcher } from './class-match.ts';
import { makeDistractors, type DistractorSource } from './distractor-source.ts';

export interface DistractorBlock {
  count: number;
  source: DistractorSource;
  correct: string[];
  /** Descriptive tag (serial, parallel, ...) used to group curves; it does not change the math. */
  complexity?: string;
  seed?: number;
}

export interface DistractorRunScore {
  run: number;
  chose_correct: number;
  chose_distractor: number;
  success: boolean;
  distractors: string[];
  distractors_from: 'trace' | 'generated';
}

export interface DistractorCounts {
  chose_correct: number;
  chose_distractor: number;
  chose_in_scope: number;
  successes: number;
  runs: number;
}

export interface DistractorResult extends DistractorCounts {
  accuracy: number;
  certified_lower: number;
  /** Two-sided 95% exact interval on the per-run success rate, as rates 0..1, for reports. */
  success_interval: { lower: number; upper: number };
  vacuous: boolean;
  /** Generated sets that fell short of `count` (the pool ran out), as "run N: made X of Y". */
  shortfalls: string[];
  detail: DistractorRunScore[];
}

export interface DistractorOptions {
  /** Real tool names or definitions: generated distractors never take these names. */
  real?: ReadonlyArray<string | Tool>;
}

export function scoreDistractors(
  block: DistractorBlock,
  runs: readonly TraceRun[],
  options: DistractorOptions = {}
): DistractorResult {
  const correct = new IdMatcher(block.correct);
  const generated = new Map<number, { ids: string[]; shortfall: number }>();
  const generate = (seed: number) => {
    let hit = generated.get(seed);
    if (!hit) {
      const set = makeDistractors({
        source: block.source,
        count: block.count,
        seed,
        real: [...(options.real ?? []), ...block.correct]
      });
      hit = { ids: set.ids, shortfall: set.shortfall };
      generated.set(seed, hit);
    }
    return hit;
  };
  const shortfalls: string[] = [];
  const matchers = new Map<string[], IdMatcher>();
  const detail = runs.map((run, i): DistractorRunScore => {
    let ids: string[];
    let from: 'trace' | 'generated';
    if (Array.isArray(run.distractors)) {
      ids = run.distractors;
      from = 'trace';
    } else {
      const set = generate(run.seed ?? block.seed ?? 0);
      ids = set.ids;
      from = 'generated';
      if (set.shortfall > 0) shortfalls.push(`run ${i + 1}: made ${ids.length} of ${block.count}`);
    }
    let distractor = matchers.get(ids);
    if (!distractor) matchers.set(ids, (distractor = new IdMatcher(ids)));
    let c = 0;
    let d = 0;
    for (const call of run.calls) {
      if (correct.matches(call)) c++;
      else if (distractor.matches(call)) d++;
    }
    return {
      run: i + 1,
      chose_correct: c,
      chose_distractor: d,
      success: c > 0 && d === 0,
      distractors: ids,
      distractors_from: from
    };
  });
  const counts = sumDistractorCounts(detail);
  return { ...counts, ...distractorPercents(counts, block.correct.length === 0), shortfalls, detail };
}

export function sumDistractorCounts(
  detail: readonly Pick<DistractorRunScore, 'chose_correct' | 'chose_distractor' | 'success'>[]
): DistractorCounts {
  let chose_correct = 0;
  let chose_distractor = 0;
  let successes = 0;
  for (const r of detail) {
    chose_correct += r.chose_correct;
    chose_distractor += r.chose_distractor;
    if (r.success) successes++;
  }
  return {
    chose_correct,
    chose_distractor,
    chose_in_scope: chose_correct + chose_distractor,
    successes,
    runs: detail.length
  };
}

/** accuracy, certified_lower and the success interval from pooled counts. */
export function distractorPercents(
  counts: DistractorCounts,
  noCorrectIds: boolean
): Pick<DistractorResult, 'accuracy' | 'certified_lower' | 'success_interval' | 'vacuous'> {
  const vacuous = noCorrectIds && counts.chose_in_scope === 0;
  return {
    accuracy: vacuous ? 100 : percent(counts.chose_correct, counts.chose_in_scope),
    certified_lower: floorPercent(certifiedLower(counts.successes, counts.runs)),
    success_interval: clopperPearson(counts.successes, counts.runs),
    vacuous
  };
}
