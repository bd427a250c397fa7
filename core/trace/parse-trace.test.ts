import { describe, expect, it } from 'vitest';
import { parseTraceText, parseTraceValue } from './parse-trace.ts';

const errorsOf = (value: unknown) => {
  const r = parseTraceValue(value);
  return r.ok ? [] : r.errors.map((e) => [e.pointer, e.message]);
};

describe('parseTraceValue: accepted shapes', () => {
  it('reads { runs: [...] } as that many runs, keeping optional fields', () => {
    const r = parseTraceValue({
      runs: [
        {
          model: 'm',
          calls: [{ server: 'google', tool: 'search', arguments: { q: 'x' }, isError: false }],
          tokens: { total: 10 },
          cost: 0.01
        },
        { calls: [] }
      ]
    });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.trace.runs).toHaveLength(2);
      expect(r.trace.runs[0].calls[0]).toMatchObject({ server: 'google', tool: 'search' });
      expect(r.trace.runs[0].tokens?.total).toBe(10);
    }
  });

  it('reads a bare { calls: [...] } as one run', () => {
    const r = parseTraceValue({ calls: [{ tool: 'get_weather' }], answer: 'sunny' });
    expect(r.ok && r.trace.runs).toEqual([{ calls: [{ tool: 'get_weather' }], answer: 'sunny' }]);
  });

  it('accepts zero runs, empty calls, any JSON as arguments, an empty tool name and unknown fields', () => {
    expect(parseTraceValue({ runs: [] }).ok).toBe(true);
    expect(parseTraceValue({ calls: [{ tool: '', arguments: 'not json {', id: 'c1' }], started_at: 'x' }).ok).toBe(
      true
    );
  });

  it('accepts surfaces of ids and of tool definitions, and distractor ids', () => {
    expect(
      parseTraceValue({ calls: [], surface: ['a.b', { name: 'c', description: 'd' }], distractors: ['x'], seed: 3 }).ok
    ).toBe(true);
  });
});

describe('parseTraceValue: malformed traces say where', () => {
  it.each([
    ['not an object', [1], [['', 'the trace is an array']]],
    ['neither runs nor calls', { foo: 1 }, [['', 'no "runs" or "calls" found']]],
    ['both runs and calls', { runs: [], calls: [] }, [['', 'the trace has both "runs" and "calls"']]],
    ['runs not an array', { runs: {} }, [['/runs', '"runs" is an object']]],
    ['a run that is not an object', { runs: [3] }, [['/runs/0', 'run 0 is a number']]],
    ['a run without calls', { runs: [{ model: 'm' }] }, [['/runs/0', 'run 0 has no "calls"']]],
    ['calls not an array', { calls: 'x' }, [['/calls', 'the run has "calls" that is a string']]],
    ['a call that is not an object', { calls: [null] }, [['/calls/0', 'call 0 is null']]],
    ['tool missing', { runs: [{ calls: [{ server: 's' }] }] }, [['/runs/0/calls/0', 'call 0 has no "tool"']]],
    ['tool not a string', { calls: [{ tool: 7 }] }, [['/calls/0/tool', 'call 0 has a "tool" that is a number']]],
    [
      'server not a string',
      { calls: [{ tool: 't', server: 1 }] },
      [['/calls/0/server', 'call 0 has a "server" that is a number']]
    ],
    [
      'isError not boolean',
      { calls: [{ tool: 't', isError: 'yes' }] },
      [['/calls/0/isError', 'call 0 has "isError" that is a string']]
    ],
    [
      'error not a string',
      { calls: [{ tool: 't', error: { code: 1 } }] },
      [['/calls/0/error', 'call 0 has an "error" that is an object']]
    ],
    ['tokens not numbers', { calls: [], tokens: { total: '12' } }, [['/tokens/total', 'tokens.total is a string']]],
    ['negative tokens', { calls: [], tokens: { input: -1 } }, [['/tokens/input', 'tokens.input is a number']]],
    ['tokens not an object', { calls: [], tokens: 5 }, [['/tokens', 'the run has "tokens" that is a number']]],
    ['cost not a number', { calls: [], cost: '0.1' }, [['/cost', 'the run has "cost" that is a string']]],
    ['seed not an integer', { calls: [], seed: 1.5 }, [['/seed', 'the run has "seed" that is a number']]],
    ['model not a string', { calls: [], model: 4 }, [['/model', 'the run has "model" that is a number']]],
    [
      'stopped_early not boolean',
      { calls: [], stopped_early: 1 },
      [['/stopped_early', 'the run has "stopped_early" that is a number']]
    ],
    [
      'surface entry without a name',
      { calls: [], surface: [{ description: 'x' }] },
      [['/surface/0/name', 'surface entry 0 has a name that is missing']]
    ],
    ['distractors not strings', { calls: [], distractors: ['a', 2] }, [['/distractors/1', 'distractor 1 is a number']]]
  ])('%s', (_name, value, want) => expect(errorsOf(value)).toEqual(want));

  it('reports every bad call, not only the first', () => {
    expect(
      errorsOf({ runs: [{ calls: [{ tool: 1 }, { tool: 't' }, {}] }, { calls: [{ tool: 't', isError: 0 }] }] }).map(
        (e) => e[0]
      )
    ).toEqual(['/runs/0/calls/0/tool', '/runs/0/calls/2', '/runs/1/calls/0/isError']);
  });

  it('caps the list of errors so a broken export cannot flood the terminal', () => {
    const calls = Array.from({ length: 500 }, () => ({ tool: 1 }));
    const r = parseTraceValue({ calls });
    expect(!r.ok && r.errors.length).toBe(50);
  });
});

describe('parseTraceText', () => {
  it('puts line:column and the file on each diagnostic (JSON)', () => {
    const text = '{\n  "runs": [\n    { "calls": [ { "tool": 42 } ] }\n  ]\n}\n';
    const r = parseTraceText(text, { file: 't.json' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ pointer: '/runs/0/calls/0/tool', line: 3, file: 't.json' });
  });

  it('locates problems in YAML too', () => {
    const text = 'runs:\n  - calls:\n      - tool: search\n        isError: maybe\n';
    const r = parseTraceText(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ pointer: '/runs/0/calls/0/isError', line: 4 });
  });

  it('passes a syntax error through with its position', () => {
    const r = parseTraceText('{ "calls": [ }');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0].line).toBe(1);
  });

  it('returns the trace and its source locator on success', () => {
    const r = parseTraceText('calls:\n  - tool: a\n');
    expect(r.ok && r.trace.runs[0].calls[0].tool).toBe('a');
  });
});
