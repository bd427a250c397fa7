/**
 * What each client does to a server's surface before the model sees it: how it names tools, the
 * names it rejects, where it cuts descriptions and instructions, how many tools it sends. One table,
 * built from the CMP rules' own constants (so the rules and `lint --client` cannot disagree), each
 * number with its source; docs/lint.md prints it.
 */
import { CLAUDE_CODE_LIMIT, CURSOR_LIMIT } from './rules/cmp-002-prefixed-name-length.ts';
import { MAX_TOOLS } from './rules/cmp-003-too-many-tools.ts';
import { CLAUDE_CODE_DESCRIPTION_LIMIT } from './rules/cmp-004-description-truncated.ts';

export interface Limit<T> {
  value: T;
  source: string;
}

export interface ClientLimits {
  id: 'claude-code' | 'cursor' | 'vscode';
  /** The tool name as the client sends it to the model. */
  sentName: (server: string, tool: string) => string;
  /** A sent name the client (or its model API) refuses: the tool is dropped. */
  namePattern?: Limit<RegExp>;
  /** Longest server + 1 + tool name the client keeps. */
  combinedName?: Limit<number>;
  descriptionCut?: Limit<number>;
  instructionsCut?: Limit<number>;
  toolCap?: Limit<number>;
  /**
   * When the client stops sending tool definitions up front and reaches them through tool search
   * instead: past a share of the context window (tokens of the definitions) or past a tool count.
   */
  deferral?: Limit<{ share?: number; contextWindow?: number; tools?: number }>;
}

/** Results a FastMCP-style search returns (BM25SearchTransform's max_results); the deferral check asks for a tool within them. */
export const SEARCH_RESULTS = 5;

const CLAUDE_CODE_DOCS = 'https://code.claude.com/docs/en/mcp';

export const CLIENT_LIMITS: Record<ClientLimits['id'], ClientLimits> = {
  'claude-code': {
    id: 'claude-code',
    sentName: (server, tool) => `mcp__${server}__${tool}`,
    namePattern: {
      value: new RegExp(`^[a-zA-Z0-9_-]{1,${CLAUDE_CODE_LIMIT}}$`),
      source: `${CLAUDE_CODE_DOCS} (mcp__<server>__<tool>); Anthropic Messages API tools[].name ^[a-zA-Z0-9_-]{1,64}$ (https://docs.anthropic.com/en/api/messages); CMP-001, CMP-002`
    },
    descriptionCut: {
      value: CLAUDE_CODE_DESCRIPTION_LIMIT,
      source: `${CLAUDE_CODE_DOCS} ("truncates tool descriptions and server instructions at 2KB each"); anthropics/claude-code#87650; CMP-004`
    },
    instructionsCut: { value: CLAUDE_CODE_DESCRIPTION_LIMIT, source: `${CLAUDE_CODE_DOCS} (same sentence); CMP-005` },
    deferral: {
      value: { share: 0.1, contextWindow: 200_000 },
      source: `${CLAUDE_CODE_DOCS} (MCP Tool Search: "automatically enabled when your MCP tool descriptions would use more than 10% of the context window", ENABLE_TOOL_SEARCH=auto); a 200k-token window assumed (larger for 1M-context models: not said per model); tokens counted as cl100k of each tool's name, description and schema`
    }
  },
  cursor: {
    id: 'cursor',
    sentName: (_server, tool) => tool,
    combinedName: {
      value: CURSOR_LIMIT,
      source:
        'Cursor\'s own warning "Combined server and tool name length (N) exceeds 60 characters", quoted in ComposioHQ/composio#2788 and awslabs/mcp#1283; CMP-002'
    }
  },
  vscode: {
    id: 'vscode',
    sentName: (_server, tool) => tool,
    toolCap: {
      value: MAX_TOOLS,
      source: 'https://code.visualstudio.com/docs/copilot/chat/chat-tools (at most 128 tools per chat request); CMP-003'
    }
  }
};

export const CLIENT_VIEW_NAMES = Object.keys(CLIENT_LIMITS) as Array<ClientLimits['id']>;
