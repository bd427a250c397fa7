/**
 * Walks every sub-schema of a JSON Schema the way the SCH rules need it: properties of
 * properties, items, combinators, definitions. Catalogs are hostile input, so the walk is
 * bounded in depth and in node count, and visits each object once (YAML aliases can make a
 * schema a DAG, or even a cycle, and must not blow up or hang the walk).
 */
import { joinPointer } from '../../source/pointer.ts';
import { isPlainObject } from '../tool-facts.ts';

export type SchemaVia = 'root' | 'property' | 'pattern-property' | 'items' | 'combinator' | 'definition' | 'other';

export interface SchemaNode {
  /** The sub-schema as written: usually an object, but hostile input can hold anything. */
  schema: unknown;
  /** Pointer relative to the tool, e.g. `/inputSchema/properties/q/items`. */
  pointer: string;
  via: SchemaVia;
  /** The property name, for `via: 'property'` and `'pattern-property'`. */
  name?: string;
  depth: number;
}

export const MAX_SCHEMA_DEPTH = 32;
export const MAX_SCHEMA_NODES = 5000;

/** Keywords whose value is a map of name -> schema. */
const MAP_KEYWORDS: Array<[string, SchemaVia]> = [
  ['properties', 'property'],
  ['patternProperties', 'pattern-property'],
  ['$defs', 'definition'],
  ['definitions', 'definition'],
  ['dependentSchemas', 'other']
];
/** Keywords whose value is a list of schemas. */
const LIST_KEYWORDS: Array<[string, SchemaVia]> = [
  ['anyOf', 'combinator'],
  ['oneOf', 'combinator'],
  ['allOf', 'combinator'],
  ['prefixItems', 'items']
];
/** Keywords whose value is one schema. */
const SINGLE_KEYWORDS: Array<[string, SchemaVia]> = [
  ['items', 'items'],
  ['additionalItems', 'items'],
  ['contains', 'items'],
  ['not', 'combinator'],
  ['if', 'combinator'],
  ['then', 'combinator'],
  ['else', 'combinator'],
  ['additionalProperties', 'other'],
  ['unevaluatedProperties', 'other'],
  ['unevaluatedItems', 'items'],
  ['propertyNames', 'other']
];

// Several rules walk the same schema of the same tool; the walk is computed once per root object.
const cache = new WeakMap<object, Map<string, SchemaNode[]>>();

/** Every sub-schema of `root` in document order, root first. Non-object roots yield just the root. */
export function walkSchema(root: unknown, base: string): SchemaNode[] {
  if (!isPlainObject(root)) return [{ schema: root, pointer: base, via: 'root', depth: 0 }];
  let byBase = cache.get(root);
  const hit = byBase?.get(base);
  if (hit) return hit;
  const nodes = computeWalk(root, base);
  if (!byBase) cache.set(root, (byBase = new Map()));
  byBase.set(base, nodes);
  return nodes;
}

function computeWalk(root: Record<string, unknown>, base: string): SchemaNode[] {
  const nodes: SchemaNode[] = [];
  const seen = new Set<object>();
  const visit = (schema: unknown, pointer: string, via: SchemaVia, depth: number, name?: string) => {
    if (nodes.length >= MAX_SCHEMA_NODES) return;
    if (schema !== null && typeof schema === 'object') {
      if (seen.has(schema)) return;
      seen.add(schema);
    }
    nodes.push({ schema, pointer, via, depth, ...(name !== undefined ? { name } : {}) });
    if (!isPlainObject(schema) || depth >= MAX_SCHEMA_DEPTH) return;
    for (const [key, childVia] of MAP_KEYWORDS) {
      const map = schema[key];
      if (!isPlainObject(map)) continue;
      for (const [child, sub] of Object.entries(map)) visit(sub, joinPointer(pointer, key, child), childVia, depth + 1, child);
    }
    for (const [key, childVia] of LIST_KEYWORDS) {
      const list = schema[key];
      if (!Array.isArray(list)) continue;
      list.forEach((sub, i) => visit(sub, joinPointer(pointer, key, i), childVia, depth + 1));
    }
    for (const [key, childVia] of SINGLE_KEYWORDS) {
      const sub = schema[key];
      if (Array.isArray(sub) && key === 'items') sub.forEach((s, i) => visit(s, joinPointer(pointer, key, i), childVia, depth + 1));
      else if (isPlainObject(sub)) visit(sub, joinPointer(pointer, key), childVia, depth + 1);
    }
  };
  visit(root, base, 'root', 0);
  return nodes;
}

/** Walks the input schema and, when present, the output schema, each with its own root. */
export function walkToolSchemas(tool: { inputSchema?: unknown; outputSchema?: unknown }, which: 'input' | 'both' = 'input'): SchemaNode[] {
  const input = tool.inputSchema === undefined ? [] : walkSchema(tool.inputSchema, '/inputSchema');
  if (which === 'input' || tool.outputSchema === undefined || tool.outputSchema === null) return input;
  return [...input, ...walkSchema(tool.outputSchema, '/outputSchema')];
}
