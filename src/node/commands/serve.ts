/**
 * `toolgauge serve [--port N] [--host H] [--open]`: the playground from the built app, on
 * 127.0.0.1 unless told otherwise. What `node build` with no arguments runs. Prints a URL with a
 * fresh per-launch token in its fragment; the live panel's requests need it (src/node/web/guard.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Command } from '../cli/command.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { newToken } from '../web/guard.ts';
import { createWebServer, launchUrl, listen, type Handler } from '../web/serve.ts';
import { COMMAND_SUMMARIES } from './summaries.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** adapter-node's handler: build/web/handler.js beside the bundle, or in the repository's build/ from source. */
export function findHandler(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'web/handler.js'),
    path.join(here, '../web/handler.js'),
    path.resolve(here, '../../../build/web/handler.js')
  ];
  return candidates.find((c) => existsSync(c));
}

export function parsePort(text: string, from: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`${from} must be a port number 0-65535 (got "${text}")`);
  return port;
}

function openBrowser(url: string, io: { stderr: (t: string) => void }): void {
  const [cmd, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]];
  const child = spawn(cmd, args as string[], { stdio: 'ignore', detached: true });
  child.on('error', (e) => io.stderr(`could not open a browser (${e.message}); open the URL above yourself\n`));
  child.unref();
}

export const command: Command = {
  spec: {
    name: 'serve',
    summary: COMMAND_SUMMARIES.serve,
    usage: 'toolgauge serve [--port N] [--host H] [--open]',
    options: {
      port: {
        type: 'string',
        description: 'port to listen on (default: $PORT, else 3000; 0 picks a free one)',
        value: 'N'
      },
      host: {
        type: 'string',
        description: 'address to bind (default: $HOST, else 127.0.0.1, this machine only)',
        value: 'H'
      },
      open: { type: 'boolean', description: 'open the URL in the default browser' }
    },
    epilog: [
      'Prints http://127.0.0.1:PORT/#token=...: the token is new on every launch and lives only in the',
      'fragment (never sent to a server). The live panel sends it with each request that starts a process',
      'or opens a connection; such requests must also come from this page (Origin and Host checked).',
      'exit codes: 130 stopped with Ctrl-C (143 with SIGTERM), 2 the port is in use, the address cannot be bound, or the app is not built.'
    ].join('\n')
  },

  async run({ values }, io) {
    const host = typeof values.host === 'string' ? values.host : (process.env.HOST ?? '127.0.0.1');
    const port =
      typeof values.port === 'string'
        ? parsePort(values.port, '--port')
        : parsePort(process.env.PORT ?? '3000', 'PORT');
    const file = findHandler();
    if (!file) throw new UsageError('the playground is not built: run npm run build first');
    const { handler } = (await import(pathToFileURL(file).href)) as { handler: Handler };
    // The guard reads `port` on each request: with --port 0 it is set once the server is bound.
    const api = { token: newToken(), port, boundHost: host, live: { cwd: io.cwd, env: process.env } };
    const server = createWebServer(handler, api);
    try {
      api.port = await listen(server, port, host);
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      const where = `${host.includes(':') ? `[${host}]` : host}:${port}`;
      if (err.code === 'EADDRINUSE')
        throw new UsageError(
          `port ${port} is already in use on ${host}; pass --port N (or PORT=N), or stop what is using it`
        );
      if (err.code === 'EACCES')
        throw new UsageError(`not allowed to listen on ${where}; pick a port above 1023 with --port N`);
      if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND')
        throw new UsageError(`cannot bind ${host}: no such address on this machine`);
      throw new UsageError(`cannot listen on ${where}: ${err.message}`);
    }
    return await serveUntilStopped(server, host, api.port, api.token, values.open === true, io);
  }
};

async function serveUntilStopped(
  server: import('node:http').Server,
  host: string,
  port: number,
  token: string,
  open: boolean,
  io: { stdout: (t: string) => void; stderr: (t: string) => void }
): Promise<number> {
  const url = launchUrl(host, port, token);
  io.stdout(`toolgauge playground: ${url}\n`);
  io.stdout(
    `Listening on http://${host.includes(':') ? `[${host}]` : host}:${port} (Ctrl-C stops it; the token in the URL unlocks the live panel for this run only)\n`
  );
  if (!LOOPBACK.has(host))
    io.stderr(
      `warning: bound to ${host}, so other machines can reach the playground; the live panel still needs the token printed above\n`
    );
  if (open) openBrowser(url, io);
  await new Promise<void>((resolve) => {
    for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(sig, () => resolve());
  });
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return EXIT.ok;
}
