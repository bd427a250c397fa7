/** Shared helpers: how a value reads as text, JSON-semantic equality, and short previews. */

/** Strings read as themselves; anything else as its JSON text. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? String(value);
}

export function preview(value: unknown, max = 80): string {
  const s = value === undefined ? 'nothing' : (JSON.stringify(value) ?? String(value));
  return s.length > max ? s.slice(0, max - 1) + '…' : s;
}

/** Deep equality over JSON values: key order does not matter, array order does. */
export function deepEqual(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (depth > 256 || typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => deepEqual(v, bb[i], depth + 1));
  }
  const ak = Object.keys(a as object);
  const bo = b as Record<string, unknown>;
  if (ak.length !== Object.keys(bo).length) return false;
  return ak.every((k) => Object.hasOwn(bo, k) && deepEqual((a as Record<string, unknown>)[k], bo[k], depth + 1));
}
