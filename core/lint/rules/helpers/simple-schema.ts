// biome-ignore-all lint/suspicious/noThenProperty: `then` is JSON Schema's conditional keyword, not a thenable
/**
 * SCH-009's fast path: a schema built only from the keywords most tool schemas use, each with a
 * value its meta-schema accepts, is valid in both dialects SCH-009 checks (2020-12 and draft-07),
 * so the ajv meta-schema validators need not run. This says only "certainly valid"; anything it
 * does not know (a keyword outside the list, an odd value, a deep or huge schema) is left to the
 * validators, which also say what is wrong. The conditions are the two meta-schemas' own, taken
 * where they agree (ajv's refs/json-schema-draft-07.json and json-schema-2020-12/meta/*); the table
 * test checks each verdict against the generated validators, and on the corpus.
 */
import { isPlainObject } from '../../tool-facts.ts';

const SIMPLE_TYPES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);

/**
 * Keywords one of the two meta-schemas defines: any other key is unconstrained in both (neither
 * meta-schema forbids additional keywords), so `x-mcp-header` or `nullable` need no check.
 */
const DEFINED = new Set([
  '$anchor',
  '$comment',
  '$defs',
  '$dynamicAnchor',
  '$dynamicRef',
  '$id',
  '$recursiveAnchor',
  '$recursiveRef',
  '$ref',
  '$schema',
  '$vocabulary',
  'additionalItems',
  'additionalProperties',
  'allOf',
  'anyOf',
  'const',
  'contains',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
  'default',
  'definitions',
  'dependencies',
  'dependentRequired',
  'dependentSchemas',
  'deprecated',
  'description',
  'else',
  'enum',
  'examples',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'format',
  'if',
  'items',
  'maxContains',
  'maxItems',
  'maxLength',
  'maxProperties',
  'maximum',
  'minContains',
  'minItems',
  'minLength',
  'minProperties',
  'minimum',
  'multipleOf',
  'not',
  'oneOf',
  'pattern',
  'patternProperties',
  'prefixItems',
  'properties',
  'propertyNames',
  'readOnly',
  'required',
  'then',
  'title',
  'type',
  'unevaluatedItems',
  'unevaluatedProperties',
  'uniqueItems',
  'writeOnly'
]); // prettier-ignore

type Check = 'string' | 'boolean' | 'number' | 'count' | 'positive' | 'schema' | 'schemas' | 'schemaList' | 'any';
/**
 * The defined keywords this path knows, with what both meta-schemas ask of their value. `$defs`
 * and `prefixItems` are unconstrained in draft-07 and hold schemas in 2020-12; `additionalItems`
 * the other way round: the stricter reading holds for both. `items` as a list (draft-07 only) and
 * every keyword not here go to the validators.
 */
const KNOWN = new Map<string, Check>(
  Object.entries({
    $schema: 'string', // format "uri" is an annotation
    $ref: 'string', // format "uri-reference" is an annotation
    $comment: 'string',
    title: 'string',
    description: 'string',
    format: 'string',
    pattern: 'string', // format "regex" is an annotation
    contentEncoding: 'string',
    contentMediaType: 'string',
    uniqueItems: 'boolean',
    readOnly: 'boolean',
    writeOnly: 'boolean',
    deprecated: 'boolean',
    minimum: 'number',
    maximum: 'number',
    exclusiveMinimum: 'number',
    exclusiveMaximum: 'number',
    multipleOf: 'positive',
    minLength: 'count',
    maxLength: 'count',
    minItems: 'count',
    maxItems: 'count',
    minProperties: 'count',
    maxProperties: 'count',
    default: 'any',
    const: 'any',
    items: 'schema',
    additionalItems: 'schema',
    additionalProperties: 'schema',
    contains: 'schema',
    propertyNames: 'schema',
    not: 'schema',
    if: 'schema',
    then: 'schema',
    else: 'schema',
    properties: 'schemas',
    patternProperties: 'schemas', // propertyNames format "regex" is an annotation
    definitions: 'schemas',
    $defs: 'schemas',
    allOf: 'schemaList',
    anyOf: 'schemaList',
    oneOf: 'schemaList',
    prefixItems: 'schemaList'
  } satisfies Record<string, Check>)
);
/** Defined keywords whose value this path reads itself (see valueFits). */
const SPECIAL = new Set(['type', 'required', 'enum', 'examples']);

/** Past these the validators decide (and SCH-009's own bounds apply there). */
const MAX_NODES = 10_000;
const MAX_DEPTH = 64;

/** True only when the schema is certainly valid in 2020-12 and in draft-07; false means "ask the validators". */
export function certainlyValidSchema(schema: unknown): boolean {
  const budget = { nodes: MAX_NODES };
  return isSchema(schema, 0, budget);
}

function isSchema(value: unknown, depth: number, budget: { nodes: number }): boolean {
  if (typeof value === 'boolean') return true;
  if (!isPlainObject(value) || depth > MAX_DEPTH || --budget.nodes < 0) return false;
  for (const key of Object.keys(value)) {
    const check = KNOWN.get(key);
    if (check === undefined && !SPECIAL.has(key)) {
      if (DEFINED.has(key)) return false;
      continue;
    }
    if (!valueFits(key, check, value[key], depth, budget)) return false;
  }
  return true;
}

function valueFits(
  key: string,
  check: Check | undefined,
  v: unknown,
  depth: number,
  budget: { nodes: number }
): boolean {
  switch (check) {
    case 'string':
      return typeof v === 'string';
    case 'boolean':
      return typeof v === 'boolean';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'positive':
      return typeof v === 'number' && Number.isFinite(v) && v > 0;
    case 'count':
      return typeof v === 'number' && Number.isInteger(v) && v >= 0;
    case 'any':
      return v !== undefined;
    case 'schema':
      return isSchema(v, depth + 1, budget);
    case 'schemas':
      if (!isPlainObject(v)) return false;
      for (const k of Object.keys(v)) if (!isSchema(v[k], depth + 1, budget)) return false;
      return true;
    case 'schemaList':
      if (!Array.isArray(v) || v.length === 0) return false;
      for (const s of v) if (!isSchema(s, depth + 1, budget)) return false;
      return true;
  }
  switch (key) {
    case 'type':
      if (typeof v === 'string') return SIMPLE_TYPES.has(v);
      return Array.isArray(v) && v.length > 0 && uniqueStrings(v) && v.every((t) => SIMPLE_TYPES.has(t as string));
    case 'required':
      return Array.isArray(v) && uniqueStrings(v);
    case 'enum':
      // draft-07: at least one value, no two equal; 2020-12 asks neither. Primitives only here,
      // where equal means ===.
      return Array.isArray(v) && v.length > 0 && v.length <= budget.nodes && uniquePrimitives(v);
    case 'examples':
      return Array.isArray(v);
  }
  return false;
}

function uniqueStrings(list: unknown[]): boolean {
  for (const s of list) if (typeof s !== 'string') return false;
  return new Set(list).size === list.length;
}

function uniquePrimitives(list: unknown[]): boolean {
  for (const x of list) {
    if (x === null || typeof x === 'string' || typeof x === 'boolean') continue;
    if (typeof x === 'number' && Number.isFinite(x)) continue;
    return false;
  }
  return new Set(list).size === list.length;
}
