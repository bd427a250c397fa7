/**
 * `toolgauge lint`'s live-source options and the transcript check, apart from lint-input.ts so that
 * linting a file does not load the MCP SDK (half a megabyte of code to compile at every cold start);
 * lint.ts imports lint-input.ts only when a live flag or a recorded session asks for it.
 */
import type { Catalog } from '#core/catalog/types';
import { CLIENT_VIEW_NAMES, type ClientLimits } from '#core/lint/client-limits';
import { clientView, type ClientView, type ClientViewOptions } from '#core/lint/client-view';
import type { OptionSpec, ParsedOptions } from '../cli/args.ts';
import { UsageError } from '../cli/errors.ts';
import { CLIENT_KINDS } from '../mcp/client-config.ts';
import { TRUST_OPTION } from '../config/trust-gate.ts';
import { NO_CONFIG_OPTION } from '../config/find-config.ts';

/** How `lint --client` names the server: --server-name, else a client config's keys, else the catalog's. */
export function clientViewOptions(values: Record<string, unknown>): ClientViewOptions {
  return {
    ...(typeof values['server-name'] === 'string' ? { serverName: values['server-name'] } : {}),
    ...(typeof values['client-config'] === 'string' ? { keySource: 'config key' as const } : {})
  };
}

export const LIVE_LINT_OPTIONS: Record<string, OptionSpec> = {
  stdio: {
    type: 'string',
    description:
      'lint a live server started with this command line (split with POSIX shell rules, run without a shell)',
    value: '"CMD ARGS"'
  },
  url: {
    type: 'string',
    description: 'lint a live server over Streamable HTTP (legacy SSE as a fallback)',
    value: 'URL'
  },
  header: { type: 'string', multiple: true, description: 'an HTTP header for --url, repeatable', value: '"K: V"' },
  'client-config': {
    type: 'string',
    description:
      'lint every server of a client config (Claude Desktop, Claude Code .mcp.json, Cursor, VS Code, Windsurf, Gemini) as one catalog',
    value: 'FILE'
  },
  client: {
    type: 'string',
    description:
      'show the surface as this client sends it (claude-code, cursor, vscode: prefixed names, cut descriptions and instructions, dropped tools); with --client-config, also which client wrote it (default: guessed)',
    choices: CLIENT_KINDS,
    value: 'NAME'
  },
  'server-name': {
    type: 'string',
    description:
      "the name the server is configured under in the client (the config key, claude mcp add NAME): the --client view and the CMP rules prefix with it (default: a bundle or config key, the catalog's server field; serverInfo.name only as a guess)",
    value: 'NAME'
  },
  ...TRUST_OPTION,
  save: {
    type: 'string',
    description: 'write the fetched catalog (with serverInfo and protocol version) to FILE, to lint or diff later',
    value: 'FILE'
  },
  timeout: {
    type: 'string',
    description:
      'deadline per step (start+initialize, tools/list) instead of the defaults 10 s / 10 s, e.g. 5s, 500ms or 5m',
    value: 'TIME'
  }
};

/**
 * One server from the command line (`call`, `lint --watch`, the head of `diff`): `--stdio CMD`,
 * `--url URL [--header ...]`, or `--client-config FILE --server NAME`; one-server.ts resolves them.
 */
export const ONE_SERVER_OPTIONS: Record<string, OptionSpec> = {
  stdio: {
    type: 'string',
    description: 'the server: started with this command line (split with POSIX shell rules, run without a shell)',
    value: '"CMD ARGS"'
  },
  url: {
    type: 'string',
    description: 'the server: Streamable HTTP at this URL (legacy SSE as a fallback)',
    value: 'URL'
  },
  header: { type: 'string', multiple: true, description: 'an HTTP header for --url, repeatable', value: '"K: V"' },
  'client-config': {
    type: 'string',
    description: 'the server: one entry of a client config (Claude, Cursor, VS Code, ...); pick it with --server',
    value: 'FILE'
  },
  server: { type: 'string', description: 'which server of --client-config (optional when it has one)', value: 'NAME' },
  client: {
    type: 'string',
    description: 'which client wrote --client-config (default: guessed)',
    choices: CLIENT_KINDS,
    value: 'NAME'
  },
  ...TRUST_OPTION,
  ...NO_CONFIG_OPTION,
  timeout: {
    type: 'string',
    description:
      'deadline per step (start+initialize, each list, the call) instead of 10 s / 10 s / 30 s, e.g. 5s or 500ms',
    value: 'TIME'
  }
};

/**
 * A JSON-RPC transcript (.jsonl, or text whose first line is a JSON-RPC request) rather than a catalog.
 * The JSON Lines test is core/trace's isJsonLines, spelled out here so that linting a file does not
 * load the trace importers, and ordered so that a one-line catalog is not parsed twice (its first
 * line is the whole document; nothing follows it, so it is no JSON Lines file).
 */
export function looksLikeTranscript(text: string, file: string): boolean {
  if (file.endsWith('.jsonl')) return true;
  const lines = /^\uFEFF?\s*([^\n]*)\n/.exec(text);
  if (!lines || text.slice(lines[0].length).trim() === '') return false;
  const line = lines[1].trim();
  if (!line.startsWith('{') && !line.startsWith('[')) return false;
  try {
    JSON.parse(line);
  } catch {
    return false;
  }
  const first = /^\uFEFF?\s*([^\n]*)/.exec(text)?.[1] ?? '';
  try {
    const v = JSON.parse(first) as { jsonrpc?: unknown; method?: unknown; message?: { jsonrpc?: unknown } };
    return v.jsonrpc === '2.0' || v.message?.jsonrpc === '2.0';
  } catch {
    return false;
  }
}

/**
 * `--client NAME`: also show the surface as that client sends it. Undefined without the flag; a
 * client with no documented limits is a usage error (unless --client-config reads its config).
 */
export function clientViewer(
  values: ParsedOptions
): { add(catalog: Catalog, tokens?: readonly number[]): void; views: ClientView[] } | undefined {
  const name = values.client;
  if (typeof name !== 'string') return undefined;
  if (!(CLIENT_VIEW_NAMES as string[]).includes(name)) {
    if (typeof values['client-config'] === 'string') return undefined;
    throw new UsageError(
      `--client ${name}: no documented limits to show for it; the clients with a view are ${CLIENT_VIEW_NAMES.join(', ')}`
    );
  }
  const views: ClientView[] = [];
  return {
    views,
    // tokens: each tool's cl100k count, so a client that defers past a share of the context window is judged.
    add: (catalog, tokens) =>
      views.push(clientView(catalog, name as ClientLimits['id'], { ...clientViewOptions(values), tokens }))
  };
}
