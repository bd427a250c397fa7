/** Facts about a tool that several rules and the TDQS score read the same way. */
import { joinPointer } from '../source/pointer.ts';
import { isPlainObject } from '../source/values.ts';
import type { Tool } from '../catalog/types.ts';
import { composedObject, composes } from './rules/helpers/schema-composition.ts';

export type JsonSchemaObject = Record<string, unknown>;

export interface SchemaProperty {
  name: string;
  schema: JsonSchemaObject;
  /** Pointer relative to the tool: `/inputSchema/properties/<name>`. */
  pointer: string;
  required: boolean;
  description: string | undefined;
}

export { isPlainObject };

/**
 * The tool being linted (see `withToolFacts`) and what has been worked out about it: a dozen rules
 * and the score each ask for the same tool's properties, which cost a pointer string and an object
 * per property each time.
 */
let current: { tool: Tool; properties?: SchemaProperty[] } | undefined;

/**
 * Runs `run` with `tool`'s facts kept while it runs: the engine lints one tool's per-tool rules
 * and score inside, and nothing changes the tool meanwhile. Outside it every call computes afresh,
 * so a tool edited in place between two lints is never read stale. Callers must not change what
 * they are given.
 */
export function withToolFacts<T>(tool: Tool, run: () => T): T {
  const outer = current;
  current = { tool };
  try {
    return run();
  } finally {
    current = outer;
  }
}

/**
 * The top-level properties of the input schema, in declaration order, with those it composes
 * through `allOf` and local `$ref`s (pointing where each is declared).
 */
export function schemaProperties(tool: Tool): SchemaProperty[] {
  if (current !== undefined && current.tool === tool) return (current.properties ??= readProperties(tool));
  return readProperties(tool);
}

function readProperties(tool: Tool): SchemaProperty[] {
  const schema = tool.inputSchema;
  if (!isPlainObject(schema)) return [];
  if (composes(schema)) return composedProperties(schema);
  if (!isPlainObject(schema.properties)) return [];
  const required = new Set(
    Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : []
  );
  return Object.entries(schema.properties).map(([name, raw]) =>
    property(name, raw, joinPointer('/inputSchema/properties', name), required.has(name))
  );
}

/** An input schema built from parts (`allOf`, `$ref`): each property where it is first declared. */
function composedProperties(schema: JsonSchemaObject): SchemaProperty[] {
  const composed = composedObject(schema, '/inputSchema', schema);
  return Array.from(composed.properties, ([name, [first]]) =>
    property(name, first.schema, first.pointer, composed.required.has(name))
  );
}

function property(name: string, raw: unknown, pointer: string, required: boolean): SchemaProperty {
  const s = isPlainObject(raw) ? raw : {};
  return {
    name,
    schema: s,
    pointer,
    required,
    description: typeof s.description === 'string' && s.description.trim() !== '' ? s.description : undefined
  };
}

/** The JSON types a property declares (`type` as string or list). */
export function declaredTypes(schema: JsonSchemaObject): string[] {
  const t = schema.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  return [];
}

/**
 * A schema is non-trivial when it has more than one property, or a single property that is
 * required or not a plain string (the reference's DESC-009 condition).
 */
export function isNonTrivialSchema(tool: Tool): boolean {
  const props = schemaProperties(tool);
  if (props.length > 1) return true;
  if (props.length === 0) return false;
  const [p] = props;
  if (p.required) return true;
  const types = declaredTypes(p.schema);
  const plainString =
    types.length === 1 &&
    types[0] === 'string' &&
    p.schema.enum === undefined &&
    p.schema.format === undefined &&
    p.schema.pattern === undefined;
  return !plainString;
}

/**
 * A tool counts as documented with examples when it carries an `examples` array, or any
 * parameter declares `examples`, a singular `example`, or a `default`.
 */
export function hasExamples(tool: Tool): boolean {
  if (Array.isArray(tool.examples) && tool.examples.length > 0) return true;
  return schemaProperties(tool).some((p) => 'examples' in p.schema || 'example' in p.schema || 'default' in p.schema);
}

/** Words that gesture at what comes back: return(s/ed/ing), output, result, response, yields, produces, gives back. */
const RETURN_SIGNAL =
  /\b(return(s|ed|ing)?|outputs?|results?|respon(se|ses|ds)|yields?|produces?|gives? back|emits?)\b/i;

export function mentionsReturn(description: string): boolean {
  return RETURN_SIGNAL.test(description);
}

export const ANNOTATION_HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;

export function hasOutputSchema(tool: Tool): boolean {
  return tool.outputSchema !== undefined && tool.outputSchema !== null;
}
