/**
 * Validating values against a server's own JSON Schemas: call arguments against a tool's
 * `inputSchema` before they are sent, and `structuredContent` against its `outputSchema` after
 * (the spec: a server MUST return structured content that conforms to it). Each schema is
 * compiled by the ajv of its dialect: 2020-12 unless `$schema` names draft-07 (or -06), draft-04
 * or 2019-09, as MCP says a schema without `$schema` is 2020-12. Every problem names the JSON
 * pointer of the failing value.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import Ajv2019 from 'ajv/dist/2019.js';
import Ajv2020 from 'ajv/dist/2020.js';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { boundedPatternEngine, PatternNotRun } from './bounded-pattern.ts';

export type Dialect = '2020-12' | '2019-09' | 'draft-07' | 'draft-04';

export interface SchemaProblem {
  /** JSON pointer of the failing value, from the root of what was validated. */
  pointer: string;
  message: string;
  keyword: string;
}

export type Compiled =
  | { ok: true; validate: ValidateFunction; dialect: Dialect }
  | { ok: false; error: string; dialect: Dialect };

/** The dialect a schema's `$schema` names; 2020-12 when it names none. */
export function dialectOf(schema: unknown): Dialect {
  const id = schema !== null && typeof schema === 'object' ? (schema as { $schema?: unknown }).$schema : undefined;
  if (typeof id !== 'string') return '2020-12';
  if (/draft-0[67]\b/.test(id)) return 'draft-07';
  if (/draft-04\b/.test(id)) return 'draft-04';
  if (/2019-09/.test(id)) return '2019-09';
  return '2020-12';
}

type AnyAjv = Ajv;
const engines = new Map<Dialect, AnyAjv>();

function engine(d: Dialect): AnyAjv {
  let a = engines.get(d);
  if (a) return a;
  // strict: false and no logger: servers write schemas with unknown keywords and formats; those
  // are annotations to a validator, not errors in the server.
  // Patterns run through the bounded regex engine: a server's schema is untrusted input.
  const options = {
    allErrors: true,
    strict: false,
    logger: false as const,
    validateSchema: false,
    code: { regExp: boundedPatternEngine }
  };
  const Ctor = (d === 'draft-07'
    ? Ajv
    : d === 'draft-04'
      ? AjvDraft04
      : d === '2019-09'
        ? Ajv2019
        : Ajv2020) as unknown as new (
    o: object
  ) => AnyAjv;
  a = new Ctor(options);
  (addFormats as unknown as (a: AnyAjv) => void)(a);
  engines.set(d, a);
  return a;
}

const cache = new Map<string, Compiled>();

function withoutId(schema: Record<string, unknown>): Record<string, unknown> {
  const { $id: _id, ...rest } = schema;
  return rest;
}

/** Compiles a schema once per distinct text; a schema ajv refuses is an error, not a throw. */
export function compileSchema(schema: unknown): Compiled {
  const key = JSON.stringify(schema);
  const hit = cache.get(key);
  if (hit) return hit;
  const dialect = dialectOf(schema);
  let out: Compiled;
  try {
    if (schema === null || (typeof schema !== 'object' && typeof schema !== 'boolean'))
      throw new Error('a schema must be an object');
    // A schema's $id would make ajv refuse a second schema with the same id: validate a copy without it.
    const copy = typeof schema === 'object' ? withoutId(schema as Record<string, unknown>) : schema;
    out = { ok: true, validate: engine(dialect).compile(copy as object), dialect };
  } catch (e) {
    out = { ok: false, error: (e as Error).message, dialect };
  }
  if (cache.size > 500) cache.clear();
  cache.set(key, out);
  return out;
}

const seg = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** One ajv error as a problem: `required` and `additionalProperties` point at the property itself. */
export function toProblem(e: ErrorObject, base = ''): SchemaProblem {
  const p = e.params as Record<string, unknown>;
  let pointer = base + e.instancePath;
  let message = e.message ?? 'is invalid';
  if (e.keyword === 'required') {
    pointer += '/' + seg(String(p.missingProperty));
    message = 'is required but missing';
  } else if (e.keyword === 'additionalProperties') {
    pointer += '/' + seg(String(p.additionalProperty));
    message = 'is not allowed (additionalProperties: false)';
  } else if (e.keyword === 'enum') {
    message = `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return { pointer, message, keyword: e.keyword };
}

/** Problems of `value` against `schema`, pointers prefixed with `base`. */
export function checkAgainst(
  schema: unknown,
  value: unknown,
  base = ''
): { ok: true; problems: SchemaProblem[] } | { ok: false; error: string } {
  const c = compileSchema(schema);
  if (!c.ok) return { ok: false, error: c.error };
  try {
    if (c.validate(value)) return { ok: true, problems: [] };
  } catch (e) {
    if (!(e instanceof PatternNotRun)) throw e;
    return { ok: true, problems: [{ pointer: base, message: e.message, keyword: 'pattern' }] };
  }
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  for (const e of c.validate.errors ?? []) {
    // anyOf/oneOf report each branch and then themselves; the branch errors say more.
    const pr = toProblem(e, base);
    const key = pr.pointer + '\u0000' + pr.message;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(pr);
  }
  return { ok: true, problems };
}

/** What checking a result's structuredContent against its tool's outputSchema found. */
export type OutputCheck =
  | { status: 'valid'; dialect: Dialect }
  | { status: 'invalid'; dialect: Dialect; problems: SchemaProblem[] }
  /** The tool has no outputSchema: nothing to check. */
  | { status: 'no-schema' }
  /** isError: true results are not held to the schema (the spec and the SDK agree). */
  | { status: 'error-result' }
  /** The outputSchema itself cannot be compiled. */
  | { status: 'bad-schema'; error: string };

export function checkOutput(
  tool: { outputSchema?: unknown } | undefined,
  result: { structuredContent?: unknown; isError?: unknown }
): OutputCheck {
  const schema = tool?.outputSchema;
  if (schema === undefined) return { status: 'no-schema' };
  if (result.isError === true) return { status: 'error-result' };
  const dialect = dialectOf(schema);
  if (result.structuredContent === undefined) {
    return {
      status: 'invalid',
      dialect,
      problems: [
        {
          pointer: '/structuredContent',
          message: 'is missing, though the tool declares an outputSchema',
          keyword: 'required'
        }
      ]
    };
  }
  const r = checkAgainst(schema, result.structuredContent, '/structuredContent');
  if (!r.ok) return { status: 'bad-schema', error: r.error };
  return r.problems.length ? { status: 'invalid', dialect, problems: r.problems } : { status: 'valid', dialect };
}

/** One line per problem: `/structuredContent/count must be integer`. */
export function problemLines(problems: SchemaProblem[]): string[] {
  return problems.map((p) => `${p.pointer || '(root)'} ${p.message}`);
}
