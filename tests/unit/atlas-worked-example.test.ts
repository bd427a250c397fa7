/**
 * The method's worked example (geo-weather-001, the PyTorch headquarters task: four claims,
 * threshold 0.75), scored end to end from real-format traces: one fulfils three claims (0.75,
 * passes), the other two and half of a third (0.625, fails).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAtlasTasksText } from '#core/atlas/task';
import { scoreAtlas, scoreAtlasRun } from '#core/atlas/score';
import { surfaceShapeWarnings } from '#core/atlas/surface-shape';
import { importTrace } from '#core/trace/importers/index';
import { createNodeRegexEvaluator } from '../../src/node/judge/regex-evaluator.ts';

const read = (name: string) => readFileSync(new URL(`../../examples/atlas/${name}`, import.meta.url), 'utf8');
const regex = createNodeRegexEvaluator();

function task() {
  const r = parseAtlasTasksText(read('geo-weather-001.task.json'));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.tasks[0];
}
function run(file: string) {
  const r = importTrace(read(file));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.trace.runs[0];
}

describe('geo-weather-001 (the method worked example)', () => {
  it('loads with the four claims, the four targets and a threshold of 0.75', () => {
    const t = task();
    expect(t.claims).toHaveLength(4);
    expect(t.target_tools).toEqual([
      'brave_search',
      'google-maps_geocode',
      'weather_get_forecast',
      'google-maps_distance_matrix'
    ]);
    expect(t.pass_threshold).toBe(0.75);
  });

  it('scores the trace that fulfils three claims at 0.75 and passes', async () => {
    const r = await scoreAtlasRun(task(), run('geo-weather-001.three-claims.openai.json'), 0, { regex });
    expect(r.claims.map((c) => c.score)).toEqual([1, 1, 0, 1]);
    expect(r).toMatchObject({
      coverage: 0.75,
      coverage_max: 0.75,
      status: 'passed',
      fulfilled: 3,
      partial: 0,
      missed: 1,
      unscored: 0
    });
    expect(r.failure_class).toBeUndefined();
    expect(r.discovery).toMatchObject({ precision: 1, recall: 1 });
  });

  it('scores the trace that fulfils two claims and half of a third at 0.625 and fails on tool usage', async () => {
    const r = await scoreAtlasRun(task(), run('geo-weather-001.two-and-a-half.anthropic.json'), 0, { regex });
    expect(r.claims.map((c) => c.score)).toEqual([1, 1, 0.5, 0]);
    expect(r.claims[2].evidence).toBe("partial: matched 'sunny'");
    expect(r).toMatchObject({ coverage: 0.625, status: 'failed', fulfilled: 2, partial: 1, missed: 1 });
    // It never asked for the driving distance: a target tool left uncalled.
    expect(r.failure_class).toBe('tool_usage');
    expect(r.discovery).toMatchObject({ precision: 1, recall: 0.75, missed_targets: ['google-maps_distance_matrix'] });
  });

  it('reports both runs stratified by domain and tag, with the failure distribution', async () => {
    const trace = {
      runs: [run('geo-weather-001.three-claims.openai.json'), run('geo-weather-001.two-and-a-half.anthropic.json')]
    };
    expect(trace.runs.every((r) => r.task_id === 'geo-weather-001')).toBe(true);
    const report = await scoreAtlas([task()], trace, { regex });
    expect(report.overall).toMatchObject({
      runs: 2,
      scored: 2,
      passed: 1,
      failed: 1,
      pass_rate: 0.5,
      mean_coverage: 0.6875,
      discovery_precision: 1,
      discovery_recall: 0.875
    });
    expect(report.strata.map((s) => s.name)).toEqual(['Basic', 'geo', 'multi-server']);
    expect(report.failures).toEqual([
      { category: 'tool_usage', count: 1, percent: 100 },
      { category: 'task_understanding', count: 0, percent: 0 },
      { category: 'response_quality', count: 0, percent: 0 },
      { category: 'logical_error', count: 0, percent: 0 }
    ]);
  });

  it('warns that its eight-tool surface is smaller than the method designs', () => {
    expect(surfaceShapeWarnings(task()).map((w) => w.message)).toEqual([
      "task 'geo-weather-001' has 8 tools on its surface; the method uses 10-25",
      "task 'geo-weather-001' has 4 distractors; the method uses 5-10"
    ]);
  });

  it('excludes a run whose server failed instead of penalising it', async () => {
    const broken = {
      ...run('geo-weather-001.two-and-a-half.anthropic.json'),
      harness_error: 'weather server container exited (code 137)'
    };
    const report = await scoreAtlas([task()], { runs: [broken] }, { regex });
    expect(report.results[0]).toMatchObject({
      status: 'excluded',
      harness_error: 'weather server container exited (code 137)'
    });
    expect(report.overall).toMatchObject({ runs: 1, scored: 0, excluded: 1, pass_rate: null, mean_coverage: null });
    expect(report.failures).toEqual([]);
  });
});
