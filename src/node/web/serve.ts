/**
 * Serves the built playground: adapter-node's request handler, with the Content-Security-Policy
 * and the other security headers on every response. Kit puts them on the pages it renders, but
 * the static files (the bundles and, above all, the worker scripts) come from adapter-node's
 * static middleware, which sets none; a dedicated worker runs under the policy delivered with its
 * own script, so without this the code in a worker could fetch from any origin.
 *
 * Beside the app, two API routes exist only here (not in `vite dev`, not on a static host):
 *   GET  /api/capabilities  public: tells the page the live panel can work ({ "live": true })
 *   POST /api/live/lint     starts a process or opens a connection: guarded (guard.ts)
 *   POST /api/live/call     the same, to call one tool (live-call.ts): guarded the same way
 */
import http from 'node:http';
import { assetPolicy, SECURITY_HEADERS } from './csp.js';
import { checkHost, checkPrivileged, type GuardOptions } from './guard.ts';
import { liveLint, type LiveContext } from './live-api.ts';
import { liveCall } from './live-call.ts';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

export const ASSET_CSP = assetPolicy();

/** The largest live-panel request body (a pasted client config): 1 MiB. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Live listings running at once; more are answered 429. */
export const MAX_LIVE_AT_ONCE = 2;

/**
 * Files, not pages: kit's bundles and workers under /_app/, and anything with an extension.
 * Pages keep kit's own policy (with its script hash); sending this one on a page, even on a 304
 * revalidation, would replace it and block kit's inline bootstrap.
 */
export function isAsset(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  return path.startsWith('/_app/') || /\.(?!html?$)[a-z0-9]+$/i.test(path);
}

export interface ApiOptions extends GuardOptions {
  live: LiveContext;
  /** Tests replace the listing; the guard in front of it is the same. */
  lint?: typeof liveLint;
  /** How long a request body may take to arrive (BODY_TIMEOUT_MS; tests shorten it). */
  bodyTimeoutMs?: number;
  /** Tests replace the call, likewise. */
  call?: typeof liveCall;
}

/** The routes that start a process or open a connection: every one behind checkPrivileged. */
export const PRIVILEGED_ROUTES = ['/api/live/lint', '/api/live/call'] as const;

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

/** How long a live-panel request body may take to arrive. */
export const BODY_TIMEOUT_MS = 10_000;

/**
 * The body as text, or why not: past MAX_BODY_BYTES, or not complete within BODY_TIMEOUT_MS. A
 * stalled or endless body must not hold one of the MAX_LIVE_AT_ONCE slots: two of them kept the
 * endpoint at 429 for minutes. The caller answers, then closes the connection.
 */
function readBody(
  req: http.IncomingMessage,
  timeoutMs = BODY_TIMEOUT_MS
): Promise<{ text: string } | { error: 'too-large' | 'timeout' | 'aborted' }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (r: { text: string } | { error: 'too-large' | 'timeout' | 'aborted' }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if ('error' in r) req.pause();
      resolve(r);
    };
    const timer = setTimeout(() => settle({ error: 'timeout' }), timeoutMs);
    timer.unref();
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) settle({ error: 'too-large' });
      else chunks.push(c);
    });
    req.on('end', () => settle({ text: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', () => settle({ error: 'aborted' }));
  });
}

/** Answers, then closes the connection: the rest of a refused body is not read. */
function refuse(req: http.IncomingMessage, res: http.ServerResponse, status: number, error: string): void {
  res.setHeader('connection', 'close');
  json(res, status, { error });
  res.once('finish', () => req.destroy());
}

function apiRoute(o: ApiOptions): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  let running = 0;
  return (req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0];
    if (!path.startsWith('/api/')) return false;
    if (path === '/api/capabilities') {
      const host = checkHost(req.headers, o);
      if (!host.ok) json(res, host.status, { error: host.reason });
      else if (req.method !== 'GET' && req.method !== 'HEAD') json(res, 405, { error: 'only GET is accepted here' });
      else json(res, 200, { live: true });
      return true;
    }
    if ((PRIVILEGED_ROUTES as readonly string[]).includes(path)) {
      const handle = path === '/api/live/call' ? (o.call ?? liveCall) : (o.lint ?? liveLint);
      const guard = checkPrivileged(req.method, req.headers, o);
      if (!guard.ok) {
        json(res, guard.status, { error: guard.reason });
        req.resume();
        return true;
      }
      if (running >= MAX_LIVE_AT_ONCE) {
        json(res, 429, { error: `${MAX_LIVE_AT_ONCE} live requests are already running; wait for one to finish` });
        req.resume();
        return true;
      }
      running++;
      void (async () => {
        try {
          const read = await readBody(req, o.bodyTimeoutMs);
          if ('error' in read) {
            if (read.error === 'too-large')
              return refuse(req, res, 413, `the request body is over ${MAX_BODY_BYTES} bytes`);
            if (read.error === 'timeout')
              return refuse(
                req,
                res,
                408,
                `the request body did not arrive within ${(o.bodyTimeoutMs ?? BODY_TIMEOUT_MS) / 1000} s`
              );
            return req.destroy();
          }
          let body: unknown;
          try {
            body = JSON.parse(read.text);
          } catch {
            return json(res, 400, { error: 'the request body is not JSON' });
          }
          json(res, 200, await handle(body, o.live));
        } catch (e) {
          json(res, 500, { error: `internal error: ${(e as Error).message}` });
        } finally {
          running--;
        }
      })();
      return true;
    }
    json(res, 404, { error: 'no such API route' });
    return true;
  };
}

/** The playground's server; with `api`, also the capabilities and live-lint routes. */
export function createWebServer(handler: Handler, api?: ApiOptions): http.Server {
  const route = api ? apiRoute(api) : undefined;
  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (route?.(req, res)) return;
    if (isAsset(req.url ?? '/')) res.setHeader('content-security-policy', ASSET_CSP);
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
}

/** Listens; a port in use or a host that cannot be bound rejects with the listen error. */
export async function listen(server: http.Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    const onError = (e: Error) => reject(e);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  return (server.address() as { port: number }).port;
}

/** The URL to print and open: the page, with the launch token in its fragment (never sent to a server). */
export function launchUrl(host: string, port: number, token: string): string {
  const shown =
    host === '0.0.0.0' || host === '::' || host === ''
      ? '127.0.0.1'
      : host.includes(':') && !host.startsWith('[')
        ? `[${host}]`
        : host;
  return `http://${shown}:${port}/#token=${token}`;
}
