/**
 * Who may start a process or open a connection through the playground's server. The MCP
 * Inspector's CVE-2025-49596 was a local server that ran commands for any web page that could
 * reach it (a cross-site fetch, or a DNS-rebound name pointing at 127.0.0.1). Here every such
 * request must pass all of:
 *
 * 1. Host is 127.0.0.1, localhost or [::1] (or the specific --host given) with the bound port:
 *    a rebound name (attacker.example:PORT) is refused before anything else is read;
 * 2. a POST (a preflight OPTIONS gets no CORS headers, so a cross-site fetch never follows);
 * 3. Origin present and equal to http://<that Host>, and Sec-Fetch-Site, when the browser sends
 *    it, same-origin: cross-site requests and requests from pages on other ports are refused;
 * 4. Content-Type application/json (an HTML form cannot send it);
 * 5. the per-launch token in the X-Toolgauge-Token header (never a query string, which ends
 *    up in logs and history). Compared in constant time.
 *
 * The page gets the token from the URL the server printed (its fragment never reaches any
 * server) and keeps it in sessionStorage.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const TOKEN_HEADER = 'x-toolgauge-token';

export interface GuardOptions {
  token: string;
  port: number;
  /** The host the server was bound to; a specific, non-wildcard one is allowed beside the loopback names. */
  boundHost: string;
}

export type GuardResult = { ok: true } | { ok: false; status: number; reason: string };

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]', '']);

/** A fresh token for one launch: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** `host:port` values a request may name in its Host header. */
export function allowedHosts(port: number, boundHost: string): Set<string> {
  const names = [...LOOPBACK_NAMES];
  const bound = boundHost.includes(':') && !boundHost.startsWith('[') ? `[${boundHost}]` : boundHost;
  if (!WILDCARDS.has(boundHost) && !names.includes(bound.toLowerCase())) names.push(bound.toLowerCase());
  return new Set(names.map((n) => `${n}:${port}`));
}

function one(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Only the Host check: for the public API answers (capabilities) on a rebound name. */
export function checkHost(headers: IncomingHttpHeaders, o: Pick<GuardOptions, 'port' | 'boundHost'>): GuardResult {
  const host = one(headers, 'host')?.toLowerCase();
  if (!host || !allowedHosts(o.port, o.boundHost).has(host)) {
    return {
      ok: false,
      status: 403,
      reason: `Host "${(host ?? '').slice(0, 100)}" is not this server (allowed: ${[...allowedHosts(o.port, o.boundHost)].join(', ')}); DNS-rebound requests are refused`
    };
  }
  return { ok: true };
}

/** Every check for an endpoint that starts a process or opens a connection. */
export function checkPrivileged(
  method: string | undefined,
  headers: IncomingHttpHeaders,
  o: GuardOptions
): GuardResult {
  const host = checkHost(headers, o);
  if (!host.ok) return host;
  if (method !== 'POST') return { ok: false, status: 405, reason: 'only POST is accepted here' };
  const fetchSite = one(headers, 'sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin')
    return { ok: false, status: 403, reason: `cross-site request refused (Sec-Fetch-Site: ${fetchSite.slice(0, 40)})` };
  const origin = one(headers, 'origin');
  if (origin === undefined) return { ok: false, status: 403, reason: 'a request without an Origin header is refused' };
  if (origin.toLowerCase() !== `http://${one(headers, 'host')?.toLowerCase()}`)
    return {
      ok: false,
      status: 403,
      reason: `Origin "${origin.slice(0, 100)}" is not this server; cross-origin requests are refused`
    };
  const type = one(headers, 'content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type))
    return { ok: false, status: 415, reason: 'expected Content-Type: application/json' };
  const token = one(headers, TOKEN_HEADER);
  if (token === undefined || token === '')
    return {
      ok: false,
      status: 401,
      reason: `missing the launch token (the ${TOKEN_HEADER} header; it is in the URL toolgauge serve printed)`
    };
  if (!sameToken(token, o.token))
    return { ok: false, status: 401, reason: 'wrong launch token (each run of toolgauge serve prints a new one)' };
  return { ok: true };
}
