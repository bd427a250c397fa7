/**
 * The `headers` of a live-panel request body (listing and calling a server by URL): header names
 * to string values, or the sentence saying what is wrong with them.
 */
import { isPlainObject } from '#core/source/values';

/** RFC 9110's token characters: what a header name may hold. */
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

export function headersOf(v: unknown): Record<string, string> | string {
  if (v === undefined) return {};
  if (!isPlainObject(v)) return '"headers" must be an object of header names to values';
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(v)) {
    if (typeof x !== 'string') return `header "${k}" must be a string`;
    if (!HEADER_NAME.test(k)) return `"${k}" is not a valid header name`;
    out[k] = x;
  }
  return out;
}
