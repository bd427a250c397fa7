/**
 * The live panel's "call a tool": the server side of `toolgauge call`, behind the same guard as
 * the listing (guard.ts). The page sends the source it listed (stdio, url, or config with the
 * server's name), the tool and its arguments; the server starts or reaches that server, checks
 * the arguments against the tool's inputSchema (unless `validate: false`), calls, and checks
 * structuredContent against the outputSchema. Secrets are *** in everything that comes back.
 *
 *   { "source": "stdio", "command": "...", "tool": "search", "arguments": { "q": "rust" } }
 *   { "source": "config", "text": "...", "file": ".mcp.json", "server": "files", "tool": ..., "arguments": ... }
 * Answer: { ok: true, tool, server, elapsedMs, result, outputSchema } or { ok: false, error, problems? }.
 */
import { homedir } from 'node:os';
import path from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { formatDiagnostic } from '#core/source/diagnostic';
import { isPlainObject } from '#core/source/values';
import { nearest } from '#core/source/nearest';
import { UsageError } from '../cli/errors.ts';
import { CLIENT_KINDS, parseClientConfig, redactor, type ClientKind } from '../mcp/client-config.ts';
import { connectServer, DEFAULT_TIMEOUTS, type Connection, type ServerSpec } from '../mcp/connect.ts';
import { stdioSpec } from '../lint/lint-input.ts';
import { checkAgainst, checkOutput, type OutputCheck, type SchemaProblem } from '../mcp/schema-check.ts';
import type { LiveContext } from './live-api.ts';
import { headersOf } from './request-headers.ts';

export type CallAnswer =
  | { ok: true; tool: string; server: string; elapsedMs: number; result: CallToolResult; outputSchema: OutputCheck }
  | { ok: false; error: string; problems?: SchemaProblem[] };

type Obj = Record<string, unknown>;

/** The one server a call goes to, or what is wrong with the request. */
function serverOf(body: Obj, ctx: LiveContext): { spec: ServerSpec; secrets: string[] } | string {
  if (body.source === 'stdio') {
    if (typeof body.command !== 'string' || body.command.trim() === '') return '"command" must be a command line';
    return { spec: stdioSpec(body.command), secrets: [] };
  }
  if (body.source === 'url') {
    if (typeof body.url !== 'string' || !/^https?:\/\//i.test(body.url))
      return '"url" must be an http:// or https:// URL';
    const headers = headersOf(body.headers);
    if (typeof headers === 'string') return headers;
    try {
      return {
        spec: { name: new URL(body.url).host, http: { url: body.url, headers } },
        secrets: Object.values(headers)
      };
    } catch {
      return `"${body.url.slice(0, 200)}" is not a valid URL`;
    }
  }
  if (body.source === 'config') {
    if (typeof body.text !== 'string' || body.text.trim() === '')
      return '"text" must hold the client config (its JSON)';
    if (typeof body.server !== 'string') return '"server" must name the server of the config to call';
    if (body.client !== undefined && !CLIENT_KINDS.includes(body.client as ClientKind))
      return `"client" must be one of ${CLIENT_KINDS.join(', ')}`;
    const file = typeof body.file === 'string' && body.file.trim() !== '' ? body.file.trim() : 'mcp.json';
    const parsed = parseClientConfig(
      body.text,
      path.resolve(ctx.cwd, file),
      { env: ctx.env, workspaceFolder: ctx.cwd, userHome: homedir() },
      body.client as ClientKind | undefined
    );
    if (!parsed.ok) return parsed.errors.map((e) => formatDiagnostic({ ...e, file }, file)).join('\n');
    const entry = parsed.config.servers.find((s) => s.name === body.server);
    if (!entry) {
      const near = nearest(
        body.server,
        parsed.config.servers.map((s) => s.name)
      );
      return `the config has no server "${body.server}"${near ? ` (did you mean "${near}"?)` : ''}`;
    }
    if (!entry.spec) return redactor(parsed.config.secrets)(`server "${entry.name}" ${entry.problem}`);
    return { spec: entry.spec, secrets: parsed.config.secrets };
  }
  return '"source" must be "stdio", "url" or "config"';
}

/** Runs one call request. Bad bodies and failed calls are answers with `ok: false`, never throws. */
export async function liveCall(body: unknown, ctx: LiveContext): Promise<CallAnswer> {
  if (!isPlainObject(body)) return { ok: false, error: 'expected a JSON object with "source", "tool" and "arguments"' };
  if (typeof body.tool !== 'string' || body.tool === '')
    return { ok: false, error: '"tool" must name the tool to call' };
  const args = body.arguments ?? {};
  if (!isPlainObject(args)) return { ok: false, error: '"arguments" must be a JSON object' };
  let target: ReturnType<typeof serverOf>;
  try {
    target = serverOf(body, ctx);
  } catch (e) {
    if (e instanceof UsageError) return { ok: false, error: e.message.replace(/^--stdio: /, 'command line: ') };
    throw e;
  }
  if (typeof target === 'string') return { ok: false, error: target };
  const redact = redactor(target.secrets.filter((s) => s.length >= 4));
  const clean = <T>(v: T): T => JSON.parse(redact(JSON.stringify(v))) as T;
  let conn: Connection;
  try {
    conn = await connectServer(target.spec, ctx.timeouts ?? DEFAULT_TIMEOUTS);
  } catch (e) {
    return { ok: false, error: redact((e as Error).message) };
  }
  try {
    const tools = await conn.listTools();
    const tool = tools.find((t) => t.name === body.tool);
    if (!tool) {
      const near = nearest(
        body.tool,
        tools.map((t) => t.name)
      );
      return { ok: false, error: `the server has no tool "${body.tool}"${near ? ` (did you mean "${near}"?)` : ''}` };
    }
    if (body.validate !== false) {
      const input = checkAgainst(tool.inputSchema, args);
      if (input.ok && input.problems.length > 0)
        return {
          ok: false,
          error: `the arguments do not match the inputSchema of ${tool.name}`,
          problems: input.problems
        };
    }
    const started = performance.now();
    const result = await conn.callTool(tool.name, args);
    const server = conn.serverInfo ? `${conn.serverInfo.name} ${conn.serverInfo.version}` : conn.name;
    return clean({
      ok: true,
      tool: tool.name,
      server,
      elapsedMs: Math.round(performance.now() - started),
      result,
      outputSchema: checkOutput(tool, result)
    });
  } catch (e) {
    return { ok: false, error: redact((e as Error).message) };
  } finally {
    await conn.close();
  }
}
