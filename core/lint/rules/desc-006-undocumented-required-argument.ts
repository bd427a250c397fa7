/** DESC-006: a required argument has no description. */
import type { Rule } from '../types.ts';
import { schemaProperties } from '../tool-facts.ts';

export const desc006: Rule = {
  id: 'DESC-006',
  slug: 'undocumented-required-argument',
  category: 'description',
  severity: 'critical',
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
  check({ tool }) {
    return schemaProperties(tool)
      .filter((p) => p.required && p.description === undefined)
      .map((p) => ({ messageId: 'undocumented', data: { argument: p.name }, pointer: p.pointer }));
  }
};
