/**
 * Every composition example of the reference, on recorded tool results, with its numbers:
 * 3/4 = 0.75 weighted score, the 2/3 = 0.667 assert-set, 3 of 4 checks = 0.75, the defaultTest
 * merge, and the 0.667 derived metric that fails its 0.7 threshold.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { loadSuiteText, suiteFiles } from '#core/suite/load';
import { runSuite } from '#core/suite/run';
import type { SuiteReport, TestResult } from '#core/suite/report-types';
import { formatSuiteJson } from '#core/suite/format-text';

async function runFile(file: string): Promise<SuiteReport> {
  const l = loadSuiteText(readFileSync(file, 'utf8'), { file });
  if (!l.ok) throw new Error(JSON.stringify(l.errors));
  const files = Object.fromEntries(
    suiteFiles(l.suite).map((r) => [r.path, { text: readFileSync(`examples/suites/${r.path}`, 'utf8') }])
  );
  return runSuite(l.suite, { files });
}

async function runText(yaml: string): Promise<SuiteReport> {
  const l = loadSuiteText(yaml, { file: 'inline.yml' });
  if (!l.ok) throw new Error(JSON.stringify(l.errors));
  return runSuite(l.suite);
}

const test0 = (r: SuiteReport, name: string): TestResult => r.tests.find((t) => t.name === name)!;

describe('suite-composition.yml (the reference examples)', () => {
  test('per-assertion weight: isError (3) passes, contains "rust" (1) fails -> 3/4 = 0.75 clears 0.7', async () => {
    const t = test0(await runFile('examples/suites/suite-composition.yml'), 'search returns a useful result');
    expect(t.assertions.map((a) => a.pass)).toEqual([true, false]);
    expect(t.score).toBe(0.75);
    expect(t.verdict).toBe('pass');
  });

  test('assert-set: 2 of 3 keywords = 0.667 clears the set threshold 0.6, so the legacy test passes with no score field', async () => {
    const t = test0(await runFile('examples/suites/suite-composition.yml'), 'response mentions enough of the keywords');
    const set = t.assertions[0];
    expect(set.kind).toBe('set');
    if (set.kind !== 'set') return;
    expect(set.score).toBeCloseTo(0.667, 3);
    expect(set.pass).toBe(true);
    expect(t.verdict).toBe('pass');
    expect('score' in t).toBe(false);
    expect('derived_metrics' in t).toBe(false);
  });

  test('test threshold: 3 of 4 equal-weight checks = 0.75, inclusive at 0.75', async () => {
    const t = test0(await runFile('examples/suites/suite-composition.yml'), 'three of four checks is good enough');
    expect(t.assertions.map((a) => a.pass)).toEqual([true, true, true, false]);
    expect(t.score).toBe(0.75);
    expect(t.verdict).toBe('pass');
  });

  test('derivedMetrics: quality = (1*2 + 0*1)/3 = 0.667 < 0.7 fails the test although 0.5 meets the test threshold', async () => {
    const t = test0(await runFile('examples/suites/suite-composition.yml'), 'blended quality score');
    expect(t.score).toBe(0.5);
    expect(t.derived_metrics).toHaveLength(1);
    expect(t.derived_metrics![0].value).toBeCloseTo(0.667, 3);
    expect(t.derived_metrics![0]).toMatchObject({ name: 'quality', threshold: 0.7, passed: false });
    expect(t.verdict).toBe('fail');
    expect(t.reason).toBe('derived metric quality = 0.667 is below its threshold 0.7');
  });

  test('the rollup has a mean and a count per derived metric name', async () => {
    const r = await runFile('examples/suites/suite-composition.yml');
    expect(Object.keys(r.rollups)).toEqual(['quality']);
    expect(r.rollups.quality.count).toBe(1);
    expect(r.rollups.quality.mean).toBeCloseTo(0.667, 3);
  });
});

describe('default-test.yml (defaultTest merge)', () => {
  test('the first test gets its own assertion then the baseline, and inherits threshold 0.8', async () => {
    const t = test0(await runFile('examples/suites/default-test.yml'), 'inherits the baseline');
    expect(t.assertions.map((a) => (a.kind === 'assertion' ? [a.target, a.origin] : []))).toEqual([
      ['result.items', 'test'],
      ['result.isError', 'defaultTest']
    ]);
    expect(t.threshold).toBe(0.8);
    expect(t.score).toBe(1);
  });

  test('the second test keeps its own 0.5 threshold: the error result scores 0.5 and passes', async () => {
    const t = test0(await runFile('examples/suites/default-test.yml'), 'overrides the threshold');
    expect(t.assertions).toHaveLength(2);
    expect(t.threshold).toBe(0.5);
    expect(t.score).toBe(0.5);
    expect(t.verdict).toBe('pass');
  });
});

describe('composition rules beyond the examples', () => {
  const recorded = 'recorded: { content: [{ type: text, text: "Sources: two" }] }';

  test('without a threshold, weights are inert: one failing assertion fails the test', async () => {
    const r = await runText(
      `tools:\n  - name: t\n    tool: x\n    ${recorded}\n    expect:\n      - { target: result.isError, matcher: { exact: false }, weight: 100 }\n      - { target: "result.content[0].text", matcher: { contains: nope }, weight: 0.01 }\n`
    );
    expect(r.tests[0].verdict).toBe('fail');
    expect(formatSuiteJson(r)).not.toContain('"score"');
  });

  test('a failing assert-set adds zero; the set counts as one unit of its weight', async () => {
    const r = await runText(
      `tools:\n  - name: t\n    tool: x\n    ${recorded}\n    threshold: 0.5\n    expect:\n      - { target: result.isError, matcher: { exact: false } }\n      - assert-set:\n          weight: 3\n          assertions:\n            - { target: "result.content[0].text", matcher: { contains: Sources } }\n            - { target: "result.content[0].text", matcher: { contains: three } }\n`
    );
    // The set's default threshold is 1: one of two fails it, so the score is 1/(1+3) = 0.25.
    expect(r.tests[0].score).toBe(0.25);
    expect(r.tests[0].verdict).toBe('fail');
  });

  test('derived metrics chain on earlier ones, read assert-set pass-fractions, and report unknown names as 0', async () => {
    const r = await runText(
      `tools:\n  - name: t\n    tool: x\n    ${recorded}\n    expect:\n      - { target: result.isError, matcher: { exact: false }, name: ok }\n      - assert-set:\n          name: words\n          threshold: 0.5\n          assertions:\n            - { target: "result.content[0].text", matcher: { contains: Sources } }\n            - { target: "result.content[0].text", matcher: { contains: three } }\n    derivedMetrics:\n      - name: base\n        value: { weighted_sum: [{ ref: ok, weight: 2 }, { ref: words }] }\n      - name: chained\n        value: { weighted_average: [{ ref: base }, { ref: typo_name }] }\n`
    );
    const t = r.tests[0];
    expect(t.derived_metrics).toEqual([
      { name: 'base', value: 2.5 },
      { name: 'chained', value: 1.25, unknown_refs: ['typo_name'] }
    ]);
    expect(t.verdict).toBe('pass');
    expect(r.rollups).toEqual({ base: { mean: 2.5, count: 1 }, chained: { mean: 1.25, count: 1 } });
  });

  test('a target that resolves to nothing fails and names the missing segment', async () => {
    const r = await runText(
      `tools:\n  - name: t\n    tool: x\n    ${recorded}\n    expect:\n      - { target: "result.content[2].text", matcher: { exact: x } }\n`
    );
    const a = r.tests[0].assertions[0];
    expect(a.kind === 'assertion' && a.reason).toBe('result.content[2] resolves to nothing: result.content has 1 item');
    expect(a.kind === 'assertion' && 'actual' in a).toBe(false);
  });

  test('tests needing a live server or model are skipped with the reason', async () => {
    const r = await runText(
      'servers:\n  api: { command: [node, s.js] }\ntools:\n  - { name: live, server: api, tool: x }\nagents:\n  - { name: agent, prompt: hi, model: m }\ntool_quality:\n  - { name: q, server: api }\n'
    );
    expect(r.tests.map((t) => [t.verdict, t.reason])).toEqual([
      ['skip', 'needs a live server: no recorded: result, and this host does not start servers (toolgauge run does)'],
      ['skip', 'needs a live agent: no trace: file, and this host does not dispatch agents (toolgauge run does)'],
      ['skip', 'needs a live server: no catalog: file, and this host does not start servers (toolgauge run does)']
    ]);
  });
});
