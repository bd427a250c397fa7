import { describe, expect, it } from 'vitest';
import type { TraceRun } from '../trace/types.ts';
import { coverageOf, scoreClaims } from './claims.ts';
import type { ClaimJudge } from './judge.ts';
import type { AtlasTask, ClaimResult } from './types.ts';

const scored = (...scores: Array<1 | 0.5 | 0 | null>): ClaimResult[] =>
  scores.map((score, i) => ({ claim: `c${i}`, score, evidence: '', by: score === null ? 'unscored' : 'check' }));

describe('coverageOf', () => {
  it.each([
    ['three of four claims reach the 0.75 threshold', [1, 1, 1, 0], 0.75, 'passed'],
    ['two and a half of four miss it', [1, 1, 0.5, 0], 0.625, 'failed'],
    ['all fulfilled', [1, 1], 1, 'passed'],
    ['nothing fulfilled', [0, 0, 0], 0, 'failed']
  ] as const)('%s', (_label, scores, coverage, status) => {
    const c = coverageOf(scored(...scores), 0.75);
    expect(c.coverage).toBe(coverage);
    expect(c.coverage_max).toBe(coverage);
    expect(c.status).toBe(status);
  });

  it('counts fulfilled, partial, missed and unscored claims', () => {
    expect(coverageOf(scored(1, 0.5, 0, null), 0.75)).toMatchObject({
      fulfilled: 1,
      partial: 1,
      missed: 1,
      unscored: 1
    });
  });

  it('bounds coverage when claims are unscored: lower counts them 0, upper counts them 1', () => {
    // 2 of 4 scored 1, 2 unscored: 0.5 <= coverage <= 1, so the 0.75 threshold is undecided.
    expect(coverageOf(scored(1, 1, null, null), 0.75)).toMatchObject({
      coverage: 0.5,
      coverage_max: 1,
      status: 'undecided'
    });
    // Already passing without the unscored claim.
    expect(coverageOf(scored(1, 1, 1, null), 0.75)).toMatchObject({ coverage: 0.75, status: 'passed' });
    // Failing even if the unscored claim were fulfilled.
    expect(coverageOf(scored(0, 0, 1, null), 0.75)).toMatchObject({ coverage_max: 0.5, status: 'failed' });
  });

  it('honours a task threshold other than the default', () => {
    expect(coverageOf(scored(1, 0.5), 0.7).status).toBe('passed');
    expect(coverageOf(scored(1, 0.5), 0.8).status).toBe('failed');
  });
});

const task: AtlasTask = {
  task_id: 't',
  prompt: 'p',
  tool_surface: ['a'],
  target_tools: ['a'],
  reference_trajectory: [],
  claims: [
    { claim: 'Paris is the capital', check: [{ contains: 'Paris' }], partial: [{ contains: 'France' }] },
    { claim: 'Judge me' }
  ],
  pass_threshold: 0.75
};
const run = (answer: string): TraceRun => ({ calls: [], answer });

describe('scoreClaims', () => {
  it('scores 1 on the full check, 0.5 on the partial check, 0 on neither', async () => {
    expect((await scoreClaims(task, run('Paris.'))).claims[0]).toMatchObject({ score: 1, by: 'check' });
    expect((await scoreClaims(task, run('Somewhere in France.'))).claims[0]).toMatchObject({ score: 0.5, by: 'check' });
    expect((await scoreClaims(task, run('Berlin.'))).claims[0]).toMatchObject({ score: 0, by: 'check' });
  });

  it('leaves a claim without a check unscored when no judge is configured', async () => {
    const r = await scoreClaims(task, run('Paris.'));
    expect(r.claims[1]).toEqual({
      claim: 'Judge me',
      score: null,
      evidence: 'no check and no judge configured',
      by: 'unscored'
    });
    expect(r).toMatchObject({ coverage: 0.5, coverage_max: 1, status: 'undecided' });
  });

  it('sends such a claim to the judge with the task, claim and answer', async () => {
    const seen: unknown[] = [];
    const judge: ClaimJudge = { judge: async (input) => (seen.push(input), { score: 0.5, evidence: 'half' }) };
    const r = await scoreClaims(task, run('Paris.'), { judge });
    expect(seen).toEqual([{ task_id: 't', prompt: 'p', claim: 'Judge me', answer: 'Paris.' }]);
    expect(r.claims[1]).toEqual({ claim: 'Judge me', score: 0.5, evidence: 'half', by: 'judge' });
    expect(r).toMatchObject({ coverage: 0.75, status: 'passed' });
  });

  it('reports a judge failure or an out-of-range score as unscored, not as a guess', async () => {
    const failing: ClaimJudge = { judge: async () => Promise.reject(new Error('quota')) };
    expect((await scoreClaims(task, run('x'), { judge: failing })).claims[1]).toMatchObject({
      score: null,
      evidence: 'judge failed: quota'
    });
    const odd: ClaimJudge = { judge: async () => ({ score: 0.7, evidence: '' }) };
    expect((await scoreClaims(task, run('x'), { judge: odd })).claims[1]).toMatchObject({
      score: null,
      by: 'unscored'
    });
  });
});
