/** SCH-005: a `$ref` that points nowhere, outside the catalog, or round in a loop. */
import { joinPointer } from '../../source/pointer.ts';
import { isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { resolveLocalRef } from './helpers/schema-ref.ts';
import { walkSchema } from './helpers/schema-walk.ts';

/** How far a chain of `$ref`s to `$ref`s is followed before it is called a loop. */
const MAX_REF_CHAIN = 64;

const shown = (ref: string) => (ref.length > 120 ? `${ref.slice(0, 117)}...` : ref);

function checkRoot(root: unknown, base: string, out: RawFinding[]): void {
  const nodes = walkSchema(root, base);
  for (const node of nodes) {
    const s = node.schema;
    if (!isPlainObject(s) || !('$ref' in s)) continue;
    const pointer = joinPointer(node.pointer, '$ref');
    if (typeof s.$ref !== 'string') {
      out.push({ messageId: 'unresolved', data: { ref: String(JSON.stringify(s.$ref)).slice(0, 120) }, pointer });
      continue;
    }
    const first = resolveLocalRef(root, s.$ref, nodes);
    if (!first.ok) {
      out.push({ messageId: first.reason, data: { ref: shown(s.$ref) }, pointer });
      continue;
    }
    // Follow $ref -> $ref chains: a chain that comes back on itself never reaches a schema.
    const seen = new Set<unknown>([s]);
    let target = first.target;
    for (let step = 0; step < MAX_REF_CHAIN; step++) {
      if (!isPlainObject(target) || typeof target.$ref !== 'string') break;
      if (seen.has(target)) {
        out.push({ messageId: 'cycle', data: { ref: shown(s.$ref) }, pointer });
        break;
      }
      seen.add(target);
      const next = resolveLocalRef(root, target.$ref, nodes);
      if (!next.ok) break; // reported at its own site
      target = next.target;
      if (step === MAX_REF_CHAIN - 1) out.push({ messageId: 'cycle', data: { ref: shown(s.$ref) }, pointer });
    }
  }
}

export const sch005UnresolvedRef: Rule = {
  id: 'SCH-005',
  slug: 'unresolved-ref',
  category: 'schema',
  severity: 'critical',
  docs: {
    summary:
      'A `$ref` does not resolve inside the schema (missing `#/$defs/...` or `#/definitions/...` target, unknown anchor, or a URL to another document: a URL that is the `$id` of a sub-schema, an embedded resource, is inside and resolves), or its chain of references loops without reaching a schema.',
    why: 'Validators refuse to compile a schema with a dangling reference, and clients that inline references for a model provider fail or silently drop the parameter. MCP clients do not fetch remote schemas, so a reference to another document is as good as missing. A reference loop (`a` refers to `b`, `b` back to `a`) describes no value at all.',
    fix: 'Point the `$ref` at a definition that exists in the same schema (`"#/$defs/Name"`), or inline the definition. Break reference loops so every chain ends in a real schema. Recursive structures are fine as long as the recursion goes through `properties` or `items`.',
    bad: {
      name: 'create_order',
      description: 'Create an order for a customer. Returns the new order id.',
      inputSchema: {
        type: 'object',
        properties: { address: { $ref: '#/$defs/Address', description: 'Shipping address' } },
        required: ['address']
      }
    },
    good: {
      name: 'create_order',
      description: 'Create an order for a customer. Returns the new order id.',
      inputSchema: {
        type: 'object',
        properties: { address: { $ref: '#/$defs/Address', description: 'Shipping address' } },
        required: ['address'],
        $defs: {
          Address: {
            type: 'object',
            properties: { street: { type: 'string' }, city: { type: 'string' } },
            required: ['street', 'city']
          }
        }
      }
    },
    severityRationale:
      'Critical: a schema with a reference that cannot be resolved cannot be compiled or inlined, so clients either reject the tool or lose the parameter; no call can be validated against it.',
    versions: {
      '2025-06-18':
        'critical. The Tools page says nothing of `$ref`; a reference that cannot be resolved in the schema cannot be compiled or inlined by any client.',
      '2025-11-25':
        'critical. As 2025-06-18: the page sets the dialect ("Defaults to 2020-12") but nothing on resolving `$ref`; clients do not fetch other documents.',
      '2026-07-28':
        'critical. Overview, `$ref` Resolution: "Implementations **MUST NOT** automatically dereference `$ref` values that resolve to a network URI." and "Schemas that fail to validate due to an unresolved external `$ref` **SHOULD** be rejected rather than silently treated as permissive." The Tools page asks clients to "Follow the `$ref` resolution requirements".'
    }
  },
  messages: {
    unresolved: '$ref {{ref}} does not resolve inside this schema',
    external: '$ref {{ref}} points outside the catalog; MCP clients do not fetch remote schemas',
    cycle: '$ref {{ref}} starts a chain of references that loops without reaching a schema'
  },
  suggestions: {
    unresolved: 'add the missing definition (for example under "$defs") or fix the reference',
    external: 'copy the referenced schema into "$defs" and refer to it as "#/$defs/<name>"',
    cycle: 'make one reference in the loop point to a real schema'
  },
  check({ tool }) {
    const out: RawFinding[] = [];
    if (tool.inputSchema !== undefined) checkRoot(tool.inputSchema, '/inputSchema', out);
    if (tool.outputSchema !== undefined && tool.outputSchema !== null)
      checkRoot(tool.outputSchema, '/outputSchema', out);
    return out;
  }
};
