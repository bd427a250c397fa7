/**
 * `schema`: the value validates against a JSON Schema (ajv), so `{ minimum: 80 }` gates a number
 * and `{ type: array }` a list. Validators are compiled once per distinct schema.
 */
import Ajv from 'ajv';
import { hostValidators } from '../host-validators.ts';
import { result, type Matcher } from './types.ts';
import { preview } from './text.ts';

let ajv: Ajv | undefined;
/** ajv's compiled function, or the browser's interpreter: both are called, then read `errors`. */
type SchemaValidator = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; message?: string }> | null };
const cache = new Map<string, SchemaValidator | string>();
const MAX_CACHE = 500;

function compile(schema: object | boolean): SchemaValidator | string {
  const key = JSON.stringify(schema);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const host = hostValidators();
  let v: SchemaValidator | string;
  try {
    v = host ? host.compileSchema(schema) : (ajv ??= new Ajv({ strict: false, allErrors: false })).compile(schema);
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
  match(actual, expected) {
    const v = compile(expected);
    if (typeof v === 'string') return result(false, v);
    if (actual === undefined) return result(false, `expected a value matching ${preview(expected)}, got nothing`);
    if (v(actual)) return result(true, `matches schema ${preview(expected)}`);
    const e = v.errors?.[0];
    return result(false, `${preview(actual)} does not match ${preview(expected)}: ${e ? `${e.instancePath ? e.instancePath + ' ' : ''}${e.message}` : 'invalid'}`);
  }
};
