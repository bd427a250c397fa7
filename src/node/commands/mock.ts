/** `toolgauge mock --tools-from <manifest.yml> [--http PORT]`: a deterministic MCP server from a manifest. */
import { formatDiagnostic } from '#core/source/diagnostic';
import type { Command } from '../cli/command.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { readFileSync, watchFile } from 'node:fs';
import { readInput, type Io } from '../cli/io.ts';
import { parseManifest, type MockManifest } from '../mock/manifest.ts';
import { serveHttp, serveStdio } from '../mock/server.ts';
import { COMMAND_SUMMARIES } from './summaries.ts';

/** Re-reads the manifest on each change; a good one is applied, a bad one reported and ignored. */
function watchManifest(file: string, initial: string, io: Io, apply: (m: MockManifest) => void): void {
  let last = initial;
  watchFile(file, { interval: 100 }, () => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return;
    }
    if (text === last) return;
    last = text;
    const next = parseManifest(text, file);
    if (next.ok) apply(next.manifest);
    else for (const e of next.errors) io.stderr(`mock: ignoring the changed manifest: ${formatDiagnostic(e, file)}\n`);
  }).unref();
}

export const command: Command = {
  spec: {
    name: 'mock',
    summary: COMMAND_SUMMARIES.mock,
    usage: 'toolgauge mock --tools-from <manifest.yml> [--http PORT]',
    options: {
      'tools-from': {
        type: 'string',
        description: 'the mock_server: manifest (YAML or JSON; schema: static/schema/mock.json)',
        value: 'FILE'
      },
      http: {
        type: 'string',
        description: 'serve Streamable HTTP at http://127.0.0.1:PORT/mcp instead of stdio (0 picks a free port)',
        value: 'PORT'
      },
      watch: {
        type: 'boolean',
        description:
          'stdio: re-read the manifest when it changes, swap the tools and send notifications/tools/list_changed (a manifest with problems is reported on stderr and ignored)'
      }
    },
    epilog: [
      'Over stdio the server speaks MCP on stdin/stdout until stdin closes. With --http it prints the URL on stderr and serves until killed.',
      'exit codes: 0 stopped normally, 2 unusable manifest or arguments (each problem as file:line:column).'
    ].join('\n')
  },

  async run({ values }, io) {
    if (typeof values['tools-from'] !== 'string') throw new UsageError('missing --tools-from <manifest.yml>');
    const input = await readInput(io, values['tools-from'], 'mock manifest');
    const loaded = parseManifest(input.text, input.file);
    if (!loaded.ok) {
      for (const e of loaded.errors) io.stderr(formatDiagnostic(e, input.file) + '\n');
      return EXIT.usage;
    }
    if (values.http === undefined) {
      await serveStdio(
        loaded.manifest,
        values.watch === true ? (apply) => watchManifest(input.path ?? input.file, input.text, io, apply) : undefined
      );
      return EXIT.ok;
    }
    if (values.watch === true)
      throw new UsageError('--watch works over stdio (a stateless HTTP server has no session to notify)');
    const port = Number(values.http);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new UsageError(`--http must be a port number 0-65535 (got "${String(values.http)}")`);
    const server = await serveHttp(loaded.manifest, port, (line) => io.stderr(line + '\n')).catch(
      (e: NodeJS.ErrnoException) => {
        throw new UsageError(e.code === 'EADDRINUSE' ? `port ${port} is already in use on 127.0.0.1` : e.message);
      }
    );
    await new Promise<void>((resolve) => {
      for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, resolve);
      // Started through npx or a wrapper that is killed without passing the signal on, the
      // server was reparented and kept its port: when the parent changes, the parent is gone.
      const parent = process.ppid;
      setInterval(() => {
        if (process.ppid !== parent) resolve();
      }, 500).unref();
    });
    await server.close();
    return EXIT.ok;
  }
};
