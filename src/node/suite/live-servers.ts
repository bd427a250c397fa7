/**
 * The servers of a suite's `servers:` block, started (or reached) once per run on first use and
 * shared by every test that names them. A server whose process ended (crashed mid-call, say) is
 * started again for the next test; one that could not be started at all is not retried, and every
 * test that needs it reports the same reason. `close()` ends them all, process groups included.
 */
import path from 'node:path';
import type { ServerDoc } from '#core/suite/types';
import type { Suite, ToolCase, QualityCase } from '#core/suite/model';
import type { LiveCall } from '#core/suite/evaluate-tool';
import type { ServerCall } from '#core/agents/types';
import type { Tool } from '#core/catalog/types';
import {
  connectServer,
  DEFAULT_TIMEOUTS,
  ServerError,
  type Connection,
  type ServerSpec,
  type Timeouts
} from '../mcp/connect.ts';
import { resolveSelf } from '../process/self.ts';
import { terminalSafe } from '#core/report/formats/terminal-safe';
import { checkOutput, type OutputCheck } from '../mcp/schema-check.ts';
import type { OutputSchemaVerdict } from '#core/suite/outcome';

/** The plain-data verdict a cell outcome carries; undefined when there was nothing to check. */
export function verdictOf(c: OutputCheck): OutputSchemaVerdict | undefined {
  if (c.status === 'valid') return { valid: true, dialect: c.dialect, problems: [] };
  if (c.status === 'invalid')
    return {
      valid: false,
      dialect: c.dialect,
      problems: c.problems.map(({ pointer, message }) => ({ pointer, message }))
    };
  if (c.status === 'bad-schema')
    return { valid: false, problems: [{ pointer: '', message: `the outputSchema cannot be compiled: ${c.error}` }] };
  return undefined;
}

export class ServerPool {
  readonly #suite: Suite;
  readonly #dir: string;
  readonly #timeouts: Timeouts;
  readonly #log: (line: string) => void;
  readonly #connections = new Map<string, Promise<Connection>>();
  readonly #failed = new Map<string, string>();
  readonly #listed = new WeakMap<Connection, Promise<Map<string, Tool>>>();

  constructor(suite: Suite, suiteDir: string, options: { timeouts?: Timeouts; log?: (line: string) => void } = {}) {
    this.#suite = suite;
    this.#dir = suiteDir;
    this.#timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
    this.#log = options.log ?? (() => undefined);
  }

  /** The server a test uses: the one it names, or the suite's only server. */
  serverFor(named: string | undefined): { ok: true; name: string } | { ok: false; reason: string } {
    const names = Object.keys(this.#suite.servers);
    if (named === undefined) {
      if (names.length === 1) return { ok: true, name: names[0] };
      return {
        ok: false,
        reason:
          names.length === 0
            ? 'needs a live server, and the suite has no servers:'
            : `names no server: and the suite defines ${names.length} (${names.join(', ')})`
      };
    }
    if (!Object.hasOwn(this.#suite.servers, named))
      return {
        ok: false,
        reason: `server "${named}" is not defined under servers:${names.length ? ` (defined: ${names.join(', ')})` : ''}`
      };
    return { ok: true, name: named };
  }

  #spec(name: string, doc: ServerDoc): ServerSpec {
    if ('url' in doc && typeof doc.url === 'string')
      return {
        name,
        http: { url: doc.url, ...(doc.headers ? { headers: doc.headers as Record<string, string> } : {}) }
      };
    const d = doc as { command: string[]; env?: Record<string, string>; cwd?: string };
    const { command, args } = resolveSelf(d.command);
    return {
      name,
      stdio: {
        command,
        args,
        env: { ...this.#suite.env, ...(d.env ?? {}) },
        cwd: path.resolve(this.#dir, d.cwd ?? '.')
      }
    };
  }

  async get(name: string): Promise<Connection> {
    const failed = this.#failed.get(name);
    if (failed) throw new Error(failed);
    const existing = this.#connections.get(name);
    if (existing) {
      const conn = await existing.catch(() => undefined);
      if (conn && !conn.closed) return conn;
      if (conn) this.#log(`server ${name}: its process ended; starting it again`);
    }
    const started = performance.now();
    const pending = connectServer(this.#spec(name, this.#suite.servers[name]), this.#timeouts);
    this.#connections.set(name, pending);
    try {
      const conn = await pending;
      const info = conn.serverInfo ? terminalSafe(`, ${conn.serverInfo.name} ${conn.serverInfo.version}`) : '';
      this.#log(`server ${name}: ready (${conn.transport}${info}, ${Math.round(performance.now() - started)} ms)`);
      return conn;
    } catch (e) {
      this.#connections.delete(name);
      const message = e instanceof ServerError ? e.message : `server "${name}": ${(e as Error).message}`;
      // A server that cannot start will not start for the next test either.
      if (!existing) this.#failed.set(name, message);
      this.#log(message);
      throw new Error(message);
    }
  }

  callTool = async (t: ToolCase): Promise<LiveCall> => {
    const which = this.serverFor(t.server);
    if (!which.ok) return { ok: false, reason: which.reason };
    try {
      const conn = await this.get(which.name);
      const result = await conn.callTool(t.tool, t.args, t.timeoutMs ?? this.#timeouts.callMs);
      const outputSchema = verdictOf(checkOutput(await this.#toolOf(conn, t.tool), result));
      return { ok: true, result, ...(outputSchema ? { outputSchema } : {}) };
    } catch (e) {
      const rpc = e instanceof ServerError ? e.rpc : undefined;
      return { ok: false, reason: (e as Error).message, ...(rpc ? { protocolError: rpc } : {}) };
    }
  };

  /** The tool's definition, from one tools/list per connection (a restarted server is listed again). */
  async #toolOf(conn: Connection, tool: string): Promise<Tool | undefined> {
    let listed = this.#listed.get(conn);
    if (!listed) {
      listed = conn.listTools().then(
        (tools) => new Map(tools.map((x) => [x.name, x as Tool])),
        () => new Map<string, Tool>()
      );
      this.#listed.set(conn, listed);
    }
    return (await listed).get(tool);
  }

  listTools = async (t: QualityCase): Promise<{ ok: true; catalog: unknown } | { ok: false; reason: string }> => {
    const which = this.serverFor(t.server);
    if (!which.ok) return { ok: false, reason: which.reason };
    try {
      const conn = await this.get(which.name);
      return { ok: true, catalog: { tools: await conn.listTools() } };
    } catch (e) {
      return { ok: false, reason: (e as Error).message };
    }
  };

  /** A server's tools for a dispatched agent (the server starts on first use). */
  serverTools = async (server: string): Promise<{ ok: true; tools: Tool[] } | { ok: false; reason: string }> => {
    const which = this.serverFor(server);
    if (!which.ok) return which;
    try {
      const conn = await this.get(which.name);
      return { ok: true, tools: (await conn.listTools()) as Tool[] };
    } catch (e) {
      return { ok: false, reason: (e as Error).message };
    }
  };

  /**
   * A dispatched agent's call. `failed` says the server failed (it crashed, timed out, could not
   * start, or answered with an internal error) so the harness retries; invalid arguments and an
   * unknown tool (-32602, -32601) are the server's answer and are not retried.
   */
  callServer: ServerCall = async (server, tool, args) => {
    try {
      const conn = await this.get(server);
      return { ok: true, result: await conn.callTool(tool, args, this.#timeouts.callMs) };
    } catch (e) {
      const reason = (e as Error).message;
      return { ok: false, reason, failed: !/MCP error -3260[12]\b/.test(reason) };
    }
  };

  async close(): Promise<void> {
    const all = [...this.#connections.values()];
    this.#connections.clear();
    await Promise.all(all.map(async (p) => (await p.catch(() => undefined))?.close()));
  }
}
