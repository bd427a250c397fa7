/** CMP-004: a description longer than Claude Code's 2,048-character cut-off. */
import type { Rule } from '../types.ts';
import { excerpt } from './desc-text.ts';

export const CLAUDE_CODE_DESCRIPTION_LIMIT = 2048;

export const cmp004DescriptionTruncated: Rule = {
  id: 'CMP-004',
  slug: 'description-truncated',
  category: 'compatibility',
  severity: 'warning',
  presets: { reference: 'off' },
  docs: {
    summary: `The description is longer than ${CLAUDE_CODE_DESCRIPTION_LIMIT} characters, where Claude Code cuts tool descriptions off; the message quotes where the cut falls.`,
    why: 'Claude Code truncates every MCP tool description at 2 KB before the model sees it, without telling the server. Whatever the description says after the cut (often the parameters\' formats, the limits, the examples) never reaches the agent, and the prefix that does can read as complete.',
    fix: 'Put what the agent needs to pick and call the tool in the first 2,048 characters; move reference material into parameter descriptions or a resource, or cut it.',
    notes: [
      '**Sources.** Claude Code\'s MCP documentation, "For MCP server authors": "Claude Code truncates tool descriptions and server instructions at 2KB each. Keep them concise to avoid truncation, and put critical details near the start." (https://code.claude.com/docs/en/mcp). The cut-off is 2,048 characters (anthropics/claude-code#87650, #41593).',
      '',
      '**Server instructions.** The same cut applies to the `instructions` of a server\'s initialize result (the same sentence of Claude Code\'s documentation), so the rule also runs on a catalog\'s top-level `instructions` (and on each server\'s in a bundle; live lint and `--save` keep them), with message id `instructionsTruncated` at the instructions\' pointer.',
      '',
      'On the corpus it fires on 11 tools (desktop-commander, firecrawl, hubspot, next-devtools, sentry and others).'
    ].join('\n'),
    bad: { name: 'run_query', description: `Run a read-only SQL query and return the rows as JSON. ${'Details about every supported clause and function follow. '.repeat(40)}`, inputSchema: { type: 'object', properties: { sql: { type: 'string' } } } },
    good: { name: 'run_query', description: 'Run a read-only SQL query and return the rows as JSON (at most 1,000 rows).', inputSchema: { type: 'object', properties: { sql: { type: 'string' } } } },
    severityRationale: 'Warning: the tool works, but in one widely used client the agent reads only part of its description.'
  },
  messages: {
    truncated: '"{{tool}}" has a {{length}}-character description; Claude Code keeps the first {{limit}} and drops {{lost}}, cutting at: "{{cut}}"',
    // The same cut applied to the server's instructions (core/lint/instructions.ts).
    instructionsTruncated: 'the server instructions are {{length}} characters; Claude Code keeps the first {{limit}} and drops {{lost}}, cutting at: "{{cut}}"'
  },
  suggestions: {
    truncated: 'move what the agent needs into the first {{limit}} characters and shorten the rest',
    instructionsTruncated: 'move what the agent needs into the first {{limit}} characters of the instructions and shorten the rest'
  },
  check({ description }) {
    if (description === undefined || description.length <= CLAUDE_CODE_DESCRIPTION_LIMIT) return [];
    const limit = CLAUDE_CODE_DESCRIPTION_LIMIT;
    const cut = excerpt(description.slice(limit - 30, limit + 30), 70);
    return [{ messageId: 'truncated', data: { length: description.length, limit, lost: description.length - limit, cut }, pointer: '/description' }];
  }
};
