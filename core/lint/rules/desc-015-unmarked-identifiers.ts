/**
 * DESC-015: a server that marks nothing as required in any tool while its identifying arguments
 * (`prediction_id`, `versionId`) have no description: the model cannot tell what a call needs.
 */
import type { CatalogTool } from '../../catalog/types.ts';
import { isPlainObject, schemaProperties } from '../tool-facts.ts';
import type { CatalogRawFinding, CatalogRule } from '../types.ts';

/** `id`, `*_id`, `*Id`, `*_ids`, `*ID`: an argument that names the thing the call acts on. */
const IDENTIFIER = /^id$|_ids?$|[a-z0-9]Ids?$|[a-z0-9]ID$/;
/** A pattern, not an accident: tools with parameters, and undocumented ids, across the server. */
export const MIN_TOOLS_WITH_PARAMETERS = 2;
export const MIN_UNDOCUMENTED_IDS = 2;

/** Something besides a description that tells the model what the id is. */
const SELF_EXPLAINING = ['enum', 'const', 'format', 'pattern', 'examples', 'default'] as const;

interface Undocumented {
  tool: number;
  argument: string;
  pointer: string;
}

function declaresRequired(tool: CatalogTool): boolean {
  const schema = tool.tool.inputSchema;
  return isPlainObject(schema) && Array.isArray(schema.required) && schema.required.length > 0;
}

function hasParameters(tool: CatalogTool): boolean {
  return schemaProperties(tool.tool).length > 0;
}

export const desc015: CatalogRule = {
  id: 'DESC-015',
  slug: 'unmarked-identifiers',
  category: 'description',
  severity: 'warning',
  scope: 'catalog',
  docs: {
    summary: `A server that declares \`required\` in none of its tools while identifying arguments (\`id\`, \`*_id\`, \`*Id\`) have no description: one finding for the server, on the first such argument, naming the others (at least ${MIN_TOOLS_WITH_PARAMETERS} tools with parameters and ${MIN_UNDOCUMENTED_IDS} undocumented ids).`,
    why:
      'With nothing required, the schema says every call is valid with no arguments; with no description on `prediction_id`, nothing else says the id is what the call acts on or where it comes from. The model calls `get_prediction({})`, or invents an id, and the server answers with an error the model has to decode. Either signal alone is survivable (a required `prediction_id` needs no prose; a described id marks itself); together they leave the model guessing on every call. ' +
      'Decisions: one finding per server, because the fix is one decision for the whole server (mark what each tool needs); an id with an `enum`, `const`, `format`, `pattern`, `examples` or `default` is not counted as undocumented.',
    fix: 'List the arguments each tool cannot work without in `required` (usually the ids), and describe each id in one line: what it identifies and which tool returns it ("Prediction id, from create_prediction or list_predictions").',
    notes:
      '**On the corpora**: catalogs/ 0 (browser-tools and next-devtools declare no `required` either, but their arguments have no undocumented ids); catalogs-2/ 1, replicate: 27 tools with parameters, none with `required`, 10 undescribed ids (`prediction_id`, `version_id`, `training_id`, ...). Not yet labelled by an independent reviewer.',
    bad: {
      tools: [
        {
          name: 'get_prediction',
          description: 'Get a prediction. Returns its status and output.',
          inputSchema: { type: 'object', properties: { prediction_id: { type: 'string' } } }
        },
        {
          name: 'cancel_prediction',
          description: 'Cancel a running prediction.',
          inputSchema: { type: 'object', properties: { prediction_id: { type: 'string' } } }
        }
      ]
    },
    good: {
      tools: [
        {
          name: 'get_prediction',
          description: 'Get a prediction. Returns its status and output.',
          inputSchema: {
            type: 'object',
            properties: { prediction_id: { type: 'string' } },
            required: ['prediction_id']
          }
        },
        {
          name: 'cancel_prediction',
          description: 'Cancel a running prediction.',
          inputSchema: {
            type: 'object',
            properties: { prediction_id: { type: 'string', description: 'Prediction id, from get_prediction' } }
          }
        }
      ]
    },
    severityRationale:
      'Warning: calls still work when the model guesses right; the finding is about a schema that gives it nothing to go on.'
  },
  messages: {
    unmarkedIdentifiers:
      'no tool of {{server}} marks any argument as required, and {{count}} identifying argument(s) have no description ("{{argument}}" of "{{tool}}" first): the model cannot tell which arguments a call needs, so it omits ids or invents them'
  },
  suggestions: {
    unmarkedIdentifiers:
      'mark the arguments each tool needs (usually its ids) as required, and say in one line what each id identifies and which tool returns it'
  },
  checkCatalog({ tools, meta }) {
    const single =
      typeof meta.server === 'string' && meta.server.trim() !== '' ? `server "${meta.server}"` : 'this server';
    const out: CatalogRawFinding[] = [];
    const servers = new Map<string, number[]>();
    tools.forEach((t, i) => {
      const key = t.server ?? '';
      // Pushed, not copied: copying made one server of n tools cost n² / 2.
      const members = servers.get(key);
      if (members) members.push(i);
      else servers.set(key, [i]);
    });
    for (const [server, members] of servers) {
      const withParameters = members.filter((i) => hasParameters(tools[i]));
      if (withParameters.length < MIN_TOOLS_WITH_PARAMETERS || withParameters.some((i) => declaresRequired(tools[i])))
        continue;
      const undocumented: Undocumented[] = withParameters.flatMap((i) =>
        schemaProperties(tools[i].tool)
          .filter(
            (p) => IDENTIFIER.test(p.name) && p.description === undefined && !SELF_EXPLAINING.some((k) => k in p.schema)
          )
          .map((p) => ({ tool: i, argument: p.name, pointer: p.pointer }))
      );
      if (undocumented.length < MIN_UNDOCUMENTED_IDS) continue;
      const [first, ...rest] = undocumented;
      out.push({
        tool: first.tool,
        messageId: 'unmarkedIdentifiers',
        data: {
          server: server === '' ? single : `server "${server}"`,
          count: undocumented.length,
          argument: first.argument
        },
        pointer: first.pointer,
        related: rest.map((u) => ({ tool: u.tool, pointer: u.pointer }))
      });
    }
    return out;
  }
};
