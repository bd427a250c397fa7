/**
 * Walks every sub-schema of a JSON Schema the way the SCH rules need it: properties of
 * properties, items, combinators, definitions. Catalogs are hostile input, so the walk is
 * bounded in depth and in node count, and visits each object once (YAML aliases can make a
 * schema a DAG, or even a cycle, and must not blow up or hang the walk).
 */
import { escapePointerSegment } from '../../../source/pointer.ts';
import { isPlainObject } from '../../../source/values.ts';

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
  /** Index of the node this one sits under (undefined for the root). */
  parent?: number;
  /** The keyword it sits under in its parent (`properties`, `oneOf`, `then`, ...). */
  keyword?: string;
}

/**
 * Keywords whose sub-schemas apply to the same value as their parent: branches of a combinator,
 * the parts of a conditional, dependent schemas. A property declared by the parent and made
 * required (or refined) in such a branch is declared; the rules must read them together.
 */
export const SAME_INSTANCE_KEYWORDS = new Set([
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependentSchemas'
]);

/** The node whose value a node describes: up through same-instance keywords to where the value changes. */
export function instanceRoot(nodes: readonly SchemaNode[], index: number): number {
  let i = index;
  for (let guard = 0; guard < MAX_SCHEMA_DEPTH + 1; guard++) {
    const n = nodes[i];
    if (n.parent === undefined || n.keyword === undefined || !SAME_INSTANCE_KEYWORDS.has(n.keyword)) return i;
    i = n.parent;
  }
  return i;
}

/** The nodes that describe the same value, grouped by their instance root (index -> member indexes, root first). */
export function instanceGroups(nodes: readonly SchemaNode[]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  nodes.forEach((_, i) => {
    const root = instanceRoot(nodes, i);
    const list = groups.get(root);
    if (list) list.push(i);
    else groups.set(root, [i]);
  });
  return groups;
}

/** Whether the path from the instance root to this node passes through `if` or `not`: a condition, not a demand. */
export function underCondition(nodes: readonly SchemaNode[], index: number): boolean {
  let i = index;
  for (let guard = 0; guard < MAX_SCHEMA_DEPTH + 1; guard++) {
    const n = nodes[i];
    if (n.parent === undefined || n.keyword === undefined || !SAME_INSTANCE_KEYWORDS.has(n.keyword)) return false;
    if (n.keyword === 'if' || n.keyword === 'not') return true;
    i = n.parent;
  }
  return false;
}

export const MAX_SCHEMA_DEPTH = 32;
export const MAX_SCHEMA_NODES = 5000;

type Shape = 'map' | 'list' | 'single';
/** Keywords that hold sub-schemas: how the value is shaped, and how the walk labels what it finds. */
const KEYWORDS = new Map<string, [Shape, SchemaVia]>([
  ['properties', ['map', 'property']],
  ['patternProperties', ['map', 'pattern-property']],
  ['$defs', ['map', 'definition']],
  ['definitions', ['map', 'definition']],
  ['dependentSchemas', ['map', 'other']],
  ['anyOf', ['list', 'combinator']],
  ['oneOf', ['list', 'combinator']],
  ['allOf', ['list', 'combinator']],
  ['prefixItems', ['list', 'items']],
  ['items', ['single', 'items']],
  ['additionalItems', ['single', 'items']],
  ['contains', ['single', 'items']],
  ['not', ['single', 'combinator']],
  ['if', ['single', 'combinator']],
  ['then', ['single', 'combinator']],
  ['else', ['single', 'combinator']],
  ['additionalProperties', ['single', 'other']],
  ['unevaluatedProperties', ['single', 'other']],
  ['unevaluatedItems', ['single', 'items']],
  ['propertyNames', ['single', 'other']]
]);

/** Appends one segment; most keys need no escaping, and this runs for every node of every tool. */
const child = (pointer: string, segment: string | number): string =>
  typeof segment === 'number' || (!segment.includes('~') && !segment.includes('/'))
    ? `${pointer}/${segment}`
    : `${pointer}/${escapePointerSegment(segment)}`;

/**
 * Several rules walk the same schema of the same tool, one right after another, so the last few
 * walks are kept. A WeakMap over every schema ever walked was measured slower: its ephemeron
 * entries make garbage collection cost more than the walks it saves on large catalogs.
 */
const recent: Array<{ root: object; base: string; nodes: SchemaNode[] }> = [];
const RECENT_SIZE = 2; // the input and the output schema of the tool being linted

/** Every sub-schema of `root` in document order, root first. Non-object roots yield just the root. */
export function walkSchema(root: unknown, base: string): SchemaNode[] {
  if (!isPlainObject(root)) return [{ schema: root, pointer: base, via: 'root', depth: 0 }];
  for (const r of recent) if (r.root === root && r.base === base) return r.nodes;
  const nodes = computeWalk(root, base);
  recent.unshift({ root, base, nodes });
  if (recent.length > RECENT_SIZE) recent.pop();
  return nodes;
}

function computeWalk(root: Record<string, unknown>, base: string): SchemaNode[] {
  const nodes: SchemaNode[] = [];
  const seen = new Set<object>();
  const visit = (
    schema: unknown,
    pointer: string,
    via: SchemaVia,
    depth: number,
    name?: string,
    parent?: number,
    keyword?: string
  ) => {
    if (nodes.length >= MAX_SCHEMA_NODES) return;
    if (schema !== null && typeof schema === 'object') {
      if (seen.has(schema)) return;
      seen.add(schema);
    }
    const node: SchemaNode = { schema, pointer, via, depth };
    if (name !== undefined) node.name = name;
    if (parent !== undefined) {
      node.parent = parent;
      node.keyword = keyword;
    }
    const self = nodes.length;
    nodes.push(node);
    if (!isPlainObject(schema) || depth >= MAX_SCHEMA_DEPTH) return;
    // Only the keys the schema has: most sub-schemas hold two or three, the keyword list twenty.
    for (const key of Object.keys(schema)) {
      const kind = KEYWORDS.get(key);
      if (kind === undefined) continue;
      const [shape, childVia] = kind;
      const value = schema[key];
      const at = child(pointer, key);
      if (shape === 'map') {
        if (isPlainObject(value))
          for (const entry of Object.keys(value))
            visit(value[entry], child(at, entry), childVia, depth + 1, entry, self, key);
      } else if (Array.isArray(value)) {
        // `items` as a list is the draft-07 tuple form.
        if (shape === 'list' || key === 'items')
          for (let i = 0; i < value.length; i++)
            visit(value[i], child(at, i), childVia, depth + 1, undefined, self, key);
      } else if (shape === 'single' && isPlainObject(value)) {
        visit(value, at, childVia, depth + 1, undefined, self, key);
      }
    }
  };
  visit(root, base, 'root', 0);
  return nodes;
}

/** Walks the input schema and, when present, the output schema, each with its own root. */
export function walkToolSchemas(
  tool: { inputSchema?: unknown; outputSchema?: unknown },
  which: 'input' | 'both' = 'input'
): SchemaNode[] {
  const input = tool.inputSchema === undefined ? [] : walkSchema(tool.inputSchema, '/inputSchema');
  if (which === 'input' || tool.outputSchema === undefined || tool.outputSchema === null) return input;
  return [...input, ...walkSchema(tool.outputSchema, '/outputSchema')];
}
