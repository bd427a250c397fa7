/**
 * JSON over HTTP for the chat drivers, through a `fetch` the host injects (core does no I/O).
 * Retries: a 429 or a 5xx, or a request that could not be sent, is retried up to `maxRetries`
 * times. The wait honours `retry-after` (seconds, or an HTTP date) when the reply has one, else
 * it backs off 0.5 s, 1 s, 2 s...; every wait is capped at `maxDelayMs` (30 s by default), so a
 * provider asking for an hour does not hang the run. Other 4xx are not retried.
 */

/** The part of the Fetch API the drivers use (Node's and a browser's fetch both fit). */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string }
) => Promise<{ status: number; headers: { get(name: string): string | null }; text(): Promise<string> }>;

export interface HttpOptions {
  fetch: FetchLike;
  /** Waits this many milliseconds (the host's timer; tests record the waits). */
  sleep: (ms: number) => Promise<void>;
  maxRetries?: number;
  maxDelayMs?: number;
  /** For retry-after dates. */
  now?: () => number;
}

export const DEFAULT_MAX_RETRIES = 3;
export const DEFAULT_MAX_DELAY_MS = 30_000;

export type HttpResult =
  | { ok: true; json: unknown; requests: number; retries: number }
  | { ok: false; error: string; requests: number; retries: number };

/** Milliseconds a retry-after header asks for, or undefined when it says nothing usable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const s = header.trim();
  if (/^\d+(\.\d+)?$/.test(s)) return Math.round(Number(s) * 1000);
  const date = Date.parse(s);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const snippet = (text: string) => (text.length > 300 ? `${text.slice(0, 297)}...` : text).replace(/\s+/g, ' ').trim();

/** The provider's own error message when the body is the usual `{ "error": { "message" } }`. */
function errorMessage(text: string): string {
  try {
    const j = JSON.parse(text) as { error?: { message?: unknown } | string };
    if (typeof j.error === 'string') return j.error;
    if (j.error && typeof j.error.message === 'string') return j.error.message;
  } catch {
    // not JSON: show the text
  }
  return snippet(text);
}

export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  options: HttpOptions
): Promise<HttpResult> {
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const cap = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  const now = options.now ?? (() => Date.now());
  const payload = JSON.stringify(body);
  let requests = 0;
  for (let attempt = 0; ; attempt++) {
    requests++;
    let status = 0;
    let text = '';
    let wait: number | undefined;
    let failure: string;
    try {
      const res = await options.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: payload
      });
      status = res.status;
      text = await res.text();
      if (status >= 200 && status < 300) {
        try {
          return { ok: true, json: JSON.parse(text), requests, retries: attempt };
        } catch {
          return {
            ok: false,
            error: `malformed reply: HTTP ${status} with a body that is not JSON: ${snippet(text)}`,
            requests,
            retries: attempt
          };
        }
      }
      failure = `HTTP ${status}: ${errorMessage(text)}`;
      if (status !== 429 && status < 500) return { ok: false, error: failure, requests, retries: attempt };
      wait = retryAfterMs(res.headers.get('retry-after'), now());
    } catch (e) {
      failure = `request failed: ${(e as Error).message}`;
    }
    if (attempt >= maxRetries)
      return {
        ok: false,
        error: `${failure} (gave up after ${attempt} retr${attempt === 1 ? 'y' : 'ies'})`,
        requests,
        retries: attempt
      };
    await options.sleep(Math.min(cap, wait ?? 500 * 2 ** attempt));
  }
}
