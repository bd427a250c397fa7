/**
 * Fuzzing the share-link decoder with hostile fragments: arbitrary strings, mutations of a real
 * link (cut, bytes changed, characters inserted), other versions, and valid deflate of arbitrary
 * bytes and JSON. Decoding always settles with `{ ok: true, value }` or `{ ok: false, error: { code,
 * message } }`; it never throws or rejects, and reading the payload never throws either.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeShare, encodeShare, toBase64Url } from '../../core/share/codec.ts';
import { readSharePayload } from '../../src/lib/share/payload.ts';
import { example, params } from './fuzz.ts';

const CODES = ['not-a-share-link', 'version', 'too-long', 'base64', 'inflate', 'too-large', 'json', 'shape'];

async function settles(hash: string): Promise<void> {
  let d: Awaited<ReturnType<typeof decodeShare>>;
  try {
    d = await decodeShare(hash);
  } catch (e) {
    throw new Error(`decodeShare threw for ${JSON.stringify(hash.slice(0, 200))}: ${String(e)}`);
  }
  if (d.ok) {
    const p = readSharePayload(d.value);
    if (!p.ok) expect(CODES).toContain(p.error.code);
  } else {
    expect(CODES).toContain(d.error.code);
    expect(d.error.message.length).toBeGreaterThan(10);
  }
}

async function deflateBytes(bytes: Uint8Array): Promise<string> {
  const s = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(s).arrayBuffer()));
}

describe('decodeShare on hostile fragments: a result or a structured error, never a throw', async () => {
  const real = await encodeShare({
    workspace: {
      files: [{ path: 'github.json', text: example('examples/catalogs/github.json'), kind: 'catalog' }],
      active: 'github.json',
      view: 'lint'
    },
    view: { page: 'lint', expanded: [0, 3] }
  });
  if (!real.ok) throw new Error('the example does not fit a link');
  const link = '#' + real.fragment;

  it('the real link decodes and reads as a report', async () => {
    const d = await decodeShare(link);
    expect(d.ok && readSharePayload(d.value).ok).toBe(true);
  });

  it('arbitrary strings, with and without the s=1. prefix', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('', '#', '#s=', '#s=1.', '#s=2.', '#s=1x', '#s=01.'),
        fc.string({ maxLength: 200, unit: 'binary' }),
        async (prefix, rest) => settles(prefix + rest)
      ),
      params(300)
    );
  });

  it('mutations of a real link: cut, changed, inserted characters', async () => {
    const edit = fc.record({ at: fc.nat(), len: fc.integer({ min: 0, max: 50 }), insert: fc.string({ maxLength: 8 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 4 }), async (edits) => {
        const hash = edits.reduce((h, e) => {
          const at = e.at % (h.length + 1);
          return h.slice(0, at) + e.insert + h.slice(at + e.len);
        }, link);
        await settles(hash);
      }),
      params(150)
    );
  });

  it('valid deflate of arbitrary bytes and of arbitrary JSON', async () => {
    const data = fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      fc.jsonValue({ maxDepth: 4 }).map((v) => new TextEncoder().encode(JSON.stringify(v))),
      fc
        .record({ workspace: fc.jsonValue({ maxDepth: 3 }), view: fc.jsonValue({ maxDepth: 2 }) })
        .map((v) => new TextEncoder().encode(JSON.stringify(v)))
    );
    await fc.assert(
      fc.asyncProperty(data, async (bytes) => settles('#s=1.' + (await deflateBytes(bytes)))),
      params(200)
    );
  });
});
