/**
 * `toolgauge call --list`: everything a server offers that a client may load into a model's
 * context (tools, resources, resource templates, prompts), each with its token cost as lint counts
 * it (core/tokens/surface.ts for tools, core/catalog/context-items.ts for the rest).
 */
import { readContextItems } from '#core/catalog/context-items';
import { contextReport, type ContextReportItem } from '#core/lint/context-report';
import { terminalSafe } from '#core/report/formats/text';
import { countToolTokens, ENCODING_NAMES, type Encoding } from '#core/tokens/encoders';
import { nodeEncoders } from '../tokens/node-encoders.ts';
import type { Connection } from './connect.ts';
import { maxOf } from '#core/stats/extremes';

interface Costed {
  name: string;
  description?: string;
  tokens: { cl100k: number; o200k: number };
}

export interface ServerListing {
  server: string;
  tools: Costed[];
  resources: Costed[];
  resourceTemplates: Costed[];
  prompts: Costed[];
  tokens: { cl100k: number; o200k: number };
}

export async function listEverything(conn: Connection): Promise<ServerListing> {
  const encoders = nodeEncoders();
  const tools = await conn.listTools();
  const node = {
    resources: await conn.listResources(),
    resourceTemplates: await conn.listResourceTemplates(),
    prompts: await conn.listPrompts()
  };
  const context = contextReport(readContextItems(node, '', undefined), encoders);
  const described = new Map<string, string>();
  for (const [key, list] of Object.entries(node))
    for (const [i, it] of (list as Array<{ description?: string }>).entries())
      if (it.description) described.set(`/${key}/${i}`, it.description);
  const of = (kind: ContextReportItem['kind']): Costed[] =>
    context.items
      .filter((c) => c.kind === kind)
      .map((c) => ({
        name: c.name,
        ...(described.has(c.pointer) ? { description: described.get(c.pointer) } : {}),
        tokens: c.tokens
      }));
  const costedTools = tools.map((t) => {
    const { cl100k, o200k } = countToolTokens(t, encoders);
    return { name: t.name, ...(t.description ? { description: t.description } : {}), tokens: { cl100k, o200k } };
  });
  const sum = (list: Costed[], e: Encoding) => list.reduce((s, c) => s + c.tokens[e], 0);
  return {
    server: conn.serverInfo ? `${conn.serverInfo.name} ${conn.serverInfo.version}` : conn.name,
    tools: costedTools,
    resources: of('resource'),
    resourceTemplates: of('resource_template'),
    prompts: of('prompt'),
    tokens: {
      cl100k: sum(costedTools, 'cl100k') + context.tokens.cl100k,
      o200k: sum(costedTools, 'o200k') + context.tokens.o200k
    }
  };
}

function firstLine(text: string | undefined, width: number): string {
  const line = (text ?? '').split('\n', 1)[0].trim();
  return line.length > width ? line.slice(0, width - 1) + '…' : line;
}

export function formatListing(l: ServerListing, e: Encoding): string {
  const out = [`${terminalSafe(l.server)}: ${l.tokens[e]} tokens (${ENCODING_NAMES[e]}) in all`];
  const section = (title: string, list: Costed[]) => {
    if (list.length === 0) return;
    const width = Math.min(32, maxOf(list.map((c) => c.name.length)));
    out.push('', `${title} (${list.length}, ${list.reduce((s, c) => s + c.tokens[e], 0)} tokens)`);
    for (const c of list)
      out.push(
        terminalSafe(
          `  ${c.name.padEnd(width)}  ${String(c.tokens[e]).padStart(5)}  ${firstLine(c.description, 70)}`.trimEnd()
        )
      );
  };
  section('tools', l.tools);
  section('resources', l.resources);
  section('resource templates', l.resourceTemplates);
  section('prompts', l.prompts);
  return out.join('\n') + '\n';
}
