/**
 * The head side of `diff snapshot.json --stdio CMD` (or --url, --client-config with --server):
 * what the server lists now, so CI compares the committed snapshot with the server without a
 * separate save step. Loaded only when a live flag is given (it pulls in the MCP SDK).
 */
import type { ParsedOptions } from '../cli/args.ts';
import { EXIT } from '../cli/errors.ts';
import type { Io } from '../cli/io.ts';
import { listServer } from '../mcp/catalog.ts';
import { statusLine, timeoutHint, timeoutsFrom } from '../lint/lint-input.ts';
import { oneServer } from '../lint/one-server.ts';

export interface LiveHead {
  text: string;
  /** How the report names the head: the command line, URL or config entry, secrets masked. */
  label: string;
}

/** The server's catalog as a snapshot's text, or an exit code when it could not be listed (the reason printed). */
export async function liveHead(io: Io, values: ParsedOptions): Promise<LiveHead | number> {
  const server = await oneServer(io, values, 'diff');
  const o = await listServer(server.spec, timeoutsFrom(values));
  if (!o.ok) {
    io.stderr(server.redact(`toolgauge diff: ${o.error.message}${timeoutHint(o.error.message, server.spec)}`) + '\n');
    return EXIT.usage;
  }
  io.stderr(statusLine(o, server.redact, server.spec) + '\n');
  return { text: JSON.stringify(o.snapshot, null, 2), label: server.redact(server.label) };
}
