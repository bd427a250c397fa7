import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkXml, findAll } from '../fixtures/reports/xml-wellformed.ts';
import { runCli, tempDir } from './helpers/cli.ts';

const R = 'tests/fixtures/reports';
const compare = (current: string, ...rest: string[]) =>
  runCli(['report', `${R}/${current}.json`, '--compare', `${R}/baseline.json`, ...rest]);

describe('toolgauge report --compare', () => {
  it('exits 1 on a regression and names it, on stdout and stderr', async () => {
    const r = await compare('regression');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^REGRESSION {2}search mentions rust {2}pass -> fail$/m);
    expect(r.stdout).toContain('now: result.content[0].text: expected contains "rust", got "go is fast and simple"');
    expect(r.stderr).toBe(
      `toolgauge report: 1 test passed in ${R}/baseline.json and fails now: search mentions rust\n`
    );
  });

  it('exits 0 on an improvement', async () => {
    const r = await compare('improvement');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^IMPROVED {4}profile is complete {2}fail -> pass {2}score 0.5 -> 1 \(\+0.5\)$/m);
    expect(r.stderr).toBe('');
  });

  it('flags a floor flip (and exits 1: the floor breach fails a test that passed)', async () => {
    const r = await compare('floor-flip');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('FLOOR FLIP tool_selection: PASS -> FAIL');
    expect(r.stdout).toContain('1 regression · 1 floor flip ·');
  });

  it('lists added and removed tests and exits 0 (neither is a regression)', async () => {
    const r = await compare('added-removed');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ADDED {7}health check {2}pass \(new\)$/m);
    expect(r.stdout).toMatch(/^REMOVED {5}legacy smoke {2}pass \(removed\)$/m);
  });

  it('writes Markdown fit for a PR comment, and JSON with the regressions list', async () => {
    const md = await compare('regression', '--format', 'markdown');
    expect(md.stdout).toMatch(/^## toolgauge compare: weather service\n\n\*\*1 regression\*\*/);
    expect(md.stdout).toContain('| search mentions rust | 🔴 regression | ✅ pass → ❌ fail |');
    const json = await compare('floor-flip', '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({
      regressions: ['weather selection'],
      floor_flips: [{ test: 'weather selection', block: 'tool_selection', baseline: true, current: false }]
    });
  });

  it('exits 2 for a report of another major version, naming file, line:column and pointer', async () => {
    const r = await runCli(['report', `${R}/baseline.json`, '--compare', `${R}/other-major.json`]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n')[0]).toBe(
      `${R}/other-major.json:2:3: report version 2.0.0 is another major version; expected version 1.x (re-run the suite with this toolgauge to get one) at /version`
    );
  });

  it('exits 2 for malformed JSON with file:line:col', async () => {
    const r = await compare('malformed');
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(`${R}/malformed.json:6:5: unexpected '{', expected ',' or ']'`);
  });

  it('exits 2 for JSON that is not a suite report, listing each problem at its position', async () => {
    const r = await runCli(['report', `${R}/not-a-report.json`]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${R}/not-a-report.json:7:3: missing "skip" (expected a whole number) at /summary\n`);
    expect(r.stderr).toMatch(
      new RegExp(
        `${R}/not-a-report.json:\\d+:\\d+: unknown verdict "flaky" \\(expected pass, fail, skip, error\\) at /tests/1/verdict`
      )
    );
  });

  it('names both files when both are unusable', async () => {
    const r = await runCli(['report', `${R}/malformed.json`, '--compare', `${R}/other-major.json`]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('malformed.json:6:5');
    expect(r.stderr).toContain('other-major.json:2:3');
  });

  it('exits 2 for a missing file and for a format --compare cannot print', async () => {
    expect(await runCli(['report', `${R}/nope.json`])).toMatchObject({
      code: 2,
      stderr: `toolgauge report: cannot read report ${R}/nope.json: no such file\n`
    });
    const r = await compare('regression', '--format', 'junit');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--compare prints text, markdown, json');
  });
});

describe('toolgauge report (render)', () => {
  it('renders a saved report as Markdown and exits 0 even when tests failed in it (the run already gated)', async () => {
    const r = await runCli(['report', `${R}/floor-flip.json`, '--format', 'markdown']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('| weather selection | ❌ fail · runs 3/5 | – |');
    expect(r.stdout).toContain('### Metric rollups');
  });

  it('writes JUnit to --out, well-formed, a testcase per test and per run', async () => {
    const dir = tempDir('toolgauge-report-');
    const out = path.join(dir, 'junit.xml');
    const r = await runCli(['report', `${R}/baseline.json`, '--format', 'junit', '--out', out]);
    expect(r).toMatchObject({ code: 0, stdout: '' });
    const xml = checkXml(readFileSync(out, 'utf8'));
    expect(xml.ok).toBe(true);
    // 3 single-run tests + weather selection's 5 runs.
    if (xml.ok) expect(findAll(xml.root, 'testcase')).toHaveLength(8);
  });

  it('reads the report from stdin with -', async () => {
    const r = await runCli(['report', '-', '--format', 'matrix'], {
      stdin: readFileSync(`${R}/baseline.json`, 'utf8')
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('| weather selection | ✅ | ✅ | ✅ | ✅ | ✅ | ✅ pass |');
  });

  it('prints the same text report toolgauge run printed', async () => {
    const run = await runCli(['run', 'examples/suites/suite-composition.yml']);
    const saved = await runCli(['run', 'examples/suites/suite-composition.yml', '--format', 'json']);
    const r = await runCli(['report', '-'], { stdin: saved.stdout });
    expect(r.stdout).toBe(run.stdout);
  });
});
