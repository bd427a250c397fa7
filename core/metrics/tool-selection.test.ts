import { describe, expect, it } from 'vitest';
import type { TraceRun } from '../trace/types.ts';
import { clampRuns, runTokens, scoreToolSelection } from './tool-selection.ts';

const SPEC = { expected_tool: 'get_weather', min_selection_rate: 0.8, max_total_tokens: 2000 };
const r = (tool: string | null, total?: number, server = 'weather'): TraceRun => ({
  calls: tool === null ? [] : [{ server, tool }],
  ...(total !== undefined ? { tokens: { total } } : {})
});

describe('pass^k tool selection', () => {
  it('selection rate, pass^k and the token median/max over the runs', () => {
    const runs = [
      r('get_weather', 1500),
      r('get_weather', 1540),
      r('search', 1400),
      r('get_weather', 1840),
      r('get_weather', 1600)
    ];
    const res = scoreToolSelection(SPEC, runs);
    expect(res).toMatchObject({
      runs: 5,
      selected: 4,
      selection_rate: 80,
      pass_k: 80,
      tokens: { median: 1540, max: 1840 },
      rate_met: true,
      budget_met: true,
      pass: true
    });
  });

  it('a selecting run over budget does not count toward pass^k, and fails the whole floor even at 100%', () => {
    const res = scoreToolSelection(SPEC, [r('get_weather', 1000), r('get_weather', 2001)]);
    expect(res).toMatchObject({ selection_rate: 100, pass_k: 50, over_budget: 1, budget_met: false, pass: false });
  });

  it('a run exactly at the budget is within it', () => {
    expect(scoreToolSelection(SPEC, [r('get_weather', 2000)]).pass).toBe(true);
  });

  it('the rate floor is inclusive of the exact ratio (8 of 10 meets 0.8; 7 of 10 does not)', () => {
    const mk = (k: number) => Array.from({ length: 10 }, (_, i) => r(i < k ? 'get_weather' : 'search', 100));
    expect(scoreToolSelection(SPEC, mk(8)).rate_met).toBe(true);
    expect(scoreToolSelection(SPEC, mk(7)).rate_met).toBe(false);
  });

  it('with no budget, pass^k equals the selection rate and a missing token count is harmless', () => {
    const res = scoreToolSelection({ expected_tool: 'get_weather', min_selection_rate: 0.5 }, [
      r('get_weather'),
      r('search', 5000)
    ]);
    expect(res).toMatchObject({
      selection_rate: 50,
      pass_k: 50,
      tokens: { median: 5000, max: 5000 },
      budget_met: true,
      pass: true
    });
    expect(res.max_total_tokens).toBeUndefined();
  });

  it('under a budget, a run with no token count cannot be shown within it: it fails the budget check', () => {
    const res = scoreToolSelection(SPEC, [r('get_weather', 100), r('get_weather')]);
    expect(res).toMatchObject({ no_token_count: 1, over_budget: 0, pass_k: 50, budget_met: false, pass: false });
  });

  it('no token counts at all leave median and max absent', () => {
    expect(scoreToolSelection({ expected_tool: 'x', min_selection_rate: 0 }, [r('x')]).tokens).toEqual({});
  });

  it('a run with no calls did not select', () => {
    expect(scoreToolSelection(SPEC, [r(null, 10)]).detail[0]).toMatchObject({ selected: false, called: [] });
  });

  it('no recorded runs count as one run (runs: 0 is clamped to 1) that selected nothing', () => {
    expect(scoreToolSelection(SPEC, [])).toMatchObject({ runs: 1, selected: 0, selection_rate: 0, pass: false });
    expect(clampRuns(0)).toBe(1);
    expect(clampRuns(-3)).toBe(1);
    expect(clampRuns(2.7)).toBe(2);
    expect(clampRuns(undefined)).toBe(1);
  });

  it('matches the expected tool by the member rule: bare on any server, qualified exactly', () => {
    expect(
      scoreToolSelection({ expected_tool: 'get_weather', min_selection_rate: 1 }, [r('get_weather', 1, 'other')])
        .selected
    ).toBe(1);
    expect(
      scoreToolSelection({ expected_tool: 'weather.get_weather', min_selection_rate: 1 }, [
        r('get_weather', 1, 'other')
      ]).selected
    ).toBe(0);
  });

  it.each([
    [{ total: 7 }, 7],
    [{ input: 3, output: 4 }, 7],
    [{ input: 3 }, 3],
    [{}, undefined],
    [undefined, undefined]
  ])('tokens %j count as %s', (tokens, want) => expect(runTokens({ tokens })).toBe(want));
});
