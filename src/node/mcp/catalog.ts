/**
 * A live catalog: connect, list every tool, resource, resource template and prompt (all pages), close. The snapshot is the shape `lint`
 * reads (`{ tools }`) plus where it came from, so `--save` writes a file that lints and diffs later.
 */
import type { Prompt, Resource, ResourceTemplate, Tool } from '@modelcontextprotocol/sdk/types.js';
import { connectServer, DEFAULT_TIMEOUTS, ServerError, type ServerSpec, type Timeouts } from './connect.ts';

export interface CatalogSnapshot {
  serverInfo?: { name: string; version: string; title?: string };
  protocolVersion?: string;
  /** The initialize result's instructions: clients put them in the prompt, so lint reads and counts them. */
  instructions?: string;
  transport: 'stdio' | 'streamable-http' | 'sse';
  tools: Tool[];
  /** Present when the server declares resources or prompts: a client may load these lists too. */
  resources?: Resource[];
  resourceTemplates?: ResourceTemplate[];
  prompts?: Prompt[];
}

export type ListOutcome =
  | { ok: true; name: string; snapshot: CatalogSnapshot; elapsedMs: number }
  | { ok: false; name: string; error: ServerError; elapsedMs: number };

export async function listServer(spec: ServerSpec, timeouts: Timeouts = DEFAULT_TIMEOUTS): Promise<ListOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const conn = await connectServer(spec, timeouts);
    try {
      const tools = await conn.listTools();
      const resources = await conn.listResources();
      const resourceTemplates = await conn.listResourceTemplates();
      const prompts = await conn.listPrompts();
      const info = conn.serverInfo;
      const snapshot: CatalogSnapshot = {
        ...(info
          ? { serverInfo: { name: info.name, version: info.version, ...(info.title ? { title: info.title } : {}) } }
          : {}),
        ...(conn.protocolVersion ? { protocolVersion: conn.protocolVersion } : {}),
        ...(conn.instructions !== undefined ? { instructions: conn.instructions } : {}),
        transport: conn.transport,
        tools,
        ...(resources.length ? { resources } : {}),
        ...(resourceTemplates.length ? { resourceTemplates } : {}),
        ...(prompts.length ? { prompts } : {})
      };
      return { ok: true, name: spec.name, snapshot, elapsedMs: elapsed() };
    } finally {
      await conn.close();
    }
  } catch (e) {
    const error = e instanceof ServerError ? e : new ServerError(spec.name, 'start', (e as Error).message, elapsed());
    return { ok: false, name: spec.name, error, elapsedMs: elapsed() };
  }
}

/** Runs `fn` over `items` with at most `limit` running at once, keeping the input order. */
export async function mapBounded<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
