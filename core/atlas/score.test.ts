import { describe, expect, it } from 'vitest';
import { harnessErrorOf, report, scoreAtlas, summarise } from './score.ts';
import type { AtlasRunResult, AtlasTask } from './types.ts';

const result = (over: Partial<AtlasRunResult>): AtlasRunResult => ({
  task_id: 't',
  run: 0,
  status: 'passed',
  coverage: 1,
  coverage_max: 1,
  threshold: 0.75,
  claims: [],
  fulfilled: 0,
  partial: 0,
  missed: 0,
  unscored: 0,
  discovery: { precision: 1, recall: 1, called: [], missed_targets: [], extra_tools: [] },
  ...over
});

describe('summarise', () => {
  it('gives null figures, not 0, when nothing was scored', () => {
    expect(summarise('all', [])).toMatchObject({
      runs: 0,
      scored: 0,
      pass_rate: null,
      mean_coverage: null,
      discovery_precision: null,
      discovery_recall: null
    });
    expect(summarise('all', [result({ status: 'excluded' })])).toMatchObject({ runs: 1, excluded: 1, pass_rate: null });
  });

  it('counts undecided runs as not passed and leaves excluded runs out of every mean', () => {
    const s = summarise('all', [
      result({ status: 'passed', coverage: 1 }),
      result({
        status: 'undecided',
        coverage: 0.5,
        discovery: { precision: 0.5, recall: 0.5, called: [], missed_targets: [], extra_tools: [] }
      }),
      result({ status: 'excluded', coverage: 0 })
    ]);
    expect(s).toMatchObject({
      runs: 3,
      scored: 2,
      excluded: 1,
      passed: 1,
      undecided: 1,
      pass_rate: 0.5,
      mean_coverage: 0.75,
      discovery_precision: 0.75,
      discovery_recall: 0.75
    });
  });
});

describe('report', () => {
  it('stratifies by domain and by each tag, a run counted once per stratum', () => {
    const r = report([
      result({ domain: 'Financial', tags: ['Financial', 'multi-server'] }),
      result({ domain: 'Coding', status: 'failed', coverage: 0.25, failure_class: 'response_quality' }),
      result({})
    ]);
    expect(r.strata.map((s) => [s.name, s.runs])).toEqual([
      ['Coding', 1],
      ['Financial', 1],
      ['multi-server', 1]
    ]);
    expect(r.overall.runs).toBe(3);
    expect(r.failures.find((f) => f.category === 'response_quality')).toEqual({
      category: 'response_quality',
      count: 1,
      percent: 100
    });
  });
});

describe('harnessErrorOf', () => {
  it.each([
    [{ calls: [], harness_error: 'server exited' }, 'server exited'],
    [{ calls: [], harness_errors: ['a', 'b'] }, 'a; b'],
    [{ calls: [], harness_error: '' }, undefined],
    [{ calls: [] }, undefined]
  ])('reads %j', (run, expected) => {
    expect(harnessErrorOf(run)).toBe(expected);
  });

  it('asks the harnessError option too', () => {
    expect(
      harnessErrorOf(
        { calls: [{ tool: 'x', isError: true, error: 'ECONNREFUSED' }] },
        {
          harnessError: (run) => (run.calls.some((c) => c.error?.includes('ECONNREFUSED')) ? 'server down' : undefined)
        }
      )
    ).toBe('server down');
  });
});

describe('scoreAtlas', () => {
  const task = (id: string): AtlasTask => ({
    task_id: id,
    prompt: 'p',
    tool_surface: ['a'],
    target_tools: ['a'],
    reference_trajectory: [],
    claims: [{ claim: 'says yes', check: [{ contains: 'yes' }] }],
    pass_threshold: 0.75
  });

  it('ties runs to tasks by task_id and reports an unknown one', async () => {
    const r = await scoreAtlas([task('x'), task('y')], {
      runs: [
        { task_id: 'y', calls: [{ tool: 'a' }], answer: 'yes' },
        { task_id: 'z', calls: [] }
      ]
    });
    expect(r.results.map((x) => [x.task_id, x.run, x.status])).toEqual([['y', 0, 'passed']]);
    expect(r.diagnostics).toEqual([
      {
        message: "run 1 names task 'z', which is not among the tasks",
        expected: 'a task_id of one of: x, y',
        pointer: '/runs/1/task_id'
      }
    ]);
  });

  it('classifies only failed runs', async () => {
    const r = await scoreAtlas([task('x')], {
      runs: [
        { calls: [{ tool: 'a' }], answer: 'no' },
        { calls: [{ tool: 'a' }], answer: 'yes' }
      ]
    });
    expect(r.results.map((x) => x.failure_class)).toEqual(['task_understanding', undefined]);
  });
});
