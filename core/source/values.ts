/**
 * Reading values of unknown shape (parsed JSON and YAML): the guards every reader starts from,
 * written once here at the bottom of the tree so any folder can use them without importing a feature.
 */

/** A JSON object: not null, not an array. */
export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** What a value is, for a message: "null", "an array", "an object", "an empty string", "a string", "a number"... */
export function describeType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return v === '' ? 'an empty string' : 'a string';
  return `a ${typeof v}`;
}

/**
 * What a value is, as a reader of YAML-shaped settings names it: "null", "a list", "a mapping" (or
 * `objectWord`), else its type and its JSON: "number 3", "string \"x\"", "boolean true".
 */
export function describeSettingValue(v: unknown, objectWord = 'a mapping'): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return objectWord;
  return `${typeof v} ${JSON.stringify(v)}`;
}
