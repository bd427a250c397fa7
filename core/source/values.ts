/**
 * Reading values of unknown shape (parsed JSON and YAML): the guards every reader starts from,
 * written once here at the bottom of the tree so any folder can use them without importing a feature.
 */

/** A JSON object: not null, not an array. */
export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
