/**
 * The surface as one client sends it (`lint --client NAME`): each tool under the name the client
 * gives it, its description cut where the client cuts, the tools it drops (a name it rejects, a
 * combined name too long, past its tool cap), and the instructions cut. Pure: CLIENT_LIMITS decides.
 */
import type { Catalog } from '../catalog/types.ts';
import { CLIENT_LIMITS, type ClientLimits } from './client-limits.ts';
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
}

export function clientView(catalog: Catalog, client: ClientLimits['id']): ClientView {
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
  return {
    client,
    server: named ?? 'server',
    serverNamed: named !== undefined,
    tools,
    sent,
    dropped: tools.length - sent,
    instructions
  };
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
  const sources = [
    limits.namePattern,
    limits.combinedName,
    limits.descriptionCut,
    limits.instructionsCut,
    limits.toolCap
  ]
    .filter((l) => l !== undefined)
    .map((l) => l.source);
  for (const s of [...new Set(sources)]) out.push(`  source: ${s}`);
  return out.join('\n') + '\n';
}
