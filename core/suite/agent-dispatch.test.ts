import { describe, expect, test } from 'vitest';
import type { Driver } from '../agents/types.ts';
import type { TraceRun } from '../trace/types.ts';
import { agentCells, type AgentHost } from './agent-dispatch.ts';
import { AGENT_LIVE_SKIP } from './evaluate-agent.ts';
import type { CellRecord } from './outcome.ts';
import { scoreCells } from './score.ts';
import { shardCells } from './shard.ts';
import { DEFAULT_MATCH_CONTEXT } from './matchers/index.ts';
import { loadSuiteText } from './load.ts';
import type { AgentCase } from './model.ts';
import { dispatchCells, runCells, runSuiteWithAgents } from './run.ts';

const SHOP = [
  {
    name: 'search_products',
    description: 'Search the product catalog by keyword.',
    inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] }
  },
  {
    name: 'get_product',
    description: "Get one product's details by id.",
    inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }
  }
];

function load(yaml: string) {
  const l = loadSuiteText(`servers:\n  shop: { command: [node, shop.js] }\n${yaml}`, { file: 'inline.yml' });
  if (!l.ok) throw new Error(JSON.stringify(l.errors));
  return l.suite;
}

/** A driver per model: `good` calls search_products; `bad` calls get_product; each costs `cost`. */
function host(
  options: { cost?: number; failEvery?: number; cassette?: TraceRun[]; maxCost?: number } = {}
): AgentHost & { dispatched: string[] } {
  const dispatched: string[] = [];
  let n = 0;
  const driverOf = (model: string): Driver => ({
    async run(req) {
      dispatched.push(model);
      n += 1;
      if (options.failEvery && n % options.failEvery === 0) return { error: 'HTTP 500 after 3 retries' };
      await req.callTool(model.startsWith('good') ? 'search_products' : 'get_product', {});
      return { answer: 'done', tokens: { input: 100, output: 20, total: 120 }, cost: options.cost ?? 0.01 };
    }
  });
  return {
    dispatched,
    driver: (model) => ({ ok: true, driver: driverOf(model) }),
    listTools: async () => ({ ok: true, tools: SHOP }),
    callServer: async () => ({ ok: true, result: { content: [{ type: 'text', text: 'ok' }] } }),
    ...(options.cassette ? { cassette: () => ({ file: 'cassettes/x.json', runs: options.cassette! }) } : {}),
    ...(options.maxCost !== undefined ? { maxCost: options.maxCost } : {})
  };
}

const TEST = `agents:
  - name: search
    model: MODELS
    servers: [shop]
    runs: RUNS
    prompt: find "pens"
    equal_function_sets:
      classes: [{ name: s, members: [shop.search_products] }]
    tool_selection: { expected_tool: search_products, min_selection_rate: 0.5 }
`;
const suiteWith = (models: string, runs: number) => load(TEST.replace('MODELS', models).replace('RUNS', String(runs)));

describe('agent dispatch: one row per (model, run) cell, plus a group row per model with several runs', () => {
  test('cells: models outer, runs inner; names get [model] with several models and #i with several runs', () => {
    const names = (models: string, runs: number) =>
      agentCells(suiteWith(models, runs).tests[0] as AgentCase).map((c) => c.name);
    expect(names('good', 1)).toEqual(['search']);
    expect(names('good', 3)).toEqual(['search #1', 'search #2', 'search #3']);
    expect(names('[good, bad]', 1)).toEqual(['search [good]', 'search [bad]']);
    expect(names('[good, bad]', 2)).toEqual([
      'search [good] #1',
      'search [good] #2',
      'search [bad] #1',
      'search [bad] #2'
    ]);
    // runs: 0 is clamped to 1.
    expect(names('good', 0)).toEqual(['search']);
  });

  test('a single cell is one row, scored on its run with the floor, carrying model, run and the trace run', async () => {
    const { report } = await runSuiteWithAgents(suiteWith('good', 1), { agents: host() });
    expect(report.tests).toHaveLength(1);
    const t = report.tests[0];
    expect(t).toMatchObject({ name: 'search', model: 'good', run: 1, verdict: 'pass' });
    expect(t.floors?.[0].pass).toBe(true);
    expect(t.trace).toMatchObject({
      model: 'good',
      calls: [{ server: 'shop', tool: 'search_products' }],
      tokens: { total: 120 },
      cost: 0.01
    });
  });

  test('models x runs: per-run rows without the floor, and a group row per model with the floor and micro-averaged F1', async () => {
    const { report, spent } = await runSuiteWithAgents(suiteWith('[good, bad]', 2), { agents: host() });
    expect(report.tests.map((t) => [t.name, t.model, t.run ?? null, t.runs ?? null, t.verdict])).toEqual([
      ['search [good] #1', 'good', 1, null, 'pass'],
      ['search [good] #2', 'good', 2, null, 'pass'],
      ['search [bad] #1', 'bad', 1, null, 'fail'],
      ['search [bad] #2', 'bad', 2, null, 'fail'],
      ['search [good]', 'good', null, 2, 'pass'],
      ['search [bad]', 'bad', null, 2, 'fail']
    ]);
    expect(report.tests[0].floors).toBeUndefined();
    const group = report.tests[4];
    expect(group.floors?.[0].line).toContain('selection 2/2');
    // Micro-average: counts summed over both runs.
    expect(group.metrics?.equal_function_sets).toMatchObject({ tp: 2, fp: 0, fn: 0, f1: 100 });
    expect(report.tests[5].metrics?.equal_function_sets).toMatchObject({ tp: 0, fp: 2, fn: 2, f1: 0 });
    expect(report.summary.floors_breached).toBe(1);
    expect(spent).toBeCloseTo(0.04, 10);
  });

  test('--max-cost stops dispatching once spent: the cells left skip and say why', async () => {
    const h = host({ cost: 0.5, maxCost: 1 });
    const { report, notes } = await runSuiteWithAgents(suiteWith('good', 4), { agents: h });
    expect(h.dispatched).toHaveLength(2);
    expect(report.tests.slice(0, 4).map((t) => t.verdict)).toEqual(['pass', 'pass', 'skip', 'skip']);
    expect(report.tests[2].reason).toBe('not dispatched: --max-cost $1.00 reached ($1.00 spent)');
    expect(notes).toEqual(['not dispatched: --max-cost $1.00 reached ($1.00 spent)']);
    // The group row scores the two runs that ran.
    expect(report.tests[4]).toMatchObject({ name: 'search', runs: 2 });
  });

  test('a run with a harness error is excluded: its row skips with the reason, the group scores the rest', async () => {
    const { report } = await runSuiteWithAgents(suiteWith('good', 3), { agents: host({ failEvery: 2 }) });
    expect(report.tests[1]).toMatchObject({
      name: 'search #2',
      verdict: 'skip',
      reason: 'excluded from scores: model good: HTTP 500 after 3 retries',
      harness_error: 'model good: HTTP 500 after 3 retries'
    });
    expect(report.tests[3]).toMatchObject({ name: 'search', runs: 3, excluded_runs: 1, verdict: 'pass' });
    expect(report.tests[3].metrics?.tool_selection).toMatchObject({ runs: 2 });
  });

  test('a cassette replays instead of dispatching, and says when it holds fewer runs than asked', async () => {
    const first = await runSuiteWithAgents(suiteWith('good', 3), { agents: host() });
    const runs = first.report.tests.slice(0, 2).map((t) => t.trace!);
    const h = host({ cassette: runs });
    const { report, notes } = await runSuiteWithAgents(suiteWith('good', 3), { agents: h });
    expect(h.dispatched).toEqual([]);
    expect(report.tests.slice(0, 2)).toEqual(first.report.tests.slice(0, 2));
    expect(report.tests[2]).toMatchObject({
      name: 'search #3',
      verdict: 'skip',
      reason: 'cassette cassettes/x.json holds no run #3 for good'
    });
    expect(notes).toEqual(['search: cassette cassettes/x.json holds 2 of 3 runs for good; replayed 2']);
  });

  test('without prompt: the cells error; without a host the test skips as before', async () => {
    // The loader refuses it; a host that builds the model itself still gets a clear row.
    const noPrompt = suiteWith('good', 1);
    delete (noPrompt.tests[0] as AgentCase).prompt;
    expect((await runSuiteWithAgents(noPrompt, { agents: host() })).report.tests[0]).toMatchObject({
      verdict: 'error',
      reason: 'needs prompt: to dispatch an agent'
    });
    // Without a host every cell skips (as a browser, which dispatches no agent, shows it), and so does the group row.
    expect((await runSuiteWithAgents(suiteWith('good', 2), {})).report.tests).toMatchObject([
      { name: 'search #1', verdict: 'skip', reason: AGENT_LIVE_SKIP },
      { name: 'search #2', verdict: 'skip', reason: AGENT_LIVE_SKIP },
      { name: 'search', verdict: 'skip', reason: 'no run of this model was dispatched' }
    ]);
  });

  test('shards dispatch some cells each; scoring the union of their outcomes gives the unsharded rows, group rows included', async () => {
    const suite = suiteWith('[good, bad]', 2);
    const full = (await runSuiteWithAgents(suite, { agents: host() })).report.tests;
    const cells = runCells(suite);
    const records = new Map<string, CellRecord>();
    for (const index of [1, 2]) {
      const part = shardCells(cells, { index, total: 2 });
      expect(part.map((c) => c.name)).toEqual(
        index === 1 ? ['search [good] #1', 'search [bad] #1'] : ['search [good] #2', 'search [bad] #2']
      );
      for (const [k, r] of (await dispatchCells(suite, part, { agents: host() })).records) records.set(k, r);
    }
    expect(await scoreCells(suite, cells, records, DEFAULT_MATCH_CONTEXT, {})).toEqual(full);
  });

  test('hooks: each (model, run) cell runs inside its own beforeEach/afterEach bracket, named by its row', async () => {
    const seen: string[] = [];
    const executor = {
      async run(req: { phase: string; stdin?: string; argv: string[] }) {
        seen.push(`${req.phase} ${JSON.parse(req.stdin ?? '{}').test?.name ?? ''}`.trim());
        return { exitCode: 0, timedOut: false, stdout: '', stderr: '', truncated: false, durationMs: 0 };
      }
    };
    const suite = load(
      `hooks:\n  beforeEach: [{ command: "reset", mode: context }]\n  afterEach: [{ command: "check", mode: context }]\n${TEST.replace('MODELS', 'good').replace('RUNS', '2')}`
    );
    await runSuiteWithAgents(suite, { agents: host(), hooks: { executor } });
    expect(seen).toEqual([
      'beforeEach search #1',
      'afterEach search #1',
      'beforeEach search #2',
      'afterEach search #2'
    ]);
  });
});
