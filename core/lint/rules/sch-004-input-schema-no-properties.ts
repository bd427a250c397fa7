/** SCH-004: an object input schema that declares no properties although the tool clearly takes arguments. */
import { isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';

const ARGUMENT_WORD = String.raw`(?:param(?:eter)?s?|arg(?:ument)?s?)\b`;
/**
 * Phrasings by which a description says that this tool takes arguments: a "Parameters:" or
 * "Args:" heading, a verb of handing over ("pass ... as parameters", "takes two arguments",
 * "call it with parameters"), or the tool's own ("the parameters", "its arguments", "the
 * following parameters", "required/optional/input parameters"). "Parameters" of something else
 * ("DO NOT make up transformation parameters", "only use documented parameters") say nothing
 * about this tool's input.
 */
const MENTIONS_ARGUMENTS = new RegExp(
  String.raw`\b${ARGUMENT_WORD}\s*:` +
    String.raw`|\b(?:takes?|taking|accepts?|requires?|expects?|needs?|with|pass(?:es|ed|ing)?|provide[sd]?|supply|specify)\s+(?:[^\s.]+\s+){0,10}?${ARGUMENT_WORD}` +
    String.raw`|\b(?:the|its|these|following|required|optional|input|tool's)\s+${ARGUMENT_WORD}`,
  'i'
);
/** "takes no arguments", "without parameters": the description says the opposite. */
const DENIES_ARGUMENTS = /\b(no|without|zero|none)\s+(\w+\s+)?(param|arg)/i;

const explicitlyEmpty = (s: Record<string, unknown>) => isPlainObject(s.properties) && s.additionalProperties === false;

export const sch004InputSchemaNoProperties: Rule = {
  id: 'SCH-004',
  slug: 'input-schema-no-properties',
  category: 'schema',
  severity: 'warning',
  docs: {
    summary:
      'The input schema is an object with no `properties`, although `required` is non-empty or the description says the tool takes parameters ("Parameters:", "pass ... as parameters", "the following arguments"; not parameters of something else, such as "transformation parameters" the tool documents).',
    why: 'The model sees a tool that takes nothing, so it calls it with `{}` or invents argument names from the prose. Either way the server gets arguments it did not ask for, or none of the ones it needs.',
    fix: 'Declare each argument under `properties` with a type and a description. If the tool really takes a free-form map, say so with `additionalProperties: { "type": ... }`; if it takes nothing, say that with `"properties": {}, "additionalProperties": false`.',
    bad: {
      name: 'run_report',
      description:
        'Run a saved report. Pass the report id and an optional date range as parameters. Returns the report rows.',
      inputSchema: { type: 'object' }
    },
    good: {
      name: 'run_report',
      description:
        'Run a saved report. Pass the report id and an optional date range as parameters. Returns the report rows.',
      inputSchema: {
        type: 'object',
        properties: {
          report_id: { type: 'string', description: 'Saved report id' },
          from: { type: 'string', format: 'date', description: 'First day, inclusive' }
        },
        required: ['report_id']
      }
    },
    severityRationale:
      'Warning: the schema is valid and the tool loads; the finding rests on a heuristic (the description or `required` suggests arguments), so it may be a false alarm for tools that read nothing from their input.'
  },
  messages: {
    'required-without-properties': 'inputSchema requires {{count}} argument(s) but declares no properties',
    'described-without-properties': 'the description mentions parameters but inputSchema declares no properties'
  },
  suggestions: {
    'required-without-properties': 'declare the required arguments under "properties" with types and descriptions',
    'described-without-properties': 'declare the parameters the description talks about under "properties"'
  },
  check({ tool, description }) {
    const s = tool.inputSchema;
    if (!isPlainObject(s) || s.type !== 'object') return [];
    if (isPlainObject(s.properties) && Object.keys(s.properties).length > 0) return [];
    // A free-form map, a reference or combinator branches declare the arguments another way.
    if (
      isPlainObject(s.additionalProperties) ||
      isPlainObject(s.patternProperties) ||
      ['$ref', '$dynamicRef', 'anyOf', 'oneOf', 'allOf', 'if', 'dependentSchemas'].some((k) => k in s)
    )
      return [];
    const out: RawFinding[] = [];
    const required = Array.isArray(s.required) ? s.required.length : 0;
    if (required > 0)
      out.push({ messageId: 'required-without-properties', data: { count: required }, pointer: '/inputSchema' });
    // `properties: {}` with `additionalProperties: false` says "no arguments" outright; prose does not overrule it.
    else if (
      !explicitlyEmpty(s) &&
      description !== undefined &&
      MENTIONS_ARGUMENTS.test(description) &&
      !DENIES_ARGUMENTS.test(description)
    )
      out.push({ messageId: 'described-without-properties', pointer: '/inputSchema' });
    return out;
  }
};
