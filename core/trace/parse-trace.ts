/**
 * Validates a parsed value (or JSON/YAML text) into the canonical Trace. Accepts `{ "runs": [...] }`
 * or one bare run `{ "calls": [...] }`. Every problem comes back as a Diagnostic with a JSON pointer
 * (and line:column when the trace came from text); nothing throws on bad input.
 *
 * The rules here and `static/schema/trace.json` describe the same shape; a test keeps them in step.
 * Unknown fields on the root, a run or a call are kept: importers add their own (ids, timestamps).
 * A call's `arguments` and `result` may hold any JSON value: malformed arguments are what the
 * `syntax` and `parameterization` diagnostics measure, so they must get through to them.
 */
import type { Diagnostic } from '../source/diagnostic.ts';
import { joinPointer } from '../source/pointer.ts';
import { parseText, type ParsedText, type TextFormat } from '../source/parse-text.ts';
import { isPlainObject, describeType } from '../source/values.ts';
import type { Trace, TraceRun } from './types.ts';

export type TraceResult =
  | { ok: true; trace: Trace; source?: ParsedText }
  | { ok: false; errors: Diagnostic[]; format?: TextFormat };

/** Enough to show every mistake in a hand-written trace without flooding on a broken export. */
const MAX_ERRORS = 50;

const SHAPES = 'a trace: { "runs": [ { "calls": [...] } ] } or a single run { "calls": [...] }';

function describe(v: unknown): string {
  if (v === undefined) return 'missing';
  if (typeof v === 'number' && !Number.isFinite(v)) return 'a non-finite number';
  return describeType(v);
}

/** Parse trace text (JSON or YAML) and locate each diagnostic in it. */
export function parseTraceText(text: string, options: { file?: string; format?: TextFormat } = {}): TraceResult {
  const parsed = parseText(text, options);
  if (!parsed.ok) return { ok: false, errors: [parsed.error], format: parsed.format };
  const result = parseTraceValue(parsed.value);
  if (result.ok) return { ...result, source: parsed };
  const place = (d: Diagnostic): Diagnostic => ({
    ...d,
    ...(d.pointer !== undefined ? (parsed.locate(d.pointer) ?? {}) : {}),
    file: options.file
  });
  return { ok: false, errors: result.errors.map(place), format: parsed.format };
}

/** Validate an already-parsed value. */
export function parseTraceValue(value: unknown): TraceResult {
  const errors: Diagnostic[] = [];
  const fail = (message: string, expected: string, pointer: string) => {
    if (errors.length < MAX_ERRORS) errors.push({ message, expected, pointer });
  };
  if (!isPlainObject(value)) {
    fail(`the trace is ${describe(value)}`, SHAPES, '');
    return { ok: false, errors };
  }
  const hasRuns = 'runs' in value;
  const hasCalls = 'calls' in value;
  if (hasRuns && hasCalls) {
    fail('the trace has both "runs" and "calls"', 'either "runs" (several runs) or "calls" (one run), not both', '');
    return { ok: false, errors };
  }
  let runs: TraceRun[] = [];
  if (hasRuns) {
    if (!Array.isArray(value.runs)) {
      fail(`"runs" is ${describe(value.runs)}`, 'an array of runs, each { "calls": [...] }', '/runs');
    } else {
      runs = value.runs
        .map((raw, i) => readRun(raw, joinPointer('/runs', i), fail))
        .filter((r): r is TraceRun => r !== undefined);
    }
  } else if (hasCalls) {
    const run = readRun(value, '', fail);
    if (run) runs = [run];
  } else {
    fail('no "runs" or "calls" found', SHAPES, '');
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, trace: { runs } };
}

type Fail = (message: string, expected: string, pointer: string) => void;

function readRun(raw: unknown, pointer: string, fail: Fail): TraceRun | undefined {
  const where = pointer === '' ? 'the run' : `run ${pointer.slice('/runs/'.length)}`;
  if (!isPlainObject(raw)) {
    fail(`${where} is ${describe(raw)}`, 'a run object with "calls"', pointer);
    return undefined;
  }
  let ok = true;
  const bad = (field: string, expected: string) => {
    ok = false;
    fail(`${where} has "${field}" that is ${describe(raw[field])}`, expected, joinPointer(pointer, field));
  };
  if (!('calls' in raw)) {
    fail(`${where} has no "calls"`, 'a "calls" array (empty when the agent called nothing)', pointer);
    ok = false;
  } else if (!Array.isArray(raw.calls)) {
    bad('calls', 'an array of calls, each { "tool": "name" }');
  } else {
    // Pointers are built only for calls that fail: a long trace is mostly valid calls.
    const calls = raw.calls;
    for (let i = 0; i < calls.length; i++)
      if (!checkCall(calls[i], () => joinPointer(pointer, 'calls', i), i, fail)) ok = false;
  }
  if (raw.model !== undefined && typeof raw.model !== 'string') bad('model', 'a string');
  if (raw.answer !== undefined && typeof raw.answer !== 'string') bad('answer', 'a string');
  if (raw.stopped_early !== undefined && typeof raw.stopped_early !== 'boolean') bad('stopped_early', 'true or false');
  if (raw.seed !== undefined && !Number.isInteger(raw.seed)) bad('seed', 'an integer');
  if (raw.cost !== undefined && !isCount(raw.cost)) bad('cost', 'a number of dollars, 0 or more');
  if (raw.surface !== undefined) {
    if (!Array.isArray(raw.surface)) bad('surface', 'an array of tool definitions or tool ids');
    else
      raw.surface.forEach((t, i) => {
        const at = joinPointer(pointer, 'surface', i);
        if (typeof t === 'string') {
          if (t === '')
            ok = report(fail, `surface entry ${i} is an empty string`, 'a tool id or a tool definition', at);
        } else if (!isPlainObject(t)) {
          ok = report(
            fail,
            `surface entry ${i} is ${describe(t)}`,
            'a tool id (string) or a tool definition with a "name"',
            at
          );
        } else if (typeof t.name !== 'string' || t.name === '') {
          ok = report(
            fail,
            `surface entry ${i} has a name that is ${describe(t.name)}`,
            'a non-empty string name',
            joinPointer(at, 'name')
          );
        }
      });
  }
  if (raw.distractors !== undefined) {
    if (!Array.isArray(raw.distractors)) bad('distractors', 'an array of tool ids');
    else
      raw.distractors.forEach((d, i) => {
        if (typeof d !== 'string' || d === '')
          ok = report(
            fail,
            `distractor ${i} is ${describe(d)}`,
            'a non-empty tool id',
            joinPointer(pointer, 'distractors', i)
          );
      });
  }
  if (raw.tokens !== undefined) {
    if (!isPlainObject(raw.tokens)) bad('tokens', 'an object { "input", "output", "total" } of token counts');
    else
      for (const key of ['input', 'output', 'total'] as const) {
        const v = raw.tokens[key];
        if (v !== undefined && !isCount(v))
          ok = report(
            fail,
            `tokens.${key} is ${describe(v)}`,
            'a token count, 0 or more',
            joinPointer(pointer, 'tokens', key)
          );
      }
  }
  return ok ? (raw as TraceRun) : undefined;
}

function checkCall(call: unknown, at: () => string, index: number, fail: Fail): boolean {
  const where = `call ${index}`;
  if (!isPlainObject(call)) return report(fail, `${where} is ${describe(call)}`, 'a call object with a "tool"', at());
  let ok = true;
  if (typeof call.tool !== 'string') {
    if (!('tool' in call)) ok = report(fail, `${where} has no "tool"`, "the called tool's name as a string", at());
    else
      ok = report(fail, `${where} has a "tool" that is ${describe(call.tool)}`, 'a string', joinPointer(at(), 'tool'));
  }
  if (call.server !== undefined && typeof call.server !== 'string')
    ok = report(
      fail,
      `${where} has a "server" that is ${describe(call.server)}`,
      'a string',
      joinPointer(at(), 'server')
    );
  if (call.isError !== undefined && typeof call.isError !== 'boolean')
    ok = report(
      fail,
      `${where} has "isError" that is ${describe(call.isError)}`,
      'true or false',
      joinPointer(at(), 'isError')
    );
  if (call.error !== undefined && typeof call.error !== 'string')
    ok = report(
      fail,
      `${where} has an "error" that is ${describe(call.error)}`,
      'the error message as a string',
      joinPointer(at(), 'error')
    );
  return ok;
}

function report(fail: Fail, message: string, expected: string, pointer: string): false {
  fail(message, expected, pointer);
  return false;
}

function isCount(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0;
}
