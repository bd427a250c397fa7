/** SCH-007: a property name some clients refuse. */
import type { RawFinding, Rule } from '../types.ts';
import { walkSchema } from './helpers/schema-walk.ts';

/** The property-key pattern model providers enforce on tool input schemas (Anthropic's API among them). */
export const PROPERTY_NAME = /^[a-zA-Z0-9_.-]{1,64}$/;

const shown = (name: string) => (name.length > 80 ? `${name.slice(0, 77)}...` : name);

export const sch007PropertyNameInvalid: Rule<string, { onlyArgumentNames: boolean }> = {
  id: 'SCH-007',
  slug: 'property-name-invalid',
  category: 'schema',
  severity: 'warning',
  options: {
    onlyArgumentNames: {
      default: true,
      description: 'check only argument names (top-level properties); nested keys such as $and are data'
    }
  },
  docs: {
    summary:
      'A property name falls outside `^[a-zA-Z0-9_.-]{1,64}$`: it is empty, longer than 64 characters, or holds spaces, `$`, `/`, non-ASCII letters or other punctuation.',
    why: "Some model providers validate the keys of a tool's input schema against this pattern and reject the whole request when one key breaks it, so one odd name can take every tool of the server off the table for those clients. Names with spaces or punctuation are also easy for a model to mistype.",
    fix: 'Rename the property to letters, digits, `_`, `.` or `-` (for example `"start date"` to `"start_date"`), at most 64 characters, and map the name on the server if needed.',
    bad: {
      name: 'book_room',
      description: 'Book a meeting room. Returns the booking id.',
      inputSchema: {
        type: 'object',
        properties: { 'start time': { type: 'string', format: 'date-time', description: 'When the meeting starts' } },
        required: ['start time']
      }
    },
    good: {
      name: 'book_room',
      description: 'Book a meeting room. Returns the booking id.',
      inputSchema: {
        type: 'object',
        properties: { start_time: { type: 'string', format: 'date-time', description: 'When the meeting starts' } },
        required: ['start_time']
      }
    },
    severityRationale:
      'Warning: the name is valid JSON Schema and valid MCP, and clients that pass schemas through call the tool fine; only some providers reject it. Critical is kept for spec violations and schemas no call can satisfy.'
  },
  messages: { 'invalid-name': 'property name "{{name}}" is outside [a-zA-Z0-9_.-]{1,64}' },
  suggestions: { 'invalid-name': 'rename it using letters, digits, "_", "." or "-" (at most 64 characters)' },
  check({ tool, options }) {
    const out: RawFinding[] = [];
    for (const node of walkSchema(tool.inputSchema, '/inputSchema')) {
      if (node.via !== 'property' || node.name === undefined || PROPERTY_NAME.test(node.name)) continue;
      // Clients and providers check only argument names; nested keys such as $and or $in are data.
      if (options.onlyArgumentNames && !/^\/inputSchema\/properties\/[^/]+$/.test(node.pointer)) continue;
      out.push({ messageId: 'invalid-name', data: { name: shown(node.name) }, pointer: node.pointer });
    }
    return out;
  }
};
