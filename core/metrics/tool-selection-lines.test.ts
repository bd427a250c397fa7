import { describe, expect, it } from 'vitest';
import type { TraceRun } from '../trace/types.ts';
import { scoreToolSelection } from './tool-selection.ts';
import { toolSelectionFloorLines, toolSelectionLines, toolSelectionSummaryLine } from './tool-selection-lines.ts';

const SPEC = { expected_tool: 'get_weather', min_selection_rate: 0.8, max_total_tokens: 2000 };
// `search` is recorded without a server (as in the reference's output), `get_weather` with one.
const r = (tool: string | null, total?: number): TraceRun => ({
  calls: tool === null ? [] : [tool === 'search' ? { tool } : { server: 'weather', tool }],
  ...(total !== undefined ? { tokens: { total } } : {})
});
const LABEL = 'weather selection';

describe('tool-selection lines: the reference output', () => {
  it('the PASS line: selection 9/10 (90%), pass^k 90%, tokens 1520 median / 1840 max', () => {
    const totals = [1400, 1450, 1480, 1500, 1510, 1530, 1600, 1700, 1800, 1840]; // middle pair 1510/1530 -> 1520
    const runs = totals.map((t, i) => r(i === 6 ? 'search' : 'get_weather', t));
    const res = scoreToolSelection(SPEC, runs);
    expect(toolSelectionLines(LABEL, res)).toEqual([
      'tool-selection floor [PASS] weather selection: selection 9/10 (90%), pass^k 90%, tokens 1520 median / 1840 max'
    ]);
  });

  it('the FLOOR lines: rate 60% below 80% (6 of 10), 3 of 10 over the 2000-token budget (worst 3120), then each missed run', () => {
    // Runs 1-10: run 4 is over budget at 2400, run 7 called search; six runs select the tool in all.
    const runs = [
      r('get_weather', 1500),
      r('get_weather', 1600),
      r('get_weather', 3120),
      r('get_weather', 2400),
      r('search', 1200),
      r('get_weather', 1700),
      r('search', 1300),
      r('get_weather', 2100),
      r(null, 900),
      r('search', 1000)
    ];
    const res = scoreToolSelection(SPEC, runs);
    const lines = toolSelectionLines(LABEL, res);
    expect(lines[0]).toBe(
      'tool-selection floor [FAIL] weather selection: selection 6/10 (60%), pass^k 30%, tokens 1550 median / 3120 max'
    );
    expect(lines.slice(1)).toEqual([
      'FLOOR weather selection: selection rate 60% is below the 80% floor (6 of 10 runs selected `get_weather`)',
      'FLOOR weather selection: 3 of 10 runs exceeded the 2000-token budget (worst run 3120 tokens)',
      'run 3: 3120 tokens, over budget',
      'run 4: 2400 tokens, over budget',
      'run 5: did not select `get_weather`, called search',
      'run 7: did not select `get_weather`, called search',
      'run 8: 2100 tokens, over budget',
      'run 9: did not select `get_weather`, called nothing',
      'run 10: did not select `get_weather`, called search'
    ]);
  });

  it('prints the called tools by qualified id, distinct, in call order', () => {
    const res = scoreToolSelection(SPEC, [
      {
        calls: [{ server: 'google', tool: 'search' }, { tool: 'fetch' }, { server: 'google', tool: 'search' }],
        tokens: { total: 10 }
      }
    ]);
    expect(toolSelectionFloorLines(LABEL, res)).toContain(
      'run 1: did not select `get_weather`, called google.search, fetch'
    );
  });
});

describe('tool-selection lines: edge cases', () => {
  it('a passing floor prints only the summary line', () => {
    expect(toolSelectionFloorLines(LABEL, scoreToolSelection(SPEC, [r('get_weather', 10)]))).toEqual([]);
  });

  it('no budget and no token counts: `tokens unknown`, and no budget lines', () => {
    const res = scoreToolSelection({ expected_tool: 'get_weather', min_selection_rate: 1 }, [r('search')]);
    expect(toolSelectionLines(LABEL, res)).toEqual([
      'tool-selection floor [FAIL] weather selection: selection 0/1 (0%), pass^k 0%, tokens unknown',
      'FLOOR weather selection: selection rate 0% is below the 100% floor (0 of 1 runs selected `get_weather`)',
      'run 1: did not select `get_weather`, called search'
    ]);
  });

  it('under a budget, runs with no token count get a FLOOR line and a run line', () => {
    const res = scoreToolSelection(SPEC, [r('get_weather', 100), r('get_weather')]);
    expect(toolSelectionFloorLines(LABEL, res)).toEqual([
      'FLOOR weather selection: 1 of 2 runs recorded no token count, so the 2000-token budget cannot be checked',
      'run 2: no token count, budget unchecked'
    ]);
  });

  it('a run that missed both ways gets one line joined by "; "', () => {
    const res = scoreToolSelection(SPEC, [r('search', 2500)]);
    expect(toolSelectionFloorLines(LABEL, res).at(-1)).toBe(
      'run 1: did not select `get_weather`, called search; 2500 tokens, over budget'
    );
  });

  it('a fractional floor prints as written (0.755 -> 75.5%)', () => {
    const res = scoreToolSelection({ expected_tool: 'get_weather', min_selection_rate: 0.755 }, [r('search', 1)]);
    expect(toolSelectionFloorLines(LABEL, res)[0]).toContain('below the 75.5% floor');
  });

  it('no recorded runs: the floor fails as 0 of 1 and says no run was recorded', () => {
    const res = scoreToolSelection(SPEC, []);
    expect(toolSelectionLines(LABEL, res)).toEqual([
      'tool-selection floor [FAIL] weather selection: selection 0/1 (0%), pass^k 0%, tokens unknown',
      'FLOOR weather selection: selection rate 0% is below the 80% floor (0 of 1 runs selected `get_weather`)',
      'run 1: no run was recorded'
    ]);
  });

  it('the summary line is a function of the result alone', () => {
    const res = scoreToolSelection(SPEC, [r('get_weather', 10), r('get_weather', 20)]);
    expect(toolSelectionSummaryLine('x [gpt-5]', res)).toBe(
      'tool-selection floor [PASS] x [gpt-5]: selection 2/2 (100%), pass^k 100%, tokens 15 median / 20 max'
    );
  });
});
