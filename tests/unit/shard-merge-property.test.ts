/**
 * The sharding contract: for any suite and any n, merging the n shard partials gives the report an
 * unsharded run gives, test for test and figure for figure. The only fields allowed to differ are
 * named in SHARD_DEPENDENT_FIELDS (none of them occur in these suites, which have no hooks).
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { mergePartials } from '#core/report/merge';
import type { PartialReport } from '#core/report/partial';
import { parsePartialText } from '#core/report/partial-validate';
import type { SuiteFiles } from '#core/suite/files';
import { loadSuiteText } from '#core/suite/load';
import type { SuiteReport } from '#core/suite/report-types';
import { runSuite, type RunOptions } from '#core/suite/run';
import type { AgentHost } from '#core/suite/agent-dispatch';
import { runShard, TOOLGAUGE_VERSION } from '../../src/node/suite/shard-run.ts';

/**
 * Agents for the dispatched tests: deterministic per model (m1 searches, m2 fetches then searches,
 * m3 calls nothing, m4's provider fails so its runs are excluded), as a cassette would replay them.
 */
const CALLS: Record<string, string[]> = { m1: ['search'], m2: ['fetch', 'search'], m3: [] };
function agents(): AgentHost {
  const tool = (name: string) => ({ name, description: `The ${name} tool.`, inputSchema: { type: 'object' as const } });
  return {
    driver: (model) => ({
      ok: true,
      driver: {
        async run(req) {
          if (!(model in CALLS)) return { error: `no such model ${model}` };
          for (const name of CALLS[model]!) await req.callTool(name, {});
          return {
            answer: 'done',
            tokens: { input: 10, output: 5, total: 400 * CALLS[model]!.length + 100 },
            cost: 0.001
          };
        }
      }
    }),
    listTools: async () => ({ ok: true, tools: [tool('search'), tool('fetch'), tool('get_weather')] }),
    callServer: async () => ({ ok: true, result: { content: [{ type: 'text', text: 'ok' }] } })
  };
}

/**
 * Fields that may differ between a merged and an unsharded report: the suite-level hook runs (each
 * shard runs beforeAll/afterAll around its own cells) and every hook run's duration_ms (timing).
 */
const SHARD_DEPENDENT_FIELDS = ['/hooks', '/tests/*/hooks/*/duration_ms'] as const;

/** Drops exactly SHARD_DEPENDENT_FIELDS. */
function dropShardDependent(r: SuiteReport): unknown {
  const { hooks: _suiteHooks, ...rest } = r;
  return {
    ...rest,
    tests: r.tests.map((t) => (t.hooks ? { ...t, hooks: t.hooks.map(({ duration_ms: _d, ...h }) => h) } : t))
  };
}

const TOOLS = ['s.search', 's.fetch', 's.get_weather', 's.shell'];
const WORDS = ['rust', 'canary', 'rollback', 'sources', 'Answer'];

const call = fc.constantFrom(...TOOLS).map((id) => ({ server: 's', tool: id.slice(2), arguments: {} }));
const traceRun = fc.record({
  model: fc.constantFrom('a', 'b'),
  calls: fc.array(call, { maxLength: 3 }),
  tokens: fc.record({ total: fc.integer({ min: 100, max: 3000 }) })
});
const trace = fc.array(traceRun, { minLength: 1, maxLength: 5 }).map((runs) => ({ runs }));

const toolAssertion = fc.oneof(
  fc.constantFrom(...WORDS).map((w) => ({ target: 'result.content[0].text', matcher: { icontains: w } })),
  fc.boolean().map((b) => ({ target: 'result.isError', matcher: { exact: b } })),
  fc.integer({ min: 0, max: 10 }).map((k) => ({ 'result.structuredContent.n': { '>=': k } }))
);
const weighted = <T extends object>(a: fc.Arbitrary<T>) =>
  fc
    .tuple(a, fc.option(fc.constantFrom(0.5, 1, 2, 3), { nil: undefined }))
    .map(([x, w]) => (w === undefined || !('target' in x) ? x : { ...x, weight: w }));
const assertSet = fc.record({
  threshold: fc.constantFrom(0.3, 0.5, 0.67, 1),
  weight: fc.constantFrom(1, 2),
  assertions: fc.array(toolAssertion, { minLength: 1, maxLength: 3 })
});
const items = fc.array(
  fc.oneof(
    weighted(toolAssertion),
    assertSet.map((s) => ({ 'assert-set': s }))
  ),
  { minLength: 1, maxLength: 4 }
);

/** Names every assertion and set `n<j>` (so derived metrics can refer to them), and adds metrics over them. */
function scored(
  list: Array<Record<string, unknown>>,
  threshold: number | undefined,
  derived: boolean,
  metricThreshold: number | undefined
) {
  const expect = list.map((it, j) =>
    'assert-set' in it
      ? { 'assert-set': { ...(it['assert-set'] as object), name: `n${j}` } }
      : 'target' in it
        ? { ...it, name: `n${j}` }
        : it
  );
  const refs = expect.flatMap((it, j) => ('assert-set' in it || 'target' in it ? [`n${j}`] : []));
  const out: Record<string, unknown> = { expect };
  if (threshold !== undefined) out.threshold = threshold;
  if (derived && refs.length > 0) {
    out.derivedMetrics = [
      {
        name: 'blend',
        ...(metricThreshold !== undefined ? { threshold: metricThreshold } : {}),
        value: { weighted_average: refs.map((ref, k) => ({ ref, weight: k + 1 })) }
      },
      {
        name: 'total',
        value: {
          weighted_sum: [
            { ref: 'blend', weight: 1 },
            { ref: refs[0], weight: 0.5 }
          ]
        }
      }
    ];
  }
  return out;
}

const threshold = fc.option(fc.constantFrom(0.25, 0.5, 0.75, 1), { nil: undefined });
const toolTest = fc.record({
  items,
  threshold,
  derived: fc.boolean(),
  metricThreshold: threshold,
  text: fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }),
  isError: fc.boolean(),
  n: fc.integer({ min: 0, max: 10 })
});
const models = fc
  .integer({ min: 1, max: 3 })
  .chain((k) => fc.shuffledSubarray(['m1', 'm2', 'm3', 'm4'], { minLength: k, maxLength: k }));
const agentTest = fc.record({
  trace,
  runs: fc.integer({ min: 1, max: 4 }),
  models,
  f1: fc.constantFrom(0, 50, 80, 100),
  floor: fc.option(
    fc.record({
      rate: fc.constantFrom(0, 0.5, 0.8, 1),
      budget: fc.option(fc.constantFrom(1000, 2500), { nil: undefined })
    }),
    { nil: undefined }
  ),
  threshold,
  derived: fc.boolean(),
  metricThreshold: threshold
});
const liveAgent = fc.record({
  runs: fc.integer({ min: 1, max: 4 }),
  models,
  rate: fc.constantFrom(0, 0.5, 1),
  budget: fc.option(fc.constantFrom(600, 1000), { nil: undefined })
});

const suiteArb = fc.record({
  tools: fc.array(toolTest, { maxLength: 4 }),
  agents: fc.array(agentTest, { maxLength: 3 }),
  live: fc.array(liveAgent, { maxLength: 2 }),
  quality: fc.boolean()
});

type GenSuite = typeof suiteArb extends fc.Arbitrary<infer T> ? T : never;
const modelField = (m: string[]) => (m.length === 1 ? m[0] : m);

function suiteOf(s: GenSuite): { yaml: string; files: SuiteFiles } {
  const files: SuiteFiles = {};
  const tools = s.tools.map((t, i) => ({
    name: `tool ${i}`,
    tool: 'x',
    recorded: {
      content: [{ type: 'text', text: t.text.join(' ') }],
      isError: t.isError,
      structuredContent: { n: t.n }
    },
    ...scored(t.items as Array<Record<string, unknown>>, t.threshold, t.derived, t.metricThreshold)
  }));
  const agentTests = s.agents.map((a, i) => {
    files[`t${i}.json`] = { text: JSON.stringify(a.trace) };
    const agentItems = [{ 'tool_selection.f1': { '>=': a.f1 } }];
    return {
      name: `agent ${i}`,
      trace: `t${i}.json`,
      runs: a.runs,
      model: modelField(a.models),
      equal_function_sets: {
        classes: [
          { name: 'find', members: ['s.search', 's.get_weather'] },
          { name: 'get', members: ['s.fetch'] }
        ],
        expect: agentItems
      },
      ...(a.floor
        ? {
            tool_selection: {
              expected_tool: 'get_weather',
              min_selection_rate: a.floor.rate,
              ...(a.floor.budget !== undefined ? { max_total_tokens: a.floor.budget } : {})
            }
          }
        : {}),
      ...(a.threshold !== undefined ? { threshold: a.threshold } : {}),
      ...(a.derived
        ? {
            expect: [{ target: 'tool_selection.recall', matcher: { schema: { minimum: 50 } }, name: 'recall' }],
            derivedMetrics: [
              {
                name: 'r',
                ...(a.metricThreshold !== undefined ? { threshold: a.metricThreshold } : {}),
                value: { weighted_average: [{ ref: 'recall', weight: 1 }] }
              }
            ]
          }
        : {})
    };
  });
  const live = s.live.map((l, i) => ({
    name: `live ${i}`,
    prompt: 'weather?',
    servers: ['s'],
    runs: l.runs,
    model: modelField(l.models),
    equal_function_sets: {
      classes: [
        { name: 'find', members: ['s.search'] },
        { name: 'get', members: ['s.fetch'] }
      ]
    },
    tool_selection: {
      expected_tool: 'search',
      min_selection_rate: l.rate,
      ...(l.budget !== undefined ? { max_total_tokens: l.budget } : {})
    }
  }));
  const quality = s.quality ? [{ name: 'quality', catalog: 'c.json', expect: [{ min_score: { '>=': 50 } }] }] : [];
  if (s.quality)
    files['c.json'] = {
      text: JSON.stringify({
        tools: [
          {
            name: 'get_weather',
            description: 'Get the current weather for a city.',
            inputSchema: {
              type: 'object',
              properties: { city: { type: 'string', description: 'City name' } },
              required: ['city']
            }
          }
        ]
      })
    };
  const doc = {
    name: 'random',
    servers: { s: { command: ['unused'] } },
    tools,
    agents: [...agentTests, ...live],
    tool_quality: quality
  };
  return { yaml: JSON.stringify(doc, null, 1), files };
}

async function shardsOf(
  yaml: string,
  options: RunOptions,
  n: number
): Promise<Array<{ file: string; partial: PartialReport }>> {
  const out: Array<{ file: string; partial: PartialReport }> = [];
  for (let i = 1; i <= n; i++) {
    const load = loadSuiteText(yaml, { file: 'random.yml', env: {} });
    if (!load.ok) throw new Error(JSON.stringify(load.errors));
    const { partial } = await runShard({
      suite: load.suite,
      source: yaml,
      path: 'random.yml',
      shard: { index: i, total: n },
      options: { ...options, locate: load.source.locate }
    });
    // Through JSON text and the validator, as the merge command reads it.
    const parsed = parsePartialText(JSON.stringify(partial), { file: `p${i}.json` });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    out.push({ file: `p${i}.json`, partial: parsed.partial });
  }
  return out.reverse();
}

test(`for random suites and n in 1..8, merging the n shard partials equals the unsharded report (ignoring only ${SHARD_DEPENDENT_FIELDS.join(', ')})`, async () => {
  await fc.assert(
    fc.asyncProperty(suiteArb, fc.integer({ min: 1, max: 8 }), async (s, n) => {
      const { yaml, files } = suiteOf(s);
      const load = loadSuiteText(yaml, { file: 'random.yml', env: {} });
      if (!load.ok) throw new Error(JSON.stringify(load.errors));
      const full = await runSuite(load.suite, { files, locate: load.source.locate, agents: agents() });
      const merged = await mergePartials(await shardsOf(yaml, { files, agents: agents() }, n), {
        toolgauge: TOOLGAUGE_VERSION
      });
      if (!merged.ok) throw new Error(JSON.stringify(merged.errors));
      // Byte for byte, key order included, after dropping only the named shard-dependent fields.
      expect(JSON.stringify(dropShardDependent(merged.report), null, 1)).toBe(
        JSON.stringify(dropShardDependent(full), null, 1)
      );
    }),
    { numRuns: Number(process.env.SHARD_PROPERTY_RUNS ?? 60) }
  );
});
