/** Offline evaluation of each test kind: what it reads, when it skips, when it errors. */
import { describe, expect, test } from 'vitest';
import { parseCatalogText } from '../catalog/parse-catalog.ts';
import { lintCatalog } from '../lint/lint.ts';
import { loadSuiteText } from './load.ts';
import { runSuite } from './run.ts';
import type { SuiteFiles } from './files.ts';
import type { SuiteReport } from './report-types.ts';
import { qualityFigures } from './evaluate-quality.ts';

async function run(yaml: string, files: SuiteFiles = {}): Promise<SuiteReport> {
  const r = loadSuiteText(yaml, { file: 's.yml' });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return runSuite(r.suite, { files });
}

const CATALOG = JSON.stringify({
  tools: [
    {
      name: 'read_file',
      description: 'Read a file from disk and return its contents as text.',
      inputSchema: {
        type: 'object',
        properties: { path: { type: 'string', description: 'Path to read.' } },
        required: ['path']
      },
      annotations: { readOnlyHint: true }
    },
    { name: 'x', description: 'x' }
  ]
});

describe('tools: tests', () => {
  test('a recorded file may be a saved JSON-RPC response; its result is what targets read', async () => {
    const r = await run(
      'tools:\n  - name: t\n    tool: x\n    recorded: r.json\n    expect: [{ target: result.isError, matcher: { exact: true } }]\n',
      { 'r.json': { text: '{"jsonrpc":"2.0","id":1,"result":{"content":[],"isError":true}}' } }
    );
    expect(r.tests[0].verdict).toBe('pass');
  });

  test('a malformed recorded file errors the test with its position', async () => {
    const r = await run('tools:\n  - name: t\n    tool: x\n    recorded: r.json\n', {
      'r.json': { text: '{"content": [}' }
    });
    expect(r.tests[0].verdict).toBe('error');
    expect(r.tests[0].reason).toMatch(/^recorded result r\.json:1:\d+: /);
  });
});

describe('tool_quality: checks', () => {
  test('targets read the lint figures of the catalog; tool["name"].score is that tool\'s TDQS', async () => {
    const parsed = parseCatalogText(CATALOG);
    if (!parsed.ok) throw new Error('catalog');
    const figures = qualityFigures(lintCatalog(parsed.catalog));
    const r = await run(
      'tool_quality:\n  - name: q\n    catalog: c.json\n    expect:\n      - { target: \'tool["read_file"].score\', matcher: { exact: ' +
        (figures.tool as Record<string, { score: number }>).read_file.score +
        ' } }\n      - { target: critical_count, matcher: { exact: ' +
        figures.critical_count +
        ' } }\n      - { target: smells.underspecified, matcher: { exact: ' +
        (figures.smells as Record<string, number>).underspecified +
        ' } }\n',
      { 'c.json': { text: CATALOG } }
    );
    expect(r.tests[0].assertions.map((a) => a.pass)).toEqual([true, true, true]);
    expect(r.tests[0].metrics?.tool_quality).toMatchObject({
      min_score: figures.min_score,
      tools: [{ name: 'read_file' }, { name: 'x' }]
    });
  });

  test('the default gates fail a catalog with a one-word description (criticals > 0: every family)', async () => {
    const r = await run('tool_quality:\n  - name: q\n    catalog: c.json\n', { 'c.json': { text: CATALOG } });
    expect(r.tests[0].verdict).toBe('fail');
    const critical = r.tests[0].assertions.find((a) => a.kind === 'assertion' && a.target === 'criticals');
    expect(critical?.pass).toBe(false);
  });

  test('preset: picks the lint preset: reference scores a tool without an input schema as the reference does', async () => {
    const yaml = (preset: string) =>
      `tool_quality:\n  - name: q\n    catalog: c.json\n${preset}    expect:\n      - { target: 'tool["x"].score', matcher: { schema: { minimum: 0 } } }\n`;
    const scoreOf = (r: SuiteReport) =>
      (r.tests[0].metrics?.tool_quality as { tools: { name: string; score: number }[] } | undefined)?.tools.find(
        (t) => t.name === 'x'
      )?.score;
    const parsed = parseCatalogText(CATALOG);
    if (!parsed.ok) throw new Error('catalog');
    const x = (preset: 'recommended' | 'reference') => lintCatalog(parsed.catalog, { preset }).tools[1].score;
    expect(x('reference')).not.toBe(x('recommended'));
    expect(scoreOf(await run(yaml('    preset: reference\n'), { 'c.json': { text: CATALOG } }))).toBe(x('reference'));
    expect(scoreOf(await run(yaml(''), { 'c.json': { text: CATALOG } }))).toBe(x('recommended'));
    expect(() => loadSuiteText(yaml('    preset: strict\n'), { file: 's.yml' })).not.toThrow();
    expect(loadSuiteText(yaml('    preset: strict\n'), { file: 's.yml' }).ok).toBe(false);
  });

  test('an unknown tool name in tool["..."] fails naming the missing tool', async () => {
    const r = await run(
      'tool_quality:\n  - name: q\n    catalog: c.json\n    expect:\n      - { target: \'tool["read_fle"].score\', matcher: { schema: { minimum: 0 } } }\n',
      { 'c.json': { text: CATALOG } }
    );
    const a = r.tests[0].assertions[0];
    expect(a.kind === 'assertion' && a.reason).toBe(
      'tool.read_fle resolves to nothing: no "read_fle" in tool (did you mean "read_file"?)'
    );
  });
});

describe('agent tests', () => {
  const trace = JSON.stringify({ runs: [{ calls: [{ tool: 'search', arguments: { q: 'x' } }] }] });

  test('a malformed trace errors the test with the trace position', async () => {
    const r = await run('agents:\n  - name: a\n    trace: t.json\n', {
      't.json': { text: '{"runs": [{"calls": 3}]}' }
    });
    expect(r.tests[0].verdict).toBe('error');
    expect(r.tests[0].reason).toMatch(/^trace t\.json:1:\d+: /);
  });

  test('claims: without a task: file is an error that says what is missing', async () => {
    const r = await run('agents:\n  - name: a\n    trace: t.json\n    claims: {}\n', { 't.json': { text: trace } });
    expect(r.tests[0]).toMatchObject({ verdict: 'error', reason: 'claims: needs a task: file holding the claims' });
  });

  test('an agent-level target that no block computes fails naming the segment', async () => {
    const r = await run(
      'agents:\n  - name: a\n    trace: t.json\n    expect:\n      - distractors.accuracy: { ">=": 50 }\n',
      { 't.json': { text: trace } }
    );
    const a = r.tests[0].assertions[0];
    expect(a.kind === 'assertion' && a.reason).toBe(
      'distractors resolves to nothing: this test computes no distractors figures (declare distractors:)'
    );
  });

  test('distractors with a list of counts gate on the first count and report the accuracy curve', async () => {
    const t = JSON.stringify({
      runs: [
        { distractors: ['c.decoy'], calls: [{ server: 'c', tool: 'real' }] },
        { distractors: ['c.decoy'], calls: [{ server: 'c', tool: 'decoy' }] }
      ]
    });
    const r = await run(
      'agents:\n  - name: a\n    trace: t.json\n    distractors: { count: [4, 0], correct: [c.real], complexity: serial }\n',
      { 't.json': { text: t } }
    );
    const d = r.tests[0].metrics?.distractors as {
      accuracy: number;
      chose_distractor: number;
      curve: Array<{ complexity: string; points: Array<{ count: number }> }>;
    };
    expect([d.accuracy, d.chose_distractor]).toEqual([50, 1]);
    expect(d.curve.map((g) => [g.complexity, g.points.map((p) => p.count)])).toEqual([['serial', [0, 4]]]);
    expect(r.tests[0].verdict).toBe('pass');
  });
});
