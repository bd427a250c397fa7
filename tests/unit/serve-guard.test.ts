/**
 * The playground server cannot be made to start a process by another web page (the MCP
 * Inspector's CVE-2025-49596 class). Raw HTTP requests (node:http, no browser) against the real
 * server object `toolgauge serve` builds, with the real live listing behind the guard: refused
 * requests start nothing (the listing is counted), the happy path lists the mock server over stdio.
 */
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChildren } from '../../src/node/process/children.ts';
import { TOKEN_HEADER } from '../../src/node/web/guard.ts';
import { liveLint } from '../../src/node/web/live-api.ts';
import { liveCall } from '../../src/node/web/live-call.ts';
import { createWebServer, listen, PRIVILEGED_ROUTES } from '../../src/node/web/serve.ts';
import { REPO } from './helpers/cli.ts';

const TOKEN = 'k'.repeat(43);
const API = path.join(REPO, 'examples/suites/servers/api.yml');
let server: http.Server;
let port = 0;
let listings = 0;
const api = {
  token: TOKEN,
  port: 0,
  boundHost: '127.0.0.1',
  // Long timeouts: this file is about the guard, not about slow servers; under load the mock's
  // start-up alone took longer than the default 10 s handshake bound and failed the happy path.
  live: { cwd: REPO, env: process.env, timeouts: { connectMs: 45_000, listMs: 45_000, callMs: 45_000 } },
  // Long enough that the third request of the stalled-bodies test reaches the server while the
  // two stalled ones still hold their slots, even under load.
  bodyTimeoutMs: 1500,
  lint: async (body: unknown, ctx: Parameters<typeof liveLint>[1]) => {
    listings++;
    return liveLint(body, ctx);
  },
  // A call starts a process too: counted with the listings, so a refused call must not move it.
  call: async (body: unknown, ctx: Parameters<typeof liveCall>[1]) => {
    listings++;
    return liveCall(body, ctx);
  }
};

beforeAll(async () => {
  server = createWebServer((_req, res) => res.end('the app'), api);
  port = api.port = await listen(server, 0, '127.0.0.1');
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

interface Raw {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** One raw request: every header exactly as given, nothing added but Content-Length. */
function raw(method: string, urlPath: string, headers: Record<string, string>, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) },
        setHost: false
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      }
    );
    req.on('error', reject);
    req.end(body);
  });
}

const lintBody = JSON.stringify({ source: 'stdio', command: `toolgauge mock --tools-from ${API}` });
const callBody = JSON.stringify({
  source: 'stdio',
  command: `toolgauge mock --tools-from ${API}`,
  tool: 'search',
  arguments: { q: 'rust' }
});
const bodyFor = (route: string) => (route === '/api/live/call' ? callBody : lintBody);
const good = (): Record<string, string> => ({
  host: `127.0.0.1:${port}`,
  origin: `http://127.0.0.1:${port}`,
  'content-type': 'application/json',
  'sec-fetch-site': 'same-origin',
  [TOKEN_HEADER]: TOKEN
});

describe.each(PRIVILEGED_ROUTES)('POST %s refuses anything but this page with this launch token', (route) => {
  const cases: Array<[string, (h: Record<string, string>) => Record<string, string>, number, RegExp]> = [
    ['no token', (h) => (delete h[TOKEN_HEADER], h), 401, /missing the launch token/],
    ['a wrong token', (h) => ({ ...h, [TOKEN_HEADER]: 'x'.repeat(43) }), 401, /wrong launch token/],
    ['a token one character short', (h) => ({ ...h, [TOKEN_HEADER]: TOKEN.slice(1) }), 401, /wrong launch token/],
    [
      'a foreign Origin',
      (h) => ({ ...h, origin: 'http://attacker.example', 'sec-fetch-site': 'cross-site' }),
      403,
      /cross-site request refused/
    ],
    [
      'a foreign Origin without Sec-Fetch-Site (an older browser)',
      (h) => (delete h['sec-fetch-site'], { ...h, origin: 'http://attacker.example' }),
      403,
      /Origin "http:\/\/attacker\.example" is not this server/
    ],
    [
      'an Origin on another local port',
      (h) => (delete h['sec-fetch-site'], { ...h, origin: 'http://127.0.0.1:1' }),
      403,
      /is not this server/
    ],
    [
      'an Origin of "null" (a sandboxed frame or file:)',
      (h) => (delete h['sec-fetch-site'], { ...h, origin: 'null' }),
      403,
      /is not this server/
    ],
    ['a missing Origin on a POST', (h) => (delete h.origin, delete h['sec-fetch-site'], h), 403, /without an Origin/],
    [
      'a rebinding Host (attacker.example:PORT)',
      (h) => ({ ...h, host: `attacker.example:${port}`, origin: `http://attacker.example:${port}` }),
      403,
      /DNS-rebound requests are refused/
    ],
    [
      'the right name on the wrong port',
      (h) => ({ ...h, host: '127.0.0.1:1', origin: 'http://127.0.0.1:1' }),
      403,
      /is not this server/
    ],
    ['a form post (text/plain)', (h) => ({ ...h, 'content-type': 'text/plain' }), 415, /application\/json/]
  ];

  it.each(cases)('%s: refused, and no process started', async (_name, change, status, reason) => {
    const before = listings;
    const r = await raw('POST', route, change(good()), bodyFor(route));
    expect(r.status).toBe(status);
    expect(JSON.parse(r.body).error).toMatch(reason);
    expect(r.body).not.toContain(TOKEN);
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
    expect(listings).toBe(before);
  });

  it('a token in the query string does not count', async () => {
    const h = good();
    delete h[TOKEN_HEADER];
    const r = await raw('POST', `${route}?token=${TOKEN}`, h, bodyFor(route));
    expect(r.status).toBe(401);
  });

  it('a CORS preflight and a GET are refused without CORS headers', async () => {
    const pre = await raw('OPTIONS', route, {
      host: `127.0.0.1:${port}`,
      origin: 'http://attacker.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': TOKEN_HEADER
    });
    expect(pre.status).toBe(405);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-headers']).toBeUndefined();
    const get = await raw('GET', route, good());
    expect(get.status).toBe(405);
  });

  it('the happy path: same origin, right token: lists (or calls) the mock server over stdio and leaves no process', async () => {
    const before = listings;
    if (route === '/api/live/call') {
      const r = await raw('POST', route, good(), callBody);
      expect(r.status).toBe(200);
      const answer = JSON.parse(r.body);
      expect(answer).toMatchObject({
        ok: true,
        tool: 'search',
        server: 'api 1.0.0',
        outputSchema: { status: 'no-schema' }
      });
      expect(answer.result.content[0].text).toContain('Top results');
      expect(listings).toBe(before + 1);
      expect(liveChildren()).toEqual([]);
      return;
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const r = await raw('POST', '/api/live/lint', { ...good(), host, origin: `http://${host}` }, lintBody);
      expect(r.status).toBe(200);
      const answer = JSON.parse(r.body);
      expect(answer.ok).toBe(true);
      expect(answer.status[0]).toMatch(/^ok {6}api\.yml {2}\(stdio, api 1\.0\.0, \d+ tools, \d+ ms\)$/);
      expect(JSON.parse(answer.text).tools.map((t: { name: string }) => t.name)).toContain('search');
    }
    expect(listings).toBe(before + 2);
    expect(liveChildren()).toEqual([]);
  });
});

describe('the public parts stay public, on this host only', () => {
  it('/ and static files need no token', async () => {
    const r = await raw('GET', '/', { host: `127.0.0.1:${port}` });
    expect(r.status).toBe(200);
    expect(r.body).toBe('the app');
  });

  it('/api/capabilities answers on the loopback names and not on a rebound one', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      const r = await raw('GET', '/api/capabilities', { host });
      expect(r.status).toBe(200);
      expect(JSON.parse(r.body)).toEqual({ live: true });
    }
    const rebound = await raw('GET', '/api/capabilities', { host: `attacker.example:${port}` });
    expect(rebound.status).toBe(403);
  });

  it('an oversized body is refused before it is parsed', async () => {
    const before = listings;
    const r = await raw(
      'POST',
      '/api/live/lint',
      good(),
      JSON.stringify({ source: 'config', text: 'x'.repeat(1024 * 1024 + 10) })
    );
    expect(r.status).toBe(413);
    expect(listings).toBe(before);
  });

  it('stalled request bodies do not hold the live endpoint: they get 408 and the slots free up', async () => {
    // Two requests that promise 100 bytes and send 10, then stall, as a hostile page could.
    const stalled = () =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/live/lint',
            headers: { ...good(), 'content-length': '100' },
            setHost: false
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          }
        );
        req.on('error', reject);
        req.write('{"source":');
      });
    // Both stalled requests hold their slots once the server has seen them (the guard's handler
    // runs first and takes the slot); waiting on that, not on a fixed 100 ms that a loaded
    // machine could overrun in either direction.
    const arrived = new Promise<void>((resolve) => {
      let seen = 0;
      const onRequest = (req: http.IncomingMessage) => {
        if (req.url !== '/api/live/lint' || ++seen < 2) return;
        server.off('request', onRequest);
        resolve();
      };
      server.on('request', onRequest);
    });
    const both = Promise.all([stalled(), stalled()]);
    await arrived;
    expect((await raw('POST', '/api/live/lint', good(), lintBody)).status).toBe(429);
    expect(await both).toEqual([408, 408]);
    const after = await raw('POST', '/api/live/lint', good(), lintBody);
    expect(after.status).toBe(200);
  });
});
