import { describe, expect, test } from 'vitest';
import { postJson, retryAfterMs, type FetchLike } from './http.ts';

describe('retry-after', () => {
  const now = Date.UTC(2026, 10, 24, 0, 0, 0);
  test.each([
    ['seconds', '2', 2000],
    ['fractional seconds', '0.5', 500],
    ['an HTTP date', new Date(now + 7000).toUTCString(), 7000],
    ['a date in the past waits nothing', new Date(now - 7000).toUTCString(), 0],
    ['garbage says nothing', 'soon', undefined],
    ['absent', null, undefined]
  ])('%s', (_name, header, ms) => {
    expect(retryAfterMs(header, now)).toBe(ms);
  });
});

describe('postJson', () => {
  test('a request that cannot be sent is retried like a 5xx', async () => {
    let n = 0;
    const fetch: FetchLike = async () => {
      if (++n === 1) throw new Error('connect ECONNREFUSED 127.0.0.1:9');
      return { status: 200, headers: { get: () => null }, text: async () => '{"ok":true}' };
    };
    const waits: number[] = [];
    const r = await postJson('http://x', {}, {}, { fetch, sleep: async (ms) => void waits.push(ms) });
    expect(r).toEqual({ ok: true, json: { ok: true }, requests: 2, retries: 1 });
    expect(waits).toEqual([500]);
  });

  test('maxRetries 0 gives up at once', async () => {
    const fetch: FetchLike = async () => ({ status: 500, headers: { get: () => null }, text: async () => 'boom' });
    const r = await postJson('http://x', {}, {}, { fetch, sleep: async () => undefined, maxRetries: 0 });
    expect(r).toEqual({ ok: false, error: 'HTTP 500: boom (gave up after 0 retries)', requests: 1, retries: 0 });
  });
});
