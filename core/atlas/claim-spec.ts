/** Reads the claims of a task: plain strings (judge-only) or `{ claim, check?, partial? }` objects. */
import type { Diagnostic } from '../source/diagnostic.ts';
import { joinPointer } from '../source/pointer.ts';
import type { Check, CheckSource, Claim } from './types.ts';
import { isPlainObject } from '../source/values.ts';

export const REGEX_FLAGS = /^[imsu]*$/;
/** User patterns longer than this are refused outright: they are hostile or a mistake. */
export const MAX_PATTERN_LENGTH = 1000;

function readSource(v: unknown, pointer: string, errors: Diagnostic[]): CheckSource | undefined {
  if (v === undefined || v === 'answer') return v;
  if (isPlainObject(v) && typeof v.tool === 'string' && v.tool !== '') return { tool: v.tool };
  errors.push({
    message: 'a check reads "answer" or a tool\'s output',
    expected: '"answer" or { "tool": "<tool id>" }',
    pointer
  });
  return undefined;
}

function readCheck(v: unknown, pointer: string, errors: Diagnostic[]): Check | undefined {
  if (!isPlainObject(v)) {
    errors.push({
      message: 'a check must be an object',
      expected: '{ "contains" }, { "regex" } or { "number" }',
      pointer
    });
    return undefined;
  }
  const kinds = ['contains', 'regex', 'number'].filter((k) => v[k] !== undefined);
  if (kinds.length !== 1) {
    errors.push({
      message:
        kinds.length === 0
          ? 'a check needs one of contains, regex or number'
          : `a check has ${kinds.join(' and ')}; use one per check (a list of checks must all pass)`,
      expected: 'exactly one of "contains", "regex", "number"',
      pointer
    });
    return undefined;
  }
  const source = readSource(v.in, joinPointer(pointer, 'in'), errors);
  const withSource = <T extends object>(c: T): T => (source === undefined ? c : { ...c, in: source });
  if (v.contains !== undefined) {
    const ok =
      typeof v.contains === 'string'
        ? v.contains !== ''
        : Array.isArray(v.contains) &&
          v.contains.length > 0 &&
          v.contains.every((s) => typeof s === 'string' && s !== '');
    if (!ok) {
      errors.push({
        message: 'contains must be non-empty text or a list of it',
        expected: 'a string or an array of strings',
        pointer: joinPointer(pointer, 'contains')
      });
      return undefined;
    }
    return withSource({
      contains: v.contains as string | string[],
      ...(v.case_sensitive === true ? { case_sensitive: true } : {})
    });
  }
  if (v.regex !== undefined) {
    const flags = v.flags === undefined ? '' : v.flags;
    if (typeof v.regex !== 'string' || v.regex === '' || v.regex.length > MAX_PATTERN_LENGTH) {
      errors.push({
        message: 'regex must be a non-empty pattern',
        expected: `a string of at most ${MAX_PATTERN_LENGTH} characters`,
        pointer: joinPointer(pointer, 'regex')
      });
      return undefined;
    }
    if (typeof flags !== 'string' || !REGEX_FLAGS.test(flags)) {
      errors.push({
        message: 'unsupported regex flags',
        expected: 'any of i, m, s, u',
        pointer: joinPointer(pointer, 'flags')
      });
      return undefined;
    }
    try {
      // Compiling does not run the pattern, so it is safe here; matching goes through the bounded evaluator.
      new RegExp(v.regex, flags);
    } catch (e) {
      errors.push({
        message: `invalid regex: ${(e as Error).message}`,
        expected: 'a JavaScript regular expression',
        pointer: joinPointer(pointer, 'regex')
      });
      return undefined;
    }
    return withSource({ regex: v.regex, ...(flags ? { flags } : {}) });
  }
  const tolerance = v.tolerance ?? 0;
  if (typeof v.number !== 'number' || !Number.isFinite(v.number)) {
    errors.push({
      message: 'number must be a finite number',
      expected: 'a number',
      pointer: joinPointer(pointer, 'number')
    });
    return undefined;
  }
  if (typeof tolerance !== 'number' || !(tolerance >= 0)) {
    errors.push({
      message: 'tolerance must be 0 or more',
      expected: 'a non-negative number',
      pointer: joinPointer(pointer, 'tolerance')
    });
    return undefined;
  }
  if (v.unit !== undefined && (typeof v.unit !== 'string' || v.unit.trim() === '')) {
    errors.push({
      message: 'unit must be non-empty text',
      expected: 'a string such as "km"',
      pointer: joinPointer(pointer, 'unit')
    });
    return undefined;
  }
  return withSource({ number: v.number, tolerance, ...(typeof v.unit === 'string' ? { unit: v.unit.trim() } : {}) });
}

function readChecks(v: unknown, pointer: string, errors: Diagnostic[]): Check[] | undefined {
  if (v === undefined) return undefined;
  const list = Array.isArray(v) ? v : [v];
  if (list.length === 0) {
    errors.push({ message: 'an empty list of checks', expected: 'at least one check', pointer });
    return undefined;
  }
  const checks = list.map((c, i) => readCheck(c, Array.isArray(v) ? joinPointer(pointer, i) : pointer, errors));
  return checks.every((c): c is Check => c !== undefined) ? checks : undefined;
}

export function readClaim(v: unknown, pointer: string, errors: Diagnostic[]): Claim | undefined {
  if (typeof v === 'string' && v.trim() !== '') return { claim: v };
  if (!isPlainObject(v) || typeof v.claim !== 'string' || v.claim.trim() === '') {
    errors.push({
      message: 'a claim is its statement, or an object with one',
      expected: 'a string, or { "claim": "...", "check"?, "partial"? }',
      pointer: isPlainObject(v) ? joinPointer(pointer, 'claim') : pointer
    });
    return undefined;
  }
  const before = errors.length;
  const check = readChecks(v.check, joinPointer(pointer, 'check'), errors);
  const partial = readChecks(v.partial, joinPointer(pointer, 'partial'), errors);
  if (partial && !check)
    errors.push({
      message: 'a partial check without a full check',
      expected: 'a "check" beside "partial"',
      pointer: joinPointer(pointer, 'partial')
    });
  if (errors.length > before) return undefined;
  return { claim: v.claim, ...(check ? { check } : {}), ...(partial ? { partial } : {}) };
}

/** Tools a claim's checks read; each must be on the task's surface. */
export function toolsReadBy(claim: Claim): string[] {
  return [...(claim.check ?? []), ...(claim.partial ?? [])].flatMap((c) =>
    c.in !== undefined && c.in !== 'answer' ? [c.in.tool] : []
  );
}
