/**
 * Every suite in examples/suites runs through `toolgauge run` (offline, or against the mock server), with the verdicts and
 * figures the reference texts give, and its JSON report validates against static/schema/report.json.
 */
import { readFileSync, readdirSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, test } from 'vitest';
import type { SuiteReport, TestResult } from '#core/suite/report-types';
import { runCli } from './helpers/cli.ts';

const reportSchema = JSON.parse(readFileSync('static/schema/report.json', 'utf8'));
const validateReport = new Ajv({ strict: false }).compile(reportSchema);

async function run(file: string): Promise<{ code: number; report: SuiteReport; stderr: string }> {
  const r = await runCli(['run', `examples/suites/${file}`, '--format', 'json']);
  return { code: r.code, report: JSON.parse(r.stdout) as SuiteReport, stderr: r.stderr };
}

const byName = (report: SuiteReport, name: string): TestResult => {
  const t = report.tests.find((x) => x.name === name);
  if (!t) throw new Error(`no test ${name}`);
  return t;
};

const EXPECTED_EXIT: Record<string, number> = {
  'suite-composition.yml': 1,
  // Live: starts `toolgauge mock` (examples/suites/servers/api.yml) and calls it.
  'suite-composition-live.yml': 1,
  'default-test.yml': 0,
  'agent-metrics.yml': 0,
  'floor-breach.yml': 1,
  'tool-quality.yml': 0,
  'atlas-claims.yml': 1,
  'hooks-context.yml': 0,
  // Dispatches the built-in lexical and bm25 agents against `toolgauge mock` (servers/catalog.yml).
  'agents-lexical.yml': 0,
  // Live: the outputSchema check and expect_failure against `toolgauge mock` (servers/outputs.yml).
  'live-checks.yml': 1
};

/** Skips are expected only where a hook asks for one. */
const EXPECTED_SKIPS: Record<string, number> = { 'hooks-context.yml': 1 };

describe('examples/suites', () => {
  test('every example suite is listed here with its exit code', () => {
    expect(
      readdirSync('examples/suites')
        .filter((f) => f.endsWith('.yml'))
        .sort()
    ).toEqual(Object.keys(EXPECTED_EXIT).sort());
  });

  test.each(Object.entries(EXPECTED_EXIT))(
    '%s runs, exits %i, and its JSON report matches report.json',
    async (file, exit) => {
      const { code, report } = await run(file);
      expect(code).toBe(exit);
      expect(validateReport(report), JSON.stringify(validateReport.errors)).toBe(true);
      expect(report.version).toBe('1.0.0');
      expect(report.summary.skip).toBe(EXPECTED_SKIPS[file] ?? 0);
      expect(report.summary.error).toBe(0);
    }
  );

  test('agent-metrics: selection F1 100, the 50/50/50 case names fetch missed and shell.exec unexpected', async () => {
    const { report } = await run('agent-metrics.yml');
    expect(report.tests.every((t) => t.verdict === 'pass')).toBe(true);
    expect(byName(report, 'research-agent picks search then fetch').metrics?.equal_function_sets).toMatchObject({
      precision: 100,
      recall: 100,
      f1: 100
    });
    const shell = byName(report, 'a shell call instead of a fetch');
    expect(shell.metrics?.equal_function_sets).toMatchObject({
      precision: 50,
      recall: 50,
      f1: 50,
      missed_classes: ['fetch'],
      unexpected_tools: ['shell.exec']
    });
    // The omitted expect on the block applies the default gate f1 >= 50 (inclusive).
    expect(shell.assertions.find((a) => a.origin === 'default:equal_function_sets')).toMatchObject({
      target: 'tool_selection.f1',
      expected: { '>=': 50 },
      actual: 50,
      pass: true
    });
  });

  test('agent-metrics: discovery 100 and efficiency 67 (two classes over three calls)', async () => {
    const { report } = await run('agent-metrics.yml');
    expect(byName(report, 'intent-only discovery across two servers').metrics?.orchestration).toMatchObject({
      discovery: 100,
      efficiency: 67,
      error_recovery: 100,
      syntax: 100
    });
  });

  test('agent-metrics: the pass^k floor line prints on stderr, stdout stays JSON', async () => {
    const { stderr, report } = await run('agent-metrics.yml');
    expect(stderr).toBe(
      'tool-selection floor [PASS] weather selection: selection 9/10 (90%), pass^k 90%, tokens 1520 median / 1840 max\n'
    );
    expect(byName(report, 'weather selection').floors?.[0].pass).toBe(true);
  });

  test('agent-metrics: token efficiency figures and grade are reported, tests: type agent runs like agents:', async () => {
    const { report } = await run('agent-metrics.yml');
    const te = byName(report, 'search stays efficient on a small catalog').metrics?.token_efficiency as Record<
      string,
      unknown
    >;
    expect(te.f1).toBe(83);
    expect(te.grade).toBe('B');
    expect(te.correct_selections).toBe(5);
    expect(typeof te.tool_surface_tokens).toBe('number');
    expect(byName(report, 'same gate, tests-style')).toMatchObject({ kind: 'agent', verdict: 'pass' });
  });

  test('floor-breach: the FLOOR lines of the reference go to stderr and the run exits 1', async () => {
    const { code, stderr, report } = await run('floor-breach.yml');
    expect(code).toBe(1);
    expect(stderr).toContain(
      'FLOOR weather selection: selection rate 60% is below the 80% floor (6 of 10 runs selected `get_weather`)\n'
    );
    expect(stderr).toContain(
      'FLOOR weather selection: 3 of 10 runs exceeded the 2000-token budget (worst run 3120 tokens)\n'
    );
    expect(stderr).toContain('run 7: did not select `get_weather`, called search\n');
    expect(report.summary.floors_breached).toBe(1);
    expect(report.tests[0].verdict).toBe('fail');
  });

  test('tool-quality: default gates are min_score >= 0.5, mean_score >= 0.7, criticals <= 0 (every family)', async () => {
    const { report } = await run('tool-quality.yml');
    const t = byName(report, 'search server meets the default bar');
    expect(t.assertions.map((a) => (a.kind === 'assertion' ? [a.target, a.expected] : null))).toEqual([
      ['min_score', { '>=': 0.5 }],
      ['mean_score', { '>=': 0.7 }],
      ['criticals', { '<=': 0 }]
    ]);
    const explicit = byName(report, 'search server, gated explicitly');
    expect(explicit.assertions.find((a) => a.kind === 'assertion' && a.target === 'tool["fetch"].score')?.pass).toBe(
      true
    );
  });

  test('atlas-claims: three of four claims is coverage 0.75 (pass); two and a half is 0.625 (fail)', async () => {
    const { report } = await run('atlas-claims.yml');
    const three = byName(report, 'PyTorch headquarters, three claims (OpenAI trace)');
    expect(three.verdict).toBe('pass');
    expect((three.metrics?.claims as { coverage: number } | undefined)?.coverage).toBe(0.75);
    const two = byName(report, 'PyTorch headquarters, two and a half claims (Anthropic trace)');
    expect(two.verdict).toBe('fail');
    expect((two.metrics?.claims as { coverage: number } | undefined)?.coverage).toBe(0.625);
  });

  test('hooks-context: a context hook skips the live test with its reason; injected env and vars reach later hooks', async () => {
    const { report, stderr } = await run('hooks-context.yml');
    // Only the notice of what the suite runs (its hooks and servers), said before anything starts.
    expect(stderr).toMatch(
      /^\S*hooks-context\.yml runs these commands [^\n]*\n( {2}(hook \w+|server "\w+"): [^\n]+\n)+$/
    );
    expect(byName(report, 'search returns a result').verdict).toBe('pass');
    expect(byName(report, 'live: search the real index')).toMatchObject({
      verdict: 'skip',
      reason: 'skipped by beforeEach: network is off (session hooks-with-context-1)',
      assertions: []
    });
    expect(report.hooks?.map((h) => [h.phase, h.mode, h.ok])).toEqual([
      ['beforeAll', 'context', true],
      ['afterAll', 'plain', true]
    ]);
    expect(report.hooks?.[0].patch).toEqual({ env: ['SESSION_ID'], vars: { session: 'hooks-with-context-1' } });
    expect(report.hooks?.[1].stdout).toBe('closing session hooks-with-context-1 (afterAll)\n');
  });
});
