/**
 * From the validated document to the suite model: shorthand comparisons become schema matchers,
 * assert-sets get their defaults, defaultTest merges into tools: tests, metric blocks add their
 * default gates, and `${vars.*}`/`${env.*}` interpolate in args, prompts, commands and headers.
 */
import { joinPointer } from '../source/pointer.ts';
import { hookPlan } from './hooks/plan.ts';
import { interpolateDeep, interpolateString, type Scope } from './interpolate.ts';
import type {
  AgentCase,
  Assertion,
  AssertSet,
  DerivedMetric,
  Item,
  Origin,
  QualityCase,
  Suite,
  TestCase,
  ToolCase
} from './model.ts';
import type {
  AgentTestDoc,
  AssertionDoc,
  AssertSetDoc,
  ComparisonDoc,
  DerivedMetricDoc,
  ExpectDoc,
  MatcherDoc,
  ServerDoc,
  ShorthandDoc,
  SuiteDoc,
  ToolQualityDoc,
  ToolTestDoc,
  TypedAgentTestDoc
} from './types.ts';

/** Shorthand operators as JSON Schema keywords, so `{ ">=": 80 }` runs through the schema matcher. */
export function comparisonSchema(c: ComparisonDoc): Record<string, unknown> {
  const s: Record<string, unknown> = {};
  const ops = c as Record<string, unknown>;
  if (ops['>='] !== undefined) s.minimum = ops['>='];
  if (ops['>'] !== undefined) s.exclusiveMinimum = ops['>'];
  if (ops['<='] !== undefined) s.maximum = ops['<='];
  if (ops['<'] !== undefined) s.exclusiveMaximum = ops['<'];
  if ('==' in ops) s.const = ops['=='];
  if ('!=' in ops) s.not = { const: ops['!='] };
  // A bound implies a number: without this, { ">=": 80 } would pass on a string.
  if (['>=', '>', '<=', '<'].some((k) => ops[k] !== undefined)) s.type = 'number';
  return s;
}

function toAssertion(doc: AssertionDoc | ShorthandDoc, pointer: string, origin: Origin): Assertion {
  if ('target' in doc && 'matcher' in doc && typeof doc.target === 'string') {
    const a = doc as AssertionDoc;
    return {
      kind: 'assertion',
      target: a.target,
      matcher: a.matcher,
      expected: a.matcher,
      weight: a.weight ?? 1,
      ...(a.name !== undefined ? { name: a.name } : {}),
      pointer,
      origin
    };
  }
  const [target, comparison] = Object.entries(doc)[0] as [string, ComparisonDoc];
  return {
    kind: 'assertion',
    target,
    matcher: { schema: comparisonSchema(comparison) } as MatcherDoc,
    expected: comparison,
    weight: 1,
    pointer,
    origin
  };
}

export function normalizeExpect(list: ExpectDoc | undefined, pointer: string, origin: Origin): Item[] {
  return (list ?? []).map((item, i): Item => {
    const p = joinPointer(pointer, i);
    if (Object.hasOwn(item, 'assert-set')) {
      const set = (item as AssertSetDoc)['assert-set'];
      const assertions: Array<AssertionDoc | ShorthandDoc> = set.assertions;
      const s: AssertSet = {
        kind: 'set',
        threshold: set.threshold ?? 1,
        weight: set.weight ?? 1,
        assertions: assertions.map((a, j) => toAssertion(a, joinPointer(p, 'assert-set', 'assertions', j), origin)),
        pointer: p,
        origin
      };
      if (set.name !== undefined) s.name = set.name;
      return s;
    }
    return toAssertion(item as AssertionDoc | ShorthandDoc, p, origin);
  });
}

function gate(
  target: string,
  schema: Record<string, unknown>,
  expected: unknown,
  pointer: string,
  block: string
): Assertion {
  return {
    kind: 'assertion',
    target,
    matcher: { schema } as MatcherDoc,
    expected,
    weight: 1,
    pointer,
    origin: `default:${block}`
  };
}

/** The gates a block applies when its expect: is omitted or empty. */
export const DEFAULT_GATES: Record<string, Array<{ target: string; op: '>=' | '<='; value: number }>> = {
  equal_function_sets: [{ target: 'tool_selection.f1', op: '>=', value: 50 }],
  distractors: [{ target: 'distractors.accuracy', op: '>=', value: 50 }],
  token_efficiency: [{ target: 'token_efficiency.f1', op: '>=', value: 50 }],
  tool_quality: [
    { target: 'min_score', op: '>=', value: 0.5 },
    { target: 'mean_score', op: '>=', value: 0.7 },
    // Every family's criticals: a poisoned description (SEC) or a broken schema (SCH) fails the bar as lint does.
    { target: 'criticals', op: '<=', value: 0 }
  ]
};

export function defaultGates(block: string, pointer: string): Assertion[] {
  return (DEFAULT_GATES[block] ?? []).map((g) =>
    gate(g.target, comparisonSchema({ [g.op]: g.value }), { [g.op]: g.value }, pointer, block)
  );
}

/** The claims gate depends on the task's threshold, known only once the task file is read. */
export function claimsGate(threshold: number, pointer: string): Assertion {
  return gate('claims.coverage', comparisonSchema({ '>=': threshold }), { '>=': threshold }, pointer, 'claims');
}

function derived(list: DerivedMetricDoc[] | undefined, pointer: string): DerivedMetric[] {
  return (list ?? []).map((m, i) => {
    const value = m.value as Record<string, Array<{ ref: string; weight?: number }>>;
    const mode = 'weighted_sum' in value ? 'weighted_sum' : 'weighted_average';
    return {
      name: m.name,
      ...(m.threshold !== undefined ? { threshold: m.threshold } : {}),
      mode,
      terms: value[mode].map((t) => ({ ref: t.ref, weight: t.weight ?? 1 })),
      pointer: joinPointer(pointer, i)
    };
  });
}

function toolCase(doc: ToolTestDoc, i: number, suite: SuiteDoc, scope: Scope): ToolCase {
  const pointer = joinPointer('/tools', i);
  const base = suite.defaultTest ?? {};
  const args = interpolateDeep(doc.args ?? {}, scope);
  const threshold = doc.threshold ?? base.threshold;
  const server = doc.server ?? base.server;
  const timeoutMs = doc.timeout_ms ?? base.timeout_ms;
  const out: ToolCase = {
    kind: 'tool',
    name: doc.name,
    pointer,
    tool: doc.tool,
    args: args.value as Record<string, unknown>,
    missing: args.missing,
    // The test keeps its own assertions first; the baseline's follow.
    items: [
      ...normalizeExpect(doc.expect, joinPointer(pointer, 'expect'), 'test'),
      ...normalizeExpect(base.expect, '/defaultTest/expect', 'defaultTest')
    ],
    derived: derived(doc.derivedMetrics, joinPointer(pointer, 'derivedMetrics'))
  };
  if (doc.description !== undefined) out.description = doc.description;
  if (threshold !== undefined) out.threshold = threshold;
  if (server !== undefined) out.server = server;
  if (timeoutMs !== undefined) out.timeoutMs = timeoutMs;
  const ef = doc.expect_failure;
  if (ef === true) out.expectFailure = { kind: 'any' };
  else if (ef && typeof ef === 'object') {
    out.expectFailure = { kind: ef.kind ?? (ef.code !== undefined ? 'protocol_error' : 'any') };
    if (ef.code !== undefined) out.expectFailure.code = ef.code;
    if (ef.message !== undefined) out.expectFailure.message = ef.message;
  }
  if (typeof doc.recorded === 'string') out.recorded = { path: doc.recorded };
  else if (doc.recorded !== undefined) out.recorded = { inline: doc.recorded };
  return out;
}

const BLOCK_ORDER = ['equal_function_sets', 'distractors', 'orchestration', 'token_efficiency', 'claims'] as const;

function agentCase(doc: AgentTestDoc | TypedAgentTestDoc, pointer: string, scope: Scope): AgentCase {
  const items = normalizeExpect(doc.expect, joinPointer(pointer, 'expect'), 'test');
  for (const block of BLOCK_ORDER) {
    const b = doc[block] as { expect?: ExpectDoc } | undefined;
    if (!b) continue;
    const bp = joinPointer(pointer, block);
    if (b.expect && b.expect.length > 0)
      items.push(...normalizeExpect(b.expect, joinPointer(bp, 'expect'), `block:${block}`));
    else items.push(...defaultGates(block, bp));
  }
  const prompt = doc.prompt === undefined ? undefined : interpolateString(doc.prompt, scope);
  const out: AgentCase = {
    kind: 'agent',
    name: doc.name,
    pointer,
    servers: doc.servers ?? [],
    missing: prompt?.missing ?? [],
    runs: Math.max(1, doc.runs ?? 1),
    items,
    derived: derived(doc.derivedMetrics, joinPointer(pointer, 'derivedMetrics')),
    blocks: {}
  };
  for (const k of ['description', 'agent', 'model', 'domain', 'trace', 'task', 'threshold'] as const) {
    const v = doc[k];
    if (v === undefined) continue;
    // A list of one model is the single-model test it reads as; two or more make a matrix.
    if (k === 'model' && Array.isArray(v)) {
      if (v.length === 1) out.model = v[0];
      else out.models = [...v];
    } else (out as unknown as Record<string, unknown>)[k] = v;
  }
  if (prompt) out.prompt = String(prompt.value);
  for (const k of [
    'equal_function_sets',
    'tool_selection',
    'distractors',
    'discovery',
    'orchestration',
    'token_efficiency',
    'claims'
  ] as const) {
    if (doc[k] !== undefined) (out.blocks as Record<string, unknown>)[k] = doc[k];
  }
  return out;
}

function qualityCase(doc: ToolQualityDoc, i: number): QualityCase {
  const pointer = joinPointer('/tool_quality', i);
  const own = normalizeExpect(doc.expect, joinPointer(pointer, 'expect'), 'test');
  const out: QualityCase = {
    kind: 'tool_quality',
    name: doc.name,
    pointer,
    items: own.length > 0 ? own : defaultGates('tool_quality', pointer),
    derived: derived(doc.derivedMetrics, joinPointer(pointer, 'derivedMetrics'))
  };
  if (doc.description !== undefined) out.description = doc.description;
  if (doc.threshold !== undefined) out.threshold = doc.threshold;
  if (doc.server !== undefined) out.server = doc.server;
  if (doc.catalog !== undefined) out.catalog = doc.catalog;
  if (doc.preset !== undefined) out.preset = doc.preset;
  return out;
}

function interpolateServer(s: ServerDoc, scope: Scope): ServerDoc {
  return interpolateDeep(s, scope).value as ServerDoc;
}

export function normalizeSuite(doc: SuiteDoc, scope: Scope, file?: string): Suite {
  const tests: TestCase[] = [
    ...(doc.tools ?? []).map((t, i) => toolCase(t, i, doc, scope)),
    ...(doc.agents ?? []).map((t, i) => agentCase(t, joinPointer('/agents', i), scope)),
    ...(doc.tests ?? []).map((t, i) => agentCase(t, joinPointer('/tests', i), scope)),
    ...(doc.tool_quality ?? []).map((t, i) => qualityCase(t, i))
  ];
  const servers: Record<string, ServerDoc> = {};
  for (const [name, s] of Object.entries(doc.servers ?? {})) servers[name] = interpolateServer(s, scope);
  const suite: Suite = {
    servers,
    vars: scope.vars,
    env: interpolateDeep(doc.env ?? {}, scope).value as Record<string, string>,
    tests
  };
  if (file !== undefined) suite.file = file;
  if (doc.name !== undefined) suite.name = doc.name;
  if (doc.description !== undefined) suite.description = doc.description;
  // Hook commands interpolate when they run, so values injected by earlier context hooks apply.
  if (doc.hooks !== undefined) suite.hooks = hookPlan(doc.hooks).plan;
  return suite;
}
