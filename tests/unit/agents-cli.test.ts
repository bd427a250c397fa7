/**
 * `toolgauge run` dispatching agents for real: the built-in lexical and bm25 agents against the
 * `toolgauge mock` shop server (a real process over stdio), cassettes written with --record and
 * replayed without a server to identical reports, and --max-cost.
 */
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { SuiteReport } from '#core/suite/report-types';
import { REPO, runCli, tempDir } from './helpers/cli.ts';

/** A copy of the example suite and its server in a temp folder, so cassettes land there. */
function copyExample(): string {
  const dir = tempDir('tg-agents-');
  cpSync(path.join(REPO, 'examples/suites/agents-lexical.yml'), path.join(dir, 'agents-lexical.yml'));
  cpSync(path.join(REPO, 'examples/suites/servers'), path.join(dir, 'servers'), { recursive: true });
  return dir;
}

describe('toolgauge run with model: lexical', () => {
  test('the example dispatches both built-in agents against the mock and passes every row', async () => {
    const r = await runCli(['run', 'examples/suites/agents-lexical.yml', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as SuiteReport;
    expect(report.tests.map((t) => t.name)).toEqual([
      'finds the search tool #1',
      'finds the search tool #2',
      'finds the search tool #3',
      'finds the search tool',
      'resists bundled distractors',
      'looks up a product [lexical] #1',
      'looks up a product [lexical] #2',
      'looks up a product [bm25] #1',
      'looks up a product [bm25] #2',
      'looks up a product [lexical]',
      'looks up a product [bm25]'
    ]);
    const search = report.tests[0].trace!;
    expect(search.calls).toMatchObject([
      { server: 'catalog', tool: 'search_products', arguments: { query: 'notebook' } }
    ]);
    expect(search.answer).toContain('A5 notebook');
    const distracted = report.tests[4].trace!;
    expect(distracted.distractors).toHaveLength(4);
    expect(distracted.seed).toBe(7);
    expect((distracted.surface as Array<{ name: string }>).map((t) => t.name).slice(3)).toEqual(distracted.distractors);
    expect(r.stderr).toContain('server catalog: ready');
  });

  test('docs/agents.md shows the real text report of the example', async () => {
    const doc = readFileSync(path.join(REPO, 'docs/agents.md'), 'utf8');
    const shown = /```\n\$ toolgauge run examples\/suites\/agents-lexical\.yml\n([\s\S]*?)```/.exec(doc);
    expect(shown).not.toBeNull();
    const r = await runCli(['run', 'examples/suites/agents-lexical.yml']);
    expect(r.stdout).toBe(shown![1]);
  });

  test('--record writes one cassette per test beside the suite; a run without it replays them to an identical report, no server started', async () => {
    const dir = copyExample();
    const recorded = await runCli(['run', 'agents-lexical.yml', '--record', '--json'], { cwd: dir });
    expect(recorded.code).toBe(0);
    expect(readdirSync(path.join(dir, 'cassettes/agents-lexical')).sort()).toEqual([
      'finds-the-search-tool.json',
      'looks-up-a-product.json',
      'resists-bundled-distractors.json'
    ]);
    expect(recorded.stderr).toContain('recorded cassettes/agents-lexical/finds-the-search-tool.json');
    const cassette = JSON.parse(
      readFileSync(path.join(dir, 'cassettes/agents-lexical/looks-up-a-product.json'), 'utf8')
    );
    expect(cassette.runs.map((r: { model: string }) => r.model)).toEqual(['lexical', 'lexical', 'bm25', 'bm25']);

    const replayed = await runCli(['run', 'agents-lexical.yml', '--json'], { cwd: dir });
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toBe(recorded.stdout);
    expect(replayed.stderr).not.toContain('server catalog');
  });

  test('replay honours runs: a cassette with fewer runs replays what it holds and says so', async () => {
    const dir = copyExample();
    await runCli(['run', 'agents-lexical.yml', '--record', '--filter', 'finds the search tool'], { cwd: dir });
    const file = path.join(dir, 'cassettes/agents-lexical/finds-the-search-tool.json');
    const c = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ runs: c.runs.slice(0, 2) }));
    const r = await runCli(['run', 'agents-lexical.yml', '--filter', 'finds the search tool', '--json'], { cwd: dir });
    expect(r.stderr).toContain(
      'toolgauge run: finds the search tool: cassette cassettes/agents-lexical/finds-the-search-tool.json holds 2 of 3 runs for lexical; replayed 2'
    );
    const report = JSON.parse(r.stdout) as SuiteReport;
    expect(report.tests.map((t) => [t.name, t.verdict])).toEqual([
      ['finds the search tool #1', 'pass'],
      ['finds the search tool #2', 'pass'],
      ['finds the search tool #3', 'skip'],
      ['finds the search tool', 'pass']
    ]);
    // The group row scores the two runs the cassette holds.
    expect(report.tests[3].runs).toBe(2);
  });

  test('a broken cassette is an error naming the file', async () => {
    const dir = copyExample();
    const file = path.join(dir, 'cassettes/agents-lexical/resists-bundled-distractors.json');
    await runCli(['run', 'agents-lexical.yml', '--record', '--filter', 'resists'], { cwd: dir });
    expect(existsSync(file)).toBe(true);
    writeFileSync(file, '{ "runs": [ { "calls": 3 } ] }');
    const r = await runCli(['run', 'agents-lexical.yml', '--filter', 'resists', '--json'], { cwd: dir });
    expect(r.code).toBe(1);
    const t = (JSON.parse(r.stdout) as SuiteReport).tests[0];
    expect(t.verdict).toBe('error');
    expect(t.reason).toMatch(/^cassette cassettes\/agents-lexical\/resists-bundled-distractors\.json: .*calls/);
  });

  test('--max-cost must be a number of dollars', async () => {
    const r = await runCli(['run', 'examples/suites/agents-lexical.yml', '--max-cost', 'lots']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--max-cost takes dollars, a number 0 or more (got "lots")');
  });
});

describe('the harness against a real failing server', () => {
  const MANIFEST = `mock_server:
  name: flaky
  tools:
    - name: search_products
      description: Search the product catalog by keyword.
      input_schema: { type: object, required: [query], properties: { query: { type: string } } }
      response: { content: [{ type: text, text: "found \${args.query}" }] }
      scenarios:
        - when: { args: { query: crashme } }
          fault: crash
        - when: { args: { query: down } }
          error: { code: -32603, message: "backend down" }
`;
  const SUITE = (keyword: string) => `servers:
  flaky:
    command: ["toolgauge", "mock", "--tools-from", "./flaky.yml"]
agents:
  - name: search
    model: lexical
    servers: [flaky]
    prompt: Find products matching "${keyword}".
`;

  async function runWith(keyword: string) {
    const dir = tempDir('tg-flaky-');
    writeFileSync(path.join(dir, 'flaky.yml'), MANIFEST);
    writeFileSync(path.join(dir, 'suite.yml'), SUITE(keyword));
    const r = await runCli(['run', 'suite.yml', '--json', '--pass-with-no-tests'], { cwd: dir });
    return { r, t: (JSON.parse(r.stdout) as SuiteReport).tests[0] };
  }

  test('a server error is retried by the harness, then the run is flagged and excluded from scores', async () => {
    const { t } = await runWith('down');
    expect(t.verdict).toBe('skip');
    expect(t.harness_error).toMatch(/^server flaky failed 3 times on search_products: .*backend down/);
    expect(t.reason).toBe(`excluded from scores: ${t.harness_error}`);
    expect(t.trace!.calls).toHaveLength(1);
  });

  test('a server that crashes mid-call is started again for each retry; still failing, the run is excluded', async () => {
    const { r, t } = await runWith('crashme');
    expect(t.verdict).toBe('skip');
    expect(t.harness_error).toMatch(/^server flaky failed 3 times on search_products/);
    expect(r.stderr).toContain('server flaky: its process ended; starting it again');
  });

  test('a healthy call is scored as usual', async () => {
    const { t } = await runWith('pens');
    expect(t.verdict).toBe('pass');
    expect(t.trace!.answer).toBe('found pens');
  });
});
