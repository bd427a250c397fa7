/**
 * Reading a saved suite report back: JSON text to a SuiteReport, or diagnostics with the file,
 * line:column and JSON pointer of what is wrong. A report written by another major version is
 * refused up front (its shape may differ); a newer minor version only adds fields, so it reads.
 */
import type { Diagnostic } from '../source/diagnostic.ts';
import { parseText } from '../source/parse-text.ts';
import { joinPointer } from '../source/pointer.ts';
import { describeType, isPlainObject } from '../source/values.ts';
import { REPORT_VERSION, type SuiteReport } from '../suite/report-types.ts';

/** Diagnostics reported per file before the rest is left out (one broken test would repeat). */
const MAX_ERRORS = 20;

export type ReportParse = { ok: true; report: SuiteReport } | { ok: false; errors: Diagnostic[] };

const VERDICTS = ['pass', 'fail', 'skip', 'error'];
const SUMMARY_KEYS = ['total', 'pass', 'fail', 'skip', 'error', 'floors_breached'] as const;

/** What a value is, for a message: describeType's words, a number as itself. */
export const kindOf = (v: unknown) => (typeof v === 'number' ? String(v) : describeType(v));

export function majorOf(version: string): number | undefined {
  const m = /^(\d+)\.\d+\.\d+(?:[-+].*)?$/.exec(version);
  return m ? Number(m[1]) : undefined;
}

/** Collects diagnostics (at most MAX_ERRORS) while walking a parsed value; partial reports reuse it. */
export class Checker {
  readonly errors: Diagnostic[] = [];

  fail(pointer: string, message: string, expected?: string): void {
    if (this.errors.length < MAX_ERRORS)
      this.errors.push({ message, pointer, ...(expected !== undefined ? { expected } : {}) });
  }

  /** Checks `obj[key]` with `test`; `optional` keys may be absent. Returns whether it held. */
  field(
    obj: Record<string, unknown>,
    base: string,
    key: string,
    expected: string,
    test: (v: unknown) => boolean,
    optional = false
  ): boolean {
    const p = joinPointer(base, key);
    if (!(key in obj) || obj[key] === undefined) {
      if (!optional) this.fail(base, `missing "${key}"`, expected);
      return optional;
    }
    if (test(obj[key])) return true;
    this.fail(p, `"${key}" is ${kindOf(obj[key])}`, expected);
    return false;
  }
}

export const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
export const isCount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
export const isString = (v: unknown) => typeof v === 'string';
const isBool = (v: unknown) => typeof v === 'boolean';

function checkItem(c: Checker, item: unknown, p: string): void {
  if (!isPlainObject(item)) return c.fail(p, `an assertion result is ${kindOf(item)}`, 'an object');
  if (item.kind !== 'assertion' && item.kind !== 'set')
    return c.fail(
      joinPointer(p, 'kind'),
      `unknown assertion result kind ${JSON.stringify(item.kind)}`,
      '"assertion" or "set"'
    );
  c.field(item, p, 'pass', 'true or false', isBool);
  c.field(item, p, 'name', 'a string', isString, true);
  if (item.kind === 'assertion') {
    c.field(item, p, 'target', 'a string', isString);
    c.field(item, p, 'reason', 'a string', isString, true);
    return;
  }
  c.field(item, p, 'score', 'a number', isNumber, true);
  c.field(item, p, 'threshold', 'a number', isNumber, true);
  if (c.field(item, p, 'assertions', 'an array', Array.isArray))
    (item.assertions as unknown[]).forEach((a, i) => checkItem(c, a, joinPointer(p, 'assertions', i)));
}

const HOOK_PHASES = ['beforeAll', 'afterAll', 'beforeEach', 'afterEach'];

/** Hook runs (top level and per test): formats print their strings and patch, so shapes are checked. */
export function checkHooks(c: Checker, owner: Record<string, unknown>, base: string): void {
  if (!Array.isArray(owner.hooks)) {
    c.field(owner, base, 'hooks', 'an array', Array.isArray, true);
    return;
  }
  owner.hooks.forEach((h, i) => {
    const hp = joinPointer(base, 'hooks', i);
    if (!isPlainObject(h)) return c.fail(hp, `a hook run is ${kindOf(h)}`, 'an object');
    if (!HOOK_PHASES.includes(h.phase as string))
      c.fail(joinPointer(hp, 'phase'), `unknown hook phase ${JSON.stringify(h.phase)}`, HOOK_PHASES.join(', '));
    c.field(h, hp, 'command', 'a string', isString);
    c.field(h, hp, 'ok', 'true or false', isBool);
    c.field(h, hp, 'duration_ms', 'a number', isNumber);
    for (const k of ['stdout', 'stderr', 'error', 'signal', 'mode', 'pointer'])
      c.field(h, hp, k, 'a string', isString, true);
    if (isPlainObject(h.patch)) {
      const pp = joinPointer(hp, 'patch');
      c.field(h.patch, pp, 'env', 'an array of strings', (v) => Array.isArray(v) && v.every(isString), true);
      c.field(h.patch, pp, 'vars', 'an object', isPlainObject, true);
      c.field(h.patch, pp, 'skip', 'an object with a reason', (v) => isPlainObject(v) && isString(v.reason), true);
    } else c.field(h, hp, 'patch', 'an object', isPlainObject, true);
  });
}

function checkTest(c: Checker, t: unknown, p: string): void {
  if (!isPlainObject(t)) return c.fail(p, `a test result is ${kindOf(t)}`, 'an object');
  c.field(t, p, 'name', 'a string', isString);
  if ('verdict' in t && !VERDICTS.includes(t.verdict as string))
    c.fail(joinPointer(p, 'verdict'), `unknown verdict ${JSON.stringify(t.verdict)}`, VERDICTS.join(', '));
  else c.field(t, p, 'verdict', VERDICTS.join(', '), isString);
  c.field(t, p, 'reason', 'a string', isString, true);
  // Formats print these as they are (a JUnit line attribute, for one): whole numbers only.
  c.field(t, p, 'line', 'a whole number', isCount, true);
  c.field(t, p, 'column', 'a whole number', isCount, true);
  c.field(t, p, 'model', 'a string', isString, true);
  c.field(t, p, 'score', 'a number', isNumber, true);
  c.field(t, p, 'threshold', 'a number', isNumber, true);
  c.field(t, p, 'metrics', 'an object', isPlainObject, true);
  if (c.field(t, p, 'assertions', 'an array', Array.isArray))
    (t.assertions as unknown[]).forEach((a, i) => checkItem(c, a, joinPointer(p, 'assertions', i)));
  if (Array.isArray(t.derived_metrics)) {
    t.derived_metrics.forEach((m, i) => {
      const mp = joinPointer(p, 'derived_metrics', i);
      if (!isPlainObject(m)) return c.fail(mp, `a derived metric is ${kindOf(m)}`, 'an object');
      c.field(m, mp, 'name', 'a string', isString);
      c.field(m, mp, 'value', 'a number', isNumber);
      c.field(m, mp, 'threshold', 'a number', isNumber, true);
      c.field(m, mp, 'passed', 'true or false', isBool, true);
      c.field(m, mp, 'unknown_refs', 'an array of strings', (v) => Array.isArray(v) && v.every(isString), true);
    });
  } else c.field(t, p, 'derived_metrics', 'an array', Array.isArray, true);
  if (Array.isArray(t.floors)) {
    t.floors.forEach((f, i) => {
      const fp = joinPointer(p, 'floors', i);
      if (!isPlainObject(f)) return c.fail(fp, `a floor is ${kindOf(f)}`, 'an object');
      c.field(f, fp, 'block', 'a string', isString);
      c.field(f, fp, 'pass', 'true or false', isBool);
      c.field(f, fp, 'line', 'a string', isString);
      c.field(f, fp, 'details', 'an array of strings', (v) => Array.isArray(v) && v.every(isString));
    });
  } else c.field(t, p, 'floors', 'an array', Array.isArray, true);
  checkHooks(c, t, p);
}

/** Problems with a parsed value as a SuiteReport (pointers, no positions); empty when it is one. */
export function validateSuiteReport(value: unknown): Diagnostic[] {
  const c = new Checker();
  if (!isPlainObject(value)) {
    c.fail(
      '',
      `a suite report is a JSON object, not ${kindOf(value)}`,
      'the JSON that `toolgauge run --format json` writes'
    );
    return c.errors;
  }
  if (!c.field(value, '', 'version', `a version string such as "${REPORT_VERSION}"`, isString)) return c.errors;
  const major = majorOf(value.version as string);
  const ours = majorOf(REPORT_VERSION)!;
  if (major === undefined) {
    c.fail(
      '/version',
      `"version" ${JSON.stringify(value.version)} is not a MAJOR.MINOR.PATCH version`,
      `a version string such as "${REPORT_VERSION}"`
    );
    return c.errors;
  }
  if (major !== ours) {
    c.fail(
      '/version',
      `report version ${value.version as string} is another major version; expected version ${ours}.x (re-run the suite with this toolgauge to get one)`,
      `version ${ours}.x`
    );
    return c.errors;
  }
  if (c.field(value, '', 'suite', 'an object', isPlainObject)) {
    const s = value.suite as Record<string, unknown>;
    c.field(s, '/suite', 'name', 'a string', isString, true);
    c.field(s, '/suite', 'file', 'a string', isString, true);
  }
  if (c.field(value, '', 'summary', 'an object', isPlainObject)) {
    for (const k of SUMMARY_KEYS)
      c.field(value.summary as Record<string, unknown>, '/summary', k, 'a whole number', isCount);
  }
  if (c.field(value, '', 'tests', 'an array', Array.isArray))
    (value.tests as unknown[]).forEach((t, i) => checkTest(c, t, joinPointer('/tests', i)));
  checkHooks(c, value, '');
  if (c.field(value, '', 'rollups', 'an object', isPlainObject)) {
    for (const [name, r] of Object.entries(value.rollups as Record<string, unknown>)) {
      const p = joinPointer('/rollups', name);
      if (!isPlainObject(r)) c.fail(p, `a rollup is ${kindOf(r)}`, 'an object with mean and count');
      else {
        c.field(r, p, 'mean', 'a number', isNumber);
        c.field(r, p, 'count', 'a whole number', isCount);
      }
    }
  }
  return c.errors;
}

/** JSON text to a SuiteReport, or positioned diagnostics (malformed JSON: file:line:col of the fault). */
export function parseSuiteReportText(text: string, options: { file?: string } = {}): ReportParse {
  const parsed = parseText(text, { format: 'json', ...(options.file !== undefined ? { file: options.file } : {}) });
  if (!parsed.ok)
    return { ok: false, errors: [{ ...parsed.error, ...(options.file !== undefined ? { file: options.file } : {}) }] };
  const errors = validateSuiteReport(parsed.value);
  if (errors.length > 0) {
    return {
      ok: false,
      errors: errors.map((e) => {
        const pos = e.pointer !== undefined ? parsed.locate(e.pointer) : undefined;
        return {
          ...e,
          ...(pos ? { line: pos.line, column: pos.column } : {}),
          ...(options.file !== undefined ? { file: options.file } : {})
        };
      })
    };
  }
  return { ok: true, report: parsed.value as SuiteReport };
}
