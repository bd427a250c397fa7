/**
 * Which JSON Schema dialect a tool schema is written in, and whether it is valid in it, checked
 * against the dialect's meta-schema with validators ajv generated ahead of time (no code is
 * compiled at run time, so this runs in the playground's worker under its CSP).
 */
import { isPlainObject } from '../tool-facts.ts';
import { validate as validate202012 } from './meta-2020-12.generated.ts';
import { validate as validateDraft07 } from './meta-draft-07.generated.ts';

export type Dialect = '2020-12' | 'draft-07';

interface MetaError {
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}
type MetaValidator = ((value: unknown) => boolean) & { errors?: MetaError[] | null };

const VALIDATORS: Record<Dialect, MetaValidator> = {
  '2020-12': validate202012 as MetaValidator,
  'draft-07': validateDraft07 as MetaValidator
};

const DIALECT_URIS: Record<string, Dialect> = {
  'https://json-schema.org/draft/2020-12/schema': '2020-12',
  'http://json-schema.org/draft-07/schema': 'draft-07',
  'https://json-schema.org/draft-07/schema': 'draft-07'
};

/** The dialect `$schema` names (an empty fragment allowed); `undefined` when absent, the URI itself when unknown. */
export function declaredDialect(schema: unknown): { dialect: Dialect | undefined; uri?: string } {
  if (!isPlainObject(schema) || schema.$schema === undefined) return { dialect: undefined };
  const uri = typeof schema.$schema === 'string' ? schema.$schema : (JSON.stringify(schema.$schema) ?? '');
  return { dialect: DIALECT_URIS[uri.replace(/#$/, '')], uri };
}

export interface DialectProblem {
  /** JSON pointer inside the schema of what breaks the meta-schema ('' for the root). */
  path: string;
  /** ajv's words: "must be equal to one of the allowed values: array, boolean, ...". */
  problem: string;
}

/** Past these the meta-schema is not checked: the validator walks shared objects once per path. */
export const MAX_CHECKED_VALUES = 50_000;
export const MAX_CHECKED_DEPTH = 256;

/**
 * Whether the schema, read as the tree the validator walks, stays within the bounds. A value handed
 * to the core can share objects (a DAG of 2^25 paths in a few dozen objects) or contain itself;
 * the count stops at the bound instead of following them, and the depth bound keeps the recursion short.
 */
export function withinBounds(value: unknown, maxValues = MAX_CHECKED_VALUES, maxDepth = MAX_CHECKED_DEPTH): boolean {
  let count = 0;
  const visit = (v: object, depth: number): boolean => {
    if (++count > maxValues || depth > maxDepth) return false;
    if (Array.isArray(v)) {
      for (const x of v) if (x !== null && typeof x === 'object' && !visit(x, depth + 1)) return false;
    } else {
      for (const k in v) {
        const x = (v as Record<string, unknown>)[k];
        if (x !== null && typeof x === 'object' && !visit(x, depth + 1)) return false;
      }
    }
    return true;
  };
  return value === null || typeof value !== 'object' || visit(value, 0);
}

/** The first place the schema breaks its dialect's meta-schema; undefined when it is valid or too big to check. */
export function dialectProblem(schema: unknown, dialect: Dialect): DialectProblem | undefined {
  if (!withinBounds(schema)) return undefined;
  const validate = VALIDATORS[dialect];
  let ok: boolean;
  try {
    ok = validate(schema);
  } catch {
    // Only a schema nested past the stack can throw here; the catalog's nesting limit keeps that out.
    return undefined;
  }
  if (ok) return undefined;
  const errors = validate.errors ?? [];
  // The deepest error is the one that says what is wrong (anyOf adds a vaguer one above it).
  const e = errors.reduce<MetaError | undefined>(
    (best, x) => (best === undefined || x.instancePath.length > best.instancePath.length ? x : best),
    undefined
  );
  if (!e) return { path: '', problem: 'is not a valid schema' };
  const allowed = Array.isArray(e.params?.allowedValues)
    ? `: ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
    : '';
  return { path: e.instancePath, problem: `${e.message ?? 'is invalid'}${allowed}` };
}
