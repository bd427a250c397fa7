/** The arguments (at any depth) that carry a description: what the CON rules read their prose against. */
import { declaredTypes, isPlainObject } from '../../tool-facts.ts';
import { scanText } from './description-text.ts';
import { walkSchema } from './schema-walk.ts';

export interface DescribedArgument {
  name: string;
  schema: Record<string, unknown>;
  /** The description, cut to the scan limit. */
  description: string;
  /** Pointer relative to the tool, e.g. `/inputSchema/properties/filter/properties/status`. */
  pointer: string;
}

/** Every property of the input schema, nested ones included, whose schema is an object with a string description. */
export function describedArguments(inputSchema: unknown): DescribedArgument[] {
  const out: DescribedArgument[] = [];
  for (const node of walkSchema(inputSchema, '/inputSchema')) {
    const s = node.schema;
    if (node.via !== 'property' || node.name === undefined || !isPlainObject(s) || typeof s.description !== 'string')
      continue;
    out.push({ name: node.name, schema: s, description: scanText(s.description), pointer: node.pointer });
  }
  return out;
}

/**
 * Exactly `type` (a `null` alternative allowed), with no `anyOf`/`oneOf` branch of type `other`:
 * an array that also takes a string (or the reverse) accepts both forms legitimately.
 */
export function onlyTypeNot(schema: Record<string, unknown>, type: string, other: string): boolean {
  const types = declaredTypes(schema).filter((t) => t !== 'null');
  if (types.length !== 1 || types[0] !== type) return false;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const alts = schema[key];
    if (Array.isArray(alts) && alts.some((a) => isPlainObject(a) && declaredTypes(a).includes(other))) return false;
  }
  return true;
}
