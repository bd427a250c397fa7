/**
 * The live panel's server side: list a running MCP server's tools through the same code `lint
 * --stdio/--url/--client-config` uses, and hand the catalog text back to the page, which lints it
 * in its worker like any other catalog. Only reachable through the guard (guard.ts).
 *
 * Request bodies (JSON):
 *   { "source": "stdio",  "command": "toolgauge mock --tools-from api.yml" }
 *   { "source": "url",    "url": "http://127.0.0.1:8808/mcp", "headers": { "Authorization": "Bearer ..." } }
 *   { "source": "config", "text": "<a client config>", "file": ".cursor/mcp.json", "client": "cursor" }
 * Answer: { ok: true, text, file, status, failed } or { ok: false, error, status }. Secrets
 * (header values, env and expanded values of a config) are *** in every line.
 */
import { homedir } from 'node:os';
import path from 'node:path';
import { formatDiagnostic } from '#core/source/diagnostic';
import { isPlainObject } from '#core/source/values';
import { UsageError } from '../cli/errors.ts';
import { listServer } from '../mcp/catalog.ts';
import { CLIENT_KINDS, parseClientConfig, redactor, type ClientKind } from '../mcp/client-config.ts';
import { DEFAULT_TIMEOUTS, type ServerSpec, type Timeouts } from '../mcp/connect.ts';
import { configSummaryLine, listClientConfig, statusLine, stdioSpec } from '../lint/lint-input.ts';
import { headersOf } from './request-headers.ts';

export type LiveAnswer =
  | { ok: true; text: string; file: string; status: string[]; failed: number }
  | { ok: false; error: string; status: string[] };

export interface LiveContext {
  cwd: string;
  env: Record<string, string | undefined>;
  timeouts?: Timeouts;
}

const fail = (error: string, status: string[] = []): LiveAnswer => ({ ok: false, error, status });

async function single(spec: ServerSpec, file: string, timeouts: Timeouts, secrets: string[]): Promise<LiveAnswer> {
  const redact = redactor(secrets.filter((s) => s.length >= 4));
  const o = await listServer(spec, timeouts);
  if (!o.ok) return fail(redact(o.error.message));
  return {
    ok: true,
    text: JSON.stringify(o.snapshot, null, 2),
    file: redact(file),
    status: [statusLine(o, redact)],
    failed: 0
  };
}

/** Runs one live-panel request. Bad bodies are answers with `ok: false`, never throws. */
export async function liveLint(body: unknown, ctx: LiveContext): Promise<LiveAnswer> {
  const timeouts = ctx.timeouts ?? DEFAULT_TIMEOUTS;
  if (!isPlainObject(body)) return fail('expected a JSON object with "source": "stdio", "url" or "config"');
  try {
    if (body.source === 'stdio') {
      if (typeof body.command !== 'string' || body.command.trim() === '')
        return fail('"command" must be a command line, e.g. npx -y @modelcontextprotocol/server-everything');
      return await single(stdioSpec(body.command), `stdio:${body.command}`, timeouts, []);
    }
    if (body.source === 'url') {
      if (typeof body.url !== 'string' || !/^https?:\/\//i.test(body.url))
        return fail('"url" must be an http:// or https:// URL');
      let url: URL;
      try {
        url = new URL(body.url);
      } catch {
        return fail(`"${body.url.slice(0, 200)}" is not a valid URL`);
      }
      const headers = headersOf(body.headers);
      if (typeof headers === 'string') return fail(headers);
      return await single(
        { name: url.host, http: { url: body.url, headers } },
        body.url,
        timeouts,
        Object.values(headers)
      );
    }
    if (body.source === 'config') {
      if (typeof body.text !== 'string' || body.text.trim() === '')
        return fail('"text" must hold the client config (its JSON)');
      const file = typeof body.file === 'string' && body.file.trim() !== '' ? body.file.trim() : 'mcp.json';
      if (body.client !== undefined && !CLIENT_KINDS.includes(body.client as ClientKind))
        return fail(`"client" must be one of ${CLIENT_KINDS.join(', ')}`);
      const full = path.resolve(ctx.cwd, file);
      const expand = { env: ctx.env, workspaceFolder: ctx.cwd, userHome: homedir() };
      const status: string[] = [];
      const parsed = parseClientConfig(body.text, full, expand, body.client as ClientKind | undefined);
      const listing = await listClientConfig(parsed, full, timeouts, (line) =>
        status.push(line.split(full).join(file))
      );
      if (!listing.ok) return fail(listing.errors.map((e) => formatDiagnostic({ ...e, file }, file)).join('\n'));
      const listed = Object.keys(listing.servers).length;
      status.push(configSummaryLine(listing.kind, file, listed, listing.total, listing.failed, listing.disabled));
      if (listed === 0) return fail('no server of the config could be listed', status);
      return {
        ok: true,
        text: JSON.stringify({ servers: listing.servers }, null, 2),
        file,
        status,
        failed: listing.failed
      };
    }
    return fail('"source" must be "stdio", "url" or "config"');
  } catch (e) {
    if (e instanceof UsageError) return fail(e.message.replace(/^--stdio: /, 'command line: '));
    throw e;
  }
}
