import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare, fromBase64Url, MAX_SHARE_CHARS, toBase64Url } from './codec.ts';

async function deflate(text: string): Promise<string> {
  const s = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(s).arrayBuffer()));
}

describe('share codec round trip', () => {
  it.each([
    [
      'a catalog',
      {
        workspace: {
          files: [{ path: 'a.json', text: '{"tools":[{"name":"x"}]}\n', kind: 'catalog' }],
          active: 'a.json',
          view: 'lint'
        },
        view: { page: 'lint', expanded: [0] }
      }
    ],
    ['unicode, bidi controls and lone surrogates survive as text', { t: 'héllo \u202e evil \u200b 😀 \ud800' }],
    ['an empty object', {}]
  ])('%s', async (_what, value) => {
    const e = await encodeShare(value);
    expect(e.ok).toBe(true);
    if (!e.ok) return;
    expect(e.fragment).toMatch(/^s=1\.[A-Za-z0-9_-]+$/);
    const d = await decodeShare('#' + e.fragment);
    expect(d).toEqual({ ok: true, value: JSON.parse(JSON.stringify(value)) });
  });

  it('base64url round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 * 3 }, (_, i) => i % 256);
    expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
  });

  it('a value too big for a link is refused with the size and the HTML export offered', async () => {
    // Pseudo-random text hardly compresses (a fixed xorshift32, so the test is deterministic).
    let x = 2463534242;
    const next = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), x >>> 0);
    const noise = Array.from({ length: 120_000 }, () => String.fromCharCode(33 + (next() % 90))).join('');
    const e = await encodeShare({ text: noise });
    expect(e.ok).toBe(false);
    if (e.ok) return;
    expect(e.error.code).toBe('too-long');
    expect(e.error.chars).toBeGreaterThan(MAX_SHARE_CHARS);
    expect(e.error.message).toMatch(/over the 64 KB a link can safely carry\. Download the report as one HTML file/);
  });
});

describe('decoding hostile links gives a structured error', () => {
  it.each(
    [
      ['', 'not-a-share-link'],
      ['#token=abc', 'not-a-share-link'],
      ['#s=', 'version'],
      ['#s=abc', 'version'],
      ['#s=2.AAAA', 'version'],
      ['#s=1.@@@@', 'base64'],
      ['#s=1.A', 'base64'],
      ['#s=1.AAAAAAAA', 'inflate'],
      ['#s=1.' + 'A'.repeat(MAX_SHARE_CHARS), 'too-long']
    ].map(([hash, code]) => [hash.length > 40 ? `${hash.slice(0, 20)}... (${hash.length} chars)` : hash, hash, code])
  )('%s -> %s', async (_label, hash, code) => {
    const d = await decodeShare(hash);
    expect(d.ok).toBe(false);
    if (!d.ok) expect(d.error.code).toBe(code);
  });

  it('valid deflate of text that is not JSON', async () => {
    const d = await decodeShare('#s=1.' + (await deflate('not json {')));
    expect(d.ok || d.error.code).toBe('json');
  });

  it('a deflate bomb stops at the inflate limit', async () => {
    const bomb = '#s=1.' + (await deflate('0'.repeat(20 * 1024 * 1024)));
    expect(bomb.length).toBeLessThan(MAX_SHARE_CHARS);
    const d = await decodeShare(bomb);
    expect(d.ok || d.error.code).toBe('too-large');
  });
});
