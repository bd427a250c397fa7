/**
 * Anthropic strict tool use (`strict: true` on a tool): the JSON Schema subset its grammar-constrained
 * sampling takes, and the per-request limits, summed over the whole catalog (a client sends every
 * server's tools in one request). One table, each rule with Anthropic's sentence and link.
 */
import type { CatalogTool } from '../../catalog/types.ts';
import { isPlainObject } from '../tool-facts.ts';
import { inputNodes, isObjectSchema, isUnion, propertyNames, requiredNames, typesOf } from './schema-shape.ts';
import { ruleById, VerdictBuilder, type RequestLimit, type Target, type TargetRule } from './target-types.ts';

const LIMITS_DOC = 'https://platform.claude.com/docs/en/build-with-claude/structured-outputs#json-schema-limitations';
const STRICT_DOC = 'https://platform.claude.com/docs/en/agents-and-tools/tool-use/strict-tool-use';
/** The primary page is not readable from here; this converter's docs quote it, with the link above. */
const QUOTED_BY = 'quoted from that page by https://hexdocs.pm/lang_schema/LangSchema.Converter.Anthropic.html';

export const ANTHROPIC_MAX_STRICT_TOOLS = 20;
export const ANTHROPIC_MAX_OPTIONAL_PARAMETERS = 24;
export const ANTHROPIC_MAX_UNION_PARAMETERS = 16;

export const ANTHROPIC_UNSUPPORTED_KEYWORDS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'maxItems',
  'minProperties',
  'maxProperties'
] as const;

export const ANTHROPIC_FORMATS = new Set([
  'date-time',
  'time',
  'date',
  'duration',
  'email',
  'hostname',
  'uri',
  'ipv4',
  'ipv6',
  'uuid'
]);

/** Keywords the page names as supported; any other keyword is a case it leaves open. */
const SUPPORTED = new Set([
  'type',
  'description',
  'title',
  'enum',
  'const',
  'default',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'anyOf',
  'allOf',
  '$ref',
  '$defs',
  'definitions',
  'format',
  'pattern',
  '$schema',
  'examples',
  ...ANTHROPIC_UNSUPPORTED_KEYWORDS
]);

export const ANTHROPIC_STRICT_RULES: readonly TargetRule[] = [
  {
    id: 'root-object',
    sentence:
      "The input schema must be an object schema; a root-level anyOf/oneOf/allOf is refused (the census's finding, quoted in issue 40).",
    source: `${STRICT_DOC}; issue 40 (cmun2/mcp-schema-census)`,
    open: "Anthropic's pages found here do not say in a sentence that a root combinator is refused."
  },
  {
    id: 'additional-properties',
    sentence:
      'Not supported: additionalProperties set to anything other than false. additionalProperties: false is mandatory on all objects.',
    source: `${LIMITS_DOC} (${QUOTED_BY})`
  },
  {
    id: 'unsupported-keyword',
    sentence:
      'Not supported: numerical constraints (minimum, maximum, multipleOf, ...), string constraints (minLength, maxLength), array constraints beyond minItems of 0 or 1, object constraints (minProperties, maxProperties).',
    source: `${LIMITS_DOC} (${QUOTED_BY})`
  },
  {
    id: 'min-items',
    sentence: 'minItems: only 0 or 1 is supported.',
    source: `${LIMITS_DOC} (${QUOTED_BY})`
  },
  {
    id: 'format',
    sentence: `Supported string formats: ${[...ANTHROPIC_FORMATS].join(', ')}.`,
    source: `${LIMITS_DOC} (${QUOTED_BY})`
  },
  {
    id: 'pattern',
    sentence:
      'pattern: a subset of regular expressions; no backreferences, lookahead/lookbehind or word boundaries (\\b).',
    source: `${LIMITS_DOC} (${QUOTED_BY})`
  },
  {
    id: 'enum-complex',
    sentence: 'Not supported: complex types within enums (enum values must be strings, numbers, booleans or null).',
    source: `${LIMITS_DOC} (${QUOTED_BY})`
  },
  {
    id: 'ref',
    sentence: 'Not supported: recursive schemas; external $ref (local $ref, $defs and definitions are supported).',
    source: `${LIMITS_DOC} (${QUOTED_BY})`
  },
  {
    id: 'unlisted-keyword',
    sentence:
      'Keywords the page neither lists as supported nor as unsupported (oneOf, not, if/then/else, patternProperties, ...).',
    source: LIMITS_DOC,
    open: 'not documented either way; toolgauge does not refuse the tool for it.'
  },
  {
    id: 'request-limits',
    sentence: `Max ${ANTHROPIC_MAX_STRICT_TOOLS} strict tools per request; max ${ANTHROPIC_MAX_OPTIONAL_PARAMETERS} optional parameters total across all strict schemas; max ${ANTHROPIC_MAX_UNION_PARAMETERS} parameters using anyOf or type arrays across all strict schemas.`,
    source: `${LIMITS_DOC} (${QUOTED_BY}); the same figures as issue 40`,
    open: 'whether nested optional properties count as "optional parameters" is not said; toolgauge counts every level.'
  }
];

const rule = (id: string) => ruleById(ANTHROPIC_STRICT_RULES, id);
const LOOKAROUND_OR_BACKREF = /\(\?<?[=!]|\\[1-9]|\\k<|\\b|\\B/;

export function checkAnthropicStrict(entry: CatalogTool): ReturnType<VerdictBuilder['done']> {
  const v = new VerdictBuilder();
  const root = entry.tool.inputSchema;
  if (!isPlainObject(root)) {
    v.reject(rule('root-object'), '/inputSchema', 'the input schema is not an object schema');
    return v.done();
  }
  for (const k of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(root[k])) v.reject(rule('root-object'), `/inputSchema/${k}`, `a root ${k}`);
  const rootTypes = typesOf(root);
  if (rootTypes.length > 0 && (rootTypes.length > 1 || rootTypes[0] !== 'object'))
    v.reject(rule('root-object'), '/inputSchema/type', `the root type is ${rootTypes.join('|')}, not object`);
  for (const node of inputNodes(root)) {
    const s = node.schema;
    if (!isPlainObject(s)) continue;
    if (isObjectSchema(s) && s.additionalProperties === undefined)
      v.leaveOpen(rule('additional-properties'), `${node.pointer}/additionalProperties`);
    else if (isObjectSchema(s) && s.additionalProperties !== false)
      v.reject(rule('additional-properties'), `${node.pointer}/additionalProperties`, 'is not false');
    for (const k of ANTHROPIC_UNSUPPORTED_KEYWORDS)
      if (s[k] !== undefined) v.reject(rule('unsupported-keyword'), `${node.pointer}/${k}`, `${k} is not supported`);
    if (s.minItems !== undefined && s.minItems !== 0 && s.minItems !== 1)
      v.reject(rule('min-items'), `${node.pointer}/minItems`, `minItems ${JSON.stringify(s.minItems)}`);
    if (typeof s.format === 'string' && !ANTHROPIC_FORMATS.has(s.format))
      v.reject(rule('format'), `${node.pointer}/format`, `format "${s.format}" is not supported`);
    if (typeof s.pattern === 'string' && LOOKAROUND_OR_BACKREF.test(s.pattern))
      v.reject(rule('pattern'), `${node.pointer}/pattern`, 'uses a backreference, lookaround or word boundary');
    if (Array.isArray(s.enum) && s.enum.some((x) => x !== null && typeof x === 'object'))
      v.reject(rule('enum-complex'), `${node.pointer}/enum`, 'holds an object or array');
    if (typeof s.$ref === 'string') {
      const ref = s.$ref;
      if (!ref.startsWith('#')) v.reject(rule('ref'), `${node.pointer}/$ref`, `external $ref ${ref}`);
      else if (ref === '#' || node.pointer.startsWith(`/inputSchema${ref.slice(1)}`))
        v.reject(rule('ref'), `${node.pointer}/$ref`, `recursive $ref ${ref}`);
    }
    for (const k of Object.keys(s))
      if (!SUPPORTED.has(k))
        v.leaveOpen(rule('unlisted-keyword'), `${node.pointer}/${k}`, `${k} is ${rule('unlisted-keyword').open}`);
  }
  return v.done();
}

/** The request limits, summed over every tool (each sent with strict: true). */
export function anthropicRequestLimits(tools: readonly CatalogTool[]): Record<string, RequestLimit> {
  let optional = 0;
  let unions = 0;
  for (const t of tools)
    for (const node of inputNodes(t.tool.inputSchema)) {
      const s = node.schema;
      if (!isPlainObject(s)) continue;
      if (isObjectSchema(s)) {
        const required = requiredNames(s);
        optional += propertyNames(s).filter((n) => !required.has(n)).length;
      }
      if (node.via !== 'root' && node.via !== 'combinator' && isUnion(s)) unions++;
    }
  const limit = (value: number, max: number): RequestLimit => ({ value, limit: max, ok: value <= max });
  return {
    strict_tools: limit(tools.length, ANTHROPIC_MAX_STRICT_TOOLS),
    optional_parameters: limit(optional, ANTHROPIC_MAX_OPTIONAL_PARAMETERS),
    union_parameters: limit(unions, ANTHROPIC_MAX_UNION_PARAMETERS)
  };
}

export const ANTHROPIC_STRICT: Target = {
  name: 'anthropic-strict',
  title: 'Anthropic strict tool use (strict: true), its JSON Schema subset and per-request limits',
  rules: ANTHROPIC_STRICT_RULES,
  checkTool: checkAnthropicStrict,
  requestLimits: anthropicRequestLimits
};
