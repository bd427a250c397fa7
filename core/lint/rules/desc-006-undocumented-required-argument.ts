/** DESC-006: a required argument has no description. */
import type { Tool } from '../../catalog/types.ts';
import type { Rule } from '../types.ts';
import { joinPointer } from '../../source/pointer.ts';
import { isPlainObject, schemaProperties, type SchemaProperty } from '../tool-facts.ts';
import { nameExplainsItself, namesArgument } from './helpers/argument-names.ts';
import { reportedUndocumented } from './helpers/undocumented-arguments.ts';

const hasText = (v: unknown) => isPlainObject(v) && typeof v.description === 'string' && v.description.trim() !== '';

/** Formats that say what the value is (`uuid`, `uri`, `email`, `date-time`). */
const hasFormat = (schema: Record<string, unknown>) =>
  typeof schema.format === 'string' || typeof schema.pattern === 'string';

/**
 * Tuned presets: an argument needs no description of its own when its values explain themselves (an
 * enum, a format), its name says it all (a bare `id` is the id of what the tool acts on), or the
 * tool's text names it.
 */
function explainedElsewhere(name: string, schema: Record<string, unknown>, toolText: string | undefined): boolean {
  if (Array.isArray(schema.enum) || 'const' in schema || hasFormat(schema)) return true;
  if (nameExplainsItself(name)) return true;
  return toolText !== undefined && namesArgument(toolText, name);
}

interface Field {
  name: string;
  schema: Record<string, unknown>;
  required: boolean;
  /** Relative to the wrapper. */
  pointer: string;
}

/** The fields one level inside a wrapper: an object's properties, or those of an array's item object. */
function wrapperFields(schema: Record<string, unknown>): { fields: Field[]; path: string } | undefined {
  const inner = isPlainObject(schema.properties)
    ? { obj: schema, base: '', path: '.' }
    : isPlainObject(schema.items) && isPlainObject(schema.items.properties)
      ? { obj: schema.items, base: '/items', path: '[].' }
      : undefined;
  if (!inner || !isPlainObject(inner.obj.properties)) return undefined;
  const required = new Set(Array.isArray(inner.obj.required) ? inner.obj.required : []);
  const fields = Object.entries(inner.obj.properties)
    .filter(([, v]) => isPlainObject(v))
    .map(([name, v]) => ({
      name,
      schema: v as Record<string, unknown>,
      required: required.has(name),
      pointer: joinPointer(`${inner.base}/properties`, name)
    }));
  return fields.length === 0 ? undefined : { fields, path: inner.path };
}

type Out = { messageId: string; data: { argument: string }; pointer: string };

/**
 * Tuned presets. A wrapper (`params`, `items`) is judged by what it holds: its own description is
 * not needed when its fields explain themselves; a required field one level down with no
 * description is reported under its path (`items[].parent_id`, `params.migrationId`); a required
 * wrapper whose whole subtree is undocumented, with two or more fields unexplained, is reported
 * once, on the wrapper.
 */
function tunedFindings(props: SchemaProperty[], toolText: string | undefined): Out[] {
  const out: Out[] = [];
  for (const p of props) {
    const wrapper = wrapperFields(p.schema);
    if (!wrapper) {
      if (p.required && p.description === undefined && !explainedElsewhere(p.name, p.schema, toolText))
        out.push({ messageId: 'undocumented', data: { argument: p.name }, pointer: p.pointer });
      continue;
    }
    if (!p.required) continue;
    const requiredFields = wrapper.fields.filter((f) => f.required);
    const unexplained = requiredFields.filter(
      (f) => !hasText(f.schema) && !explainedElsewhere(f.name, f.schema, toolText)
    );
    if (unexplained.length === 0) continue;
    const documented = p.description !== undefined || wrapper.fields.some((f) => hasText(f.schema));
    if (!documented && unexplained.length > 1) {
      out.push({ messageId: 'undocumentedWrapper', data: { argument: p.name }, pointer: p.pointer });
      continue;
    }
    for (const f of unexplained)
      out.push({
        messageId: 'undocumented',
        data: { argument: `${p.name}${wrapper.path}${f.name}` },
        pointer: p.pointer + f.pointer
      });
  }
  return out;
}

/** The places DESC-021 reports on a tool: each argument it names, or the whole argument list. */
function desc021Places(tool: Tool, description: string | undefined): Set<string> {
  const found = reportedUndocumented(tool, description);
  return new Set(found.arguments.map((a) => a.pointer));
}

export const desc006: Rule<string, { explainedElsewhere: boolean; leaveToDesc021: boolean }> = {
  id: 'DESC-006',
  slug: 'undocumented-required-argument',
  category: 'description',
  severity: 'critical',
  options: {
    explainedElsewhere: {
      default: true,
      description:
        'an argument explained by its values, its name or the tool text, and a wrapper judged by what it holds, need no description of their own'
    },
    leaveToDesc021: {
      default: true,
      description:
        'with explainedElsewhere: leave to DESC-021 (in the default preset) the arguments it reports, so one argument gets one finding; set it false when DESC-021 is off'
    }
  },
  smell: 'underspecified',
  docs: {
    summary: 'A required argument has no description.',
    why:
      'The agent must fill every required argument to call the tool at all. Without a description it guesses the meaning and format ' +
      'from the name alone ("id" of what? "date" in which format?) and the call fails or does the wrong thing. ' +
      'Decisions: an argument is a top-level property of inputSchema listed in "required"; a description that is missing, not a string ' +
      'or only whitespace counts as none (as in TDQS). Names in "required" with no matching property are left to the schema rules. ' +
      'One finding per undocumented required argument. The recommended and all presets judge a wrapper (`params`, `items`) by what it ' +
      'holds: no finding for the wrapper when its fields are documented, a finding per required field one level down with no ' +
      'description (`items[].parent_id`, `params.migrationId`), one finding on a required wrapper whose whole subtree is undocumented; ' +
      'and no finding for an argument explained otherwise: an enum, const, format or pattern, a name that says it all (query, path, url, ' +
      'name, *_name, *_number, *_ms, title, text, content, owner, repo, value, ...), the id of a named kind of thing (`project_id`, not ' +
      "`parent_id`), a bare `id` (of what the tool acts on) or its name in the tool's description. " +
      'Those presets also leave to DESC-021 (undocumented arguments at any depth, in the default preset) the arguments it reports, so an argument gets one finding (option `leaveToDesc021`; set it false when DESC-021 is off).',
    fix: 'Add a "description" to each required property: what it identifies, its format, and where the agent gets the value.',
    bad: {
      name: 'assign_ticket',
      description: 'Assign a ticket to an agent. Returns the updated ticket.',
      inputSchema: {
        type: 'object',
        properties: {
          ticket_id: { type: 'string', description: 'Ticket id, e.g. TCK-1042' },
          assignee: { type: 'string' }
        },
        required: ['ticket_id', 'assignee']
      }
    },
    good: {
      name: 'assign_ticket',
      description: 'Assign a ticket to an agent. Returns the updated ticket.',
      inputSchema: {
        type: 'object',
        properties: {
          ticket_id: { type: 'string', description: 'Ticket id, e.g. TCK-1042' },
          assignee: { type: 'string', description: 'Email of the agent who takes the ticket' }
        },
        required: ['ticket_id', 'assignee']
      }
    }
  },
  messages: {
    undocumented: 'required argument "{{argument}}" of "{{tool}}" has no description',
    undocumentedWrapper:
      'required argument "{{argument}}" of "{{tool}}" has no description, and neither has any field inside it'
  },
  suggestions: {
    undocumented: 'describe "{{argument}}": what it identifies, its format, and where the value comes from',
    undocumentedWrapper:
      'describe "{{argument}}" or the fields inside it: what each identifies, its format, and where the value comes from'
  },
  check({ tool, description, options }) {
    if (options.explainedElsewhere) {
      const found = tunedFindings(schemaProperties(tool), description);
      if (!options.leaveToDesc021 || found.length === 0) return found;
      const taken = desc021Places(tool, description);
      return found.filter((f) => !taken.has(f.pointer));
    }
    return schemaProperties(tool)
      .filter((p) => p.required && p.description === undefined)
      .map((p) => ({ messageId: 'undocumented', data: { argument: p.name }, pointer: p.pointer }));
  }
};
