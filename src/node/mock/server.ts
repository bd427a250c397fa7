/**
 * The mock MCP server: the SDK's McpServer, with tools/list and tools/call answered from a
 * manifest (the tools carry JSON Schemas, so the handlers are registered on the underlying Server
 * rather than through zod-typed registerTool). Arguments are validated with ajv; a call that does
 * not match its tool's input_schema gets an MCP InvalidParams error, as a careful server answers.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Ajv, { type ValidateFunction } from 'ajv';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
  type InitializeRequest,
  type InitializeResult,
  type Tool
} from '@modelcontextprotocol/sdk/types.js';
import { checkOutput, problemLines } from '../mcp/schema-check.ts';
import type { Fault, MockManifest, MockResponse, MockScenario, MockTool } from './manifest.ts';

const DEFAULT_OVERSIZED = 20 * 1024 * 1024;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** `${args.a.b}` in every string of a value; non-string values are inserted as JSON. */
export function fillTemplates(value: unknown, args: Record<string, unknown>): unknown {
  if (typeof value === 'string') {
    return value.replace(/\$\{args\.([A-Za-z0-9_.-]+)\}/g, (_m, path: string) => {
      let v: unknown = args;
      for (const k of path.split('.'))
        v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined;
      return v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
    });
  }
  if (Array.isArray(value)) return value.map((v) => fillTemplates(v, args));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillTemplates(v, args)]));
  return value;
}

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function matchScenario(tool: MockTool, args: Record<string, unknown>): MockScenario | undefined {
  return tool.scenarios?.find((s) => Object.entries(s.when?.args ?? {}).every(([k, v]) => deepEqual(args[k], v)));
}

export interface FaultHooks {
  /** How the transport answers a malformed fault (stdio: a garbage line on stdout). */
  malformed(): void;
}

function toTool(t: MockTool): Tool {
  return {
    name: t.name,
    ...(t.title ? { title: t.title } : {}),
    ...(t.description !== undefined ? { description: t.description } : {}),
    inputSchema: (t.input_schema ?? { type: 'object' }) as Tool['inputSchema'],
    ...(t.output_schema ? { outputSchema: t.output_schema as Tool['outputSchema'] } : {}),
    ...(t.annotations ? { annotations: t.annotations } : {})
  };
}

/** A mock's tools, swapped whole when a watched manifest changes (`toolgauge mock --watch`). */
export interface MockTools {
  manifest: MockManifest;
}

/** Builds one McpServer answering from the manifest (`live` holds it when it can change). */
export function buildMockServer(
  initial: MockManifest,
  hooks: FaultHooks,
  live: MockTools = { manifest: initial },
  listChanged = false
): McpServer {
  const server = new McpServer(
    { name: initial.name, version: initial.version ?? '1.0.0' },
    {
      capabilities: { tools: { listChanged } },
      ...(initial.instructions ? { instructions: initial.instructions } : {})
    }
  );
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validators = new Map<string, ValidateFunction>();
  let seen: MockManifest | undefined;
  let byName = new Map<string, MockTool>();
  let tools: Tool[] = [];
  let manifest = initial;
  const current = () => {
    if (seen !== live.manifest) {
      seen = manifest = live.manifest;
      byName = new Map(manifest.tools.map((t) => [t.name, t]));
      tools = manifest.tools.map(toTool);
      validators.clear();
    }
    return manifest;
  };
  current();
  const pageSize = () => current().page_size ?? tools.length;

  /** A fault the manifest puts on a request: resolves to a value to answer with, or never (hang, crash, malformed). */
  const injectFault = (fault: Fault | undefined, where: string): Promise<never> | undefined => {
    if (fault === 'hang') return new Promise<never>(() => undefined);
    if (fault === 'crash') {
      process.stderr.write(`mock ${manifest.name}: crashing in the middle of ${where}, as the manifest asks\n`);
      process.exit(1);
    }
    if (fault === 'malformed') {
      hooks.malformed();
      return new Promise<never>(() => undefined);
    }
    return undefined;
  };
  const big = () => 'x'.repeat(manifest.oversized_bytes ?? DEFAULT_OVERSIZED);

  if (manifest.initialize_fault) {
    // The SDK answers initialize itself; its handler is kept and called once the fault allows it.
    const inner = server.server as unknown as { _oninitialize(r: InitializeRequest): Promise<InitializeResult> };
    const original = inner._oninitialize.bind(server.server);
    server.server.setRequestHandler(InitializeRequestSchema, async (req) => {
      await injectFault(manifest.initialize_fault, 'initialize');
      const result = await original(req);
      return manifest.initialize_fault === 'oversized' ? { ...result, instructions: big() } : result;
    });
  }

  server.server.setRequestHandler(ListToolsRequestSchema, async (req) => {
    current();
    await injectFault(manifest.list_fault, 'tools/list');
    if (manifest.list_fault === 'oversized')
      return { tools: tools.map((t, i) => (i === 0 ? { ...t, description: big() } : t)) };
    const start = req.params?.cursor !== undefined ? Number(req.params.cursor) : 0;
    if (!Number.isInteger(start) || start < 0 || start > tools.length)
      throw new McpError(ErrorCode.InvalidParams, `unknown cursor ${JSON.stringify(req.params?.cursor)}`);
    const end = start + Math.max(1, pageSize());
    return { tools: tools.slice(start, end), ...(end < tools.length ? { nextCursor: String(end) } : {}) };
  });

  server.server.setRequestHandler(CallToolRequestSchema, async (req): Promise<CallToolResult> => {
    current();
    const tool = byName.get(req.params.name);
    if (!tool)
      throw new McpError(
        ErrorCode.InvalidParams,
        `unknown tool "${req.params.name}"; this server has ${[...byName.keys()].join(', ')}`
      );
    const args = (req.params.arguments ?? {}) as Record<string, unknown>;
    let validate = validators.get(tool.name);
    if (!validate) {
      validate = ajv.compile(tool.input_schema ?? { type: 'object' });
      validators.set(tool.name, validate);
    }
    if (!validate(args)) {
      const why = (validate.errors ?? [])
        .map((e) => `${e.instancePath || '(arguments)'} ${e.message ?? ''}`.trim())
        .join('; ');
      throw new McpError(ErrorCode.InvalidParams, `invalid arguments for ${tool.name}: ${why}`);
    }
    const scenario = matchScenario(tool, args);
    const latency = scenario?.latency_ms ?? tool.latency_ms ?? 0;
    if (latency > 0) await sleep(latency);
    const fault: Fault | undefined = scenario ? scenario.fault : tool.fault;
    await injectFault(fault, tool.name);
    if (fault === 'oversized') return { content: [{ type: 'text', text: big() }] };
    if (scenario?.error)
      throw new McpError(
        scenario.error.code ?? ErrorCode.InternalError,
        String(fillTemplates(scenario.error.message, args))
      );
    const response: MockResponse = scenario?.response ??
      tool.response ?? { content: [{ type: 'text', text: `${tool.name} called` }] };
    const result = fillTemplates(
      {
        content: response.content ?? [],
        ...(response.structuredContent ? { structuredContent: response.structuredContent } : {}),
        ...(response.isError ? { isError: true } : {})
      },
      args
    ) as CallToolResult;
    if (!tool.allow_invalid_output) {
      const check = checkOutput({ outputSchema: tool.output_schema }, result);
      if (check.status === 'invalid')
        throw new McpError(
          ErrorCode.InternalError,
          `${tool.name} produced structuredContent that breaks its output_schema: ${problemLines(check.problems).join('; ')} (allow_invalid_output: true sends it anyway)`
        );
    }
    return result;
  });
  return server;
}

/**
 * Over stdio. With `reload`, the server declares tools.listChanged and, each time `reload` hands
 * it a new manifest, swaps its tools and sends notifications/tools/list_changed.
 */
export async function serveStdio(
  manifest: MockManifest,
  reload?: (apply: (next: MockManifest) => void) => void
): Promise<void> {
  if (manifest.start_delay_ms) await sleep(manifest.start_delay_ms);
  const live: MockTools = { manifest };
  const server = buildMockServer(
    manifest,
    { malformed: () => process.stdout.write('this line is not JSON-RPC {oops\n') },
    live,
    reload !== undefined
  );
  await server.connect(new StdioServerTransport());
  reload?.((next) => {
    live.manifest = next;
    void server.server.sendToolListChanged().catch(() => undefined);
  });
  // Stay alive until stdin closes (the client went away).
  await new Promise<void>((resolve) => process.stdin.once('close', resolve));
  await server.close().catch(() => undefined);
}

/** Streamable HTTP, stateless, on 127.0.0.1 only. Resolves with the bound port once listening. */
export async function serveHttp(
  manifest: MockManifest,
  port: number,
  log: (line: string) => void
): Promise<{ port: number; close: () => Promise<void> }> {
  if (manifest.start_delay_ms) await sleep(manifest.start_delay_ms);
  let bound = port;
  const http = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    if (host !== '127.0.0.1' && host !== 'localhost') {
      // DNS-rebinding protection: a page on another origin must not reach a local server.
      res.writeHead(403, { 'content-type': 'text/plain' }).end('forbidden host\n');
      return;
    }
    if (new URL(req.url ?? '/', `http://127.0.0.1:${bound}`).pathname !== '/mcp') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found: the MCP endpoint is /mcp\n');
      return;
    }
    const server = buildMockServer(manifest, {
      malformed: () => {
        if (!res.headersSent) res.writeHead(200, { 'content-type': 'application/json' });
        res.end('this body is not JSON-RPC {oops');
        // The SDK's adapter still writes its own response later: the garbage is the answer, so
        // its writes are dropped (it printed an ERR_HTTP_HEADERS_SENT stack).
        res.writeHead = (() => res) as unknown as typeof res.writeHead;
        res.write = (() => true) as unknown as typeof res.write;
        res.end = (() => res) as unknown as typeof res.end;
      }
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res);
    } catch (e) {
      if (!res.headersSent)
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`mock error: ${(e as Error).message}\n`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, '127.0.0.1', () => resolve());
  });
  bound = (http.address() as AddressInfo).port;
  log(
    `mock ${manifest.name}: ${manifest.tools.length} tool${manifest.tools.length === 1 ? '' : 's'} at http://127.0.0.1:${bound}/mcp`
  );
  return {
    port: bound,
    close: () =>
      new Promise<void>((r) => {
        http.closeAllConnections();
        http.close(() => r());
      })
  };
}
