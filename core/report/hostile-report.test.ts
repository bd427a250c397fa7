/**
 * A saved report is user input: whatever a file holds, reading it either refuses it with
 * diagnostics or every format renders it, and the JUnit output stays well-formed XML.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { savedReport } from '../../tests/fixtures/reports/example-reports.ts';
import { checkXml } from '../../tests/fixtures/reports/xml-wellformed.ts';
import { joinPointer, splitPointer } from '../source/pointer.ts';
import { compareReports } from './compare.ts';
import { COMPARE_FORMATS } from './compare-formats.ts';
import { REPORT_FORMATS } from './formats/index.ts';
import { parseSuiteReportText } from './validate.ts';

const base = savedReport('floor-flip.json');

function pointers(value: unknown, at = ''): string[] {
  if (value === null || typeof value !== 'object') return [at];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [at, ...keys.flatMap((k) => pointers((value as Record<string | number, unknown>)[k], joinPointer(at, k)))];
}

function replaceAt(root: unknown, pointer: string, next: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(root));
  const segs = splitPointer(pointer);
  if (segs.length === 0) return next;
  let node = copy;
  for (const s of segs.slice(0, -1)) node = node[s];
  node[segs[segs.length - 1]] = next;
  return copy;
}

const all = pointers(base);
const hostileString = fc.constantFrom(
  '<script>x</script>',
  '\u0000\u001b[31m',
  ']]>&amp;"\'',
  '| a | b |\n| c |',
  '\ud800',
  '`x`'
);
const value = fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileString, fc.constant(undefined));

describe('a hostile saved report', () => {
  it('is refused with diagnostics or rendered by every format, never a crash', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...all), value), { minLength: 1, maxLength: 4 }), (edits) => {
        let doc: unknown = base;
        for (const [p, v] of edits) {
          try {
            doc = replaceAt(doc, p, v);
          } catch {
            // An earlier edit removed this path's parent; skip it.
          }
        }
        const parsed = parseSuiteReportText(JSON.stringify(doc) ?? 'null', { file: 'r.json' });
        if (!parsed.ok) {
          expect(parsed.errors.length).toBeGreaterThan(0);
          return;
        }
        for (const format of Object.values(REPORT_FORMATS)) expect(typeof format(parsed.report)).toBe('string');
        expect(checkXml(REPORT_FORMATS.junit(parsed.report)).ok).toBe(true);
        const c = compareReports(base, parsed.report);
        for (const format of Object.values(COMPARE_FORMATS)) expect(typeof format(c)).toBe('string');
      }),
      { numRuns: 400, seed: 20261122 }
    );
  });
});
