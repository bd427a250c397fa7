/**
 * The surface as one client sends it (`lint --client NAME`): each tool under the name the client
 * gives it, its description cut where the client cuts, the tools it drops (a name it rejects, a
 * combined name too long, past its tool cap), and the instructions cut. Pure: CLIENT_LIMITS decides.
 */
import type { Catalog } from '../catalog/types.ts';
import { buildFastmcpIndex, fastmcpQuery, fastmcpSearchableText } from '../search/fastmcp-bm25-index.ts';
import { CLIENT_LIMITS, SEARCH_RESULTS, type ClientLimits } from './client-limits.ts';
import { CLAUDE_CODE_LIMIT, serverName } from './rules/cmp-002-prefixed-name-length.ts';

export interface ClientToolView {
  id: string;
  /** The name the model sees. */
  sent: string;
  /** Characters of the description the model sees, and how many the client cut. */
  kept: number;
  cut: number;
  /** Why the client does not send it; absent when it does. Only from a server name the user configured. */
  dropped?: 'name-rejected' | 'combined-name-too-long' | 'past-tool-cap';
  /** Dropped if the server were configured under the assumed name (a guess): never counted as dropped. */
  would_drop?: 'combined-name-too-long';
}

/**
 * Where the server name in the prefixes comes from. Claude Code and Cursor use the name the user
 * configures (the config key, `claude mcp add NAME`), which a catalog does not carry: only
 * `--server-name`, the key of a client config or of a `{servers}` bundle, or the catalog's own
 * `server` field say it; `serverInfo.name` is the server's name for itself, a guess.
 */
export type ServerNameSource =
  | '--server-name'
  | 'config key'
  | 'bundle key'
  | 'server field'
  | 'serverInfo.name'
  | 'none';

export interface ClientView {
  client: ClientLimits['id'];
  /** The server name used for prefixes (the first tool's, for a bundle); `server` when none is known. */
  server: string;
  /** True when the name is known (not a guess from serverInfo.name, not the placeholder). */
  serverNamed: boolean;
  server_source: ServerNameSource;
  /** Every distinct server name the prefixes use, in catalog order (several for a bundle or a config). */
  server_names: string[];
  tools: ClientToolView[];
  sent: number;
  dropped: number;
  /** Tools that would be dropped under the assumed (guessed) server name. */
  would_drop: number;
  instructions: Array<{ pointer: string; kept: number; cut: number }>;
  /** Whether the client defers this catalog to tool search, by its documented rule; absent when it has none. */
  deferral?: DeferralView;
}

export interface DeferralView {
  deferred: boolean;
  /** What the rule measured: the tool definitions' tokens, or the count of tools sent. */
  measured: { tokens?: number; tools?: number };
  threshold: { tokens?: number; tools?: number };
  /** Tools still sent up front (none when the client defers every MCP tool). */
  visible: string[];
  /** Each deferred tool: whether FastMCP-style BM25 search finds it, in the top SEARCH_RESULTS, from its own name and description. */
  search: Array<{ id: string; found: boolean; rank?: number }>;
}

export interface ClientViewOptions {
  /** `--server-name`: the name the user configured, for tools without a bundle or config key. */
  serverName?: string;
  /** What the tools' own `server` (their bundle key) is: a client config's key when linting one. */
  keySource?: 'config key' | 'bundle key';
}

/** The name a tool's server is known by, and where it comes from. */
export function resolveServerName(
  toolServer: string | undefined,
  meta: Catalog['meta'],
  options: ClientViewOptions = {}
): { name: string; source: ServerNameSource } {
  if (toolServer !== undefined) return { name: toolServer, source: options.keySource ?? 'bundle key' };
  if (options.serverName) return { name: options.serverName, source: '--server-name' };
  const named = serverName(undefined, meta);
  if (named === undefined) return { name: 'server', source: 'none' };
  return {
    name: named,
    source: typeof meta.server === 'string' && meta.server !== '' ? 'server field' : 'serverInfo.name'
  };
}

/** The catalog with `server` set to the configured name, when one is given: the CMP rules then prefix with it too. */
export function withServerName(catalog: Catalog, name: unknown): Catalog {
  return typeof name === 'string' && name !== '' ? { ...catalog, meta: { ...catalog.meta, server: name } } : catalog;
}

const known = (source: ServerNameSource) => source !== 'serverInfo.name' && source !== 'none';

/**
 * `options.tokens`: each tool's definition in tokens (the lint report's cl100k counts), for a client whose
 * deferral rule is a share of the context window; without them that rule is not judged.
 */
export function clientView(
  catalog: Catalog,
  client: ClientLimits['id'],
  options: ClientViewOptions & { tokens?: readonly number[] } = {}
): ClientView {
  const tokens = options.tokens;
  const limits = CLIENT_LIMITS[client];
  let sent = 0;
  let first: ReturnType<typeof resolveServerName> | undefined;
  const names = new Set<string>();
  const tools = catalog.tools.map((t): ClientToolView => {
    const resolved = resolveServerName(t.server, catalog.meta, options);
    first ??= resolved;
    names.add(resolved.name);
    const server = resolved.name;
    const name = limits.sentName(server, t.name);
    const length = t.description?.length ?? 0;
    const kept = limits.descriptionCut ? Math.min(length, limits.descriptionCut.value) : length;
    const view: ClientToolView = { id: t.id, sent: name, kept, cut: length - kept };
    // What CMP-001 (and MCP-001) check: the tool's own name, whatever the server is called.
    if (limits.namePattern && !limits.namePattern.value.test(t.name)) return { ...view, dropped: 'name-rejected' };
    // What CMP-002 checks: the prefixed (Claude Code) or combined (Cursor) length with this server name.
    const tooLong =
      (limits.namePattern && name.length > CLAUDE_CODE_LIMIT) ||
      (limits.combinedName && server.length + 1 + t.name.length > limits.combinedName.value);
    if (tooLong)
      return known(resolved.source)
        ? { ...view, dropped: 'combined-name-too-long' }
        : { ...view, would_drop: 'combined-name-too-long' };
    if (limits.toolCap && sent >= limits.toolCap.value) return { ...view, dropped: 'past-tool-cap' };
    sent++;
    return view;
  });
  const instructions = (catalog.instructions ?? []).map((i) => {
    const kept = limits.instructionsCut ? Math.min(i.text.length, limits.instructionsCut.value) : i.text.length;
    return { pointer: i.pointer, kept, cut: i.text.length - kept };
  });
  const resolved = first ?? resolveServerName(undefined, catalog.meta, options);
  const dropped = tools.filter((t) => t.dropped).length;
  const deferral = deferralView(catalog, tools, limits, tokens);
  return {
    client,
    server: resolved.name,
    serverNamed: known(resolved.source),
    server_source: resolved.source,
    server_names: names.size > 0 ? [...names] : [resolved.name],
    tools,
    sent: tools.length - dropped,
    dropped,
    would_drop: tools.filter((t) => t.would_drop).length,
    instructions,
    ...(deferral ? { deferral } : {})
  };
}

/** The line that says which server name the prefixes use and where it came from. */
function serverNameLine(view: ClientView): string | undefined {
  if (view.client === 'vscode') return undefined;
  const name = JSON.stringify(view.server);
  switch (view.server_source) {
    case '--server-name':
      return `  server name: ${name} (from --server-name)`;
    case 'config key':
    case 'bundle key': {
      const keys = view.server_names.map((n) => JSON.stringify(n)).join(', ');
      const whose = view.server_source === 'config key' ? "the config's" : "the bundle's";
      return view.server_names.length === 1
        ? `  server name: ${keys} (${whose} key)`
        : `  server names: ${whose} keys (${keys})`;
    }
    case 'server field':
      return `  server name: ${name} (the catalog's server field)`;
    case 'serverInfo.name':
      return `  server name: ${name} is assumed from serverInfo.name; ${view.client === 'claude-code' ? 'Claude Code' : 'Cursor'} uses the name you configure (${view.client === 'claude-code' ? 'claude mcp add NAME' : 'the key in mcp.json'}): pass --server-name NAME`;
    case 'none':
      return '  server name: none in the catalog; prefixes use "server": pass --server-name NAME (a bundle key or the server field also sets it)';
  }
}

function deferralView(
  catalog: Catalog,
  tools: readonly ClientToolView[],
  limits: ClientLimits,
  tokens: readonly number[] | undefined
): DeferralView | undefined {
  const rule = limits.deferral?.value;
  if (!rule) return undefined;
  const sentIndexes = tools.flatMap((t, i) => (t.dropped ? [] : [i]));
  const measured: DeferralView['measured'] = {};
  const threshold: DeferralView['threshold'] = {};
  let deferred = false;
  if (rule.share !== undefined && rule.contextWindow !== undefined && tokens) {
    measured.tokens = sentIndexes.reduce((sum, i) => sum + (tokens[i] ?? 0), 0);
    threshold.tokens = Math.floor(rule.share * rule.contextWindow);
    deferred ||= measured.tokens > threshold.tokens;
  }
  if (rule.tools !== undefined) {
    measured.tools = sentIndexes.length;
    threshold.tools = rule.tools;
    deferred ||= measured.tools > rule.tools;
  }
  if (!deferred) return { deferred, measured, threshold, visible: sentIndexes.map((i) => tools[i].id), search: [] };
  // Every MCP tool is deferred: each is reachable only by searching, over the tools the client sends.
  const sentTools = sentIndexes.map((i) => catalog.tools[i].tool);
  const index = buildFastmcpIndex(sentTools.map(fastmcpSearchableText));
  const search = sentIndexes.map((i, position) => {
    const t = catalog.tools[i];
    const hits = fastmcpQuery(index, `${t.name} ${t.description ?? ''}`, SEARCH_RESULTS);
    const rank = hits.findIndex((h) => h.index === position);
    return rank >= 0 ? { id: t.id, found: true, rank: rank + 1 } : { id: t.id, found: false };
  });
  return { deferred, measured, threshold, visible: [], search };
}

/** The view as text: a header, then each tool the client changes (renamed tools are not listed one by one). */
export function formatClientViewText(view: ClientView, sanitize: (s: string) => string): string {
  const limits = CLIENT_LIMITS[view.client];
  const out = [
    `── as ${view.client} sends it: ${view.sent} of ${view.tools.length} tool${view.tools.length === 1 ? '' : 's'} sent${view.dropped ? `, ${view.dropped} dropped` : ''} ──`
  ];
  const named = serverNameLine(view);
  if (named) out.push(sanitize(named));
  const renamed = view.tools.find((t) => t.sent !== t.id);
  if (renamed) out.push(`  names: ${sanitize(renamed.id)} is sent as ${sanitize(renamed.sent)}, and so on`);
  for (const t of view.tools) {
    if (t.dropped) out.push(`  dropped  ${sanitize(t.sent)}: ${t.dropped.replace(/-/g, ' ')}`);
    else if (t.would_drop)
      out.push(`  would be dropped under the assumed name  ${sanitize(t.sent)}: ${t.would_drop.replace(/-/g, ' ')}`);
    else if (t.cut > 0)
      out.push(`  cut      ${sanitize(t.sent)}: description keeps ${t.kept} characters, loses ${t.cut}`);
  }
  for (const i of view.instructions)
    if (i.cut > 0) out.push(`  cut      instructions ${i.pointer}: keeps ${i.kept} characters, loses ${i.cut}`);
  out.push(...deferralLines(view.deferral, sanitize));
  const sources = [
    limits.namePattern,
    limits.combinedName,
    limits.descriptionCut,
    limits.instructionsCut,
    limits.toolCap,
    limits.deferral
  ]
    .filter((l) => l !== undefined)
    .map((l) => l.source);
  for (const s of [...new Set(sources)]) out.push(`  source: ${s}`);
  return out.join('\n') + '\n';
}

function deferralLines(d: DeferralView | undefined, sanitize: (s: string) => string): string[] {
  if (!d) return [];
  const what = [
    d.measured.tokens !== undefined
      ? `${d.measured.tokens} tokens of tool definitions (defers past ${d.threshold.tokens})`
      : '',
    d.measured.tools !== undefined ? `${d.measured.tools} tools (defers past ${d.threshold.tools})` : ''
  ]
    .filter(Boolean)
    .join(', ');
  if (!d.deferred) return [`  deferral: none, ${what || 'no tool tokens to measure'}; every tool is sent up front`];
  const missed = d.search.filter((s) => !s.found);
  const out = [
    `  deferral: every tool deferred to tool search, ${what}; ${d.search.length - missed.length} of ${d.search.length} found by FastMCP-style search (top ${SEARCH_RESULTS}) from their own name and description`
  ];
  for (const m of missed)
    out.push(
      `  unfound  ${sanitize(m.id)}: its own name and description do not bring it up in the top ${SEARCH_RESULTS}`
    );
  return out;
}
