import { describe, expect, test } from 'vitest';
import { loadSuiteText } from './load.ts';
import type { AgentCase, Suite, ToolCase } from './model.ts';
import { comparisonSchema } from './normalize.ts';

function load(yaml: string, env: Record<string, string> = {}): Suite {
  const r = loadSuiteText(yaml, { env });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.suite;
}

test.each([
  [{ '>=': 80 }, { minimum: 80, type: 'number' }],
  [
    { '>': 1, '<': 5 },
    { exclusiveMinimum: 1, exclusiveMaximum: 5, type: 'number' }
  ],
  [{ '<=': 0 }, { maximum: 0, type: 'number' }],
  [{ '==': 'x' }, { const: 'x' }],
  [{ '!=': null }, { not: { const: null } }]
])('comparisonSchema(%j) = %j (shorthand operators as JSON Schema)', (c, s) => {
  expect(comparisonSchema(c)).toEqual(s);
});

describe('normalizeSuite', () => {
  test('shorthand expect items become schema matchers and keep the comparison as the expected value', () => {
    const s = load(
      'agents:\n  - name: a\n    trace: t.json\n    equal_function_sets:\n      classes: [{ name: c, members: [x] }]\n      expect:\n        - tool_selection.f1: { ">=": 80 }\n'
    );
    expect((s.tests[0] as AgentCase).items).toEqual([
      {
        kind: 'assertion',
        target: 'tool_selection.f1',
        matcher: { schema: { minimum: 80, type: 'number' } },
        expected: { '>=': 80 },
        weight: 1,
        pointer: '/agents/0/equal_function_sets/expect/0',
        origin: 'block:equal_function_sets'
      }
    ]);
  });

  test('blocks without expect get their default gates; orchestration has none', () => {
    const s = load(
      'agents:\n  - name: a\n    trace: t.json\n    equal_function_sets: { classes: [] }\n    distractors: { correct: [x] }\n    orchestration: {}\n    token_efficiency: { classes: [{ name: c, members: [x] }], expect: [] }\n'
    );
    expect(
      (s.tests[0] as AgentCase).items.map((i) =>
        i.kind === 'assertion' ? `${i.origin} ${i.target} ${JSON.stringify(i.expected)}` : ''
      )
    ).toEqual([
      'default:equal_function_sets tool_selection.f1 {">=":50}',
      'default:distractors distractors.accuracy {">=":50}',
      'default:token_efficiency token_efficiency.f1 {">=":50}'
    ]);
  });

  test("defaultTest: assertions appended after the test's own; threshold, server and timeout are defaults a test overrides", () => {
    const s = load(
      'servers: { a: { url: "http://x" }, b: { url: "http://y" } }\ndefaultTest:\n  server: a\n  threshold: 0.8\n  timeout_ms: 500\n  expect: [{ target: result.isError, matcher: { exact: false } }]\ntools:\n  - { name: one, tool: t, expect: [{ target: result, matcher: { exact: 1 } }] }\n  - { name: two, tool: t, server: b, threshold: 0.5, timeout_ms: 9 }\n'
    );
    const [one, two] = s.tests as ToolCase[];
    expect(one.items.map((i) => i.pointer)).toEqual(['/tools/0/expect/0', '/defaultTest/expect/0']);
    expect([one.server, one.threshold, one.timeoutMs]).toEqual(['a', 0.8, 500]);
    expect([two.server, two.threshold, two.timeoutMs]).toEqual(['b', 0.5, 9]);
    expect(two.items).toHaveLength(1);
  });

  test('defaultTest does not apply to agents: or tool_quality: tests', () => {
    const s = load(
      'defaultTest:\n  threshold: 0.8\n  expect: [{ target: result.isError, matcher: { exact: false } }]\nagents:\n  - { name: a, trace: t.json }\ntool_quality:\n  - { name: q, catalog: c.json, expect: [{ target: min_score, matcher: { schema: { minimum: 0 } } }] }\n'
    );
    expect(s.tests.map((t) => [t.items.length, t.threshold])).toEqual([
      [0, undefined],
      [1, undefined]
    ]);
  });

  test('${vars.*} and ${env.*} interpolate in args, prompts and server commands; hook commands keep them for run time', () => {
    const s = load(
      'vars: { city: Paris, n: 3 }\nenv: { KEY: "${env.API_KEY}" }\nservers:\n  w: { command: [node, "${vars.city}.js"], env: { T: "${env.API_KEY}" } }\nhooks: { beforeAll: "seed ${vars.city}" }\ntools:\n  - { name: t, tool: x, args: { q: "${vars.city}", limit: "${vars.n}" } }\nagents:\n  - { name: a, prompt: "weather in ${vars.city}?" }\n',
      { API_KEY: 'k1' }
    );
    expect((s.tests[0] as ToolCase).args).toEqual({ q: 'Paris', limit: 3 });
    expect((s.tests[1] as AgentCase).prompt).toBe('weather in Paris?');
    expect(s.servers.w).toEqual({ command: ['node', 'Paris.js'], env: { T: 'k1' } });
    expect(s.env).toEqual({ KEY: 'k1' });
    // A hook interpolates when it runs, so values injected by an earlier context hook apply.
    expect(s.hooks?.beforeAll).toEqual([
      {
        command: 'seed ${vars.city}',
        argv: ['seed', '${vars.city}'],
        mode: 'plain',
        timeoutMs: 60_000,
        pointer: '/hooks/beforeAll'
      }
    ]);
  });

  test('runs: 0 is clamped to 1; tests: entries with type: agent are agent tests', () => {
    const s = load('tests:\n  - { name: a, type: agent, runs: 0 }\n');
    expect(s.tests[0]).toMatchObject({ kind: 'agent', runs: 1, pointer: '/tests/0' });
  });

  test('hooks take a string, a list, and {command, mode: context} steps, split into words, each with its time limit', () => {
    const s = load(
      'hooks:\n  timeout_ms: 5000\n  beforeAll: ./seed.sh\n  beforeEach:\n    - echo "plain still works"\n    - { command: node ./compute-vars.js, mode: context, timeout_ms: 900 }\n  afterAll: [./dump.sh, ./teardown.sh]\n'
    );
    const view = (phase: 'beforeAll' | 'beforeEach' | 'afterAll' | 'afterEach') =>
      s.hooks?.[phase].map((h) => [h.argv, h.mode, h.timeoutMs, h.pointer]);
    expect(view('beforeAll')).toEqual([[['./seed.sh'], 'plain', 5000, '/hooks/beforeAll']]);
    expect(view('beforeEach')).toEqual([
      [['echo', 'plain still works'], 'plain', 5000, '/hooks/beforeEach/0'],
      [['node', './compute-vars.js'], 'context', 900, '/hooks/beforeEach/1']
    ]);
    expect(view('afterAll')).toEqual([
      [['./dump.sh'], 'plain', 5000, '/hooks/afterAll/0'],
      [['./teardown.sh'], 'plain', 5000, '/hooks/afterAll/1']
    ]);
    expect(view('afterEach')).toEqual([]);
  });
});
