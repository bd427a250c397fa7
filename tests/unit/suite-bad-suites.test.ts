/**
 * Malformed suites: each fixture in tests/fixtures/suites-bad/ must fail to load with exactly this
 * first error (file, line:column, message, JSON pointer) and this many errors in all.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { loadSuiteText } from '#core/suite/load';

const DIR = 'tests/fixtures/suites-bad';

const CASES: Array<
  [file: string, line: number, column: number, message: string, pointer: string | null, count: number]
> = [
  ['01-unknown-top-key.yml', 2, 1, 'unknown key "tool"; did you mean "tools"?', '/tool', 1],
  ['02-matcher-key-typo.yml', 6, 9, 'unknown key "matchr"; did you mean "matcher"?', '/tools/0/expect/0/matchr', 1],
  ['03-unknown-matcher.yml', 6, 20, 'unknown key "equals"', '/tools/0/expect/0/matcher/equals', 1],
  [
    '04-two-matchers.yml',
    6,
    9,
    'a matcher takes exactly one of exact, contains, icontains, regex, schema, not (found 2)',
    '/tools/0/expect/0/matcher',
    1
  ],
  ['05-missing-tool.yml', 2, 5, 'tools[0] is missing the required key "tool"', '/tools/0', 1],
  ['06-threshold-above-one.yml', 4, 5, '"threshold" must be <= 1, not 1.5', '/tools/0/threshold', 1],
  ['07-weight-negative.yml', 7, 9, '"weight" must be >= 0, not -2', '/tools/0/expect/0/weight', 1],
  ['08-runs-not-integer.yml', 3, 5, '"runs" must be an integer, not the string "ten"', '/agents/0/runs', 1],
  [
    '09-tests-type-typo.yml',
    3,
    5,
    '"type" must be one of agent, not the string "agnet"; did you mean "agent"?',
    '/tests/0/type',
    1
  ],
  [
    '10-near-duplicate-needs-of.yml',
    6,
    7,
    '"source" is missing the required key "of"',
    '/agents/0/distractors/source',
    1
  ],
  [
    '11-unknown-source.yml',
    5,
    17,
    '"from" must be one of catalog, near_duplicate, not the string "catalogue"; did you mean "catalog"?',
    '/agents/0/distractors/source/from',
    1
  ],
  [
    '12-tool-selection-missing-rate.yml',
    4,
    5,
    '"tool_selection" is missing the required key "min_selection_rate"',
    '/agents/0/tool_selection',
    1
  ],
  [
    '13-shorthand-bad-op.yml',
    9,
    32,
    'unknown key "=>"; did you mean ">"?',
    '/agents/0/equal_function_sets/expect/0/tool_selection.f1/=>',
    1
  ],
  [
    '14-server-command-string.yml',
    3,
    5,
    '"command" must be a list, not the string "node server.js"',
    '/servers/api/command',
    1
  ],
  ['15-server-key-typo.yml', 4, 5, 'unknown key "header"; did you mean "headers"?', '/servers/api/header', 1],
  [
    '16-hook-map-without-mode.yml',
    4,
    7,
    'beforeEach[1]: a hook written as a map must declare mode: context (a plain hook is a bare command string)',
    '/hooks/beforeEach/1',
    1
  ],
  [
    '17-quality-needs-source.yml',
    2,
    5,
    'tool_quality[0] needs one of the keys server or catalog',
    '/tool_quality/0',
    1
  ],
  ['18-unknown-server.yml', 6, 5, 'unknown server "apii"; did you mean "api"?', '/tools/0/server', 1],
  ['19-undeclared-var.yml', 6, 13, '${vars.town} is not declared under vars:', '/tools/0/args/q', 1],
  [
    '20-derived-forward-ref.yml',
    13,
    17,
    'the derived metric "first" refers to "second", which is declared later; metrics evaluate in declaration order',
    '/tools/0/derivedMetrics/0/value/weighted_sum/1/ref',
    1
  ],
  [
    '21-derived-self-ref.yml',
    8,
    17,
    'the derived metric "quality" refers to itself',
    '/tools/0/derivedMetrics/0/value/weighted_average/0/ref',
    1
  ],
  [
    '22-bad-regex.yml',
    6,
    20,
    'the regex does not compile: Invalid regular expression: /([a-z]+/: Unterminated group',
    '/tools/0/expect/0/matcher/regex',
    1
  ],
  [
    '23-duplicate-test-names.yml',
    4,
    5,
    'two tests are named "same" (the first at /tools/0); reports and --filter need unique names',
    '/tools/1/name',
    1
  ],
  [
    '24-yaml-syntax.yml',
    4,
    1,
    'Flow sequence in block collection must be sufficiently indented and end with a ]',
    null,
    1
  ],
  [
    '25-not-a-mapping.yml',
    1,
    1,
    'a suite is a mapping of keys (name, servers, tools, agents, tool_quality, ...)',
    '',
    1
  ],
  [
    '26-derived-value-two-modes.yml',
    6,
    9,
    'a derived metric value takes exactly one of weighted_sum, weighted_average (found 2)',
    '/tools/0/derivedMetrics/0/value',
    1
  ],
  [
    '27-assert-set-empty.yml',
    8,
    11,
    '"assertions" must list at least 1 item',
    '/tools/0/expect/0/assert-set/assertions',
    1
  ],
  [
    '28-token-efficiency-no-classes.yml',
    5,
    7,
    '"classes" must list at least 1 item',
    '/agents/0/token_efficiency/classes',
    1
  ],
  [
    '29-schema-matcher-invalid.yml',
    6,
    20,
    "the schema matcher's value is not a valid JSON Schema: /type must be equal to one of the allowed values",
    '/tools/0/expect/0/matcher/schema',
    1
  ],
  ['30-duplicate-key.yml', 2, 1, 'Map keys must be unique', null, 1],
  [
    '31-bad-target.yml',
    5,
    9,
    'bad target: expected a name after "." at character 8 of "result..text"',
    '/tools/0/expect/0/target',
    1
  ],
  [
    '32-hook-mode-plain.yml',
    4,
    33,
    '"mode" must be context, not the string "plain": the map form is only for context hooks (a plain hook is a bare command string)',
    '/hooks/afterEach/0/mode',
    1
  ],
  [
    '33-hook-unterminated-quote.yml',
    3,
    3,
    'the beforeAll hook command does not split into words: unterminated double quote at character 23',
    '/hooks/beforeAll',
    1
  ],
  ['34-hook-timeout-zero.yml', 3, 3, '"timeout_ms" must be >= 1, not 0', '/hooks/timeout_ms', 1],
  [
    '35-dispatched-needs-prompt.yml',
    2,
    5,
    '"finds pens" has model: and no trace:, so it dispatches its agent, which needs prompt:',
    '/agents/0',
    1
  ],
  [
    '36-cassette-names-collide.yml',
    5,
    5,
    '"find, pens!" and "Find pens" would share the cassette cassettes/<suite>/find-pens.json; rename one',
    '/agents/1/name',
    1
  ]
];

describe('malformed suites report file, line:column, message and pointer', () => {
  test.each(CASES)('%s -> %i:%i %s', (file, line, column, message, pointer, count) => {
    const r = loadSuiteText(readFileSync(`${DIR}/${file}`, 'utf8'), { file });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const first = r.errors[0];
    expect({
      file: first.file,
      line: first.line,
      column: first.column,
      message: first.message,
      pointer: first.pointer ?? null
    }).toEqual({ file, line, column, message, pointer });
    expect(r.errors).toHaveLength(count);
  });

  test('every fixture in the folder has a row, and there are at least 20', () => {
    const files = readdirSync(DIR)
      .filter((f) => f.endsWith('.yml'))
      .sort();
    expect(files).toEqual(CASES.map((c) => c[0]).sort());
    expect(files.length).toBeGreaterThanOrEqual(20);
  });
});

test('several problems in one suite are all reported, in file order', () => {
  const text = [
    'nmae: x',
    'tools:',
    '  - name: a',
    '    tool: t',
    '    threshold: 2',
    '    expect:',
    '      - target: result',
    '        matcher: { exatc: 1 }',
    ''
  ].join('\n');
  const r = loadSuiteText(text, { file: 's.yml' });
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.errors.map((e) => `${e.line}:${e.column} ${e.message}`)).toEqual([
    '1:1 unknown key "nmae"; did you mean "name"?',
    '5:5 "threshold" must be <= 1, not 2',
    '8:20 unknown key "exatc"; did you mean "exact"?'
  ]);
});
