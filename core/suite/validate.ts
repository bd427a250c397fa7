/**
 * Validates a parsed suite against the JSON Schema and turns ajv's errors into diagnostics a person
 * can act on: one message per problem, the JSON pointer of the offending key or value, and the
 * nearest valid key for a typo. The validator is compiled once per process.
 *
 * ajv with allErrors reports every branch of an anyOf. We keep only the branch the author most
 * plausibly meant (the one whose declared keys overlap the value's keys most), so a typo inside an
 * assertion says "unknown key matchr" rather than three alternative complaints.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { Diagnostic } from '../source/diagnostic.ts';
import { joinPointer, resolvePointer } from '../source/pointer.ts';
import { suiteSchema } from './schema-v1.ts';
import { nearest } from '../source/nearest.ts';
import { describeSettingValue } from '../source/values.ts';
import { hostValidators } from './host-validators.ts';

type SchemaNode = Record<string, unknown>;

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  // strict: false because the schema matcher's value is an arbitrary user schema (type: object).
  compiled ??=
    hostValidators()?.suite ??
    new Ajv({ allErrors: true, verbose: true, strict: false }).compile(suiteSchema as unknown as SchemaNode);
  return compiled;
}

export function validateSuiteValue(value: unknown): Diagnostic[] {
  const validate = validator();
  if (validate(value)) return [];
  const errors = dropTypoTwins(pickBranches([...(validate.errors ?? [])], value));
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    const d = describeError(e);
    if (!d) continue;
    const key = `${d.pointer}|${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(d);
  }
  return out;
}

function resolveRef(node: unknown): SchemaNode | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const ref = (node as SchemaNode).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/definitions/')) {
    return (suiteSchema.definitions as Record<string, SchemaNode>)[ref.slice('#/definitions/'.length)];
  }
  return node as SchemaNode;
}

/** The schema objects that apply at the same instance location as `node` (refs and combinators followed). */
function sameLevel(nodes: Iterable<unknown>): Set<object> {
  const out = new Set<object>();
  const walk = (node: unknown) => {
    const target = resolveRef(node);
    if (!target || out.has(target)) return;
    if (node && typeof node === 'object' && node !== target) out.add(node);
    out.add(target);
    for (const k of ['anyOf', 'oneOf', 'allOf']) {
      const list = target[k];
      if (Array.isArray(list)) list.forEach(walk);
    }
    for (const k of ['if', 'then', 'else', 'not', 'propertyNames'])
      if (target[k] && typeof target[k] === 'object') walk(target[k]);
  };
  for (const n of nodes) walk(n);
  return out;
}

/** The schema objects that apply at `segments` below a value validated by `branch`. */
function schemasAt(branch: SchemaNode, segments: string[]): Set<object> {
  let level = sameLevel([branch]);
  for (const seg of segments) {
    const next: unknown[] = [];
    for (const node of level) {
      const n = node as SchemaNode;
      const props = n.properties as SchemaNode | undefined;
      if (props && Object.hasOwn(props, seg)) next.push(props[seg]);
      else if (n.additionalProperties && typeof n.additionalProperties === 'object') next.push(n.additionalProperties);
      if (n.items && typeof n.items === 'object' && /^\d+$/.test(seg)) next.push(n.items);
    }
    level = sameLevel(next);
  }
  return level;
}

function branchProperties(branch: SchemaNode): string[] {
  const props = branch.properties;
  return props && typeof props === 'object' ? Object.keys(props) : [];
}

/** Which branch of an anyOf the author meant: most declared keys present, then matching JSON type. */
function chooseBranch(branches: SchemaNode[], value: unknown): number {
  let best = 0;
  let bestScore = -1;
  branches.forEach((b, i) => {
    let score = 0;
    const t = b.type;
    const types = Array.isArray(t) ? t : t === undefined ? [] : [t];
    const actual = Array.isArray(value)
      ? 'array'
      : value === null
        ? 'null'
        : typeof value === 'number'
          ? Number.isInteger(value)
            ? 'integer'
            : 'number'
          : typeof value;
    if (types.includes(actual) || (actual === 'integer' && types.includes('number'))) score += 1;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      score += 10 * keys.filter((k) => branchProperties(b).includes(k)).length;
      if (b.additionalProperties && typeof b.additionalProperties === 'object' && keys.length === 1) score += 5;
    }
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

function relative(path: string, base: string): string[] {
  return path
    .slice(base.length)
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(base + '/');
}

/** Drops the errors from anyOf branches the author did not mean, outermost choice first. */
function pickBranches(errors: ErrorObject[], root: unknown): ErrorObject[] {
  let current = errors.filter((e) => e.keyword !== 'if');
  const anyOfs = current
    .filter((e) => e.keyword === 'anyOf')
    .sort((a, b) => a.instancePath.length - b.instancePath.length);
  for (const a of anyOfs) {
    if (!current.includes(a)) continue;
    const branches = (a.schema as unknown[]).map((b) => resolveRef(b) ?? {});
    // A "one of these keys is required" anyOf (tool_quality's server/catalog) reads best as one message.
    if (branches.every((b) => Object.keys(b).length === 1 && Array.isArray(b.required))) {
      const keys = branches.map((b) => (b.required as string[])[0]);
      current = current.filter(
        (e) =>
          !(
            e.instancePath === a.instancePath &&
            e.keyword === 'required' &&
            keys.includes((e.params as { missingProperty: string }).missingProperty)
          )
      );
      (a as ErrorObject & { oneOfKeys?: string[] }).oneOfKeys = keys;
      continue;
    }
    const value = resolvePointer(root, a.instancePath);
    const chosen = chooseBranch(branches, value);
    const belongs = (e: ErrorObject, b: SchemaNode) =>
      schemasAt(b, relative(e.instancePath, a.instancePath)).has(e.parentSchema as object);
    const remaining = current.filter((e) => {
      if (e === a || !isUnder(e.instancePath, a.instancePath)) return true;
      if (belongs(e, branches[chosen])) return true;
      return !branches.some((b, i) => i !== chosen && belongs(e, b));
    });
    // Keep the anyOf error only when the chosen branch left nothing more specific to say.
    const specific = remaining.some(
      (e) => e !== a && isUnder(e.instancePath, a.instancePath) && belongs(e, branches[chosen])
    );
    current = specific ? remaining.filter((e) => e !== a) : remaining;
  }
  return current;
}

/** "missing matcher" beside "unknown key matchr (did you mean matcher?)" says the same thing twice. */
function dropTypoTwins(errors: ErrorObject[]): ErrorObject[] {
  const typos = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const near = nearest(
      String((e.params as { additionalProperty: string }).additionalProperty),
      branchProperties((e.parentSchema ?? {}) as SchemaNode)
    );
    if (near) typos.add(`${e.instancePath}|${near}`);
  }
  return errors.filter(
    (e) =>
      !(
        e.keyword === 'required' &&
        typos.has(`${e.instancePath}|${String((e.params as { missingProperty: string }).missingProperty)}`)
      )
  );
}

function typeName(v: unknown): string {
  if (typeof v === 'string') return `the string ${JSON.stringify(v.length > 40 ? v.slice(0, 40) + '…' : v)}`;
  return describeSettingValue(v);
}

/** How a place reads in a message: "runs", or "tools[0]" for a list item. */
function label(pointer: string): string {
  if (pointer === '') return 'the suite';
  const segs = pointer
    .split('/')
    .slice(1)
    .map((x) => x.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = segs[segs.length - 1];
  if (!/^\d+$/.test(last)) return `"${last}"`;
  const parent = segs[segs.length - 2];
  return parent !== undefined && !/^\d+$/.test(parent) ? `${parent}[${last}]` : `item ${last}`;
}

const TYPE_WORDS: Record<string, string> = {
  object: 'a mapping',
  array: 'a list',
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  null: 'null'
};

/** The map form of a hook step: `{ command, mode: context }`. */
const CONTEXT_HOOK_MAP = suiteSchema.definitions.hookStep.anyOf[1] as unknown;
const isContextHookMap = (node: unknown) => node === CONTEXT_HOOK_MAP;

function describeError(e: ErrorObject): Diagnostic | undefined {
  const pointer = e.instancePath;
  const value = e.data;
  const parent = (e.parentSchema ?? {}) as SchemaNode;
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const known = branchProperties(parent);
      const near = nearest(key, known);
      return {
        message: `unknown key "${key}"${near ? `; did you mean "${near}"?` : ''}`,
        expected: known.length ? `one of: ${known.join(', ')}` : undefined,
        pointer: joinPointer(pointer, key)
      };
    }
    case 'required': {
      const key = String(params.missingProperty);
      if (key === 'mode' && isContextHookMap(parent))
        return {
          message: `${label(pointer)}: a hook written as a map must declare mode: context (a plain hook is a bare command string)`,
          expected: '{ command, mode: context } or a command string',
          pointer
        };
      return { message: `${label(pointer)} is missing the required key "${key}"`, pointer };
    }
    case 'type': {
      const want = String(params.type)
        .split(',')
        .map((t) => TYPE_WORDS[t] ?? t)
        .join(' or ');
      return { message: `${label(pointer)} must be ${want}, not ${typeName(value)}`, expected: want, pointer };
    }
    case 'enum': {
      if (parent === suiteSchema.definitions.hookStep.anyOf[1].properties.mode) {
        return {
          message: `${label(pointer)} must be context, not ${typeName(value)}: the map form is only for context hooks (a plain hook is a bare command string)`,
          expected: 'context',
          pointer
        };
      }
      const allowed = (params.allowedValues as unknown[]).map(String);
      const near = typeof value === 'string' ? nearest(value, allowed) : undefined;
      return {
        message: `${label(pointer)} must be one of ${allowed.join(', ')}, not ${typeName(value)}${near ? `; did you mean "${near}"?` : ''}`,
        expected: allowed.join(' | '),
        pointer
      };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return {
        message: `${label(pointer)} must be ${String(params.comparison)} ${String(params.limit)}, not ${JSON.stringify(value)}`,
        pointer
      };
    case 'minItems':
      return {
        message: `${label(pointer)} must list at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`,
        pointer
      };
    case 'minLength':
      return { message: `${label(pointer)} must not be empty`, pointer };
    case 'minProperties':
    case 'maxProperties': {
      const known = branchProperties(parent);
      if (known.length && parent.maxProperties === 1) {
        const what =
          parent === (suiteSchema.definitions.derivedMetric.properties.value as unknown)
            ? 'a derived metric value'
            : 'a matcher';
        const count = value && typeof value === 'object' ? Object.keys(value).length : 0;
        return {
          message: `${what} takes exactly one of ${known.join(', ')} (found ${count})`,
          expected: known.join(' | '),
          pointer
        };
      }
      if (parent.propertyNames) {
        return {
          message: `a shorthand assertion is one key (the target) with a comparison, e.g. { "tool_selection.f1": { ">=": 80 } }`,
          pointer
        };
      }
      return { message: `${label(pointer)} must have at least ${String(params.limit)} key`, pointer };
    }
    case 'propertyNames':
    case 'pattern':
      if (parent.propertyNames || e.keyword === 'propertyNames') {
        const key = String(params.propertyName ?? '');
        return {
          message: `${key ? `"${key}"` : 'this key'} is not a target (expected a dotted path such as tool_selection.f1)`,
          pointer: key ? joinPointer(pointer, key) : pointer
        };
      }
      return { message: `${label(pointer)} does not match ${String(params.pattern)}`, pointer };
    case 'anyOf': {
      const keys = (e as ErrorObject & { oneOfKeys?: string[] }).oneOfKeys;
      if (keys) return { message: `${label(pointer)} needs one of the keys ${keys.join(' or ')}`, pointer };
      return { message: `${label(pointer)} does not match any allowed form (${typeName(value)})`, pointer };
    }
    default:
      return { message: `${label(pointer)} ${e.message ?? 'is invalid'}`, pointer };
  }
}
