import { describe, expect, it } from 'vitest';
import { REPORT_VERSION } from '../suite/report-types.ts';
import { report, test } from '../../tests/fixtures/reports/build-report.ts';
import { majorOf, parseSuiteReportText, validateSuiteReport } from './validate.ts';

const valid = () =>
  JSON.parse(
    JSON.stringify(
      report([test('a', { verdict: 'fail', score: 0.5, threshold: 0.7, derived_metrics: [{ name: 'q', value: 0.5 }] })])
    )
  ) as Record<string, unknown>;
const problems = (value: unknown) => validateSuiteReport(value).map((d) => `${d.pointer}: ${d.message}`);

describe('reading a saved suite report', () => {
  it('accepts a report the engine wrote, and a newer minor version (minor versions only add fields)', () => {
    expect(problems(valid())).toEqual([]);
    expect(problems({ ...valid(), version: '1.7.2', extra: { added: true } })).toEqual([]);
  });

  it.each([
    ['a non-object', [], [': a suite report is a JSON object, not an array']],
    ['no version', { ...valid(), version: undefined }, [': missing "version"']],
    [
      'a version that is not MAJOR.MINOR.PATCH',
      { ...valid(), version: 'one' },
      ['/version: "version" "one" is not a MAJOR.MINOR.PATCH version']
    ],
    [
      'another major version',
      { ...valid(), version: '2.0.0' },
      [
        '/version: report version 2.0.0 is another major version; expected version 1.x (re-run the suite with this toolgauge to get one)'
      ]
    ],
    [
      'a summary count that is not a whole number',
      { ...valid(), summary: { ...(valid().summary as object), pass: -1 } },
      ['/summary/pass: "pass" is -1']
    ],
    ['tests that are not an array', { ...valid(), tests: {} }, ['/tests: "tests" is an object']],
    [
      'an unknown verdict',
      { ...valid(), tests: [{ name: 'a', verdict: 'flaky', assertions: [] }] },
      ['/tests/0/verdict: unknown verdict "flaky"']
    ],
    [
      'a test without a name',
      { ...valid(), tests: [{ verdict: 'pass', assertions: [] }] },
      ['/tests/0: missing "name"']
    ],
    [
      'an assertion result of unknown kind',
      { ...valid(), tests: [{ name: 'a', verdict: 'pass', assertions: [{ kind: 'x' }] }] },
      ['/tests/0/assertions/0/kind: unknown assertion result kind "x"']
    ],
    [
      'a floor without its pass flag',
      {
        ...valid(),
        tests: [
          { name: 'a', verdict: 'pass', assertions: [], floors: [{ block: 'tool_selection', line: 'l', details: [] }] }
        ]
      },
      ['/tests/0/floors/0: missing "pass"']
    ],
    ['a rollup without a count', { ...valid(), rollups: { q: { mean: 1 } } }, ['/rollups/q: missing "count"']],
    ['hooks that are not a list', { ...valid(), hooks: { phase: 'beforeAll' } }, ['/hooks: "hooks" is an object']],
    [
      'a hook run with an unknown phase and no duration',
      { ...valid(), hooks: [{ phase: 'during', command: 'x', ok: true }] },
      ['/hooks/0/phase: unknown hook phase "during"', '/hooks/0: missing "duration_ms"']
    ],
    [
      'a test hook whose patch lists env values instead of names',
      {
        ...valid(),
        tests: [
          {
            name: 'a',
            verdict: 'pass',
            assertions: [],
            hooks: [{ phase: 'beforeEach', command: 'x', ok: true, duration_ms: 1, patch: { env: { T: 'v' } } }]
          }
        ]
      },
      ['/tests/0/hooks/0/patch/env: "env" is an object']
    ]
  ])('refuses %s, saying where', (_label, value, expected) => {
    expect(problems(value)).toEqual(expected);
  });

  it('refuses another major version before looking at anything else (its shape may differ)', () => {
    expect(problems({ version: '0.9.0', tests: 'whatever' })).toHaveLength(1);
  });

  it('positions a malformed JSON file at line:column', () => {
    const r = parseSuiteReportText('{\n  "version": "1.0.0",\n  "tests": [1 2]\n}', { file: 'r.json' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ file: 'r.json', line: 3, column: 15 });
  });

  it('positions a structural problem at the line:column of its JSON pointer', () => {
    const text = JSON.stringify({ ...valid(), tests: [{ name: 'a', verdict: 'maybe', assertions: [] }] }, null, 2);
    const r = parseSuiteReportText(text, { file: 'r.json' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      const line = text.split('\n').findIndex((l) => l.includes('"maybe"')) + 1;
      expect(r.errors[0]).toMatchObject({ file: 'r.json', pointer: '/tests/0/verdict', line });
    }
  });

  it('reads the major version of the report format', () => {
    expect(majorOf(REPORT_VERSION)).toBe(1);
    expect(majorOf('12.0.1-beta')).toBe(12);
    expect(majorOf('1.0')).toBeUndefined();
  });
});
