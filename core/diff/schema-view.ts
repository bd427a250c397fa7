/**
 * A JSON Schema as a caller meets it, for comparing two versions: a local `$ref` (`#/$defs/...`,
 * `#/definitions/...`) is followed and the branches of `allOf` are merged (properties joined,
 * `required` united, `additionalProperties: false` kept when any branch says so), so a schema that
 * moved its properties behind a `$ref` or split them over `allOf` compares by what it accepts.
 */
import { isPlainObject } from '../source/values.ts';

export type Schema = Record<string, unknown>;

/** The node a local JSON pointer names inside the root, or undefined. */
function resolvePointer(root: Schema, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isPlainObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

/**
 * The schema with `$ref` followed and `allOf` merged, at this level only (properties stay as
 * written; compare them through `view` again with the same root). `seen` stops a cyclic `$ref`.
 */
export function view(schema: unknown, root: Schema, seen: ReadonlySet<string> = new Set()): Schema {
  if (!isPlainObject(schema)) return {};
  let node: Schema = schema;
  if (typeof node.$ref === 'string' && !seen.has(node.$ref)) {
    const target = resolvePointer(root, node.$ref);
    const { $ref, ...rest } = node;
    node = { ...view(target, root, new Set([...seen, $ref as string])), ...rest };
  }
  if (!Array.isArray(node.allOf)) return node;
  const { allOf, ...rest } = node;
  let out: Schema = rest;
  for (const part of allOf) out = merge(out, view(part, root, seen));
  return out;
}

function merge(a: Schema, b: Schema): Schema {
  const out: Schema = { ...b, ...a };
  if (isPlainObject(a.properties) || isPlainObject(b.properties))
    out.properties = {
      ...(isPlainObject(b.properties) ? b.properties : {}),
      ...(isPlainObject(a.properties) ? a.properties : {})
    };
  const required = [...stringList(a.required), ...stringList(b.required)];
  if (required.length > 0) out.required = [...new Set(required)];
  if (a.additionalProperties === false || b.additionalProperties === false) out.additionalProperties = false;
  return out;
}

export const stringList = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

export const propertiesOf = (s: Schema): Record<string, unknown> => (isPlainObject(s.properties) ? s.properties : {});

/** The JSON types a schema names (`type` as a string or a list); empty when it names none. */
export function typesOf(s: Schema): string[] {
  if (typeof s.type === 'string') return [s.type];
  return stringList(s.type);
}
