/**
 * CMP-005: server instructions longer than Claude Code's 2,048-character cut-off. A documented
 * client limit, measured: unlike CMP-004 on descriptions, it does not judge what the cut drops,
 * since instructions steer the whole session and Claude Code's documentation names both cuts.
 */
import type { Rule } from '../types.ts';
import { CLAUDE_CODE_DESCRIPTION_LIMIT } from './cmp-004-description-truncated.ts';
import { excerpt } from './helpers/description-text.ts';

/** Claude Code cuts server instructions where it cuts tool descriptions. */
export const CLAUDE_CODE_INSTRUCTIONS_LIMIT = CLAUDE_CODE_DESCRIPTION_LIMIT;

const longInstructions = `This server manages a team's issue tracker. ${'Always confirm the project with the user before creating, moving or closing an issue. '.repeat(30)}Never close an issue without asking.`;

export const cmp005InstructionsTruncated: Rule<'instructionsTruncated'> = {
  id: 'CMP-005',
  slug: 'instructions-truncated',
  category: 'compatibility',
  severity: 'warning',
  target: 'instructions',
  docs: {
    summary: `The server's \`instructions\` are longer than ${CLAUDE_CODE_INSTRUCTIONS_LIMIT} characters, where Claude Code cuts them off; the message quotes where the cut falls.`,
    why: "Clients put a server's initialize `instructions` in the model's prompt beside the tool list. Claude Code truncates them at 2 KB without telling the server: whatever they say after the cut (often the rules the author most wanted followed) never reaches the agent.",
    fix: 'Put what the agent must know in the first 2,048 characters of the instructions; move reference material into tool descriptions or a resource, or cut it.',
    notes: [
      '**Sources.** Claude Code\'s MCP documentation, "For MCP server authors": "Claude Code truncates tool descriptions and server instructions at 2KB each. Keep them concise to avoid truncation, and put critical details near the start." (https://code.claude.com/docs/en/mcp). The cut-off is 2,048 characters (anthropics/claude-code#87650, #41593).',
      '',
      '**Where it runs.** On a catalog\'s top-level `instructions` and on each server\'s in a `{ "servers": { ... } }` bundle (live lint and `--save` keep them), never on a tool; the finding sits at the instructions\' pointer. The examples below are the instructions as `description` of the pseudo-tool the rule sees; in a catalog they are `{ "instructions": "...", "tools": [...] }`. Every cut is reported, whatever it drops (the same cut on tool descriptions is CMP-004, which judges that).'
    ].join('\n'),
    bad: { name: 'server instructions', description: longInstructions },
    good: {
      name: 'server instructions',
      description:
        "This server manages a team's issue tracker. Confirm the project with the user before creating, moving or closing an issue; never close one without asking."
    },
    severityRationale:
      'Warning: the server works, but in one widely used client the agent reads only part of its instructions.'
  },
  messages: {
    instructionsTruncated:
      'the server instructions are {{length}} characters; Claude Code keeps the first {{limit}} and drops {{lost}}, cutting at: "{{cut}}"'
  },
  suggestions: {
    instructionsTruncated:
      'move what the agent needs into the first {{limit}} characters of the instructions and shorten the rest'
  },
  check({ description }) {
    const limit = CLAUDE_CODE_INSTRUCTIONS_LIMIT;
    if (description === undefined || description.length <= limit) return [];
    const cut = excerpt(description.slice(limit - 30, limit + 30), 70);
    return [
      {
        messageId: 'instructionsTruncated',
        data: { length: description.length, limit, lost: description.length - limit, cut },
        pointer: '/description'
      }
    ];
  }
};
