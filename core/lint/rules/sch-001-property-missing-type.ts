/** SCH-001: a parameter whose schema says nothing about the value it takes. */
import { isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { instanceRoot, walkSchema, type SchemaNode } from './helpers/schema-walk.ts';
import { composedObject } from './helpers/schema-composition.ts';

/**
 * Keywords that constrain a value's shape as well as `type` does: values, references,
 * combinators, conditionals, and the structure keywords of objects and arrays (a schema with
 * `properties` or `prefixItems` says what it holds; JSON Schema 2020-12 needs no `type` beside them).
 */
const SHAPE_KEYWORDS = [
  'enum',
  'const',
  '$ref',
  '$dynamicRef',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'if',
  'properties',
  'patternProperties',
  'items',
  'prefixItems',
  'contains'
];

export function hasDeclaredShape(schema: unknown): boolean {
  if (!isPlainObject(schema)) return false;
  // declaredTypes(schema).length > 0, without building the list: this runs for every property.
  const t = schema.type;
  if (typeof t === 'string') return true;
  if (Array.isArray(t)) for (const x of t) if (typeof x === 'string') return true;
  for (const k of SHAPE_KEYWORDS) if (k in schema) return true;
  return false;
}

/** JSON type names, as a description lists the ones a deliberately open parameter takes. */
const TYPE_WORDS = /\b(string|number|integer|boolean|array|object|null)s?\b/gi;

/** The description says the value may be of any type: "any JSON value", or three or more type names listed. */
function openByDescription(schema: unknown): boolean {
  if (!isPlainObject(schema) || typeof schema.description !== 'string') return false;
  const text = schema.description;
  if (/\bany (json )?(value|type)\b/i.test(text)) return true;
  return new Set(Array.from(text.matchAll(TYPE_WORDS), (m) => m[1].toLowerCase())).size >= 3;
}

/**
 * Whether another schema of the same value as `owner` declares property `name` with a shape: a
 * parent beside the branch that refines it, or a base schema it composes (`allOf`, `$ref`).
 */
function shapedElsewhere(nodes: readonly SchemaNode[], owner: number, name: string, root: unknown): boolean {
  const top = instanceRoot(nodes, owner);
  const local = nodes.some((n, i) => {
    if (
      i === owner ||
      !isPlainObject(n.schema) ||
      !isPlainObject(n.schema.properties) ||
      instanceRoot(nodes, i) !== top
    )
      return false;
    return hasDeclaredShape(n.schema.properties[name]);
  });
  if (local) return true;
  const declared = composedObject(nodes[top].schema, nodes[top].pointer, root, { alternatives: true }).properties.get(
    name
  );
  return declared?.some((d) => hasDeclaredShape(d.schema)) ?? false;
}

/** A description saying the value is itself a JSON Schema, whose keywords JSON Schema defines. */
const HOLDS_JSON_SCHEMA = /\bjson[ -]?schema\b/i;

/**
 * Whether the value sits inside an argument documented as holding a JSON Schema ("JSON schema for
 * function parameters", "an object describing a spec compliant json schema"): there `items` and
 * `properties` are schema keywords the JSON Schema specification types, not untyped parameters.
 */
function insideSchemaValue(nodes: readonly SchemaNode[], index: number): boolean {
  let i: number | undefined = index;
  for (let guard = 0; i !== undefined && guard <= nodes.length; guard++) {
    const n: SchemaNode = nodes[i];
    if (n.via !== 'root' && isPlainObject(n.schema) && typeof n.schema.description === 'string')
      if (HOLDS_JSON_SCHEMA.test(n.schema.description)) return true;
    i = n.parent;
  }
  return false;
}

/** `readOnly: true`: a value the server computes and the caller does not send, so its type guides no call. */
const isReadOnly = (schema: unknown) => isPlainObject(schema) && schema.readOnly === true;

export const sch001PropertyMissingType: Rule = {
  id: 'SCH-001',
  slug: 'property-missing-type',
  category: 'schema',
  severity: 'warning',
  docs: {
    summary:
      'A parameter declares no `type`, and no `enum`, `const`, `$ref`, combinator (`anyOf`/`oneOf`/`allOf`/`not`), conditional or structure keyword (`properties`, `items`, `prefixItems`, `contains`) either; unless another schema of the same value (its parent beside a branch that refines it, or a base schema it composes through `allOf`/`$ref`) types it, its description opens it to any type ("any JSON value", or three or more JSON types named), it is `readOnly` (the server fills it), or it sits inside an argument documented as holding a JSON Schema (there `items` and `properties` are schema keywords).',
    why: 'With no declared shape the model has to guess whether to send a string, a number, an object or a list, and it guesses differently from call to call. Clients that translate schemas for a model provider often drop or reject untyped parameters.',
    fix: 'Give the parameter a `type` (for example `"string"`), or list its allowed values in an `enum`. Nested parameters (properties of object parameters) need one too.',
    bad: {
      name: 'set_limit',
      description: 'Set the maximum number of rows a query returns.',
      inputSchema: { type: 'object', properties: { limit: { description: 'Row limit' } }, required: ['limit'] }
    },
    good: {
      name: 'set_limit',
      description: 'Set the maximum number of rows a query returns.',
      inputSchema: {
        type: 'object',
        properties: { limit: { type: 'integer', minimum: 1, description: 'Row limit' } },
        required: ['limit']
      }
    },
    severityRationale:
      'Warning: an untyped parameter is valid JSON Schema (it accepts any value) and MCP clients load the tool, so calls can still succeed; the cost is guessing, not failure. Critical is kept for schemas that break the MCP spec or that no call can satisfy.'
  },
  messages: { untyped: 'parameter "{{name}}" declares no type, enum, const, $ref or combinator' },
  suggestions: { untyped: 'add a "type" (for example "string") or an "enum" of allowed values to "{{name}}"' },
  check({ tool }) {
    const out: RawFinding[] = [];
    const nodes = walkSchema(tool.inputSchema, '/inputSchema');
    nodes.forEach((node, index) => {
      // `false` is a deliberate "this property must not appear"; it is not an untyped parameter.
      if (node.via !== 'property' || node.schema === false || hasDeclaredShape(node.schema)) return;
      // Deliberately open, and said so: "Can be a string, number, boolean, array, or a JSON object".
      if (openByDescription(node.schema)) return;
      if (isReadOnly(node.schema) || insideSchemaValue(nodes, index)) return;
      // A branch (allOf, if/then, ...) refining a property its parent value declares with a shape.
      if (
        node.parent !== undefined &&
        node.name !== undefined &&
        shapedElsewhere(nodes, node.parent, node.name, tool.inputSchema)
      )
        return;
      out.push({ messageId: 'untyped', data: { name: node.name ?? '' }, pointer: node.pointer });
    });
    return out;
  }
};
