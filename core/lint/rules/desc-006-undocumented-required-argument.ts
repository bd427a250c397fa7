/** DESC-006: a required argument has no description. */
import type { Rule } from '../types.ts';
import { isPlainObject, schemaProperties, type SchemaProperty } from '../tool-facts.ts';

/**
 * Recommended: an argument needs no description of its own when its values explain themselves (an
 * enum), when it is a wrapper whose fields are described, or when the tool's text names it.
 */
function explainedElsewhere(p: SchemaProperty, toolText: string | undefined): boolean {
  if (Array.isArray(p.schema.enum) || 'const' in p.schema) return true;
  const nested = isPlainObject(p.schema.properties) ? Object.values(p.schema.properties) : [];
  if (nested.length > 0 && nested.every((n) => isPlainObject(n) && typeof n.description === 'string' && n.description.trim() !== '')) return true;
  return toolText !== undefined && new RegExp(`(^|[^\\w])${p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w]|$)`).test(toolText);
}

export const desc006: Rule = {
  id: 'DESC-006',
  slug: 'undocumented-required-argument',
  category: 'description',
  severity: 'critical',
  // Below the recommended preset's precision bar on real servers (docs/rules/README.md): shown as a hint.
  presets: { all: 'hint' },
  smell: 'underspecified',
  docs: {
    summary: 'A required argument has no description.',
    why:
      'The agent must fill every required argument to call the tool at all. Without a description it guesses the meaning and format ' +
      'from the name alone ("id" of what? "date" in which format?) and the call fails or does the wrong thing. ' +
      'Decisions: an argument is a top-level property of inputSchema listed in "required"; a description that is missing, not a string ' +
      'or only whitespace counts as none (as in TDQS). Names in "required" with no matching property are left to the schema rules. ' +
      'One finding per undocumented required argument.',
    fix: 'Add a "description" to each required property: what it identifies, its format, and where the agent gets the value.',
    bad: {
      name: 'assign_ticket',
      description: 'Assign a ticket to an agent. Returns the updated ticket.',
      inputSchema: {
        type: 'object',
        properties: { ticket_id: { type: 'string', description: 'Ticket id, e.g. TCK-1042' }, assignee: { type: 'string' } },
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
    undocumented: 'required argument "{{argument}}" of "{{tool}}" has no description'
  },
  suggestions: {
    undocumented: 'describe "{{argument}}": what it identifies, its format, and where the value comes from'
  },
  check({ tool, description, preset }) {
    return schemaProperties(tool)
      .filter((p) => p.required && p.description === undefined && (preset === 'reference' || !explainedElsewhere(p, description)))
      .map((p) => ({ messageId: 'undocumented', data: { argument: p.name }, pointer: p.pointer }));
  }
};
