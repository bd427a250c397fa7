/** CMP-002: the tool name grows too long once a client prefixes the server name (Claude Code, Cursor). */
import { isPlainObject } from '../tool-facts.ts';
import type { CatalogRawFinding, CatalogRule } from '../types.ts';

/** Claude Code calls an MCP tool `mcp__<server>__<tool>`, and the Anthropic API accepts names up to 64 characters. */
export const CLAUDE_CODE_LIMIT = 64;
/** Cursor drops a tool when server name and tool name together run past 60 characters. */
export const CURSOR_LIMIT = 60;

/** The server name a client would use: the bundle's key, else the catalog's `server`, else `serverInfo.name`. */
export function serverName(server: string | undefined, meta: Readonly<Record<string, unknown>>): string | undefined {
  if (server !== undefined) return server;
  if (typeof meta.server === 'string' && meta.server !== '') return meta.server;
  if (isPlainObject(meta.serverInfo) && typeof meta.serverInfo.name === 'string' && meta.serverInfo.name !== '')
    return meta.serverInfo.name;
  return undefined;
}

export const cmp002PrefixedNameLength: CatalogRule = {
  id: 'CMP-002',
  slug: 'prefixed-name-length',
  category: 'compatibility',
  severity: 'warning',
  scope: 'catalog',
  docs: {
    summary: `With the server name prefixed as clients do, the tool name is too long: \`mcp__<server>__<tool>\` over ${CLAUDE_CODE_LIMIT} characters (Claude Code), or server and tool name over ${CURSOR_LIMIT} characters together (Cursor). The server name is the bundle key, the catalog's \`server\` field, or \`serverInfo.name\`; without one the rule does not run.`,
    why: 'Clients make tool names unique by prefixing the server. A tool that fits on its own can then exceed the model API\'s 64-character limit, and the client drops it (Cursor says "Combined server and tool name length exceeds 60 characters" and filters the tool out) or the request fails. The tool is simply not there for the agent.',
    fix: 'Shorten the tool name (drop a prefix the server name already gives, `github_` on a GitHub server), or tell users to configure a short server name.',
    notes: [
      '**Sources.**',
      '- Claude Code names MCP tools `mcp__<server>__<tool>` (https://code.claude.com/docs/en/mcp), and the Anthropic API limits tool names to `^[a-zA-Z0-9_-]{1,64}$` (https://docs.anthropic.com/en/api/messages). VS Code hit the same limit when prefixing MCP tool names (microsoft/vscode#243602: "CAPI or the underlying model limits tool names to 64 chars").',
      '- Cursor filters out tools whose "Combined server and tool name length (N) exceeds 60 characters": the client\'s own warning, quoted in server bug reports such as ComposioHQ/composio#2788, awslabs/mcp#1283 and executeautomation/mcp-playwright#145. The rule counts server + 1 + tool characters, which reproduces the reported cases.',
      '',
      "On the corpus, with each catalog's own server name, it fires on no tool."
    ].join('\n'),
    bad: {
      servers: {
        'google-workspace': [
          {
            name: 'spreadsheets_values_batch_clear_by_data_filter_rows',
            description: 'Clear ranges of a spreadsheet that match data filters.',
            inputSchema: { type: 'object', properties: {} }
          }
        ]
      }
    },
    good: {
      servers: {
        'google-workspace': [
          {
            name: 'sheets_clear_by_filter',
            description: 'Clear ranges of a spreadsheet that match data filters.',
            inputSchema: { type: 'object', properties: {} }
          }
        ]
      }
    },
    severityRationale:
      'Warning: the limit applies to the named clients only, and a user can choose a shorter server name.'
  },
  messages: {
    tooLong: '"{{tool}}" on server "{{server}}" is too long once prefixed: {{clients}}'
  },
  suggestions: {
    tooLong: 'shorten the tool name (to {{fits}} characters or fewer with this server name)'
  },
  checkCatalog({ tools, meta }) {
    const out: CatalogRawFinding[] = [];
    tools.forEach((t, i) => {
      const server = serverName(t.server, meta);
      if (server === undefined) return;
      const claude = `mcp__${server}__${t.name}`.length;
      const cursor = server.length + 1 + t.name.length;
      const clients = [
        ...(claude > CLAUDE_CODE_LIMIT
          ? [`Claude Code's mcp__${server}__… is ${claude} characters (limit ${CLAUDE_CODE_LIMIT})`]
          : []),
        ...(cursor > CURSOR_LIMIT
          ? [`Cursor's server + tool name is ${cursor} characters (limit ${CURSOR_LIMIT})`]
          : [])
      ];
      if (clients.length === 0) return;
      const fits = Math.min(CLAUDE_CODE_LIMIT - `mcp____`.length - server.length, CURSOR_LIMIT - 1 - server.length);
      out.push({
        tool: i,
        messageId: 'tooLong',
        data: { server, clients: clients.join('; '), fits: Math.max(0, fits) },
        pointer: '/name'
      });
    });
    return out;
  }
};
