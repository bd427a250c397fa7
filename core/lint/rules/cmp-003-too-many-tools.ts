/** CMP-003: more tools than clients and model APIs accept in one request. */
import { defineCatalogRule } from '../types.ts';

export const MAX_TOOLS = 128;

export const cmp003TooManyTools = defineCatalogRule({
  id: 'CMP-003',
  slug: 'too-many-tools',
  category: 'compatibility',
  severity: 'warning',
  scope: 'catalog',
  docs: {
    summary: `The catalog has more than ${MAX_TOOLS} tools, the most the OpenAI API and VS Code accept in one request. The finding sits on tool ${MAX_TOOLS + 1}, the first one past the limit.`,
    why: `Past ${MAX_TOOLS} tools the OpenAI API rejects the request and VS Code refuses to send it, so the user has to switch tools off by hand; other clients quietly send only the first ones. Long before the hard limit, selection accuracy drops as tools crowd each other.`,
    fix: 'Split the server by role (read-only / admin), let users enable toolsets, or merge tools that differ only by a filter into one tool with a parameter.',
    notes: [
      '**Sources.**',
      `- OpenAI API reference, Chat Completions \`tools\`: "A max of 128 functions are supported." (https://platform.openai.com/docs/api-reference/chat/create)`,
      '- VS Code: at most 128 tools per chat request (https://code.visualstudio.com/docs/copilot/chat/chat-tools; servers such as postmanlabs/postman-mcp-server document the limit for their users).',
      "- Cursor is reported to work best below about 40 tools in total; that figure comes from third-party write-ups, not Cursor's documentation, so it is not the default. For a bundle meant for Cursor, lint with a rules-file override that keeps this rule and read the tool count in the summary.",
      '',
      'On the corpus no single server exceeds 128 tools (the largest, cloudflare, has 89); the bundle of all 43 servers (732 tools) does.'
    ].join('\n'),
    bad: {
      tools: Array.from({ length: MAX_TOOLS + 1 }, (_, i) => ({
        name: `tool_${i + 1}`,
        description: `Do task ${i + 1}.`,
        inputSchema: { type: 'object', properties: {} }
      }))
    },
    good: {
      tools: Array.from({ length: 3 }, (_, i) => ({
        name: `tool_${i + 1}`,
        description: `Do task ${i + 1}.`,
        inputSchema: { type: 'object', properties: {} }
      }))
    },
    severityRationale:
      'Warning: the catalog still works in clients that filter or search tools, but not in the two cited.'
  },
  messages: {
    tooMany:
      'the catalog has {{count}} tools; the OpenAI API and VS Code accept at most {{limit}} per request, so "{{tool}}" and the {{over}} after it are past the limit'
  },
  suggestions: {
    tooMany: 'split the server or let users enable toolsets so one request carries at most {{limit}} tools'
  },
  checkCatalog({ tools }) {
    if (tools.length <= MAX_TOOLS) return [];
    return [
      {
        tool: MAX_TOOLS,
        messageId: 'tooMany',
        data: { count: tools.length, limit: MAX_TOOLS, over: tools.length - MAX_TOOLS - 1 },
        pointer: ''
      }
    ];
  }
});
