import { describe, expect, it } from 'vitest';
import { parseText, detectFormat } from './parse-text.ts';

describe('parseText', () => {
  it('detects JSON by its first character and YAML otherwise', () => {
    expect(detectFormat('  {"a":1}')).toBe('json');
    expect(detectFormat('\n[1]')).toBe('json');
    expect(detectFormat('tools: []')).toBe('yaml');
  });

  it('locates JSON members at their key and array items at their value', () => {
    const text = '{\n  "tools": [\n    { "name": "a" },\n    {\n      "name": "b"\n    }\n  ]\n}';
    const r = parseText(text);
    if (!r.ok) throw new Error('expected ok');
    expect(r.locate('/tools')).toEqual({ line: 2, column: 3 });
    expect(r.locate('/tools/0')).toEqual({ line: 3, column: 5 });
    expect(r.locate('/tools/1/name')).toEqual({ line: 5, column: 7 });
    // a pointer below what exists falls back to its nearest ancestor
    expect(r.locate('/tools/1/name/x/y')).toEqual({ line: 5, column: 7 });
  });

  it.each([
    ['{"a": 1,}', 1, 9, 'a property name (trailing commas are not allowed)'],
    ['{"a" 1}', 1, 6, "':' after the property name"],
    ['[1, 2\n', 2, 1, "',' or ']'"],
    ['{"a": "x\n"}', 1, 9, 'an escaped character such as \\n'],
    ['{"a": tru}', 1, 7, 'a value (object, array, string, number, true, false or null)'],
    ['{"a": 1} x', 1, 10, 'end of input after the top-level value']
  ])('reports malformed JSON %j at %i:%i', (text, line, column, expected) => {
    const r = parseText(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ line, column, expected });
  });

  it('locates YAML nodes and reports YAML errors with a position', () => {
    const r = parseText('tools:\n  - name: a\n    description: hi\n');
    if (!r.ok) throw new Error('expected ok');
    expect(r.value).toEqual({ tools: [{ name: 'a', description: 'hi' }] });
    expect(r.locate('/tools/0/description')).toEqual({ line: 3, column: 5 });
    const bad = parseText('tools:\n  - name: a\n   bad: [\n');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.line).toBeGreaterThanOrEqual(2);
    const dup = parseText('a: 1\na: 2\n');
    expect(dup.ok).toBe(false);
    if (!dup.ok) expect(dup.error).toMatchObject({ line: 2, column: 1 });
  });

  it('rejects empty input with a position', () => {
    const r = parseText('   ');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ line: 1, column: 1, message: 'the input is empty' });
  });
});
