import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkStructure,
  configureLimits,
  cutForReport,
  DEFAULT_LIMITS,
  inputTooLarge,
  tooManyTools
} from './limits.ts';
import { stringifyDeep, stringifyJson } from './json-stringify.ts';
import { parseText } from './parse-text.ts';
import { parseCatalogText, parseCatalogValue } from '../catalog/parse-catalog.ts';
import { surfaceStrings } from '../tokens/surface.ts';

function nested(levels: number): Record<string, unknown> {
  let s: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < levels; i++) s = { type: 'object', properties: { a: s } };
  return s;
}
const nestedText = (levels: number) => {
  let t = '{"type":"string"}';
  for (let i = 0; i < levels; i++) t = `{"type":"object","properties":{"a":${t}}}`;
  return t;
};

describe('limits: nesting depth', () => {
  it('a document within the limit passes; one level more is refused with the pointer where it crossed', () => {
    expect(checkStructure([[1]], 2)).toBeUndefined();
    expect(checkStructure([[[1]]], 2)).toMatchObject({
      message: 'objects and arrays nest deeper than 2 levels',
      pointer: '/0/0'
    });
  });

  it.each([
    [{ a: [{ b: 1 }, { 'c/d': [[2]] }] }, '/a/1/c~1d'],
    [[{}, [[], { x: { y: [] } }]], '/1/1/x']
  ])('names where %j crosses 3 levels, with or without the cycle check', (value, pointer) => {
    for (const options of [{}, { tree: true }])
      expect(checkStructure(value, 3, options)).toMatchObject({
        message: 'objects and arrays nest deeper than 3 levels',
        pointer
      });
  });

  it('a cycle is found unless the caller says the value is a tree', () => {
    const a: Record<string, unknown> = { list: [1] };
    (a.list as unknown[]).push({ back: a });
    expect(checkStructure(a)).toMatchObject({ pointer: '/list/1/back' });
    const wide = { tools: Array.from({ length: 3 }, (_, i) => ({ name: `t${i}`, schema: { p: [i] } })) };
    expect(checkStructure(wide, 5, { tree: true })).toBeUndefined();
  });

  it('is checked without recursion: 200,000 levels give a diagnostic, not a stack overflow', () => {
    let v: unknown = 1;
    for (let i = 0; i < 200_000; i++) v = [v];
    expect(checkStructure(v)?.message).toBe(`objects and arrays nest deeper than ${DEFAULT_LIMITS.maxDepth} levels`);
  });

  it('a self-referencing YAML document (alias inside its own anchor) is refused, not serialised as {}', () => {
    const r = parseText('a: &x\n  b: *x\n');
    if (r.ok) expect(r.ok).toBe(false);
    else
      expect(r.error).toMatchObject({
        message: 'the document refers to itself (an alias inside its own anchor)',
        pointer: '/a/b',
        line: 2
      });
  });

  it("the issue's 3,000-level schema is refused with line:column and the limit to raise, never counted as {}", () => {
    const text = `{"tools":[{"name":"deep","inputSchema":${nestedText(3000)}}]}`;
    const r = parseCatalogText(text, { file: 'deep.json' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors[0].message).toBe('objects and arrays nest deeper than 256 levels');
      expect(r.errors[0].expected).toContain('TOOLGAUGE_MAX_DEPTH');
      expect(r.errors[0].line).toBe(1);
      expect(r.errors[0].column).toBeGreaterThan(1);
    }
    expect(parseCatalogValue({ tools: [{ name: 'deep', inputSchema: nested(3000) }] }).ok).toBe(false);
  });

  it('with the limit raised, a 3,000-level schema is serialised exactly (not as {})', () => {
    const previous = configureLimits({ maxDepth: 10_000 });
    try {
      const text = nestedText(3000);
      const r = parseCatalogText(`{"tools":[{"name":"deep","inputSchema":${text}}]}`);
      expect(r.ok).toBe(true);
      if (r.ok) expect(surfaceStrings(r.catalog.tools[0].tool)[2]).toBe(text);
    } finally {
      configureLimits(previous);
    }
  });
});

describe('stringifyJson: JSON.stringify that does not fail on depth', () => {
  it('equals JSON.stringify on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(stringifyDeep(v)).toBe(JSON.stringify(v));
      }),
      { numRuns: 300 }
    );
  });

  it('matches JSON.stringify on the awkward cases: undefined members, NaN, -0, escapes, integer-like keys', () => {
    const v = {
      b: undefined,
      a: [undefined, NaN, -0, Infinity, () => 1],
      '2': 'x',
      '1': '\u2028"\\\n\ud800',
      z: { toJSON: () => 'j' }
    };
    expect(stringifyDeep(v)).toBe(JSON.stringify(v));
    expect(stringifyDeep(undefined)).toBe(undefined);
  });

  it('serialises 20,000 levels (where JSON.stringify throws RangeError)', () => {
    const deep = nested(20_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    const text = stringifyJson(deep)!;
    expect(text.startsWith('{"type":"object","properties":{"a":{"type":"object"')).toBe(true);
    expect(text.length).toBe(nestedText(20_000).length);
  });
});

describe('limits: input size, tool count, report strings', () => {
  it('an input over the size limit is refused before parsing, naming the variable that raises it', () => {
    expect(inputTooLarge(11, 10)).toMatchObject({
      message: 'the input is 11 characters, over the limit of 10',
      line: 1,
      column: 1
    });
    expect(inputTooLarge(10, 10)).toBeUndefined();
    const previous = configureLimits({ maxInputChars: 5 });
    try {
      const r = parseText('[1, 2, 3]');
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.expected).toContain('TOOLGAUGE_MAX_INPUT_CHARS');
    } finally {
      configureLimits(previous);
    }
  });

  it('a catalog over the tool limit is refused, with the count', () => {
    expect(tooManyTools(3, 2)).toMatchObject({ message: 'the catalog has 3 tools, over the limit of 2', pointer: '' });
    const previous = configureLimits({ maxTools: 2 });
    try {
      const r = parseCatalogValue([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
      expect(r.ok ? [] : r.errors.map((e) => e.message)).toEqual(['the catalog has 3 tools, over the limit of 2']);
    } finally {
      configureLimits(previous);
    }
  });

  it('a report string past the limit is cut with a marker saying how much was left out', () => {
    expect(cutForReport('abcdef', 3)).toBe('abc… (+3 characters)');
    expect(cutForReport('abc', 3)).toBe('abc');
  });
});
