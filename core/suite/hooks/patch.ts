/**
 * A context hook's stdout: nothing (a no-op) or one JSON object holding only `env`, `vars` and
 * `skip`, so a hook can inject values or skip, and never reach into the rest of the suite.
 */
import type { VarValue } from '../interpolate.ts';
import type { HookPatch } from './types.ts';
import { isPlainObject } from '../../source/values.ts';

export type PatchParse = { ok: true; patch: HookPatch } | { ok: false; problem: string };

const KEYS = ['env', 'vars', 'skip'];

const isVarValue = (v: unknown): v is VarValue =>
  typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

/** `{"a":1,...}` cut to `max` characters, for messages that quote what a hook printed. */
export function quoteOutput(text: string, max = 200): string {
  const s = JSON.stringify(text.length > max ? text.slice(0, max) : text);
  return text.length > max ? `${s}… (${text.length} characters)` : s;
}

function skipOf(value: unknown): { ok: true; skip?: { reason: string } } | { ok: false; problem: string } {
  if (value === undefined || value === null || value === false) return { ok: true };
  if (value === true) return { ok: true, skip: { reason: 'skipped by a hook' } };
  if (typeof value === 'string' && value.trim() !== '') return { ok: true, skip: { reason: value } };
  if (
    isPlainObject(value) &&
    Object.keys(value).every((k) => k === 'reason') &&
    (value.reason === undefined || typeof value.reason === 'string')
  ) {
    return {
      ok: true,
      skip: {
        reason: typeof value.reason === 'string' && value.reason.trim() !== '' ? value.reason : 'skipped by a hook'
      }
    };
  }
  return { ok: false, problem: '"skip" must be { "reason": "..." }, true, or a reason string' };
}

export function parseHookPatch(stdout: string): PatchParse {
  const text = stdout.trim();
  if (text === '') return { ok: true, patch: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'that is not one JSON object' };
  }
  if (!isPlainObject(value)) return { ok: false, problem: 'a context hook prints one JSON object (or nothing)' };
  const unknown = Object.keys(value).filter((k) => !KEYS.includes(k));
  if (unknown.length > 0)
    return {
      ok: false,
      problem: `only env, vars and skip may be returned, not ${unknown.map((k) => JSON.stringify(k)).join(', ')}`
    };
  const patch: HookPatch = {};
  if (value.env !== undefined) {
    if (!isPlainObject(value.env) || !Object.values(value.env).every((v) => typeof v === 'string'))
      return { ok: false, problem: '"env" must be an object of string values' };
    patch.env = value.env as Record<string, string>;
  }
  if (value.vars !== undefined) {
    if (!isPlainObject(value.vars) || !Object.values(value.vars).every(isVarValue))
      return { ok: false, problem: '"vars" must be an object of strings, numbers or booleans' };
    patch.vars = value.vars as Record<string, VarValue>;
  }
  const skip = skipOf(value.skip);
  if (!skip.ok) return skip;
  if (skip.skip) patch.skip = skip.skip;
  return { ok: true, patch };
}
