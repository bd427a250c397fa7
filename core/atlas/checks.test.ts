import { describe, expect, it } from 'vitest';
import type { TraceRun } from '../trace/types.ts';
import { numbersIn, outputText, runChecks, type RegexEvaluator } from './checks.ts';

const run: TraceRun = {
  answer: 'The HQ is at 1 Hacker Way,\n Menlo  Park. It is 64 °F and 3,046 miles away.',
  calls: [
    {
      server: 'google-maps',
      tool: 'geocode',
      result: { content: [{ type: 'text', text: 'lat 37.4848' }], structuredContent: { lat: 37.4848 } }
    },
    { tool: 'weather_get_forecast', result: 'Sunny, 64°F', isError: true, error: 'stale' },
    { tool: 'weather_get_forecast', result: 'Fog, 58°F' }
  ]
};

// A plain evaluator for tests; the bounded Node one lives in src/node/judge.
const plain: RegexEvaluator = {
  test: (p, f, t) => ({ ok: true, matched: new RegExp(p, f).test(t), match: new RegExp(p, f).exec(t)?.[0] })
};

describe('runChecks', () => {
  it.each([
    ['contains ignores case and whitespace runs', [{ contains: '1 hacker way, menlo park' }], true],
    ['contains with case_sensitive', [{ contains: 'menlo park', case_sensitive: true }], false],
    ['every item of a contains list must appear', [{ contains: ['Hacker Way', 'Palo Alto'] }], false],
    ['a list of checks must all pass', [{ contains: 'Hacker' }, { number: 64, unit: '°F' }], true],
    ['a number with thousands separators', [{ number: 3046 }], true],
    ['a number within tolerance', [{ number: 3000, tolerance: 50, unit: 'mi' }], true],
    ['a number outside tolerance', [{ number: 3000, tolerance: 10 }], false],
    ['a number followed by the wrong unit', [{ number: 3046, unit: 'km' }], false],
    ['a regex', [{ regex: '\\d+\\s*°F' }], true],
    ['a named tool output (MCP result text)', [{ contains: '37.4848', in: { tool: 'google-maps_geocode' } }], true],
    ['only successful outputs of the tool', [{ contains: 'Sunny', in: { tool: 'weather_get_forecast' } }], false],
    ['any successful output of the tool', [{ number: 58, unit: '°F', in: { tool: 'weather_get_forecast' } }], true]
  ] as const)('%s', async (_label, checks, pass) => {
    const r = await runChecks(checks as never, run, plain);
    expect(r).toMatchObject({ ok: true, pass });
  });

  it('cannot run a regex check without an evaluator, and says so', async () => {
    expect(await runChecks([{ regex: 'x' }], run)).toEqual({
      ok: false,
      error: 'a regex check needs a regex evaluator, and none is configured'
    });
  });

  it('passes an evaluator failure through as an error, not a miss', async () => {
    const slow: RegexEvaluator = { test: () => ({ ok: false, error: 'timed out after 100 ms' }) };
    expect(await runChecks([{ regex: '(a+)+$' }], run, slow)).toEqual({
      ok: false,
      error: 'regex /(a+)+$/ could not run: timed out after 100 ms'
    });
  });

  it('gives the matched text as evidence', async () => {
    const r = await runChecks([{ number: 3046 }], run);
    expect(r.ok && r.evidence).toContain('3,046 miles');
  });
});

describe('outputText and numbersIn', () => {
  it('flattens MCP results to their text parts plus structured content', () => {
    expect(
      outputText({
        content: [
          { type: 'text', text: 'a' },
          { type: 'image', data: '...' }
        ],
        structuredContent: { b: 1 }
      })
    ).toBe('a\n{"b":1}');
    expect(outputText({ x: 1 })).toBe('{"x":1}');
    expect(outputText(undefined)).toBe('');
  });

  it('reads negative, decimal and comma-grouped numbers', () => {
    expect(numbersIn('-3 and 2.5 and 1,234.5 and 12,34').map((n) => n.value)).toEqual([-3, 2.5, 1234.5, 12, 34]);
    expect(numbersIn('14-18 °C, (-2)').map((n) => n.value)).toEqual([14, 18, -2]);
  });
});
