import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSuiteText } from '../suite/load.ts';
import { runSuite } from '../suite/run.ts';
import { clopperPearson } from '../stats/clopper-pearson.ts';
import { scoreTrace } from './trace-view.ts';

const trace = readFileSync('examples/traces/openai-chat.json', 'utf8');
const checks = readFileSync('examples/trace-checks/openai-chat.yml', 'utf8');
const task = readFileSync('examples/trace-checks/release-notes-001.task.json', 'utf8');

describe('scoreTrace: the page scores a trace as `toolgauge run` scores the same agent test', () => {
  it("asks for the task file the checks name, then gives the suite runner's figures", async () => {
    expect(await scoreTrace({ traceText: trace, checksText: checks })).toEqual({
      ok: false,
      kind: 'needs-files',
      paths: ['release-notes-001.task.json']
    });
    const r = await scoreTrace({
      traceText: trace,
      traceFile: 't.json',
      checksText: checks,
      files: { 'release-notes-001.task.json': task }
    });
    if (!r.ok) throw new Error('not scored');
    const body = checks
      .split('\n')
      .filter((l) => !l.startsWith('#'))
      .map((l) => `    ${l}`)
      .join('\n');
    const suite = loadSuiteText(`name: s\nagents:\n  - name: t\n    trace: t.json\n${body}\n`);
    if (!suite.ok) throw new Error(suite.errors[0].message);
    const report = await runSuite(suite.suite, {
      files: { 't.json': { text: trace }, 'release-notes-001.task.json': { text: task } }
    });
    expect(r.view.test.metrics).toEqual(report.tests[0].metrics);
    expect(r.view.test.verdict).toBe(report.tests[0].verdict);
    expect(r.view.figures.selection?.missed_classes).toEqual(['check the pull requests']);
    expect(r.view.figures.selection?.unexpected_tools).toEqual(['filesystem.search_files']);
    expect(r.view.format).toBe('openai');
    expect(r.view.callIds).toEqual([
      ['github.search_issues', 'filesystem.read_file', 'filesystem.search_files', 'filesystem.read_file']
    ]);
  });

  it('every curve point carries the two-sided 95% Clopper-Pearson interval of its run successes', async () => {
    const r = await scoreTrace({
      traceText: trace,
      checksText: checks,
      files: { 'release-notes-001.task.json': task }
    });
    if (!r.ok) throw new Error('not scored');
    expect(r.view.curve.map((p) => p.count)).toEqual([0, 2, 4, 8, 16]);
    for (const p of r.view.curve) {
      const ci = clopperPearson(p.successes, p.runs);
      expect([p.lower, p.upper]).toEqual([100 * ci.lower, 100 * ci.upper]);
    }
  });

  it.each(readdirSync('examples/traces'))('names the format of examples/traces/%s', async (name) => {
    const r = await scoreTrace({
      traceText: readFileSync(`examples/traces/${name}`, 'utf8'),
      checksText: 'orchestration: {}\n'
    });
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(r.view.formatName.length).toBeGreaterThan(10);
  });

  it.each([
    ['equal_function_sets:\n  clases: []\n', 'did you mean "classes"', 2, 3],
    ['- just a list\n', 'not a mapping', 1, 1],
    ['orchestration: {}\ndistractors:\n  count: -1\n  correct: [a]\n', '', 3, 3]
  ])('checks %j come back positioned in the YAML itself', async (text, message, line, column) => {
    const r = await scoreTrace({ traceText: trace, checksText: text, checksFile: 'c.yml' });
    if (r.ok || r.kind !== 'errors') throw new Error('expected errors');
    expect(r.checks[0].message).toContain(message);
    expect([r.checks[0].line, r.checks[0].column, r.checks[0].file]).toEqual([line, column, 'c.yml']);
    expect(r.trace).toEqual([]);
  });

  it('an unreadable trace says so with its position, beside the checks problems', async () => {
    const r = await scoreTrace({
      traceText: '{"messages": [{"role": "user", "content": 1}',
      checksText: 'orchestration: {}\n'
    });
    if (r.ok || r.kind !== 'errors') throw new Error('expected errors');
    expect(r.trace[0].line).toBeGreaterThan(0);
  });
});
