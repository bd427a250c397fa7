import { describe, expect, test } from 'vitest';
import { suiteCells, testCells } from './cells.ts';
import { loadSuiteText } from './load.ts';
import type { AgentCase, Suite } from './model.ts';
import { parseShard, shardCells } from './shard.ts';

function load(yaml: string): Suite {
  const r = loadSuiteText(yaml, { env: {} });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.suite;
}

const agent = (fields: string) => load(`agents:\n  - { name: weather, prompt: hi, ${fields} }\n`);

describe('cells of one test: (model, run) fan-out and row names', () => {
  test.each([
    ['runs: 1', [['/agents/0#1', 'weather']]],
    ['model: m', [['/agents/0@m#1', 'weather']]],
    ['model: [m]', [['/agents/0@m#1', 'weather']]],
    ['model: m, runs: 0', [['/agents/0@m#1', 'weather']]],
    [
      'model: m, runs: 3',
      [
        ['/agents/0@m#1', 'weather #1'],
        ['/agents/0@m#2', 'weather #2'],
        ['/agents/0@m#3', 'weather #3']
      ]
    ],
    // No model: nothing to dispatch, one (skipped) row whatever runs: says.
    ['runs: 3', [['/agents/0#1', 'weather']]],
    [
      'model: [a, b]',
      [
        ['/agents/0@a#1', 'weather [a]'],
        ['/agents/0@b#1', 'weather [b]']
      ]
    ],
    [
      'model: [a, "b/c d"], runs: 2',
      [
        ['/agents/0@a#1', 'weather [a] #1'],
        ['/agents/0@a#2', 'weather [a] #2'],
        ['/agents/0@b%2Fc%20d#1', 'weather [b/c d] #1'],
        ['/agents/0@b%2Fc%20d#2', 'weather [b/c d] #2']
      ]
    ],
    // A recorded trace holds its runs (and models) already: one cell, scored as a whole.
    ['trace: t.json, runs: 10, model: [a, b]', [['/agents/0#1', 'weather']]]
  ])('%s -> %j', (fields, expected) => {
    const s = agent(fields);
    expect(testCells(s.tests[0]!, 0).map((c) => [c.key, c.name])).toEqual(expected);
  });

  test('a cell carries its test index, model and 1-based run', () => {
    const s = agent('model: [a, b], runs: 2');
    expect(testCells(s.tests[0]!, 4).map(({ test, model, run }) => ({ test, model, run }))).toEqual([
      { test: 4, model: 'a', run: 1 },
      { test: 4, model: 'a', run: 2 },
      { test: 4, model: 'b', run: 1 },
      { test: 4, model: 'b', run: 2 }
    ]);
  });

  test('model: [a] is the single-model test it reads as (same model field, no models list)', () => {
    const one = agent('model: [a]').tests[0] as AgentCase;
    const plain = agent('model: a').tests[0] as AgentCase;
    expect(one).toEqual(plain);
    expect(one.models).toBeUndefined();
    expect((agent('model: [a, b]').tests[0] as AgentCase).models).toEqual(['a', 'b']);
  });

  test('a model list must be non-empty and unique (schema)', () => {
    expect(loadSuiteText('agents:\n  - { name: w, model: [] }\n', { env: {} }).ok).toBe(false);
    expect(loadSuiteText('agents:\n  - { name: w, model: [a, a] }\n', { env: {} }).ok).toBe(false);
  });
});

const mixed = load(
  [
    'tools:',
    '  - { name: echo, tool: echo, recorded: { content: [] } }',
    'agents:',
    '  - { name: live, prompt: hi, model: [a, b], runs: 2 }',
    '  - { name: recorded, trace: t.json, runs: 5 }',
    'tool_quality:',
    '  - { name: quality, catalog: c.json }',
    ''
  ].join('\n')
);

test('suiteCells enumerates every test in suite order, fanned-out tests model-major', () => {
  expect(suiteCells(mixed.tests).map((c) => c.name)).toEqual([
    'echo',
    'live [a] #1',
    'live [a] #2',
    'live [b] #1',
    'live [b] #2',
    'recorded',
    'quality'
  ]);
});

test('suiteCells keeps only the tests `keep` selects (the --filter), with their suite indexes', () => {
  expect(suiteCells(mixed.tests, (t) => t.name !== 'live').map((c) => [c.test, c.key])).toEqual([
    [0, '/tools/0#1'],
    [2, '/agents/1#1'],
    [3, '/tool_quality/0#1']
  ]);
});

test('every key is unique within a suite', () => {
  const keys = suiteCells(mixed.tests).map((c) => c.key);
  expect(new Set(keys).size).toBe(keys.length);
});

describe('--shard i/n', () => {
  test.each([
    ['1/1', { index: 1, total: 1 }],
    ['2/4', { index: 2, total: 4 }],
    [' 3 / 3 ', { index: 3, total: 3 }]
  ])('parseShard(%j) = %j', (text, shard) => {
    expect(parseShard(text)).toEqual({ ok: true, shard });
  });

  test.each([
    ['0/4', 'i must be between 1 and 4'],
    ['5/4', 'i must be between 1 and 4'],
    ['1/0', 'n must be at least 1'],
    ['2', 'expected i/n'],
    ['a/b', 'expected i/n'],
    ['-1/3', 'expected i/n']
  ])('parseShard(%j) is an error mentioning %j', (text, message) => {
    const r = parseShard(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });

  test.each([1, 2, 3, 7, 8])(
    'the %i shards of 7 cells partition them in order, sizes differing by at most one',
    (n) => {
      const cells = suiteCells(mixed.tests);
      const parts = Array.from({ length: n }, (_, i) => shardCells(cells, { index: i + 1, total: n }));
      expect(
        parts
          .flat()
          .map((c) => c.key)
          .sort()
      ).toEqual(cells.map((c) => c.key).sort());
      const sizes = parts.map((p) => p.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      for (const p of parts) expect(p).toEqual(cells.filter((c) => p.includes(c)));
    }
  );

  test('shard 2/3 takes cells 2, 5, ... of the enumeration (round robin)', () => {
    expect(shardCells(suiteCells(mixed.tests), { index: 2, total: 3 }).map((c) => c.name)).toEqual([
      'live [a] #1',
      'live [b] #2'
    ]);
  });
});
