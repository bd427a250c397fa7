/**
 * static/schema/trace.json and core/trace/parse-trace.ts describe the same format: the examples
 * validate against the schema, and both accept and reject the same samples.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { parseTraceValue } from '#core/trace/parse-trace';

const schema = JSON.parse(readFileSync('static/schema/trace.json', 'utf8'));
const ajv = new Ajv({ allErrors: true });
const validate = ajv.compile(schema);

const exampleFiles = readdirSync('examples/traces').filter((f) => f.startsWith('canonical-') && f.endsWith('.json'));

const GOOD: Array<[string, unknown]> = [
  ['several runs', { runs: [{ calls: [{ tool: 'a' }] }, { calls: [] }] }],
  ['zero runs', { runs: [] }],
  ['a single run', { calls: [{ server: 's', tool: 't', arguments: { q: 1 }, result: { ok: true }, isError: false }] }],
  [
    'every optional run field',
    {
      calls: [],
      model: 'm',
      surface: ['x', { name: 'y' }],
      distractors: ['d'],
      seed: 0,
      tokens: { input: 1, output: 2, total: 3 },
      cost: 0.5,
      answer: 'a',
      stopped_early: true
    }
  ],
  ['unknown fields', { runs: [{ calls: [{ tool: 't', id: 'c1' }], started: 'now' }], version: 1 }],
  ['an empty tool name and non-object arguments', { calls: [{ tool: '', arguments: '{"broken' }] }],
  ['an error message', { calls: [{ tool: 't', error: 'timeout' }] }]
];

const BAD: Array<[string, unknown]> = [
  ['an array', []],
  ['a string', 'calls'],
  ['neither runs nor calls', { model: 'm' }],
  ['both runs and calls', { runs: [], calls: [] }],
  ['both, with broken calls', { runs: [], calls: 'x' }],
  ['runs not an array', { runs: { calls: [] } }],
  ['a run that is null', { runs: [null] }],
  ['a run without calls', { runs: [{}] }],
  ['calls not an array', { calls: {} }],
  ['a call without tool', { calls: [{ server: 's' }] }],
  ['tool not a string', { calls: [{ tool: ['t'] }] }],
  ['server not a string', { calls: [{ tool: 't', server: null }] }],
  ['isError not boolean', { calls: [{ tool: 't', isError: 'false' }] }],
  ['error not a string', { calls: [{ tool: 't', error: 500 }] }],
  ['tokens.total a string', { calls: [], tokens: { total: '5' } }],
  ['negative cost', { calls: [], cost: -1 }],
  ['fractional seed', { calls: [], seed: 0.5 }],
  ['surface not an array', { calls: [], surface: 'a,b' }],
  ['surface entry empty', { calls: [], surface: [''] }],
  ['surface definition without name', { calls: [], surface: [{ description: 'd' }] }],
  ['distractors with a number', { calls: [], distractors: [1] }],
  ['answer not a string', { calls: [], answer: 42 }],
  ['stopped_early a string', { calls: [], stopped_early: 'no' }]
];

describe('trace schema', () => {
  it('is a draft-07 schema with a description on every property', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    const missing: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      if (n.properties && typeof n.properties === 'object') {
        for (const [key, prop] of Object.entries(n.properties as Record<string, Record<string, unknown>>)) {
          if (typeof prop.description !== 'string' || prop.description === '')
            missing.push(`${path}/properties/${key}`);
        }
      }
      for (const [key, child] of Object.entries(n)) walk(child, `${path}/${key}`);
    };
    walk(schema, '');
    expect(missing).toEqual([]);
  });

  it('has canonical example traces to check', () => expect(exampleFiles.length).toBeGreaterThan(0));

  it.each(exampleFiles)('examples/traces/%s validates against the schema and parses', (file) => {
    const value = JSON.parse(readFileSync(`examples/traces/${file}`, 'utf8'));
    expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
    expect(parseTraceValue(value).ok).toBe(true);
  });

  it.each(GOOD)('both accept: %s', (_name, value) => {
    expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
    expect(parseTraceValue(value).ok).toBe(true);
  });

  it.each(BAD)('both reject: %s', (_name, value) => {
    expect(validate(value)).toBe(false);
    expect(parseTraceValue(value).ok).toBe(false);
  });
});
