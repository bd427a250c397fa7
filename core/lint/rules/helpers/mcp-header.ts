/** The `x-mcp-header` annotations of an input schema (2026-07-28), shared by SCH-010 and SCH-011. */
import { isPlainObject } from '../../tool-facts.ts';
import { walkSchema, type SchemaNode } from './schema-walk.ts';

export const HEADER_KEY = 'x-mcp-header';

export interface HeaderAnnotation {
  /** The sub-schema carrying the annotation. */
  node: SchemaNode;
  index: number;
  value: unknown;
  /** Reachable from the root through `properties` keys only (the text's "statically reachable"). */
  reachable: boolean;
}

export function headerAnnotations(inputSchema: unknown): { nodes: SchemaNode[]; headers: HeaderAnnotation[] } {
  const nodes = walkSchema(inputSchema, '/inputSchema');
  const headers: HeaderAnnotation[] = [];
  nodes.forEach((node, index) => {
    if (!isPlainObject(node.schema) || !(HEADER_KEY in node.schema)) return;
    headers.push({ node, index, value: node.schema[HEADER_KEY], reachable: staticallyReachable(nodes, index) });
  });
  return { nodes, headers };
}

/** Every step from the root is a `properties` key (no items, combinator, conditional, $defs or $ref). */
function staticallyReachable(nodes: readonly SchemaNode[], index: number): boolean {
  let n = nodes[index];
  if (n.parent === undefined) return false; // the root is not a parameter
  for (let guard = 0; n.parent !== undefined && guard <= nodes.length; guard++) {
    if (n.keyword !== 'properties') return false;
    n = nodes[n.parent];
  }
  return n.parent === undefined;
}
