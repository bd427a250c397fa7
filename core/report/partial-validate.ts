/**
 * Reading a partial report back: JSON text to a PartialReport, or diagnostics with line:column and
 * the JSON pointer of what is wrong. Checked deeply enough that merging cannot crash or hang on a
 * hand-edited file: the envelope, every cell's outcome, and the test fields the cell enumeration
 * reads (kind, name, pointer, runs, model, models, trace). Scoring catches anything deeper.
 */
import type { Diagnostic } from '../source/diagnostic.ts';
import { parseText } from '../source/parse-text.ts';
import { joinPointer } from '../source/pointer.ts';
import { isPlainObject } from '../source/values.ts';
import { PARTIAL_KIND, PARTIAL_VERSION, type PartialReport } from './partial.ts';
import { Checker, checkHooks, isCount, isNumber, isString, kindOf, majorOf } from './validate.ts';

export type PartialParse = { ok: true; partial: PartialReport } | { ok: false; errors: Diagnostic[] };

const OUTCOME_KINDS = ['not_run', 'tool_result', 'catalog_text', 'catalog_value', 'trace'];
const TEST_KINDS = ['tool', 'agent', 'tool_quality'];
/** Far above any real suite; a bound so a hand-edited runs: cannot make the merger enumerate forever. */
const MAX_RUNS = 100_000;

const isStrings = (v: unknown) => Array.isArray(v) && v.every(isString);

function checkOutcome(c: Checker, o: unknown, p: string): void {
  if (!isPlainObject(o)) return c.fail(p, `an outcome is ${kindOf(o)}`, 'an object');
  if (!OUTCOME_KINDS.includes(o.kind as string))
    return c.fail(joinPointer(p, 'kind'), `unknown outcome kind ${JSON.stringify(o.kind)}`, OUTCOME_KINDS.join(', '));
  if (o.kind === 'not_run') {
    if (!['skip', 'error', 'fail'].includes(o.verdict as string))
      c.fail(
        joinPointer(p, 'verdict'),
        `a not_run outcome's verdict is ${JSON.stringify(o.verdict)}`,
        'skip, error or fail'
      );
    c.field(o, p, 'reason', 'a string', isString);
  } else if (o.kind === 'catalog_text') {
    c.field(o, p, 'file', 'a string', isString);
    c.field(o, p, 'text', 'a string', isString);
  } else if (o.kind === 'trace') {
    if (c.field(o, p, 'runs', 'an array of runs', Array.isArray)) {
      (o.runs as unknown[]).forEach((r, i) => {
        const rp = joinPointer(p, 'runs', i);
        if (!isPlainObject(r)) return c.fail(rp, `a run is ${kindOf(r)}`, 'an object');
        c.field(r, rp, 'calls', 'an array', Array.isArray);
      });
    }
  } else {
    const need = o.kind === 'tool_result' ? 'result' : 'value';
    if (!(need in o)) c.fail(p, `missing "${need}"`);
  }
}

function checkTest(c: Checker, t: unknown, p: string): void {
  if (!isPlainObject(t)) return c.fail(p, `a test is ${kindOf(t)}`, 'an object');
  if (!TEST_KINDS.includes(t.kind as string))
    return c.fail(joinPointer(p, 'kind'), `unknown test kind ${JSON.stringify(t.kind)}`, TEST_KINDS.join(', '));
  c.field(t, p, 'name', 'a string', isString);
  c.field(t, p, 'pointer', 'a string', isString);
  c.field(t, p, 'items', 'an array', Array.isArray);
  c.field(t, p, 'derived', 'an array', Array.isArray);
  if (t.kind !== 'agent') return;
  c.field(
    t,
    p,
    'runs',
    `a whole number from 1 to ${MAX_RUNS}`,
    (v) => isCount(v) && (v as number) >= 1 && (v as number) <= MAX_RUNS
  );
  c.field(t, p, 'model', 'a string', isString, true);
  c.field(t, p, 'models', 'an array of strings', isStrings, true);
  c.field(t, p, 'trace', 'a string', isString, true);
  c.field(t, p, 'blocks', 'an object', isPlainObject);
}

/** Problems with a parsed value as a PartialReport (pointers, no positions); empty when it is one. */
export function validatePartial(value: unknown): Diagnostic[] {
  const c = new Checker();
  const expected = 'the JSON that `toolgauge run <suite> --shard i/n` writes';
  if (!isPlainObject(value)) {
    c.fail('', `a partial report is a JSON object, not ${kindOf(value)}`, expected);
    return c.errors;
  }
  if (value.kind !== PARTIAL_KIND) {
    const report = 'summary' in value && 'tests' in value;
    c.fail(
      report ? '' : '/kind',
      report
        ? "this is a whole suite report, not a shard's partial report; render it with toolgauge report"
        : `"kind" is ${JSON.stringify(value.kind)}, not "${PARTIAL_KIND}"`,
      expected
    );
    return c.errors;
  }
  if (!c.field(value, '', 'version', `a version string such as "${PARTIAL_VERSION}"`, isString)) return c.errors;
  if (majorOf(value.version as string) !== majorOf(PARTIAL_VERSION)) {
    c.fail(
      '/version',
      `partial report version ${String(value.version)} is not readable here; expected version ${majorOf(PARTIAL_VERSION)}.x`,
      `version ${majorOf(PARTIAL_VERSION)}.x`
    );
    return c.errors;
  }
  c.field(value, '', 'toolgauge', 'the toolgauge version that wrote it', isString);
  if (c.field(value, '', 'shard', 'an object {index, total}', isPlainObject)) {
    const s = value.shard as Record<string, unknown>;
    c.field(s, '/shard', 'total', 'a whole number, at least 1', (v) => isCount(v) && (v as number) >= 1);
    c.field(
      s,
      '/shard',
      'index',
      `a whole number from 1 to the total`,
      (v) => isCount(v) && (v as number) >= 1 && (!isCount(s.total) || (v as number) <= (s.total as number))
    );
  }
  if (c.field(value, '', 'suite', 'an object {path, hash}', isPlainObject)) {
    c.field(value.suite as Record<string, unknown>, '/suite', 'path', 'a string', isString);
    c.field(value.suite as Record<string, unknown>, '/suite', 'hash', 'a string', isString);
  }
  c.field(value, '', 'filter', 'a string', isString, true);
  c.field(value, '', 'cells_total', 'a whole number', isCount);
  if (c.field(value, '', 'scoring', 'an object {suite, files, locations}', isPlainObject)) {
    const s = value.scoring as Record<string, unknown>;
    if (c.field(s, '/scoring', 'suite', 'an object with tests', isPlainObject)) {
      const suite = s.suite as Record<string, unknown>;
      c.field(suite, '/scoring/suite', 'name', 'a string', isString, true);
      if (c.field(suite, '/scoring/suite', 'tests', 'an array', Array.isArray))
        (suite.tests as unknown[]).forEach((t, i) => checkTest(c, t, joinPointer('/scoring/suite/tests', i)));
    }
    if (c.field(s, '/scoring', 'files', 'an object', isPlainObject)) {
      for (const [k, f] of Object.entries(s.files as Record<string, unknown>)) {
        if (!isPlainObject(f) || !(isString(f.text) || isString(f.error)))
          c.fail(joinPointer('/scoring/files', k), `a file is ${kindOf(f)}`, 'an object {text} or {error}');
      }
    }
    if (c.field(s, '/scoring', 'locations', 'an object', isPlainObject)) {
      for (const [k, pos] of Object.entries(s.locations as Record<string, unknown>)) {
        if (!isPlainObject(pos) || !isCount(pos.line) || !isCount(pos.column))
          c.fail(
            joinPointer('/scoring/locations', k),
            `a location is ${kindOf(pos)}`,
            'an object {line, column} of whole numbers'
          );
      }
    }
  }
  if (c.field(value, '', 'cells', 'an array', Array.isArray)) {
    (value.cells as unknown[]).forEach((cell, i) => {
      const p = joinPointer('/cells', i);
      if (!isPlainObject(cell)) return c.fail(p, `a cell is ${kindOf(cell)}`, 'an object {key, name, outcome}');
      c.field(cell, p, 'key', 'a string', isString);
      c.field(cell, p, 'name', 'a string', isString);
      if ('outcome' in cell) checkOutcome(c, cell.outcome, joinPointer(p, 'outcome'));
      else c.fail(p, 'missing "outcome"', 'an object');
      checkHooks(c, cell, p);
    });
  }
  checkHooks(c, value, '');
  if (c.field(value, '', 'timing', 'an object {started_at, duration_ms}', isPlainObject)) {
    c.field(value.timing as Record<string, unknown>, '/timing', 'started_at', 'a string', isString);
    c.field(value.timing as Record<string, unknown>, '/timing', 'duration_ms', 'a number', isNumber);
  }
  return c.errors;
}

/** JSON text to a PartialReport, or positioned diagnostics naming the file. */
export function parsePartialText(text: string, options: { file?: string } = {}): PartialParse {
  const file = options.file !== undefined ? { file: options.file } : {};
  const parsed = parseText(text, { format: 'json', ...file });
  if (!parsed.ok) return { ok: false, errors: [{ ...parsed.error, ...file }] };
  const errors = validatePartial(parsed.value);
  if (errors.length === 0) return { ok: true, partial: parsed.value as PartialReport };
  return {
    ok: false,
    errors: errors.map((e) => {
      const pos = e.pointer !== undefined ? parsed.locate(e.pointer) : undefined;
      return { ...e, ...(pos ? { line: pos.line, column: pos.column } : {}), ...file };
    })
  };
}
