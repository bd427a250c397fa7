/**
 * A JSON Schema interpreter for the `schema` matcher where ajv cannot run: ajv compiles every
 * schema into a function with `new Function`, and the playground's Content-Security-Policy
 * forbids that (a suite's schemas come from whoever wrote the suite, so compiling them to code is
 * exactly what the policy is there to stop). It covers the keywords suites use (every shorthand
 * comparison and default gate is one of them) and reproduces ajv's verdict and its first error
 * (`instancePath` and `message`, in ajv's keyword order), so a report reads the same in the
 * browser as from the CLI; schema-interpreter.test.ts checks it against ajv. A schema with any
 * other keyword is refused with a message naming it.
 */
import { isPlainObject } from '../../source/values.ts';

export interface InterpretedError {
  instancePath: string;
  message: string;
}

export type InterpretedValidator = ((data: unknown) => boolean) & { errors: InterpretedError[] | null };

type Schema = boolean | Record<string, unknown>;

const ANNOTATIONS = new Set([
  '$schema',
  '$id',
  '$comment',
  'title',
  'description',
  'default',
  'examples',
  'readOnly',
  'writeOnly',
  'definitions'
]);
const SUPPORTED = new Set([
  'type',
  'const',
  'enum',
  'not',
  'anyOf',
  'oneOf',
  'allOf',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'multipleOf',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'items',
  'maxProperties',
  'minProperties',
  'required',
  'additionalProperties',
  'properties'
]);
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null', 'object', 'array']);

/** What in a schema the interpreter cannot evaluate, or undefined when it can all of it. */
export function unsupported(schema: unknown, path = ''): string | undefined {
  if (typeof schema === 'boolean') return undefined;
  if (!isPlainObject(schema)) return `${path || 'the schema'} is not a schema`;
  for (const [k, v] of Object.entries(schema)) {
    if (ANNOTATIONS.has(k)) continue;
    if (!SUPPORTED.has(k)) return `the keyword "${k}"${path ? ` at ${path}` : ''}`;
    const here = `${path}/${k}`;
    if (
      k === 'type' &&
      !(typeof v === 'string'
        ? TYPES.has(v)
        : Array.isArray(v) && v.every((t) => typeof t === 'string' && TYPES.has(t)))
    )
      return `the type at ${here}`;
    if (['not', 'items', 'additionalProperties'].includes(k) && !(k === 'items' && Array.isArray(v))) {
      const inner = unsupported(v, here);
      if (inner) return inner;
    }
    if (k === 'items' && Array.isArray(v)) return `the tuple form of "items" at ${here}`;
    if (['anyOf', 'oneOf', 'allOf'].includes(k)) {
      if (!Array.isArray(v) || v.length === 0) return `${here} (a non-empty list of schemas)`;
      for (let i = 0; i < v.length; i++) {
        const inner = unsupported(v[i], `${here}/${i}`);
        if (inner) return inner;
      }
    }
    if (k === 'properties') {
      if (!isPlainObject(v)) return `${here} (a mapping of schemas)`;
      for (const [p, s] of Object.entries(v)) {
        const inner = unsupported(s, `${here}/${p}`);
        if (inner) return inner;
      }
    }
    if (
      ['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'multipleOf'].includes(k) &&
      typeof v !== 'number'
    )
      return `${here} (a number)`;
    if (
      ['maxLength', 'minLength', 'maxItems', 'minItems', 'maxProperties', 'minProperties'].includes(k) &&
      !(Number.isInteger(v) && (v as number) >= 0)
    )
      return `${here} (a non-negative integer)`;
    if (k === 'pattern' && typeof v !== 'string') return `${here} (a string)`;
    if (k === 'required' && !(Array.isArray(v) && v.every((x) => typeof x === 'string')))
      return `${here} (a list of strings)`;
    if (k === 'enum' && !Array.isArray(v)) return `${here} (a list)`;
  }
  return undefined;
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a))
      return a.length === (b as unknown[]).length && a.every((x, i) => equal(x, (b as unknown[])[i]));
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every(
      (k) => Object.hasOwn(b, k) && equal((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])
    );
  }
  return Number.isNaN(a) && Number.isNaN(b);
}

function hasType(data: unknown, t: string): boolean {
  switch (t) {
    case 'string':
      return typeof data === 'string';
    case 'number':
      return typeof data === 'number';
    case 'integer':
      return typeof data === 'number' && !(data % 1) && !Number.isNaN(data);
    case 'boolean':
      return typeof data === 'boolean';
    case 'null':
      return data === null;
    case 'object':
      return isPlainObject(data);
    case 'array':
      return Array.isArray(data);
  }
  return false;
}

/** The keywords ajv runs only for data of one type (its rule groups). */
const GROUP_KEYWORDS: Record<string, string[]> = {
  number: ['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'multipleOf'],
  string: ['maxLength', 'minLength', 'pattern'],
  array: ['maxItems', 'minItems', 'items'],
  object: ['maxProperties', 'minProperties', 'required', 'additionalProperties', 'properties']
};

const escapePointerToken = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const codePoints = (s: string) => Array.from(s).length;

/** The errors of `data` against `schema`, first error first, stopping where ajv (allErrors off) stops. */
function check(schema: Schema, data: unknown, at: string, out: InterpretedError[]): boolean {
  if (schema === true) return true;
  if (schema === false) return fail(out, at, 'boolean schema is false');
  const s = schema;
  const types = s.type === undefined ? [] : Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
  const typeError = () => fail(out, at, `must be ${String(s.type)}`);
  // ajv checks the type first, except for a single type whose own keywords the schema uses: then
  // the type error comes where that type's keywords would run (after the any-type keywords).
  const deferred = types.length === 1 && (GROUP_KEYWORDS[types[0]] ?? []).some((k) => k in s) ? types[0] : undefined;
  if (types.length > 0 && !deferred && !types.some((t) => hasType(data, t))) return typeError();
  // ajv's groups: keywords for any type, then number, string, array and object keywords.
  if ('const' in s && !equal(data, s.const)) return fail(out, at, 'must be equal to constant');
  if (s.enum !== undefined && !(s.enum as unknown[]).some((e) => equal(data, e)))
    return fail(out, at, 'must be equal to one of the allowed values');
  if (s.not !== undefined && check(s.not as Schema, data, at, [])) return fail(out, at, 'must NOT be valid');
  if (s.anyOf !== undefined) {
    const errs: InterpretedError[] = [];
    if (!(s.anyOf as Schema[]).some((b) => check(b, data, at, errs)))
      return fail(out, at, 'must match a schema in anyOf', errs);
  }
  if (s.oneOf !== undefined) {
    const errs: InterpretedError[] = [];
    const passing = (s.oneOf as Schema[]).filter((b) => check(b, data, at, errs)).length;
    if (passing !== 1) return fail(out, at, 'must match exactly one schema in oneOf', errs);
  }
  if (s.allOf !== undefined) for (const b of s.allOf as Schema[]) if (!check(b, data, at, out)) return false;
  if (deferred === 'number' && typeof data !== 'number') return typeError();
  if (typeof data === 'number') {
    if (typeof s.maximum === 'number' && !(data <= s.maximum)) return fail(out, at, `must be <= ${s.maximum}`);
    if (typeof s.minimum === 'number' && !(data >= s.minimum)) return fail(out, at, `must be >= ${s.minimum}`);
    if (typeof s.exclusiveMaximum === 'number' && !(data < s.exclusiveMaximum))
      return fail(out, at, `must be < ${s.exclusiveMaximum}`);
    if (typeof s.exclusiveMinimum === 'number' && !(data > s.exclusiveMinimum))
      return fail(out, at, `must be > ${s.exclusiveMinimum}`);
    if (typeof s.multipleOf === 'number') {
      const r = data / s.multipleOf;
      if (r !== parseInt(String(r), 10)) return fail(out, at, `must be multiple of ${s.multipleOf}`);
    }
  }
  if (deferred === 'string' && typeof data !== 'string') return typeError();
  if (typeof data === 'string') {
    if (typeof s.maxLength === 'number' && codePoints(data) > s.maxLength)
      return fail(out, at, `must NOT have more than ${s.maxLength} characters`);
    if (typeof s.minLength === 'number' && codePoints(data) < s.minLength)
      return fail(out, at, `must NOT have fewer than ${s.minLength} characters`);
    if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(data))
      return fail(out, at, `must match pattern "${s.pattern}"`);
  }
  if (deferred === 'array' && !Array.isArray(data)) return typeError();
  if (Array.isArray(data)) {
    if (typeof s.maxItems === 'number' && data.length > s.maxItems)
      return fail(out, at, `must NOT have more than ${s.maxItems} items`);
    if (typeof s.minItems === 'number' && data.length < s.minItems)
      return fail(out, at, `must NOT have fewer than ${s.minItems} items`);
    if (s.items !== undefined)
      for (let i = 0; i < data.length; i++) if (!check(s.items as Schema, data[i], `${at}/${i}`, out)) return false;
  }
  if (deferred === 'object' && !isPlainObject(data)) return typeError();
  if (isPlainObject(data)) {
    const n = Object.keys(data).length;
    if (typeof s.maxProperties === 'number' && n > s.maxProperties)
      return fail(out, at, `must NOT have more than ${s.maxProperties} properties`);
    if (typeof s.minProperties === 'number' && n < s.minProperties)
      return fail(out, at, `must NOT have fewer than ${s.minProperties} properties`);
    for (const p of (s.required as string[] | undefined) ?? [])
      if (data[p] === undefined) return fail(out, at, `must have required property '${p}'`);
    const props = isPlainObject(s.properties) ? s.properties : {};
    if (s.additionalProperties !== undefined) {
      for (const k of Object.keys(data)) {
        if (Object.hasOwn(props, k)) continue;
        if (s.additionalProperties === false) return fail(out, at, 'must NOT have additional properties');
        if (!check(s.additionalProperties as Schema, data[k], `${at}/${escapePointerToken(k)}`, out)) return false;
      }
    }
    for (const [k, sub] of Object.entries(props))
      if (data[k] !== undefined && !check(sub as Schema, data[k], `${at}/${escapePointerToken(k)}`, out)) return false;
  }
  return true;
}

function fail(out: InterpretedError[], at: string, message: string, before: InterpretedError[] = []): false {
  out.push(...before, { instancePath: at, message });
  return false;
}

/** A validator shaped like ajv's (call it, then read `errors`), or a string saying what it cannot do. */
export function interpretSchema(schema: unknown): InterpretedValidator | string {
  const what = unsupported(schema);
  if (what)
    return `the browser cannot evaluate ${what} (ajv compiles schemas to code, which the page's security policy forbids; toolgauge run can)`;
  if (isPlainObject(schema) && typeof schema.pattern === 'string') {
    try {
      new RegExp(schema.pattern, 'u');
    } catch (e) {
      return `invalid schema: ${(e as Error).message}`;
    }
  }
  const v = ((data: unknown) => {
    const errors: InterpretedError[] = [];
    const ok = check(schema as Schema, data, '', errors);
    v.errors = ok ? null : errors;
    return ok;
  }) as InterpretedValidator;
  v.errors = null;
  return v;
}
