/**
 * Claims-based scoring. Each claim scores 1 (its check passes), 0.5 (only its `partial` check
 * passes) or 0; a claim without checks goes to the judge. Coverage = sum of scores / number of
 * claims, and a run passes when coverage >= the task's threshold.
 *
 * Unscored claims (no checker and no judge, a judge failure, a regex that could not run) are never
 * guessed. Coverage counts them as 0, which makes it a lower bound; `coverage_max` counts them as 1.
 * The run passes when even the lower bound reaches the threshold, fails when even the upper bound
 * does not, and is `undecided` in between. With every claim scored the two bounds are equal.
 */
import type { TraceRun } from '../trace/types.ts';
import { runChecks, type RegexEvaluator } from './checks.ts';
import { isClaimScore, type ClaimJudge } from './judge.ts';
import type { AtlasTask, ClaimResult, RunStatus } from './types.ts';

export interface ClaimScoringOptions {
  judge?: ClaimJudge;
  regex?: RegexEvaluator;
}

/** Float sums such as 0.5 + 0.25 must not miss a threshold by rounding. */
const EPSILON = 1e-9;

export async function scoreClaim(
  task: AtlasTask,
  index: number,
  run: TraceRun,
  options: ClaimScoringOptions
): Promise<ClaimResult> {
  const claim = task.claims[index];
  if (claim.check) {
    const full = await runChecks(claim.check, run, options.regex);
    if (!full.ok) return { claim: claim.claim, score: null, evidence: full.error, by: 'unscored' };
    if (full.pass) return { claim: claim.claim, score: 1, evidence: full.evidence, by: 'check' };
    if (claim.partial) {
      const weak = await runChecks(claim.partial, run, options.regex);
      if (!weak.ok) return { claim: claim.claim, score: null, evidence: weak.error, by: 'unscored' };
      if (weak.pass) return { claim: claim.claim, score: 0.5, evidence: `partial: ${weak.evidence}`, by: 'check' };
    }
    return { claim: claim.claim, score: 0, evidence: full.evidence, by: 'check' };
  }
  if (!options.judge)
    return { claim: claim.claim, score: null, evidence: 'no check and no judge configured', by: 'unscored' };
  try {
    const verdict = await options.judge.judge({
      task_id: task.task_id,
      prompt: task.prompt,
      claim: claim.claim,
      answer: run.answer ?? ''
    });
    if (!isClaimScore(verdict.score))
      return {
        claim: claim.claim,
        score: null,
        evidence: `the judge returned score ${JSON.stringify(verdict.score)}; expected 0, 0.5 or 1`,
        by: 'unscored'
      };
    return { claim: claim.claim, score: verdict.score, evidence: String(verdict.evidence ?? ''), by: 'judge' };
  } catch (e) {
    return { claim: claim.claim, score: null, evidence: `judge failed: ${(e as Error).message}`, by: 'unscored' };
  }
}

export interface Coverage {
  coverage: number;
  coverage_max: number;
  status: Exclude<RunStatus, 'excluded'>;
  fulfilled: number;
  partial: number;
  missed: number;
  unscored: number;
}

export function coverageOf(results: readonly ClaimResult[], threshold: number): Coverage {
  let sum = 0;
  let unscored = 0;
  let fulfilled = 0;
  let partial = 0;
  let missed = 0;
  for (const r of results) {
    if (r.score === null) unscored++;
    else {
      sum += r.score;
      if (r.score === 1) fulfilled++;
      else if (r.score === 0.5) partial++;
      else missed++;
    }
  }
  const n = results.length;
  const coverage = n === 0 ? 0 : sum / n;
  const coverage_max = n === 0 ? 0 : (sum + unscored) / n;
  const status =
    coverage + EPSILON >= threshold ? 'passed' : coverage_max + EPSILON < threshold ? 'failed' : 'undecided';
  return { coverage, coverage_max, status, fulfilled, partial, missed, unscored };
}

export async function scoreClaims(
  task: AtlasTask,
  run: TraceRun,
  options: ClaimScoringOptions = {}
): Promise<{ claims: ClaimResult[] } & Coverage> {
  const claims: ClaimResult[] = [];
  // Sequential on purpose: an external judge is a process per claim, and order keeps reports stable.
  for (let i = 0; i < task.claims.length; i++) claims.push(await scoreClaim(task, i, run, options));
  return { claims, ...coverageOf(claims, task.pass_threshold) };
}
