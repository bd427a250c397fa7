/** CMP-001: a tool name the OpenAI and Anthropic APIs reject (`^[a-zA-Z0-9_-]{1,64}$`). */
import { defineRule } from '../types.ts';
import { DEFAULT_SPEC } from '../spec-versions.ts';
import { breaksSpecName } from './mcp-001-tool-name.ts';

export const PORTABLE_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

export const cmp001NamePattern = defineRule({
  id: 'CMP-001',
  slug: 'name-pattern',
  category: 'compatibility',
  severity: 'warning',
  docs: {
    summary:
      'The tool name does not match `^[a-zA-Z0-9_-]{1,64}$`, the pattern the OpenAI and Anthropic APIs require of every tool name: only ASCII letters, digits, `_` and `-`, 1 to 64 characters.',
    why: 'Clients hand MCP tools to the model API as functions. A name with a dot, a slash, a space or non-ASCII letters, or longer than 64 characters, makes the API reject the whole request (HTTP 400), so one tool can take every tool of every server offline for that client, or the client silently drops or renames it.',
    fix: 'Rename the tool with ASCII letters, digits, `_` and `-` only, at most 64 characters (and fewer if clients prefix the server name: see CMP-002).',
    notes: [
      '**Sources.**',
      '- OpenAI API reference, Chat Completions `tools[].function.name`: "Must be a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64." (https://platform.openai.com/docs/api-reference/chat/create). A name outside it fails with `does not match \'^[a-zA-Z0-9_-]{1,64}$\'`.',
      '- Anthropic Messages API, `tools[].name`: "Must match the regex `^[a-zA-Z0-9_-]{1,64}$`" (https://docs.anthropic.com/en/api/messages).',
      "- The MCP specification itself allows more (dots, up to 128 characters); this rule checks what the model APIs behind the clients accept. A name the specification rules out too (a space, a comma, over 128 characters) is [MCP-001](MCP-001.md)'s finding under `--spec 2025-11-25` and later, not this rule's; under `--spec 2025-06-18`, whose text has no name rules, this rule reports it.",
      '',
      'On the corpus (732 tools, 43 servers) it fires on no tool.'
    ].join('\n'),
    bad: {
      name: 'files.read',
      description: 'Read a file and return its text.',
      inputSchema: { type: 'object', properties: { path: { type: 'string' } } }
    },
    good: {
      name: 'files_read',
      description: 'Read a file and return its text.',
      inputSchema: { type: 'object', properties: { path: { type: 'string' } } }
    },
    severityRationale:
      'Warning: the failure is certain on the APIs cited, but several clients rewrite names before sending them, so the tool may still work there.'
  },
  messages: {
    characters:
      '"{{tool}}" has characters the OpenAI and Anthropic APIs reject in a tool name ({{bad}}); allowed: a-z A-Z 0-9 _ -',
    length: '"{{tool}}" is {{length}} characters long; the OpenAI and Anthropic APIs accept at most 64'
  },
  suggestions: {
    characters: 'rename it with ASCII letters, digits, "_" and "-" only',
    length: 'shorten the name to 64 characters or fewer'
  },
  check({ name, spec = DEFAULT_SPEC }) {
    // A name the specification itself rules out is MCP-001's finding under versions with name rules: one finding per bad name.
    if (PORTABLE_NAME.test(name) || breaksSpecName(name, spec)) return [];
    const bad = [...new Set(Array.from(name).filter((c) => !/[a-zA-Z0-9_-]/.test(c)))];
    if (bad.length > 0)
      return [
        { messageId: 'characters', data: { bad: bad.map((c) => JSON.stringify(c)).join(' ') }, pointer: '/name' }
      ];
    return [{ messageId: 'length', data: { length: name.length }, pointer: '/name' }];
  }
});
