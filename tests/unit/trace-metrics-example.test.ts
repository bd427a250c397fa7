/**
 * examples/traces/canonical-weather.json scored with every metric. The expected figures are worked
 * out by hand from the five recorded runs (see the comments), not copied from the output.
 *
 * Runs: 1 maps.geocode, weather.get_weather (1520 tokens)
 *       2 weather.get_weather (1401)
 *       3 web.search, weather.get_weather_v2 (isError), weather.get_weather (3120)
 *       4 web.search (1685)
 *       5 maps.geocode (error, empty args), maps.geocode, weather.get_weather (1840)
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseTraceText } from '#core/trace/parse-trace';
import type { Trace } from '#core/trace/types';
import { loadEncoders, type Encoders } from '#core/tokens/encoders';
import { selectionF1 } from '#core/metrics/selection-f1';
import { scoreToolSelection } from '#core/metrics/tool-selection';
import { toolSelectionLines } from '#core/metrics/tool-selection-lines';
import { scoreDistractors } from '#core/metrics/distractor-accuracy';
import { distractorCurve } from '#core/metrics/distractor-curve';
import { scoreOrchestration } from '#core/metrics/orchestration';
import { scoreTokenEfficiency } from '#core/metrics/token-efficiency';

const FILE = 'examples/traces/canonical-weather.json';
const CLASSES = [
  { name: 'weather', members: ['get_weather', 'openmeteo.forecast'] },
  { name: 'geocode', members: ['maps.geocode'] }
];

let trace: Trace;
let encoders: Encoders;
beforeAll(async () => {
  const parsed = parseTraceText(readFileSync(FILE, 'utf8'), { file: FILE });
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('\n'));
  trace = parsed.trace;
  encoders = await loadEncoders();
});

describe('the canonical weather trace', () => {
  it('parses into five runs', () => expect(trace.runs).toHaveLength(5));

  it('selection F1: TP 2+1+1+0+2 = 6, FP 0+0+2+1+0 = 3, FN 0+1+1+2+0 = 4 -> 67 / 60 / 63', () => {
    expect(selectionF1(CLASSES, trace.runs)).toMatchObject({
      tp: 6,
      fp: 3,
      fn: 4,
      precision: 67,
      recall: 60,
      f1: 63,
      missed_classes: ['weather', 'geocode'],
      unexpected_tools: ['web.search', 'weather.get_weather_v2']
    });
  });

  it('pass^k: 4 of 5 select get_weather (meets 80%), run 3 breaks the 2000-token budget', () => {
    const res = scoreToolSelection(
      { expected_tool: 'get_weather', min_selection_rate: 0.8, max_total_tokens: 2000 },
      trace.runs
    );
    expect(res).toMatchObject({
      selected: 4,
      selection_rate: 80,
      pass_k: 60,
      tokens: { median: 1685, max: 3120 },
      rate_met: true,
      budget_met: false,
      pass: false
    });
    expect(toolSelectionLines('weather in Sacramento', res)).toEqual([
      'tool-selection floor [FAIL] weather in Sacramento: selection 4/5 (80%), pass^k 60%, tokens 1685 median / 3120 max',
      'FLOOR weather in Sacramento: 1 of 5 runs exceeded the 2000-token budget (worst run 3120 tokens)',
      'run 3: 3120 tokens, over budget',
      'run 4: did not select `get_weather`, called web.search'
    ]);
  });

  it('distractors (recorded in the trace): 4 correct, 1 distractor -> 80; 3 of 5 runs succeed -> certified 18', () => {
    const res = scoreDistractors(
      { count: 2, source: { from: 'near_duplicate', of: ['get_weather'] }, correct: ['weather.get_weather'] },
      trace.runs
    );
    expect(res).toMatchObject({
      chose_correct: 4,
      chose_distractor: 1,
      accuracy: 80,
      successes: 3,
      runs: 5,
      certified_lower: 18
    });
    expect(res.detail.every((d) => d.distractors_from === 'trace')).toBe(true);
  });

  it('distractor curve: one point at count 2 under its complexity tag', () => {
    const curve = distractorCurve([
      {
        block: { count: 2, source: { from: 'catalog' }, correct: ['weather.get_weather'], complexity: 'serial' },
        runs: trace.runs
      }
    ]);
    expect(curve).toEqual([{ complexity: 'serial', points: [expect.objectContaining({ count: 2, accuracy: 80 })] }]);
  });

  it('orchestration: discovery 60, parameterization 9/10, syntax 100, recovery 1/2, efficiency mean(1, 1, 2/3, 1, 2/3) = 87', () => {
    expect(scoreOrchestration(CLASSES, trace.runs)).toMatchObject({
      discovery: 60,
      parameterization: 90,
      syntax: 100,
      error_recovery: 50,
      efficiency: 87
    });
  });

  it('token efficiency: F1 63 (grade D), 6 correct, cost $0.0509, surface counted with cl100k', () => {
    const res = scoreTokenEfficiency(CLASSES, trace.runs, { countTokens: encoders.cl100k });
    const surface = trace.runs[0].surface!.reduce<number>((sum, t) => {
      if (typeof t === 'string') throw new Error('expected definitions');
      return (
        sum +
        encoders.cl100k(t.name) +
        encoders.cl100k(String(t.description)) +
        encoders.cl100k(JSON.stringify(t.inputSchema))
      );
    }, 0);
    expect(res).toMatchObject({
      f1: 63,
      grade: 'D',
      correct_selections: 6,
      tool_surface_tokens: surface,
      tokens_per_correct: Math.round((5 * surface) / 6)
    });
    expect(res.cost).toBeCloseTo(0.0509, 10);
    expect(res.cost_per_correct).toBeCloseTo(0.0509 / 6, 10);
  });
});
