/** CMP-004: a description longer than Claude Code's 2,048-character cut-off. */
import { schemaProperties } from '../tool-facts.ts';
import type { Rule } from '../types.ts';
import { excerpt } from './helpers/description-text.ts';

export const CLAUDE_CODE_DESCRIPTION_LIMIT = 2048;
/** Tuned presets: what the cut drops must hold at least this much besides glosses and boilerplate. */
export const MIN_LOST_SUBSTANCE = 40;

/** "If successful, the response includes ...", "`version` will be the ID ...", "Returns the updated price." */
const RESULT_GLOSS =
  /^(?:if successful\b|the response\b|returns?\b|the result\b|on success\b)|\bthe response (?:includes|contains|has)\b/i;
/** Lines that gloss a field: "timesAttempted: How many times ...", "`data_removed` will be `true` if ...". */
const FIELD_GLOSS = /^[-*•\s]*`?([A-Za-z_][\w.]*)`?(?:\s*:|\s+(?:will be|is|are))\s/;
/** Generic instructions pasted into every tool ("ensure you have all the information", "ask the user for clarification"). */
const BOILERPLATE =
  /\b(?:ensure you have all the information|don'?t fabricate|do not fabricate|if anything is ambiguous|ask the user for clarification|before you proceed)\b/i;

/**
 * Tuned presets: what falls past the cut, less what the agent does not need to pick or call the
 * tool: glosses of response fields, result lines and generic boilerplate (wrong every time on
 * servers the rule was not tuned on). A gloss of a field that is an input argument stays.
 */
export function lostSubstance(tail: string, inputs: ReadonlySet<string>): string {
  return tail
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => {
      if (s === '' || BOILERPLATE.test(s) || RESULT_GLOSS.test(s)) return false;
      const field = FIELD_GLOSS.exec(s);
      return !(field && !inputs.has(field[1]));
    })
    .join(' ');
}

export const cmp004DescriptionTruncated: Rule<string, { minLostSubstance: number }> = {
  id: 'CMP-004',
  slug: 'description-truncated',
  category: 'compatibility',
  severity: 'warning',
  options: {
    minLostSubstance: {
      default: MIN_LOST_SUBSTANCE,
      description:
        'characters the cut must drop besides glosses of response fields, result lines and boilerplate; 0 fires on any cut'
    }
  },
  docs: {
    summary: `The description is longer than ${CLAUDE_CODE_DESCRIPTION_LIMIT} characters, where Claude Code cuts tool descriptions off; the message quotes where the cut falls.`,
    why: "Claude Code truncates every MCP tool description at 2 KB before the model sees it, without telling the server. Whatever the description says after the cut (often the parameters' formats, the limits, the examples) never reaches the agent, and the prefix that does can read as complete.",
    fix: 'Put what the agent needs to pick and call the tool in the first 2,048 characters; move reference material into parameter descriptions or a resource, or cut it.',
    notes: [
      '**Sources.** Claude Code\'s MCP documentation, "For MCP server authors": "Claude Code truncates tool descriptions and server instructions at 2KB each. Keep them concise to avoid truncation, and put critical details near the start." (https://code.claude.com/docs/en/mcp). The cut-off is 2,048 characters (anthropics/claude-code#87650, #41593).',
      '',
      `The recommended and all presets fire only when the cut drops something the agent needs: at least ${MIN_LOST_SUBSTANCE} characters past the cut besides glosses of response fields ("timesAttempted: How many times ..."), result lines ("If successful, the response includes ...") and generic boilerplate ("Ensure you have all the information ... ask the user"); a gloss of an input argument counts.`,
      '',
      "**Server instructions.** The same cut applies to the `instructions` of a server's initialize result; that cut is CMP-005 (instructions-truncated), which reports every one. This rule reads tool descriptions only."
    ].join('\n'),
    bad: {
      name: 'run_query',
      description: `Run a read-only SQL query and return the rows as JSON. ${'Details about every supported clause and function follow. '.repeat(40)}`,
      inputSchema: { type: 'object', properties: { sql: { type: 'string' } } }
    },
    good: {
      name: 'run_query',
      description: 'Run a read-only SQL query and return the rows as JSON (at most 1,000 rows).',
      inputSchema: { type: 'object', properties: { sql: { type: 'string' } } }
    },
    severityRationale:
      'Warning: the tool works, but in one widely used client the agent reads only part of its description.'
  },
  messages: {
    truncated:
      '"{{tool}}" has a {{length}}-character description; Claude Code keeps the first {{limit}} and drops {{lost}}, cutting at: "{{cut}}"'
  },
  suggestions: {
    truncated: 'move what the agent needs into the first {{limit}} characters and shorten the rest'
  },
  check({ description, tool, options }) {
    if (description === undefined || description.length <= CLAUDE_CODE_DESCRIPTION_LIMIT) return [];
    const limit = CLAUDE_CODE_DESCRIPTION_LIMIT;
    if (options.minLostSubstance > 0) {
      const inputs = new Set(schemaProperties(tool).map((p) => p.name));
      // The first words past the cut may finish a sentence begun before it, which the agent half saw: only whole pieces are judged.
      const midSentence = /\S/.test(description[limit - 1] ?? '') && /\S/.test(description[limit] ?? '');
      const tail = midSentence
        ? description.slice(limit).replace(/^[^\n]*?(?:[.!?](?:\s|$)|\n|$)/, '')
        : description.slice(limit);
      if (lostSubstance(tail, inputs).length < options.minLostSubstance) return [];
    }
    const cut = excerpt(description.slice(limit - 30, limit + 30), 70);
    return [
      {
        messageId: 'truncated',
        data: { length: description.length, limit, lost: description.length - limit, cut },
        pointer: '/description'
      }
    ];
  }
};
