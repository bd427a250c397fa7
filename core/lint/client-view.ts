/**
 * The surface as one client sends it (`lint --client NAME`): each tool under the name the client
 * gives it, its description cut where the client cuts, the tools it drops (a name it rejects, a
 * combined name too long, past its tool cap), and the instructions cut. Pure: CLIENT_LIMITS decides.
 */
import type { Catalog } from '../catalog/types.ts';
import { buildFastmcpIndex, fastmcpQuery, fastmcpSearchableText } from '../bench/fastmcp-bm25.ts';
import { CLIENT_LIMITS, SEARCH_RESULTS, type ClientLimits } from './client-limits.ts';
import { serverName } from './rules/cmp-002-prefixed-name-length.ts';

export interface ClientToolView {
  id: string;
  /** The name the model sees. */
  sent: string;
  /** Characters of the description the model sees, and how many the client cut. */
  kept: number;
  cut: number;
  /** Why the client does not send it; absent when it does. */
  dropped?: 'name-rejected' | 'combined-name-too-long' | 'past-tool-cap';
}

export interface ClientView {
  client: ClientLimits['id'];
  /** The server name used for prefixes; `server` when the catalog names none. */
  server: string;
  serverNamed: boolean;
  tools: ClientToolView[];
  sent: number;
  dropped: number;
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

/**
 * `tokens`: each tool's definition in tokens (the lint report's cl100k counts), for a client whose
 * deferral rule is a share of the context window; without them that rule is not judged.
 */
export function clientView(catalog: Catalog, client: ClientLimits['id'], tokens?: readonly number[]): ClientView {
  const limits = CLIENT_LIMITS[client];
  const named = serverName(undefined, catalog.meta);
  let sent = 0;
  const tools = catalog.tools.map((t): ClientToolView => {
    const server = serverName(t.server, catalog.meta) ?? 'server';
    const name = limits.sentName(server, t.name);
    const length = t.description?.length ?? 0;
    const kept = limits.descriptionCut ? Math.min(length, limits.descriptionCut.value) : length;
    const view: ClientToolView = { id: t.id, sent: name, kept, cut: length - kept };
    if (limits.namePattern && !limits.namePattern.value.test(name)) return { ...view, dropped: 'name-rejected' };
    if (limits.combinedName && server.length + 1 + t.name.length > limits.combinedName.value)
      return { ...view, dropped: 'combined-name-too-long' };
    if (limits.toolCap && sent >= limits.toolCap.value) return { ...view, dropped: 'past-tool-cap' };
    sent++;
    return view;
  });
  const instructions = (catalog.instructions ?? []).map((i) => {
    const kept = limits.instructionsCut ? Math.min(i.text.length, limits.instructionsCut.value) : i.text.length;
    return { pointer: i.pointer, kept, cut: i.text.length - kept };
  });
  const deferral = deferralView(catalog, tools, limits, tokens);
  return {
    client,
    server: named ?? 'server',
    serverNamed: named !== undefined,
    tools,
    sent,
    dropped: tools.length - sent,
    instructions,
    ...(deferral ? { deferral } : {})
  };
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
    `── as ${view.client} sends it: ${view.sent} of ${view.tools.length} tools sent${view.dropped ? `, ${view.dropped} dropped` : ''} ──`
  ];
  if (!view.serverNamed)
    out.push(
      `  (no server name in the catalog: prefixes use "server"; a bundle key, "server" or serverInfo.name sets it)`
    );
  const renamed = view.tools.find((t) => t.sent !== t.id);
  if (renamed) out.push(`  names: ${sanitize(renamed.id)} is sent as ${sanitize(renamed.sent)}, and so on`);
  for (const t of view.tools) {
    if (t.dropped) out.push(`  dropped  ${sanitize(t.sent)}: ${t.dropped.replace(/-/g, ' ')}`);
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
