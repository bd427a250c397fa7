/**
 * When each client defers tools behind search at all, and what pinning is called there. One table,
 * each row with its source; the pin advisor's report prints it beside the advice.
 */

export type DeferralRule = 'above-share' | 'when-marked' | 'always';

export interface ClientDeferral {
  client: string;
  rule: DeferralRule;
  /** For 'above-share': the share of the context window past which the client defers. */
  share?: number;
  /** What keeps a tool always visible in that client. */
  pin: string;
  source: string;
  note: string;
}

export const CLIENT_DEFERRAL: readonly ClientDeferral[] = [
  {
    client: 'claude-code',
    rule: 'above-share',
    share: 0.1,
    pin: 'nothing per tool: below the threshold every tool loads',
    source:
      'https://code.claude.com/docs/en/mcp (MCP Tool Search: with ENABLE_TOOL_SEARCH=auto, the default, tools are deferred when MCP tool definitions would take more than 10% of the context window)',
    note: 'defers every MCP tool once their definitions pass 10% of the context window; `auto:N` sets another share'
  },
  {
    client: 'anthropic-api',
    rule: 'when-marked',
    pin: 'defer_loading: false (the default) on the tools to keep loaded',
    source:
      'https://platform.claude.com/docs/en/agents-and-tools/tool-use/tool-search-tool (tools marked defer_loading: true are found through the tool search tool)',
    note: 'defers exactly the tools the request marks defer_loading: true'
  },
  {
    client: 'fastmcp',
    rule: 'always',
    pin: 'always_visible=[...] on BM25SearchTransform / RegexSearchTransform',
    source:
      'https://gofastmcp.com/servers/transforms/tool-search ("Pinned tools appear directly in list_tools ... They\'re excluded from search results")',
    note: 'a server with a search transform lists only the search tools and its always_visible tools, whatever the catalog size'
  }
];

export interface DeferralVerdict {
  client: string;
  /** Whether this catalog's tools would be deferred there. */
  defers: boolean | 'if-marked';
  why: string;
  pin: string;
  source: string;
}

/** For a surface of `tokens` tool-definition tokens and a context window, what each client does. */
export function deferralVerdicts(tokens: number, contextWindow = 200_000): DeferralVerdict[] {
  return CLIENT_DEFERRAL.map((c) => {
    if (c.rule === 'above-share') {
      const limit = Math.floor((c.share ?? 0) * contextWindow);
      const defers = tokens > limit;
      return {
        client: c.client,
        defers,
        why: `${tokens} tokens ${defers ? '>' : '<='} ${Math.round((c.share ?? 0) * 100)}% of a ${contextWindow}-token window (${limit})`,
        pin: c.pin,
        source: c.source
      };
    }
    return {
      client: c.client,
      defers: c.rule === 'always' ? true : 'if-marked',
      why: c.note,
      pin: c.pin,
      source: c.source
    };
  });
}
