/**
 * Shared pieces of the property-based fuzzing (tests/fuzz/*.test.ts): input generators that
 * start from real example files (so they reach deep into each parser instead of dying at the
 * first character) and the invariants every parser and command must keep on any input:
 * a result or a structured error, never an uncaught exception, never a hang, never a stack trace,
 * and every error names a position (line:column or a JSON pointer).
 * Runs are bounded to keep `npm test` quick; `npm run fuzz` sets FUZZ_RUNS for a longer soak.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stringify as toYaml } from 'yaml';
import type { Diagnostic } from '#core/source/diagnostic';
import { REPO } from '../unit/helpers/cli.ts';

/** Runs per property: small in `npm test`, FUZZ_RUNS (e.g. 5000) in `npm run fuzz`. */
export function runs(base: number): number {
  const soak = Number(process.env.FUZZ_RUNS);
  return Number.isFinite(soak) && soak > 0 ? Math.max(base, soak) : base;
}

/**
 * fast-check settings: a fixed seed unless FUZZ_SEED says otherwise, so failures reproduce. In
 * `npm test` each property also stops after `limitMs` (fewer runs on a slow or loaded machine,
 * never a slow suite); the soak has no time limit.
 */
export function params(base: number, limitMs = 3000): fc.Parameters<unknown> {
  const soak = process.env.FUZZ_RUNS !== undefined;
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : soak ? Date.now() : 22;
  return { numRuns: runs(base), seed, endOnFailure: true, ...(soak ? {} : { interruptAfterTimeLimit: limitMs }) };
}

export const example = (rel: string) => readFileSync(path.join(REPO, rel), 'utf8');

const TOKENS = [
  '{',
  '}',
  '[',
  ']',
  ':',
  ',',
  '"',
  "'",
  '-',
  '- ',
  '\n',
  '\n  ',
  '#',
  '&a ',
  '*a',
  '!!binary ',
  '<<: ',
  '|',
  '>',
  '\\',
  '\\u',
  '\ud800',
  '\u202e',
  '<|endoftext|>',
  'null',
  'true',
  '1e999',
  '-0',
  '__proto__',
  'constructor',
  '$ref',
  '"$ref": "#/"',
  '\t',
  '\r\n',
  '\u0000'
];

/** A text mutation: cut, duplicate, insert a syntax token or random text, at a random place. */
const edit = fc.oneof(
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat(), len: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('dup' as const), at: fc.nat(), len: fc.integer({ min: 1, max: 80 }) }),
  fc.record({ kind: fc.constant('token' as const), at: fc.nat(), token: fc.constantFrom(...TOKENS) }),
  fc.record({ kind: fc.constant('text' as const), at: fc.nat(), token: fc.string({ maxLength: 12, unit: 'binary' }) })
);

function applyEdit(text: string, e: { kind: string; at: number; len?: number; token?: string }): string {
  const at = text.length === 0 ? 0 : e.at % (text.length + 1);
  if (e.kind === 'cut') return text.slice(0, at) + text.slice(at + (e.len ?? 1));
  if (e.kind === 'dup') return text.slice(0, at) + text.slice(at, at + (e.len ?? 1)) + text.slice(at);
  return text.slice(0, at) + (e.token ?? '') + text.slice(at);
}

/** Byte-level mutations of a real file: mostly broken syntax near valid structure. */
export function mutatedText(base: string): fc.Arbitrary<string> {
  return fc.array(edit, { minLength: 1, maxLength: 4 }).map((edits) => edits.reduce(applyEdit, base));
}

/** A JSON value with odd but valid content: wrong types, empty containers, huge numbers, long strings. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    null,
    '',
    0,
    -1,
    1.5,
    1e308,
    true,
    [],
    {},
    [null],
    { '': '' },
    '<|im_start|>',
    'x'.repeat(3000),
    { $ref: '#' },
    { $ref: '#/a/b' }
  ),
  fc.string({ maxLength: 20 })
);

/** Paths into a value: each step an index into that container's keys. */
function replaceAt(root: unknown, steps: number[], value: unknown): unknown {
  if (steps.length === 0 || root === null || typeof root !== 'object') return value;
  const [step, ...rest] = steps;
  if (Array.isArray(root)) {
    if (root.length === 0) return value;
    const copy = [...root];
    const i = step % (copy.length + 1);
    if (i === copy.length) copy.push(value);
    else copy[i] = replaceAt(copy[i], rest, value);
    return copy;
  }
  const keys = Object.keys(root);
  if (keys.length === 0) return value;
  const copy: Record<string, unknown> = { ...(root as Record<string, unknown>) };
  const k = step % (keys.length + 1);
  if (k === keys.length) copy[`extra${step}`] = value;
  else if (step % 7 === 3) delete copy[keys[k]];
  else copy[keys[k]] = replaceAt(copy[keys[k]], rest, value);
  return copy;
}

/** Structure-aware mutations of a real document: valid syntax, wrong shapes; as JSON or YAML. */
export function mutatedDocument(base: unknown): fc.Arbitrary<string> {
  const one = fc.record({ steps: fc.array(fc.nat(), { maxLength: 6 }), value: oddValue });
  return fc
    .tuple(fc.array(one, { minLength: 1, maxLength: 3 }), fc.constantFrom('json', 'yaml'))
    .map(([edits, format]) => {
      const value = edits.reduce((v, e) => replaceAt(v, e.steps, e.value), base);
      return format === 'json' ? JSON.stringify(value, null, 2) : toYaml(value);
    });
}

/** Either kind of mutation of one example file (parsed as YAML/JSON for the structured kind). */
export function mutationsOf(text: string, parse: (t: string) => unknown): fc.Arbitrary<string> {
  return fc.oneof(mutatedText(text), mutatedDocument(parse(text)));
}

/** Every error must say where: a line (and column) or a JSON pointer. */
export function positionless(errors: readonly Diagnostic[]): Diagnostic[] {
  return errors.filter((d) => d.line === undefined && d.pointer === undefined);
}

/** What a command printed must hold no stack trace and no internal error. */
export function stackTrace(stderr: string): boolean {
  return /internal error|\n\s+at .+:\d+:\d+\)?/.test(stderr);
}

/**
 * For a command's exit 2 on unusable input: stderr names a position in the input at least once
 * (`file:line:col:` or a JSON pointer `at /...`); summary lines may follow.
 */
export function namesAPosition(stderr: string, lineRequired = false): boolean {
  return stderr
    .split('\n')
    .some((l) => /:\d+:\d+: /.test(l) || (!lineRequired && (/ at \/\S*/.test(l) || /\(at \/\S*\)/.test(l))));
}
