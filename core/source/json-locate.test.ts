import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateJsonPointers } from './json-locate.ts';
import { scanJson } from './json-scan.ts';
import { parseText, type ParsedText } from './parse-text.ts';

/**
 * Asked for every pointer scanJson records, the walk records the same map; locate() then answers
 * the same for a sample of them and for children that do not exist and odd spellings.
 */
function expectSameOffsets(text: string) {
  const full = scanJson(text).offsets;
  const all = [...full.keys()];
  const walked = locateJsonPointers(text, all);
  expect(walked.size).toBe(full.size);
  expect(all.filter((p) => walked.get(p) !== full.get(p))).toEqual([]);
  const sample = all.filter((_, i) => i % 7 === 0);
  expectSameAsFullScan(text, [
    ...sample,
    ...sample.slice(0, 200).flatMap((p) => [`${p}/nope`, `${p}/0`, `${p}/01`, `${p}/-`, `${p}/a~1b`, `${p}/~0`]),
    '/',
    '//',
    '/~2'
  ]);
}

/** locate() after prepare() against locate() of a twin that never prepared (the full scan). */
function expectSameAsFullScan(text: string, pointers: string[]) {
  const fast = parseText(text, { format: 'json' }) as ParsedText;
  const slow = parseText(text, { format: 'json' }) as ParsedText;
  expect(fast.ok && slow.ok).toBe(true);
  fast.prepare?.(pointers);
  const differ = pointers.filter((p) => JSON.stringify(fast.locate(p)) !== JSON.stringify(slow.locate(p)));
  expect(differ).toEqual([]);
}

describe('locateJsonPointers', () => {
  it.each([
    [
      '{"a": 1, "b": {"c": [10, 20, {"d": "x"}]}}',
      ['/b/c/2/d'],
      { '': 0, '/b': 9, '/b/c': 15, '/b/c/2': 29, '/b/c/2/d': 30 }
    ],
    ['{"a": 1}', ['/b/c'], { '': 0 }],
    ['[1, [2, 3], 4]', ['/1/1', '/2'], { '': 0, '/1': 4, '/1/1': 8, '/2': 12 }],
    // a repeated key: the last key, as JSON.parse keeps the last value; array items stay first-seen
    ['{"a": [1], "a": [2, 3]}', ['/a/0', '/a/1'], { '': 0, '/a': 11, '/a/0': 7, '/a/1': 20 }],
    // escaped keys and pointer escapes
    ['{"x\\"y": 1, "a/b": {"~": 2}}', ['/x"y', '/a~1b/~0'], { '': 0, '/x"y': 1, '/a~1b': 12, '/a~1b/~0': 20 }],
    // strings with brackets and escaped quotes are skipped whole
    ['{"s": "]}\\"{[", "t": true}', ['/t'], { '': 0, '/t': 16 }],
    // a BOM is counted in the offsets
    ['\uFEFF {"a": 1}', ['/a'], { '': 2, '/a': 3 }],
    // non-canonical indexes name nothing
    ['[5, 6]', ['/01', '/-'], { '': 0 }]
  ])('%j at %j', (text, pointers, expected) => {
    expect(Object.fromEntries(locateJsonPointers(text, pointers))).toEqual(expected);
  });

  it('answers what the full scan answers for every pointer of a nested document', () => {
    const text = JSON.stringify(
      { tools: [{ name: 'a', inputSchema: { properties: { 'x/y': { enum: [1, [2, { '~': null }]] } } } }, 7, 'z'] },
      null,
      1
    );
    expectSameOffsets(text);
  });

  it('leaves locate as it was when nothing was prepared, or after the full scan ran', () => {
    const text = '{"tools": [{"name": "a"}]}';
    const r = parseText(text) as ParsedText;
    expect(r.locate('/tools/0/name')).toEqual({ line: 1, column: 13 });
    r.prepare?.(['/tools/0']);
    expect(r.locate('/tools/0')).toEqual({ line: 1, column: 12 });
  });

  const shared = path.resolve(__dirname, '../../../shared/corpus');
  const catalogs = ['catalogs', 'catalogs-2'].flatMap((d) => {
    const dir = path.join(shared, d);
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => path.join(dir, f))
      : [];
  });
  it.skipIf(catalogs.length === 0)('answers what the full scan answers on every corpus catalog', () => {
    for (const file of catalogs) {
      expectSameOffsets(readFileSync(file, 'utf8'));
    }
  });
});
