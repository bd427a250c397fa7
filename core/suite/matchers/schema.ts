/**
 * `schema`: the value validates against a JSON Schema (ajv), so `{ minimum: 80 }` gates a number
 * and `{ type: array }` a list. Validators are compiled once per distinct schema.
 */
import Ajv from 'ajv';
import { hostValidators } from '../host-validators.ts';
import { MAX_REGEX_INPUT, plainRegex } from './regex.ts';
import { result, type Matcher, type RegexEvaluator } from './types.ts';
import { preview } from './text.ts';

let ajv: Ajv | undefined;

/**
 * A schema's `pattern` runs through the host's regex evaluator, as `regex:` matchers do, so a
 * catastrophic pattern fails its assertion at the host's time limit instead of holding the run
 * (one took 179 s). ajv calls this engine; `current` is the evaluator of the match in progress.
 */
let current: RegexEvaluator = plainRegex;

class PatternError extends Error {}

const boundedEngine = Object.assign(
  (pattern: string, flags: string) => {
    new RegExp(pattern, flags); // a syntax error is ajv's compile error, as before
    return {
      // ajv caches compiled patterns by this text: without it every pattern shares one entry.
      toString: () => `/${pattern}/${flags}`,
      test(text: string): boolean {
        const r = current(pattern, text.slice(0, MAX_REGEX_INPUT), flags);
        if ('error' in r) throw new PatternError(`pattern "${pattern}" could not run: ${r.error}`);
        return r.matched;
      }
    };
  },
  { code: 'new RegExp' }
);
/** ajv's compiled function, or the browser's interpreter: both are called, then read `errors`. */
type SchemaValidator = ((data: unknown) => boolean) & {
  errors?: Array<{ instancePath: string; message?: string }> | null;
};
const cache = new Map<string, SchemaValidator | string>();
const MAX_CACHE = 500;

function compile(schema: object | boolean): SchemaValidator | string {
  const key = JSON.stringify(schema);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const host = hostValidators();
  let v: SchemaValidator | string;
  try {
    v = host
      ? host.compileSchema(schema)
      : (ajv ??= new Ajv({ strict: false, allErrors: false, code: { regExp: boundedEngine } })).compile(schema);
  } catch (e) {
    v = `invalid schema: ${(e as Error).message}`;
  }
  if (cache.size >= MAX_CACHE) cache.clear();
  cache.set(key, v);
  return v;
}

export const schema: Matcher<object | boolean> = {
  id: 'schema',
  describe: (expected) => `matches schema ${preview(expected)}`,
  match(actual, expected, ctx) {
    const v = compile(expected);
    if (typeof v === 'string') return result(false, v);
    if (actual === undefined) return result(false, `expected a value matching ${preview(expected)}, got nothing`);
    let ok: boolean;
    current = ctx?.regex ?? plainRegex;
    try {
      ok = v(actual);
    } catch (e) {
      if (e instanceof PatternError) return result(false, e.message);
      throw e;
    } finally {
      current = plainRegex;
    }
    if (ok) return result(true, `matches schema ${preview(expected)}`);
    const e = v.errors?.[0];
    return result(
      false,
      `${preview(actual)} does not match ${preview(expected)}: ${e ? `${e.instancePath ? e.instancePath + ' ' : ''}${e.message}` : 'invalid'}`
    );
  }
};
