/** What the target tables read of a sub-schema: its declared types and whether it describes an object. */
import { isPlainObject } from '../tool-facts.ts';
import { SAME_INSTANCE_KEYWORDS, walkSchema, type SchemaNode } from '../rules/helpers/schema-walk.ts';

export function typesOf(schema: Record<string, unknown>): string[] {
  const t = schema.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  return [];
}

/** An object schema: `type: object` (alone or with null), or `properties` with no type said. */
export function isObjectSchema(schema: Record<string, unknown>): boolean {
  const types = typesOf(schema);
  return types.includes('object') || (types.length === 0 && isPlainObject(schema.properties));
}

export function propertyNames(schema: Record<string, unknown>): string[] {
  return isPlainObject(schema.properties) ? Object.keys(schema.properties) : [];
}

export function requiredNames(schema: Record<string, unknown>): Set<string> {
  return new Set(Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string') : []);
}

/** A schema that takes more than one type: `anyOf`/`oneOf`, or a type array of two or more. */
export function isUnion(schema: Record<string, unknown>): boolean {
  return Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf) || typesOf(schema).length > 1;
}

/** Every sub-schema of a tool's input schema, in walk order (a node's `parent` indexes this list). */
export function inputNodes(inputSchema: unknown): SchemaNode[] {
  return inputSchema === undefined ? [] : walkSchema(inputSchema, '/inputSchema');
}

/** Object levels from the root down to each node, by index (the root object is level 1). */
export function objectLevels(nodes: readonly SchemaNode[]): number[] {
  const levels: number[] = [];
  nodes.forEach((node, i) => {
    const above = node.parent === undefined ? 0 : (levels[node.parent] ?? 0);
    // A combinator's branch describes the same value as its parent: not a level of its own.
    const sameValue = node.keyword !== undefined && SAME_INSTANCE_KEYWORDS.has(node.keyword);
    levels[i] = above + (!sameValue && isPlainObject(node.schema) && isObjectSchema(node.schema) ? 1 : 0);
  });
  return levels;
}
