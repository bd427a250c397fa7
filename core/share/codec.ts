/**
 * Share links: a value as JSON, deflate-raw compressed (the platform's CompressionStream), then
 * base64url, behind a version: `#s=1.<base64url>`. The fragment never reaches a server, so a link
 * needs no server and never expires. One implementation for the playground (its share dialog and
 * /view) and the CLI (`--share-url`): it uses only what browsers, workers and Node 20 all have as
 * globals (core has no DOM or node types, so their shapes are declared below, used through
 * globalThis).
 *
 * The decoder takes hostile input (anyone can craft a link): every failure is a structured error
 * with a code, never a throw; the text is capped before decoding and the inflated bytes while
 * inflating (a small link cannot expand into gigabytes).
 */
import { liveKeysIn } from '../lint/rules/sec-007-live-secret.ts';

export const SHARE_VERSION = 1;
const PREFIX = 's=';

/** Longest link fragment we make or read (characters). Longer: offer the HTML export instead. */
export const MAX_SHARE_CHARS = 64 * 1024;
/** Most bytes a link may inflate to. */
export const MAX_INFLATED_BYTES = 16 * 1024 * 1024;

export type ShareErrorCode =
  | 'not-a-share-link'
  | 'version'
  | 'too-long'
  | 'base64'
  | 'inflate'
  | 'too-large'
  | 'json'
  | 'shape'
  /** Made, not read: the value holds a key SEC-007 reports, which a link would carry in full. */
  | 'holds-key';
export interface ShareError {
  code: ShareErrorCode;
  message: string;
  /** With holds-key: the file and the key as SEC-007 shows it. */
  key?: { where: string; kind: string; masked: string };
}
export type Decoded<T> = { ok: true; value: T } | { ok: false; error: ShareError };
export type Encoded = { ok: true; fragment: string } | { ok: false; error: ShareError & { chars: number } };

/** The platform globals this module uses, as far as it uses them. */
interface ByteReader {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
  cancel(): Promise<void>;
}
interface Web {
  Blob: new (parts: Uint8Array[]) => { stream(): { pipeThrough(t: unknown): { getReader(): ByteReader } } };
  CompressionStream: new (format: 'deflate-raw') => unknown;
  DecompressionStream: new (format: 'deflate-raw') => unknown;
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new (label: 'utf-8', options: { fatal: boolean }) => { decode(bytes: Uint8Array): string };
  btoa(bin: string): string;
  atob(text: string): string;
}
const web = globalThis as unknown as Web;

const fail = (code: ShareErrorCode, message: string): { ok: false; error: ShareError } => ({
  ok: false,
  error: { code, message }
});

export function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return web.btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** undefined when the text is not base64url. */
export function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const bin = web.atob(text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function pipe(bytes: Uint8Array, stream: unknown, limit = Infinity): Promise<Uint8Array | 'too-large'> {
  const reader = new web.Blob([bytes]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done || !value) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** A value as a share fragment (`s=1.<data>`, without the `#`), or why it cannot be one. */
export async function encodeShare(value: unknown): Promise<Encoded> {
  const key = firstLiveKey(value);
  if (key)
    return {
      ok: false,
      error: {
        code: 'holds-key',
        chars: 0,
        key,
        message: `No link was made: ${key.where} holds what looks like a live ${key.kind} (${key.masked}), and a link carries its files in full. Revoke the key and take it out (SEC-007 names it), then share again.`
      }
    };
  const packed = await pipe(
    new web.TextEncoder().encode(JSON.stringify(value)),
    new web.CompressionStream('deflate-raw')
  );
  const fragment = `${PREFIX}${SHARE_VERSION}.${toBase64Url(packed as Uint8Array)}`;
  if (fragment.length > MAX_SHARE_CHARS) {
    const kb = (n: number) => `${Math.ceil(n / 1024)} KB`;
    return {
      ok: false,
      error: {
        code: 'too-long',
        chars: fragment.length,
        message: `This link would be ${kb(fragment.length)} long, over the ${kb(MAX_SHARE_CHARS)} a link can safely carry. Download the report as one HTML file and send that instead.`
      }
    };
  }
  return { ok: true, fragment };
}

/** The first key SEC-007 reports in any string of `value` (walked without recursion), and the file it is in. */
function firstLiveKey(value: unknown): { where: string; kind: string; masked: string } | undefined {
  const stack: Array<{ v: unknown; where: string }> = [{ v: value, where: 'the report' }];
  while (stack.length > 0) {
    const { v, where } = stack.pop() as { v: unknown; where: string };
    if (typeof v === 'string') {
      const [key] = liveKeysIn(v);
      if (key) return { where, kind: key.kind, masked: key.masked };
    } else if (v !== null && typeof v === 'object') {
      const path = (v as { path?: unknown }).path;
      const here = typeof path === 'string' && typeof (v as { text?: unknown }).text === 'string' ? path : where;
      for (const x of Object.values(v)) stack.push({ v: x, where: here });
    }
  }
  return undefined;
}

/** True when a location hash holds a share link (whatever its version or state). */
export function isShareHash(hash: string): boolean {
  return hash.replace(/^#/, '').startsWith(PREFIX);
}

/** Reads a location hash (`#s=1....`); any input gives a value or a structured error. */
export async function decodeShare(hash: string): Promise<Decoded<unknown>> {
  try {
    if (typeof hash !== 'string') return fail('not-a-share-link', 'This is not a share link.');
    const body = hash.replace(/^#/, '');
    if (!body.startsWith(PREFIX))
      return fail('not-a-share-link', 'This address holds no shared report (its fragment does not start with #s=).');
    if (body.length > MAX_SHARE_CHARS)
      return fail(
        'too-long',
        `This link is ${body.length} characters long; share links are at most ${MAX_SHARE_CHARS}.`
      );
    const m = /^(\d{1,6})\.(.*)$/s.exec(body.slice(PREFIX.length));
    if (!m) return fail('version', 'This share link has no version (expected #s=1.…); it may have been cut short.');
    if (Number(m[1]) !== SHARE_VERSION)
      return fail(
        'version',
        `This share link is version ${m[1]}; this playground reads version ${SHARE_VERSION}. Open it with the toolgauge that made it.`
      );
    const bytes = fromBase64Url(m[2]);
    if (!bytes)
      return fail(
        'base64',
        'This share link is damaged (characters outside base64url); it may have been cut or changed on the way.'
      );
    let raw: Uint8Array | 'too-large';
    try {
      raw = await pipe(bytes, new web.DecompressionStream('deflate-raw'), MAX_INFLATED_BYTES);
    } catch {
      return fail('inflate', 'This share link is damaged (its data does not decompress); it may have been cut short.');
    }
    if (raw === 'too-large')
      return fail(
        'too-large',
        `This share link expands to more than ${MAX_INFLATED_BYTES / 1024 / 1024} MB and was not opened.`
      );
    let text: string;
    try {
      text = new web.TextDecoder('utf-8', { fatal: true }).decode(raw);
    } catch {
      return fail('json', 'This share link is damaged (its data is not UTF-8 text).');
    }
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch {
      return fail('json', 'This share link is damaged (its data is not JSON).');
    }
  } catch (e) {
    return fail('inflate', `This share link could not be read (${(e as Error)?.message ?? String(e)}).`);
  }
}
