/**
 * One connection to one MCP server, through the SDK's Client: stdio (a process-group-owning
 * transport, see stdio-transport.ts), Streamable HTTP, or legacy SSE when Streamable HTTP is
 * refused. Every step has a deadline, and every failure is a ServerError that names the server,
 * the step, and what the server did (exit code, stdout garbage, the last lines of its stderr).
 */
import { checkStructure, cutForReport, limits } from '#core/source/limits';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolResultSchema,
  ErrorCode,
  ListPromptsResultSchema,
  ListResourcesResultSchema,
  ListResourceTemplatesResultSchema,
  McpError,
  ToolListChangedNotificationSchema,
  type CallToolResult,
  type Implementation,
  type Prompt,
  type Resource,
  type ResourceTemplate,
  type ServerCapabilities,
  type Tool
} from '@modelcontextprotocol/sdk/types.js';
import { escapeTerminal } from '#core/text/sanitize';
import { watchStreams, type StreamWatch } from './http-watch.ts';
import { ProcessTransport, type StdioSpec } from './stdio-transport.ts';

export interface HttpSpec {
  url: string;
  headers?: Record<string, string>;
  /** Use the legacy HTTP+SSE transport straight away (a config said `type: "sse"`). */
  sse?: boolean;
}

export type ServerSpec =
  | { name: string; stdio: StdioSpec; http?: undefined }
  | { name: string; http: HttpSpec; stdio?: undefined };

export interface Timeouts {
  connectMs: number;
  listMs: number;
  callMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { connectMs: 10_000, listMs: 10_000, callMs: 30_000 };

/** How many tools/list pages are followed before the server is considered to be looping. */
const MAX_PAGES = 1000;

export type Step =
  | 'start'
  | 'initialize'
  | 'tools/list'
  | 'tools/call'
  | 'resources/list'
  | 'resources/templates/list'
  | 'prompts/list';

/** A server that could not be started, reached, listed or called. `message` is ready to print. */
export class ServerError extends Error {
  readonly server: string;
  readonly step: Step;
  readonly elapsedMs: number;
  /** The message without the server's name. */
  readonly detail: string;
  /** Set when a healthy server answered the request with a JSON-RPC error (not a crash or a timeout). */
  rpc?: { code: number; message: string };
  constructor(server: string, step: Step, message: string, elapsedMs: number) {
    super(`server "${server}": ${message}`);
    this.name = 'ServerError';
    this.server = server;
    this.detail = message;
    this.step = step;
    this.elapsedMs = elapsedMs;
  }
}

export interface Connection {
  name: string;
  transport: 'stdio' | 'streamable-http' | 'sse';
  serverInfo?: Implementation;
  protocolVersion?: string;
  instructions?: string;
  pid?: number;
  /** What the server said it offers at initialize (tools, resources, prompts, listChanged). */
  capabilities?: ServerCapabilities;
  /** True once the connection ended (the server exited, crashed, or was closed). */
  readonly closed: boolean;
  listTools(timeoutMs?: number): Promise<Tool[]>;
  /** Every page of resources/list; [] when the server does not declare resources. */
  listResources(timeoutMs?: number): Promise<Resource[]>;
  listResourceTemplates(timeoutMs?: number): Promise<ResourceTemplate[]>;
  /** Every page of prompts/list; [] when the server does not declare prompts. */
  listPrompts(timeoutMs?: number): Promise<Prompt[]>;
  /** Called on each notifications/tools/list_changed the server sends. */
  onToolsChanged(handler: () => void): void;
  callTool(name: string, args: Record<string, unknown>, timeoutMs?: number): Promise<CallToolResult>;
  close(): Promise<void>;
}

const CLIENT_INFO = { name: 'toolgauge', version: '0.1.0' };

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${+(ms / 1000).toFixed(2)} s`;
}

function malformedNote(t: ProcessTransport): string {
  const n = t.sinceMark.count;
  return `it wrote ${n} line${n === 1 ? '' : 's'} to stdout that ${n === 1 ? 'is' : 'are'} not JSON-RPC (stdout is reserved for MCP messages), first: ${JSON.stringify(t.sinceMark.first)}`;
}

/** What a process did, for an error message: exit status, stdout garbage, stderr tail. */
function processStory(t: ProcessTransport): string {
  const parts: string[] = [];
  if (t.fatal) parts.push(`it ${t.fatal}`);
  if (t.exit && !(t.closing && t.exit.signal)) {
    parts.push(t.exit.signal ? `it was killed by ${t.exit.signal}` : `it exited with code ${t.exit.code}`);
  }
  if (t.stdoutBytes === 0) parts.push('it wrote nothing to stdout');
  if (t.sinceMark.count > 0) parts.push(malformedNote(t));
  const tail = t.stderrLines();
  // A server's stderr is shown escaped wherever the message goes (a log, a report, a terminal).
  if (tail.length > 0)
    parts.push(
      `last stderr lines:\n${tail.map((l) => `    | ${escapeTerminal(l.length > 300 ? l.slice(0, 297) + '...' : l)}`).join('\n')}`
    );
  else parts.push('it wrote nothing to stderr');
  return parts.join('; ');
}

function httpReason(e: unknown, url: string): string {
  const err = e as Error & { code?: unknown; cause?: { code?: string; message?: string } };
  const cause = err.cause?.code ?? (typeof err.code === 'string' ? err.code : undefined);
  if (cause === 'ECONNREFUSED') return `nothing is listening at ${url} (connection refused)`;
  if (cause === 'ENOTFOUND') return `host not found: ${new URL(url).host}`;
  if (e instanceof StreamableHTTPError && typeof e.code === 'number' && e.code > 0)
    return `HTTP ${e.code}: ${escapeTerminal(err.message.replace(/^Streamable HTTP error: /, ''))}`;
  return escapeTerminal(err.cause?.message ? `${err.message}: ${err.cause.message}` : err.message);
}

function stepVerb(step: Step): string {
  return step === 'initialize' ? 'initialize (the MCP handshake)' : step;
}

/**
 * Runs one SDK step with a deadline, turning any failure into a ServerError. The SDK's own request
 * timeout is set to the same deadline; the outer race also covers transports that never answer.
 */
async function step<T>(
  name: string,
  what: Step,
  ms: number,
  run: () => Promise<T>,
  explain: (e: unknown) => string,
  timeoutNote?: () => string
): Promise<T> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new McpError(ErrorCode.RequestTimeout, 'deadline')), ms + 250);
  });
  try {
    return await Promise.race([run(), deadline]);
  } catch (e) {
    const elapsed = Math.round(performance.now() - started);
    if (e instanceof ServerError) throw e;
    const timedOut = e instanceof McpError && e.code === ErrorCode.RequestTimeout;
    const note = timedOut ? timeoutNote?.() : undefined;
    const head = timedOut
      ? `no answer to ${stepVerb(what)} within ${seconds(ms)}${note ? `; ${note}` : ''}`
      : `${stepVerb(what)} failed: ${explain(e)}`;
    throw new ServerError(name, what, head, elapsed);
  } finally {
    clearTimeout(timer);
  }
}

function describeError(e: unknown): string {
  // JSON-RPC error messages and HTTP error bodies are the server's text: escaped like its stderr.
  if (e instanceof McpError)
    return e.code === ErrorCode.ConnectionClosed ? 'the connection closed' : escapeTerminal(`${e.message}`);
  return escapeTerminal((e as Error).message ?? String(e));
}

function withStory(t: ProcessTransport, e: unknown): string {
  return `${describeError(e)}; ${processStory(t)}`;
}

/**
 * notifications/tools/list_changed can arrive right after the handshake (a server that registers
 * tools once it knows the client, as server-everything does), before anyone subscribed: the
 * client keeps the fact, and the first subscriber hears about it.
 */
const toolsChanged = new WeakMap<Client, { handler?: () => void; missed: boolean }>();

function newClient(): Client {
  const client = new Client(CLIENT_INFO, { capabilities: {} });
  const relay: { handler?: () => void; missed: boolean } = { missed: false };
  toolsChanged.set(client, relay);
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
    if (relay.handler) relay.handler();
    else relay.missed = true;
  });
  return client;
}

/**
 * A live server's tools held to the nesting limit files are held to (TOOLGAUGE_MAX_DEPTH): every
 * schema walk and serialisation after this may recurse, and 3,000 levels would overflow the stack.
 */
function withinDepth(tools: Tool[]): Tool[] {
  const problem = checkStructure({ tools }, undefined, { tree: true });
  if (problem)
    throw new Error(
      `the tools it listed are refused: ${problem.message} at ${cutForReport(problem.pointer ?? '', 300)} (expected ${problem.expected})`
    );
  return tools;
}

/** Characters of a value's strings and keys, counted without recursion; stops counting past `max`. */
function charsOf(value: unknown, max: number): number {
  let total = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && total <= max) {
    const v = stack.pop();
    if (typeof v === 'string') total += v.length;
    else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        total += k.length;
        stack.push(x);
      }
    else total += 4;
  }
  return total;
}

/**
 * Follows nextCursor through every page of a list request. The pages together are held to the
 * input limit (TOOLGAUGE_MAX_INPUT_CHARS): each message is capped at 16 MiB, but endless pages
 * of 15 MB would otherwise grow without bound.
 */
async function allPages<T>(
  what: string,
  page: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor?: string }>
): Promise<T[]> {
  const out: T[] = [];
  const max = limits().maxInputChars;
  let size = 0;
  let cursor: string | undefined;
  for (let i = 0; i < MAX_PAGES; i++) {
    const r = await page(cursor);
    size += charsOf(r.items, max - size);
    if (size > max)
      throw new Error(
        `${what} returned more than ${max.toLocaleString('en-US')} characters over ${i + 1} pages, over the input limit (set TOOLGAUGE_MAX_INPUT_CHARS to raise the limit)`
      );
    out.push(...r.items);
    cursor = r.nextCursor;
    if (!cursor) return out;
  }
  throw new Error(`${what} was still returning a nextCursor after ${MAX_PAGES} pages`);
}

/** Wraps an SDK client into a Connection; `explain` adds what the transport knows to an error. */
/**
 * A tools/call over Streamable HTTP that fails as soon as its response stream ends without the
 * answer (a server that crashed mid-call), instead of at the deadline. The request's JSON-RPC id
 * is the client's next one: Protocol.request takes it synchronously when the request starts.
 */
async function watched<T>(client: Client, watch: StreamWatch, send: () => Promise<T>): Promise<T> {
  const id = (client as unknown as { _requestMessageId?: unknown })._requestMessageId;
  const call = send();
  if (typeof id !== 'number') return call;
  let off = () => {};
  const ended = new Promise<never>((_, reject) => {
    off = watch.onEnd((end) => {
      if (!end.ids.includes(id)) return;
      // An answer in the stream reached the client before the stream ended: give it a moment.
      const why =
        end.error === undefined
          ? 'the server ended the response stream without an answer'
          : end.error.includes('the limit for one message')
            ? end.error
            : `the response stream broke before the answer (${end.error}); the server may have crashed`;
      setTimeout(() => reject(new Error(why)), 100).unref();
    });
  });
  ended.catch(() => undefined);
  try {
    return await Promise.race([call, ended]);
  } finally {
    off();
  }
}

function wrap(
  name: string,
  kind: Connection['transport'],
  client: Client,
  transport: Transport,
  timeouts: Timeouts,
  explain: (e: unknown) => string,
  pid?: number,
  watch?: StreamWatch
): Connection {
  const proc = transport instanceof ProcessTransport ? transport : undefined;
  const t = transport as { protocolVersion?: string; _protocolVersion?: string };
  // The SSE transport keeps the negotiated version in a private field; the others expose it.
  const protocolVersion = t.protocolVersion ?? t._protocolVersion;
  let closed = false;
  const previous = client.onclose;
  client.onclose = () => {
    closed = true;
    previous?.();
  };
  return {
    get closed() {
      return closed;
    },
    name,
    transport: kind,
    serverInfo: client.getServerVersion(),
    ...(protocolVersion ? { protocolVersion } : {}),
    ...(client.getInstructions() ? { instructions: client.getInstructions() } : {}),
    ...(client.getServerCapabilities() ? { capabilities: client.getServerCapabilities() } : {}),
    ...(pid !== undefined ? { pid } : {}),
    async listTools(ms = timeouts.listMs) {
      return step(
        name,
        'tools/list',
        ms,
        () =>
          allPages('tools/list', async (cursor) => {
            const r = await client.listTools(cursor ? { cursor } : {}, { timeout: ms });
            return { items: r.tools, nextCursor: r.nextCursor };
          }).then(withinDepth),
        explain
      );
    },
    async listResources(ms = timeouts.listMs) {
      if (!client.getServerCapabilities()?.resources) return [];
      return step(
        name,
        'resources/list',
        ms,
        () =>
          allPages('resources/list', async (cursor) => {
            const r = await client.request(
              { method: 'resources/list', params: cursor ? { cursor } : {} },
              ListResourcesResultSchema,
              { timeout: ms }
            );
            return { items: r.resources, nextCursor: r.nextCursor };
          }),
        explain
      );
    },
    async listResourceTemplates(ms = timeouts.listMs) {
      if (!client.getServerCapabilities()?.resources) return [];
      return step(
        name,
        'resources/templates/list',
        ms,
        () =>
          allPages('resources/templates/list', async (cursor) => {
            const r = await client.request(
              { method: 'resources/templates/list', params: cursor ? { cursor } : {} },
              ListResourceTemplatesResultSchema,
              { timeout: ms }
            );
            return { items: r.resourceTemplates, nextCursor: r.nextCursor };
          }),
        explain
      );
    },
    async listPrompts(ms = timeouts.listMs) {
      if (!client.getServerCapabilities()?.prompts) return [];
      return step(
        name,
        'prompts/list',
        ms,
        () =>
          allPages('prompts/list', async (cursor) => {
            const r = await client.request(
              { method: 'prompts/list', params: cursor ? { cursor } : {} },
              ListPromptsResultSchema,
              { timeout: ms }
            );
            return { items: r.prompts, nextCursor: r.nextCursor };
          }),
        explain
      );
    },
    onToolsChanged(handler) {
      const relay = toolsChanged.get(client);
      if (!relay) return;
      relay.handler = handler;
      if (relay.missed) {
        relay.missed = false;
        handler();
      }
    },
    async callTool(tool, args, ms = timeouts.callMs) {
      let rpc: { code: number; message: string } | undefined;
      try {
        return await callOnce(tool, args, ms, (e) => (rpc = e));
      } catch (e) {
        if (e instanceof ServerError && rpc) e.rpc = rpc;
        throw e;
      }
    },
    async close() {
      await client.close().catch(() => undefined);
      await transport.close().catch(() => undefined);
    }
  };

  // A plain request rather than Client.callTool: the SDK would throw on structuredContent that
  // breaks the outputSchema (once tools/list was seen); toolgauge reports that itself, with the
  // failing field, beside the result (schema-check.ts).
  async function callOnce(
    tool: string,
    args: Record<string, unknown>,
    ms: number,
    onRpc: (e: { code: number; message: string }) => void
  ): Promise<CallToolResult> {
    // Garbage written for an earlier call is not this call's story.
    proc?.mark();
    const send = () =>
      client.request({ method: 'tools/call', params: { name: tool, arguments: args } }, CallToolResultSchema, {
        timeout: ms
      });
    return step(
      name,
      'tools/call',
      ms,
      async () => (await (watch ? watched(client, watch, send) : send())) as CallToolResult,
      (e) => {
        // A protocol error from a healthy server is the server's answer, not a broken connection.
        if (
          e instanceof McpError &&
          e.code !== ErrorCode.ConnectionClosed &&
          e.code !== ErrorCode.RequestTimeout &&
          !(proc && (proc.exit || proc.fatal))
        ) {
          onRpc({
            code: e.code,
            message: e.message.replace(/^MCP error -?\d+: /, '').replace(/^MCP error -?\d+: /, '')
          });
          return `${tool}: ${escapeTerminal(e.message.replace(/^(MCP error -?\d+: )\1/, '$1'))}`;
        }
        return `${tool}: ${explain(e)}`;
      },
      () => (proc && proc.sinceMark.count > 0 ? malformedNote(proc) : '')
    );
  }
}

async function connectStdio(spec: ServerSpec & { stdio: StdioSpec }, timeouts: Timeouts): Promise<Connection> {
  const transport = new ProcessTransport(spec.stdio);
  const client = newClient();
  const explain = (e: unknown) => withStory(transport, e);
  try {
    await step(
      spec.name,
      'start',
      timeouts.connectMs,
      () => transport.start(),
      (e) => describeError(e)
    );
    // Client.connect calls start() again, which returns the same settled promise.
    // The story (exit status, stderr) is told after the process is gone and its pipes drained:
    // told at the moment the connection closed, it showed the middle of a stderr flood.
    await step(
      spec.name,
      'initialize',
      timeouts.connectMs,
      () => client.connect(transport, { timeout: timeouts.connectMs }),
      describeError
    );
  } catch (e) {
    await transport.close().catch(() => undefined);
    if (e instanceof ServerError && e.step === 'initialize') {
      throw new ServerError(e.server, e.step, `${e.detail}; ${processStory(transport)}`, e.elapsedMs);
    }
    throw e;
  }
  return wrap(spec.name, 'stdio', client, transport, timeouts, explain, transport.pid);
}

async function connectHttp(spec: ServerSpec & { http: HttpSpec }, timeouts: Timeouts): Promise<Connection> {
  const url = new URL(spec.http.url);
  const requestInit: RequestInit = spec.http.headers ? { headers: spec.http.headers } : {};
  const explain = (e: unknown) => httpReason(e, spec.http.url);
  if (spec.http.sse) return connectSse(spec.name, url, requestInit, timeouts, explain);
  const watch = watchStreams();
  const streamable = new StreamableHTTPClientTransport(url, { requestInit, fetch: watch.fetch });
  const client = newClient();
  try {
    await step(
      spec.name,
      'initialize',
      timeouts.connectMs,
      () => client.connect(streamable, { timeout: timeouts.connectMs }),
      explain
    );
    return wrap(spec.name, 'streamable-http', client, streamable, timeouts, explain, undefined, watch);
  } catch (e) {
    await client.close().catch(() => undefined);
    // Older servers speak the 2024-11-05 HTTP+SSE transport: a POST to their SSE URL gets 4xx.
    const refused = e instanceof ServerError && /HTTP 4(0[045])/.test(e.message);
    if (!refused) throw e;
    try {
      return await connectSse(spec.name, url, requestInit, timeouts, explain);
    } catch (e2) {
      const m = e2 instanceof ServerError ? e2.detail : (e2 as Error).message;
      throw new ServerError(
        spec.name,
        'initialize',
        `${(e as ServerError).detail} (Streamable HTTP), and the legacy SSE transport failed too: ${m}`,
        (e as ServerError).elapsedMs
      );
    }
  }
}

async function connectSse(
  name: string,
  url: URL,
  requestInit: RequestInit,
  timeouts: Timeouts,
  explain: (e: unknown) => string
): Promise<Connection> {
  const sse = new SSEClientTransport(url, { requestInit });
  const client = newClient();
  try {
    await step(
      name,
      'initialize',
      timeouts.connectMs,
      () => client.connect(sse, { timeout: timeouts.connectMs }),
      explain
    );
  } catch (e) {
    await client.close().catch(() => undefined);
    throw e;
  }
  return wrap(name, 'sse', client, sse, timeouts, explain);
}

/** Starts (stdio) or reaches (HTTP) a server and completes the MCP handshake. */
export async function connectServer(spec: ServerSpec, timeouts: Timeouts = DEFAULT_TIMEOUTS): Promise<Connection> {
  return spec.stdio ? connectStdio(spec, timeouts) : connectHttp(spec, timeouts);
}
