/** JSON with object keys sorted, so a reordered schema is not a change. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value as object).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The same text up to whitespace: runs of spaces, tabs and newlines count as one space, ends trimmed. */
export const sameText = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string'
    ? a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim()
    : canonicalJson(a) === canonicalJson(b);

/**
 * canonicalJson with every string's whitespace collapsed: two values equal under it differ in key
 * order or whitespace only (a `none` change).
 */
export function looseJson(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.replace(/\s+/g, ' ').trim());
  if (Array.isArray(value)) return `[${value.map(looseJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value as object).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${looseJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return value === undefined ? 'undefined' : JSON.stringify(value);
}
