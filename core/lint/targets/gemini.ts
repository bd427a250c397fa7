/**
 * Gemini function declarations (`functionDeclarations[].parameters`): the "select subset of an
 * OpenAPI 3.0 schema object" the Schema message holds. A field outside it is refused by the API
 * ("Unknown name"), and `type` is one value (nullable says null). One table, each rule with Google's words.
 */
import type { CatalogTool } from '../../catalog/types.ts';
import { isPlainObject } from '../tool-facts.ts';
import { inputNodes, typesOf } from './schema-shape.ts';
import { ruleById, VerdictBuilder, type Target, type TargetRule } from './target-types.ts';

const SCHEMA_DOC = 'https://ai.google.dev/api/caching#Schema';
const PROTO_DOC =
  'https://docs.cloud.google.com/nodejs/docs/reference/generativelanguage/latest/generativelanguage/protos.google.ai.generativelanguage.v1beta.ischema';
const DECL_DOC = 'https://ai.google.dev/api/caching#FunctionDeclaration';

/** The Schema message's fields (generativelanguage v1beta). */
export const GEMINI_SCHEMA_FIELDS = new Set([
  'type',
  'format',
  'title',
  'description',
  'nullable',
  'enum',
  'maxItems',
  'minItems',
  'properties',
  'required',
  'minProperties',
  'maxProperties',
  'minLength',
  'maxLength',
  'pattern',
  'example',
  'anyOf',
  'propertyOrdering',
  'default',
  'items',
  'minimum',
  'maximum'
]);

const GEMINI_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object']);
const GEMINI_NAME = /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$/;

export const GEMINI_RULES: readonly TargetRule[] = [
  {
    id: 'schema-field',
    sentence:
      'The Schema object allows the definition of input and output data types ... Represents a select subset of an OpenAPI 3.0 schema object. Fields: type, format, title, description, nullable, enum, maxItems, minItems, properties, required, minProperties, maxProperties, minLength, maxLength, pattern, example, anyOf, propertyOrdering, default, items, minimum, maximum.',
    source: `${SCHEMA_DOC}; ${PROTO_DOC}`,
    open: 'a client that sends parametersJsonSchema (full JSON Schema) instead of parameters is not held to this subset; toolgauge checks parameters.'
  },
  {
    id: 'meta-key',
    sentence: '$schema and $id are not Schema fields.',
    source: SCHEMA_DOC,
    open: 'whether a client strips them before sending or the API refuses them is not documented; toolgauge does not refuse the tool for them.'
  },
  {
    id: 'type',
    sentence:
      'type: Required. Data type (one of STRING, NUMBER, INTEGER, BOOLEAN, ARRAY, OBJECT, NULL); nullable: Indicates if the value may be null.',
    source: SCHEMA_DOC
  },
  {
    id: 'enum-strings',
    sentence:
      'enum: Optional. Possible values of the element of Type.STRING with enum format (the field is a list of strings).',
    source: `${SCHEMA_DOC}; ${PROTO_DOC}`,
    open: 'whether numeric or boolean enum values are converted or refused is not documented.'
  },
  {
    id: 'name',
    sentence:
      'name: Required. The name of the function. Must be a-z, A-Z, 0-9, or contain underscores, colons, dots, and dashes, with a maximum length of 64.',
    source: DECL_DOC
  }
];

const rule = (id: string) => ruleById(GEMINI_RULES, id);

export function checkGemini(entry: CatalogTool): ReturnType<VerdictBuilder['done']> {
  const v = new VerdictBuilder();
  if (!GEMINI_NAME.test(entry.name)) v.reject(rule('name'), '/name', `"${entry.name}" is not a Gemini function name`);
  const root = entry.tool.inputSchema;
  for (const node of inputNodes(root)) {
    const s = node.schema;
    if (!isPlainObject(s)) continue;
    for (const k of Object.keys(s))
      if (k === '$schema' || k === '$id') v.leaveOpen(rule('meta-key'), `${node.pointer}/${k}`);
      else if (!GEMINI_SCHEMA_FIELDS.has(k))
        v.reject(rule('schema-field'), `${node.pointer}/${k}`, `${k} is not a Schema field`);
    const types = typesOf(s);
    const real = types.filter((t) => t !== 'null');
    if (Array.isArray(s.type) && real.length > 1)
      v.reject(rule('type'), `${node.pointer}/type`, `a type list (${types.join(', ')}); Schema.type is one type`);
    else if (Array.isArray(s.type) && types.includes('null'))
      v.reject(rule('type'), `${node.pointer}/type`, 'null in a type list; Schema says nullable: true');
    for (const t of real)
      if (!GEMINI_TYPES.has(t)) v.reject(rule('type'), `${node.pointer}/type`, `type "${t}" is not a Schema type`);
    if (Array.isArray(s.enum) && s.enum.some((x) => typeof x !== 'string'))
      v.leaveOpen(rule('enum-strings'), `${node.pointer}/enum`);
  }
  return v.done();
}

export const GEMINI: Target = {
  name: 'gemini',
  title: 'Gemini function declarations (parameters as the OpenAPI-subset Schema)',
  rules: GEMINI_RULES,
  checkTool: checkGemini
};
