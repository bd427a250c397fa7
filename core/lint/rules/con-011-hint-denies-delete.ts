/**
 * CON-011: the annotations say a tool cannot destroy anything (`readOnlyHint: true`, or
 * `destructiveHint: false`) while its own operation selector offers a delete: an HTTP `method`
 * whose enum holds `DELETE`, an `action`/`operation` whose enum holds `delete` or `remove`.
 */
import { isPlainObject } from '../tool-facts.ts';
import { defineRule } from '../types.ts';
import { walkSchema } from './helpers/schema-walk.ts';

/** Argument names that choose what the call does (not what it reads: a `category` filter is not an operation). */
const OPERATION_SELECTOR =
  /^(method|http_?method|verb|action|actions|operation|operations|op|mode|command|subcommand)$/i;
/** Values that delete: `DELETE`, `delete`, `remove`, `destroy`, `drop`, `purge`, `delete_file`, `remove-member`, `deleteMany`. */
const DELETE_VERB = 'delete|remove|destroy|drop|purge|truncate|erase|wipe';
const DELETING = new RegExp(`^(?:${DELETE_VERB})(?:[_\\-\\s]\\w+)?$`, 'i');
/** camelCase: `deleteMany`, `removeMember` (not `dropdown`). */
const DELETING_CAMEL = new RegExp(`^(?:${DELETE_VERB})[A-Z]\\w*$`);
const deletes = (value: string) => DELETING.test(value) || DELETING_CAMEL.test(value);

/** Every string the schema admits for a selector: its `enum`, or its `const`. */
function admittedStrings(schema: Record<string, unknown>): string[] {
  const values = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : [];
  return values.filter((v): v is string => typeof v === 'string');
}

interface DeleteOffer {
  argument: string;
  value: string;
}

function deleteOffer(inputSchema: unknown): DeleteOffer | undefined {
  for (const node of walkSchema(inputSchema, '/inputSchema')) {
    if (node.via !== 'property' || node.depth !== 1 || node.name === undefined) continue;
    if (!OPERATION_SELECTOR.test(node.name) || !isPlainObject(node.schema)) continue;
    const own = admittedStrings(node.schema);
    const items = isPlainObject(node.schema.items) ? admittedStrings(node.schema.items) : [];
    const value = [...own, ...items].find((v) => deletes(v.trim()));
    if (value !== undefined) return { argument: node.name, value };
  }
  return undefined;
}

export const con011HintDeniesDelete = defineRule({
  id: 'CON-011',
  slug: 'hint-denies-delete',
  category: 'schema',
  severity: 'warning',
  docs: {
    summary:
      'The annotations say the tool destroys nothing (`readOnlyHint: true`, or `destructiveHint: false`) while the argument that picks its operation offers a delete: an HTTP `method` whose enum holds `DELETE`, an `action` or `operation` whose enum holds `delete`, `remove`, `destroy`, `drop` or `purge` (`delete_file`, `remove-member` too).',
    why:
      'Clients read the hints to decide what needs the user\'s approval: a tool that is "not destructive" may run unasked. When the same tool can be called with `method: "DELETE"` or `action: "delete"`, the hint lets a deletion through without a prompt. Both sides are in the schema, so the finding quotes them. ' +
      'Decisions: only a top-level argument whose name says it chooses the operation (`method`, `action`, `operation`, `op`, `verb`, `mode`, `command`) is read, so a `category` filter whose values name kinds of tool ("delete") is not an operation; values are read from `enum`, `const` and an array\'s `items.enum`.',
    fix: 'Set `destructiveHint: true` (and `readOnlyHint: false`), or split the deleting operation into its own tool with its own hints.',
    notes:
      '**On the corpora**: two firings in 2,276 tools, both generic REST passthrough tools (an `api_request` and a `qase_api` whose `method` enum holds `DELETE` under `destructiveHint: false`); a blind reviewer of catalogs-3 reported the second as a misleading annotation before the rule existed.',
    bad: {
      name: 'call_api',
      description: 'Call any endpoint of the REST API.',
      inputSchema: {
        type: 'object',
        properties: {
          method: { type: 'string', enum: ['GET', 'POST', 'DELETE'], description: 'HTTP method' },
          path: { type: 'string', description: 'API path starting with /v1/' }
        },
        required: ['method', 'path']
      },
      annotations: { readOnlyHint: false, destructiveHint: false }
    },
    good: {
      name: 'call_api',
      description: 'Call any endpoint of the REST API.',
      inputSchema: {
        type: 'object',
        properties: {
          method: { type: 'string', enum: ['GET', 'POST', 'DELETE'], description: 'HTTP method' },
          path: { type: 'string', description: 'API path starting with /v1/' }
        },
        required: ['method', 'path']
      },
      annotations: { readOnlyHint: false, destructiveHint: true }
    },
    severityRationale:
      'Warning: the tool works, but a hint that denies a delete removes the approval prompt clients put in front of destructive calls.'
  },
  messages: {
    readOnly:
      '"{{tool}}" is annotated readOnlyHint: true, yet its "{{argument}}" argument offers "{{value}}": a client may run a deletion without asking the user',
    notDestructive:
      '"{{tool}}" is annotated destructiveHint: false, yet its "{{argument}}" argument offers "{{value}}": a client may run a deletion without asking the user'
  },
  suggestions: {
    readOnly: 'set readOnlyHint to false and destructiveHint to true, or move the deleting operation into its own tool',
    notDestructive: 'set destructiveHint to true, or move the deleting operation into its own tool'
  },
  check({ tool }) {
    const hints = tool.annotations;
    if (!isPlainObject(hints)) return [];
    const readOnly = hints.readOnlyHint === true;
    if (!readOnly && hints.destructiveHint !== false) return [];
    const offer = deleteOffer(tool.inputSchema);
    if (offer === undefined) return [];
    return readOnly
      ? [{ messageId: 'readOnly', data: { ...offer }, pointer: '/annotations/readOnlyHint' }]
      : [{ messageId: 'notDestructive', data: { ...offer }, pointer: '/annotations/destructiveHint' }];
  }
});
