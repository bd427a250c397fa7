/** CON-005: an input schema requires what the server supplies itself: a property with a `default`, or one marked `readOnly`. */
import { joinPointer } from '../../source/pointer.ts';
import { isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { excerpt, previewList } from './helpers/description-text.ts';
import { walkSchema } from './helpers/schema-walk.ts';

/** The property schemas an object node declares, with their pointers (the walk's property children). */
function declaredProperties(
  node: Record<string, unknown>,
  pointer: string
): Array<[string, Record<string, unknown>, string]> {
  const props = node.properties;
  if (!isPlainObject(props)) return [];
  const out: Array<[string, Record<string, unknown>, string]> = [];
  for (const name of Object.keys(props)) {
    const s = props[name];
    if (isPlainObject(s)) out.push([name, s, joinPointer(pointer, 'properties', name)]);
  }
  return out;
}

/** A `const` or one-value enum (a discriminator such as `type: "sms"`): the agent has nothing to choose, so a default beside required costs nothing. */
const fixedValue = (prop: Record<string, unknown>): boolean =>
  'const' in prop || (Array.isArray(prop.enum) && prop.enum.length === 1);

/** The default as the message shows it: JSON, one short line. */
function shownDefault(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return excerpt(text, 40);
}

export const con005RequiredWithDefault: Rule = {
  id: 'CON-005',
  slug: 'required-with-default',
  category: 'schema',
  severity: 'warning',
  docs: {
    summary:
      'An input schema (at any depth) lists in `required` a property that has a `default` (the server would fill it in) or that is `readOnly: true` (the server computes it), or offers `readOnly` properties as input at all.',
    why:
      'A default only applies when the argument is omitted, and `required` forbids omitting it: the model must send a value it usually knows nothing about ("which environment?"), and a client that validates arguments rejects the call when it does not. It typically comes from a schema generator run in output mode (zod `.default()` emitted as required). A `readOnly` property is, by JSON Schema\'s definition, managed by the server: listing it as input (worse, requiring it) asks the agent to invent `id`, `created_at` or counters, which the server ignores or rejects, and costs tokens on every call. ' +
      'Decisions: only properties declared beside the `required` list that names them are read (a branch of `oneOf` that requires a property it does not declare is not); `default: null` counts as a default; a `const` or one-value `enum` (a discriminator) is left alone, since the agent has nothing to choose. The `readOnly` properties of one object are reported once, listed together.',
    fix: 'Drop the property from `required` (the default then applies), or drop the default if the caller must choose. Remove `readOnly` fields from input schemas (generate the input schema in input mode, or omit server-managed fields).',
    notes:
      '**On the corpora** (`--preset all`): catalogs/ 16 firings (kubernetes `namespace: "default"` and two more on 6 tools, playwright\'s `level`, `static`, `scale`, supabase\'s `schemas`, `verbose`, `entrypoint_path`, `verify_jwt`, `name`); catalogs-2/ 0; catalogs-3/ 55 (contentful `environmentId: "master"` on 34 tools, which the blind review of catalogs-3 lists as a defect, and `limit`/`skip` on 3 list tools; plane\'s create/update tools offer 130 `readOnly` server fields in 12 findings, one of them also requiring `cycle_data.project_id`; bitwarden `overwriteExisting`). The author read all 71 and judges every one a real contradiction; Independent reviewers labelled every firing: 16 of 16 right on the tuning set, 55 of 55 on the checking sets (packets of 2026-11-27).',
    bad: {
      name: 'get_entry',
      description: 'Retrieve an existing entry by its ID. Returns the entry with all its fields.',
      inputSchema: {
        type: 'object',
        properties: {
          entryId: { type: 'string', description: 'The ID of the entry' },
          environmentId: { type: 'string', default: 'master', description: 'The environment, by default master' }
        },
        required: ['entryId', 'environmentId']
      }
    },
    good: {
      name: 'get_entry',
      description: 'Retrieve an existing entry by its ID. Returns the entry with all its fields.',
      inputSchema: {
        type: 'object',
        properties: {
          entryId: { type: 'string', description: 'The ID of the entry' },
          environmentId: { type: 'string', default: 'master', description: 'The environment, by default master' }
        },
        required: ['entryId']
      }
    },
    severityRationale:
      'Warning: the schema is valid, and a model that sends the default value gets the same result; but the agent is made to supply what the server owns, which invites wrong values and rejected calls.'
  },
  messages: {
    requiredWithDefault:
      'argument "{{argument}}" of "{{tool}}" is listed in required but has default {{default}}: a default never applies to a required argument, so the agent must send a value the server would have filled in',
    requiredReadOnly:
      'argument "{{argument}}" of "{{tool}}" is listed in required but is readOnly (managed by the server): the agent is made to invent a value the server ignores or rejects',
    readOnlyInInput:
      'the input of "{{tool}}" offers {{count}} readOnly (server-managed) field(s) at {{at}}: {{fields}}; the agent may fill them in, and they cost tokens on every call'
  },
  suggestions: {
    requiredWithDefault: 'drop "{{argument}}" from required so the default applies, or drop the default',
    requiredReadOnly: 'remove "{{argument}}" from the input schema (or at least from required)',
    readOnlyInInput: 'remove the readOnly fields from the input schema'
  },
  check({ tool }) {
    const out: RawFinding[] = [];
    for (const node of walkSchema(tool.inputSchema, '/inputSchema')) {
      const s = node.schema;
      if (!isPlainObject(s)) continue;
      const required = new Set(
        Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === 'string') : []
      );
      const readOnly: string[] = [];
      for (const [name, prop, pointer] of declaredProperties(s, node.pointer)) {
        const isReadOnly = prop.readOnly === true;
        if (required.has(name) && isReadOnly)
          out.push({ messageId: 'requiredReadOnly', data: { argument: name }, pointer });
        else if (required.has(name) && 'default' in prop && !fixedValue(prop))
          out.push({
            messageId: 'requiredWithDefault',
            data: { argument: name, default: shownDefault(prop.default) },
            pointer
          });
        else if (isReadOnly) readOnly.push(name);
      }
      if (readOnly.length > 0)
        out.push({
          messageId: 'readOnlyInInput',
          data: { count: readOnly.length, at: node.name ?? node.pointer, fields: previewList(readOnly) },
          pointer: node.pointer
        });
    }
    return out;
  }
};
