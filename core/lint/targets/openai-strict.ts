/**
 * OpenAI strict mode (`strict: true` on a function tool, Structured Outputs): what a client's
 * converter (the Agents SDK's ensure_strict_json_schema, which fills in a missing
 * `additionalProperties: false` and marks every property required) still cannot send, apart from
 * the keywords OpenAI accepts and does not enforce. One table, each rule with OpenAI's sentence.
 */
import type { CatalogTool } from '../../catalog/types.ts';
import { isPlainObject } from '../tool-facts.ts';
import { inputNodes, isObjectSchema, objectLevels, propertyNames, typesOf } from './schema-shape.ts';
import { ruleById, VerdictBuilder, type Target, type TargetRule } from './target-types.ts';

const DOC = 'https://platform.openai.com/docs/guides/structured-outputs#supported-schemas';
const SDK =
  'https://github.com/openai/openai-agents-python/blob/main/src/agents/strict_schema.py (ensure_strict_json_schema)';

export const OPENAI_MAX_PROPERTIES = 100;
export const OPENAI_MAX_LEVELS = 5;

/** Keywords OpenAI's page lists as "not yet supported": accepted in the schema, never enforced on the output. */
export const OPENAI_UNENFORCED_KEYWORDS = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'patternProperties',
  'unevaluatedProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'unevaluatedItems',
  'contains',
  'minContains',
  'maxContains',
  'minItems',
  'maxItems',
  'uniqueItems'
] as const;

/** Composition keywords the page lists as unsupported: the request is refused. */
export const OPENAI_REJECTED_KEYWORDS = [
  'allOf',
  'not',
  'dependentRequired',
  'dependentSchemas',
  'if',
  'then',
  'else'
] as const;

export const OPENAI_STRICT_RULES: readonly TargetRule[] = [
  {
    id: 'root-object',
    sentence:
      'Root objects must not be anyOf and must be an object. Note that the root level object of a schema must be an object, and not use anyOf.',
    source: DOC
  },
  {
    id: 'additional-properties',
    sentence:
      'additionalProperties: false must always be set in objects. (The Agents SDK converter sets it when absent and raises "additionalProperties should not be set for object types" when it is true or a schema.)',
    source: `${DOC}; ${SDK}`
  },
  {
    id: 'all-required',
    sentence:
      'All fields must be required. To use Structured Outputs, all fields or function parameters must be specified as required. (The converter marks every property required: an optional parameter becomes one the model must send.)',
    source: `${DOC}; ${SDK}`
  },
  {
    id: 'size',
    sentence: `A schema may have up to ${OPENAI_MAX_PROPERTIES} object properties total, with up to ${OPENAI_MAX_LEVELS} levels of nesting.`,
    source: DOC,
    open: "the page does not say how levels are counted (community.openai.com/t/918388 asks); toolgauge counts object levels with the root as 1. Later versions of the page raise the limits to 5000 properties and 10 levels (as quoted by jsonschemaprofiles.unitvectorylabs.com/schemas/openai); the figures here are the issue's and the census's."
  },
  {
    id: 'unsupported-composition',
    sentence: `Unsupported: composition (${OPENAI_REJECTED_KEYWORDS.join(', ')}).`,
    source: DOC
  },
  {
    id: 'unenforced-keyword',
    sentence:
      'Some type-specific keywords are not yet supported: strings (minLength, maxLength, pattern, format), numbers (minimum, maximum, multipleOf), objects (patternProperties, unevaluatedProperties, propertyNames, minProperties, maxProperties), arrays (unevaluatedItems, contains, minContains, maxContains, minItems, maxItems, uniqueItems).',
    source: DOC,
    open: 'later versions of the page list pattern, format, minimum/maximum and minItems/maxItems as supported except for fine-tuned models; toolgauge follows the census and lists them as lost.'
  },
  {
    id: 'one-of',
    sentence: 'anyOf is listed as supported; oneOf is listed neither as supported nor as unsupported.',
    source: DOC,
    open: 'oneOf is not named by the page: whether strict mode refuses it or treats it as anyOf is not documented.'
  }
];

const rule = (id: string) => ruleById(OPENAI_STRICT_RULES, id);

export function checkOpenAiStrict(entry: CatalogTool): ReturnType<VerdictBuilder['done']> {
  const v = new VerdictBuilder();
  const root = entry.tool.inputSchema;
  const nodes = inputNodes(root);
  // No schema, or `{}`: the converter sends an empty object schema.
  if (root === undefined) return v.done();
  if (!isPlainObject(root)) {
    v.reject(rule('root-object'), '/inputSchema', 'the input schema is not an object schema');
    return v.done();
  }
  const union = Array.isArray(root.anyOf) || Array.isArray(root.oneOf);
  if (union) v.reject(rule('root-object'), '/inputSchema', 'the root is a union (anyOf/oneOf)');
  const rootTypes = typesOf(root);
  if (rootTypes.includes('null')) v.reject(rule('root-object'), '/inputSchema/type', 'the root is nullable');
  else if (rootTypes.length > 0 && !rootTypes.includes('object'))
    v.reject(rule('root-object'), '/inputSchema/type', `the root is ${rootTypes.join('|')}, not an object`);
  let properties = 0;
  const levels = objectLevels(nodes);
  let deepest = 0;
  nodes.forEach((node, i) => {
    const s = node.schema;
    if (!isPlainObject(s)) return;
    deepest = Math.max(deepest, levels[i]);
    if (isObjectSchema(s)) {
      const ap = s.additionalProperties;
      if (ap !== undefined && ap !== false)
        v.reject(
          rule('additional-properties'),
          `${node.pointer}/additionalProperties`,
          `is ${JSON.stringify(ap) ?? 'set'}, not false`
        );
      properties += propertyNames(s).length;
    }
    for (const k of OPENAI_REJECTED_KEYWORDS)
      if (s[k] !== undefined)
        v.reject(rule('unsupported-composition'), `${node.pointer}/${k}`, `${k} is not supported`);
    for (const k of OPENAI_UNENFORCED_KEYWORDS) if (s[k] !== undefined) v.lose(k);
    if (Array.isArray(s.oneOf)) v.leaveOpen(rule('one-of'), `${node.pointer}/oneOf`);
  });
  if (properties > OPENAI_MAX_PROPERTIES)
    v.reject(rule('size'), '/inputSchema', `${properties} object properties, more than ${OPENAI_MAX_PROPERTIES}`);
  if (deepest > OPENAI_MAX_LEVELS)
    v.reject(rule('size'), '/inputSchema', `${deepest} levels of nesting, more than ${OPENAI_MAX_LEVELS}`);
  return v.done();
}

export const OPENAI_STRICT: Target = {
  name: 'openai-strict',
  title: 'OpenAI function calling with strict: true (Structured Outputs), after the Agents SDK converter',
  rules: OPENAI_STRICT_RULES,
  checkTool: checkOpenAiStrict
};
