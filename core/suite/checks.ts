/**
 * Load-time checks the JSON Schema cannot express: unknown server names, undeclared vars, duplicate
 * test and assertion names, derived metrics that refer forward or to themselves, regexes that do
 * not compile and schema matchers that are not valid JSON Schemas.
 */
import Ajv from 'ajv';
import type { Diagnostic } from '../source/diagnostic.ts';
import { cassetteSlug } from '../agents/cassette-name.ts';
import { joinPointer } from '../source/pointer.ts';
import { hookPlan } from './hooks/plan.ts';
import { hostValidators } from './host-validators.ts';
import { varReferences } from './interpolate.ts';
import { nearest } from '../source/nearest.ts';
import type { Item } from './model.ts';
import { normalizeExpect } from './normalize.ts';
import { parseTarget } from './target.ts';
import type { DerivedMetricDoc, ExpectDoc, SuiteDoc } from './types.ts';

let schemaChecker: Ajv | undefined;

function checkMatcher(matcher: unknown, pointer: string, out: Diagnostic[]): void {
  if (!matcher || typeof matcher !== 'object') return;
  const m = matcher as Record<string, unknown>;
  if (typeof m.regex === 'string') {
    try {
      new RegExp(m.regex);
    } catch (e) {
      out.push({
        message: `the regex does not compile: ${(e as Error).message}`,
        expected: 'a JavaScript regular expression',
        pointer: joinPointer(pointer, 'regex')
      });
    }
  }
  if (m.schema !== undefined && typeof m.schema === 'object') {
    const host = hostValidators()?.jsonSchema;
    const valid = host
      ? host(m.schema)
      : (schemaChecker ??= new Ajv({ strict: false, validateSchema: true })).validateSchema(m.schema as object);
    if (!valid) {
      const e = (host ? host.errors : schemaChecker?.errors)?.[0];
      out.push({
        message: `the schema matcher's value is not a valid JSON Schema: ${e ? `${e.instancePath || 'schema'} ${e.message}` : 'invalid'}`,
        pointer: joinPointer(pointer, 'schema')
      });
    }
  }
  if (m.not !== undefined) checkMatcher(m.not, joinPointer(pointer, 'not'), out);
}

function itemNames(items: Item[]): Array<{ name: string; pointer: string }> {
  const out: Array<{ name: string; pointer: string }> = [];
  for (const it of items) {
    if (it.name !== undefined) out.push({ name: it.name, pointer: it.pointer });
    if (it.kind === 'set')
      for (const a of it.assertions) if (a.name !== undefined) out.push({ name: a.name, pointer: a.pointer });
  }
  return out;
}

interface Scored {
  expect?: ExpectDoc;
  derivedMetrics?: DerivedMetricDoc[];
}

function checkScored(
  test: Scored,
  pointer: string,
  extraExpect: Array<{ list: ExpectDoc | undefined; pointer: string }>,
  out: Diagnostic[]
): void {
  const items = [
    ...normalizeExpect(test.expect, joinPointer(pointer, 'expect'), 'test'),
    ...extraExpect.flatMap((e) => normalizeExpect(e.list, e.pointer, 'test'))
  ];
  for (const it of items) {
    const list = it.kind === 'set' ? it.assertions : [it];
    for (const a of list) {
      checkMatcher(a.matcher, joinPointer(a.pointer, 'matcher'), out);
      const t = parseTarget(a.target);
      // Shorthand keys are checked by the schema's pattern; only the {target:} form can be malformed here.
      if (!t.ok && a.matcher !== undefined && a.expected === a.matcher)
        out.push({
          message: `bad target: ${t.error}`,
          expected: 'a path such as result.content[0].text or tool_selection.f1',
          pointer: joinPointer(a.pointer, 'target')
        });
    }
  }
  const names = itemNames(items);
  const seen = new Set<string>();
  for (const n of names) {
    if (seen.has(n.name))
      out.push({
        message: `the name "${n.name}" is used by two assertions or assert-sets in this test; derived metrics could not tell them apart`,
        pointer: joinPointer(n.pointer, 'name')
      });
    seen.add(n.name);
  }
  const metrics = test.derivedMetrics ?? [];
  metrics.forEach((m, i) => {
    const mp = joinPointer(pointer, 'derivedMetrics', i);
    if (seen.has(m.name))
      out.push({
        message: `the derived metric "${m.name}" has the same name as an assertion or assert-set`,
        pointer: joinPointer(mp, 'name')
      });
    const mode = 'weighted_sum' in m.value ? 'weighted_sum' : 'weighted_average';
    const terms = (m.value as Record<string, Array<{ ref: string }>>)[mode] ?? [];
    terms.forEach((t, j) => {
      if (seen.has(t.ref)) return;
      const later = metrics.findIndex((o, k) => k >= i && o.name === t.ref);
      if (later === i)
        out.push({
          message: `the derived metric "${m.name}" refers to itself`,
          expected: 'a named assertion, assert-set or earlier derived metric',
          pointer: joinPointer(mp, 'value', mode, j, 'ref')
        });
      else if (later > i)
        out.push({
          message: `the derived metric "${m.name}" refers to "${t.ref}", which is declared later; metrics evaluate in declaration order`,
          expected: 'a named assertion, assert-set or earlier derived metric',
          pointer: joinPointer(mp, 'value', mode, j, 'ref')
        });
    });
    seen.add(m.name);
  });
}

export function checkSuite(doc: SuiteDoc): Diagnostic[] {
  const out: Diagnostic[] = [];
  const servers = Object.keys(doc.servers ?? {});
  const vars = Object.keys(doc.vars ?? {});
  const checkServer = (name: string | undefined, pointer: string) => {
    if (name === undefined || servers.includes(name)) return;
    const near = nearest(name, servers);
    out.push({
      message: `unknown server "${name}"${near ? `; did you mean "${near}"?` : servers.length ? '' : ' (the suite declares no servers:)'}`,
      expected: servers.length ? `one of: ${servers.join(', ')}` : undefined,
      pointer
    });
  };
  // Walks to each string so the error points at the string that names the undeclared var.
  const checkVars = (value: unknown, pointer: string, depth = 0): void => {
    if (typeof value === 'string') {
      for (const name of varReferences(value)) {
        if (vars.includes(name)) continue;
        const near = nearest(name, vars);
        out.push({
          message: `\${vars.${name}} is not declared under vars:${near ? `; did you mean "${near}"?` : ''}`,
          pointer
        });
      }
      return;
    }
    if (depth > 64 || value === null || typeof value !== 'object') return;
    for (const [k, v] of Object.entries(value)) checkVars(v, joinPointer(pointer, k), depth + 1);
  };
  const names = new Map<string, string>();
  const checkName = (name: string, pointer: string) => {
    const first = names.get(name);
    if (first !== undefined)
      out.push({
        message: `two tests are named "${name}" (the first at ${first}); reports and --filter need unique names`,
        pointer: joinPointer(pointer, 'name')
      });
    else names.set(name, pointer);
  };

  checkServer(doc.defaultTest?.server, '/defaultTest/server');
  if (doc.defaultTest) checkScored({ expect: doc.defaultTest.expect }, '/defaultTest', [], out);
  (doc.tools ?? []).forEach((t, i) => {
    const p = joinPointer('/tools', i);
    checkName(t.name, p);
    checkServer(t.server, joinPointer(p, 'server'));
    checkVars(t.args, joinPointer(p, 'args'));
    checkScored(t, p, [], out);
  });
  const agents = [
    ...(doc.agents ?? []).map((t, i) => ({ t, p: joinPointer('/agents', i) })),
    ...(doc.tests ?? []).map((t, i) => ({ t, p: joinPointer('/tests', i) }))
  ];
  const cassettes = new Map<string, string>();
  for (const { t, p } of agents) {
    checkName(t.name, p);
    if (t.model !== undefined && t.trace === undefined) {
      // A dispatched test: it needs a prompt, and a cassette file of its own.
      if (t.prompt === undefined)
        out.push({
          message: `"${t.name}" has model: and no trace:, so it dispatches its agent, which needs prompt:`,
          expected: 'prompt: the user request the agent gets',
          pointer: p
        });
      const slug = cassetteSlug(t.name);
      const other = cassettes.get(slug);
      if (other !== undefined)
        out.push({
          message: `"${t.name}" and "${other}" would share the cassette cassettes/<suite>/${slug}.json; rename one`,
          pointer: joinPointer(p, 'name')
        });
      else cassettes.set(slug, t.name);
    }
    (t.servers ?? []).forEach((s, j) => checkServer(s, joinPointer(p, 'servers', j)));
    checkVars(t.prompt, joinPointer(p, 'prompt'));
    const blocks = (['equal_function_sets', 'distractors', 'orchestration', 'token_efficiency', 'claims'] as const).map(
      (b) => ({ list: (t[b] as { expect?: ExpectDoc } | undefined)?.expect, pointer: joinPointer(p, b, 'expect') })
    );
    checkScored(t, p, blocks, out);
  }
  (doc.tool_quality ?? []).forEach((t, i) => {
    const p = joinPointer('/tool_quality', i);
    checkName(t.name, p);
    checkServer(t.server, joinPointer(p, 'server'));
    checkScored(t, p, [], out);
  });
  for (const [name, s] of Object.entries(doc.servers ?? {})) checkVars(s, joinPointer('/servers', name));
  if (doc.hooks) {
    checkVars(doc.hooks, '/hooks');
    out.push(...hookPlan(doc.hooks).errors);
  }
  return out;
}
