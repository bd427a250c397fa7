import { describe, expect, test } from 'vitest';
import { parseHookPatch, quoteOutput } from './patch.ts';

describe('a context hook prints nothing or one JSON object with only env, vars and skip', () => {
  const good: Array<[string, string, unknown]> = [
    ['empty output is a no-op', '', {}],
    ['blank output is a no-op', '  \n', {}],
    ['an empty object is a no-op', '{}', {}],
    ['env: string values', '{"env":{"TOKEN":"abc"}}', { env: { TOKEN: 'abc' } }],
    [
      'vars: strings, numbers, booleans',
      '{"vars":{"session":"s1","n":3,"ok":true}}',
      { vars: { session: 's1', n: 3, ok: true } }
    ],
    ['skip with a reason', '{"skip":{"reason":"no creds"}}', { skip: { reason: 'no creds' } }],
    ['skip: true gets a generic reason', '{"skip":true}', { skip: { reason: 'skipped by a hook' } }],
    ['skip: a string is the reason', '{"skip":"offline"}', { skip: { reason: 'offline' } }],
    ['skip: false or null is no skip', '{"skip":false,"vars":{"a":"b"}}', { vars: { a: 'b' } }],
    [
      'all three keys, with a trailing newline',
      '{"env":{"A":"1"},"vars":{"b":2},"skip":{"reason":"r"}}\n',
      { env: { A: '1' }, vars: { b: 2 }, skip: { reason: 'r' } }
    ]
  ];
  test.each(good)('%s', (_name, stdout, patch) => {
    expect(parseHookPatch(stdout)).toEqual({ ok: true, patch });
  });

  const bad: Array<[string, string, string]> = [
    [
      'a key outside env, vars and skip',
      '{"vars":{},"tests":[]}',
      'only env, vars and skip may be returned, not "tests"'
    ],
    ['text that is not JSON', 'seeded 3 rows', 'that is not one JSON object'],
    ['two JSON objects', '{}\n{}', 'that is not one JSON object'],
    ['a JSON array', '[1]', 'a context hook prints one JSON object (or nothing)'],
    ['env with a number value', '{"env":{"PORT":8080}}', '"env" must be an object of string values'],
    ['vars with an object value', '{"vars":{"o":{"x":1}}}', '"vars" must be an object of strings, numbers or booleans'],
    [
      'skip with another key',
      '{"skip":{"reason":"r","when":"now"}}',
      '"skip" must be { "reason": "..." }, true, or a reason string'
    ],
    ['skip as a number', '{"skip":1}', '"skip" must be { "reason": "..." }, true, or a reason string']
  ];
  test.each(bad)('%s is an error', (_name, stdout, problem) => {
    expect(parseHookPatch(stdout)).toEqual({ ok: false, problem });
  });

  test('what a hook printed is quoted, cut at 200 characters with the full length', () => {
    expect(quoteOutput('hi "x"')).toBe('"hi \\"x\\""');
    const long = 'y'.repeat(250);
    expect(quoteOutput(long)).toBe(`"${'y'.repeat(200)}"… (250 characters)`);
  });
});
