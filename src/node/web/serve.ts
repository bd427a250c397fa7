/**
 * Serves the built playground: adapter-node's request handler, with the Content-Security-Policy
 * and the other security headers on every response. Kit puts them on the pages it renders, but
 * the static files (the bundles and, above all, the worker scripts) come from adapter-node's
 * static middleware, which sets none; a dedicated worker runs under the policy delivered with its
 * own script, so without this the code in a worker could fetch from any origin.
 */
import http from 'node:http';
import { SECURITY_HEADERS } from '../../hooks.server.ts';
import { assetPolicy } from './csp.js';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

export const ASSET_CSP = assetPolicy();

/**
 * Files, not pages: kit's bundles and workers under /_app/, and anything with an extension.
 * Pages keep kit's own policy (with its script hash); sending this one on a page, even on a 304
 * revalidation, would replace it and block kit's inline bootstrap.
 */
export function isAsset(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  return path.startsWith('/_app/') || /\.(?!html?$)[a-z0-9]+$/i.test(path);
}

export function createWebServer(handler: Handler): http.Server {
  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (isAsset(req.url ?? '/')) res.setHeader('content-security-policy', ASSET_CSP);
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
}

/** `node build` with no arguments: listen on HOST:PORT (127.0.0.1:3000 by default). */
export async function serveWeb(handler: Handler, env: { HOST?: string; PORT?: string } = process.env): Promise<http.Server> {
  const server = createWebServer(handler);
  const host = env.HOST ?? '127.0.0.1';
  const port = Number(env.PORT ?? '3000');
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  process.stdout.write(`Listening on http://${host}:${port}\n`);
  return server;
}
