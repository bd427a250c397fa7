import { describe, expect, test } from 'vitest';
import { loadSuiteText } from '../suite/load.ts';
import { dispatchCells, runCells, runSuite } from '../suite/run.ts';
import { shardCells } from '../suite/shard.ts';
import { checkPartials, mergePartials, type PartialInput } from './merge.ts';
import { buildPartial, identityText, scoringInput, type PartialReport } from './partial.ts';
import { parsePartialText } from './partial-validate.ts';

const SUITE = [
  'name: merge errors',
  'tools:',
  '  - { name: one, tool: t, args: { token: "${env.SECRET}" }, recorded: { content: [{ type: text, text: "ok" }] }, expect: [{ "result.content[0].text": { "==": "ok" } }] }',
  '  - { name: two, tool: t, recorded: { content: [{ type: text, text: "no" }] }, expect: [{ "result.content[0].text": { "==": "ok" } }] }',
  'agents:',
  '  - { name: live, prompt: "key ${env.SECRET}", model: [a, b], runs: 2 }',
  ''
].join('\n');

async function partial(
  index: number,
  total: number,
  yaml = SUITE,
  version = '0.1.0',
  filter?: string
): Promise<PartialReport> {
  const load = loadSuiteText(yaml, { file: 's.yml', env: { SECRET: 'hunter2' } });
  if (!load.ok) throw new Error(JSON.stringify(load.errors));
  const all = runCells(load.suite, filter);
  const cells = shardCells(all, { index, total });
  const { records, hooks } = await dispatchCells(load.suite, cells, {});
  const scoring = scoringInput(load.suite, {}, load.source.locate);
  return buildPartial({
    toolgauge: version,
    shard: { index, total },
    path: 's.yml',
    hash: `test:${identityText(yaml, scoring).length}:${yaml.length}`,
    ...(filter !== undefined ? { filter } : {}),
    cellsTotal: all.length,
    scoring,
    cells,
    records,
    hooks,
    timing: { started_at: '2026-11-24T00:00:00.000Z', duration_ms: 1 }
  });
}

const inputs = async (
  total: number,
  indexes = Array.from({ length: total }, (_, i) => i + 1)
): Promise<PartialInput[]> =>
  Promise.all(indexes.map(async (i, k) => ({ file: `p${k + 1}.json`, partial: await partial(i, total) })));

test('a complete set merges into the unsharded report', async () => {
  const load = loadSuiteText(SUITE, { file: 's.yml', env: { SECRET: 'hunter2' } });
  if (!load.ok) throw new Error('bad suite');
  const full = await runSuite(load.suite, { locate: load.source.locate });
  const merged = await mergePartials(await inputs(3), { toolgauge: '0.1.0' });
  expect(merged.ok && merged.report).toEqual(full);
  expect(full.tests.map((t) => t.name)).toEqual([
    'one',
    'two',
    'live [a] #1',
    'live [a] #2',
    'live [b] #1',
    'live [b] #2',
    'live [a]',
    'live [b]'
  ]);
});

test('a partial carries no value interpolated from the environment (args and prompts are left out)', async () => {
  expect(JSON.stringify(await partial(1, 1))).not.toContain('hunter2');
});

describe('merge errors name the file and the JSON pointer', () => {
  test('a missing shard', async () => {
    expect(checkPartials(await inputs(3, [1, 3]), '0.1.0')).toEqual([
      { message: 'shard 2/3 is missing (got p1.json (1/3), p2.json (3/3))' }
    ]);
  });

  test('a duplicate shard', async () => {
    const errors = checkPartials(await inputs(2, [1, 2, 2]), '0.1.0');
    expect(errors).toEqual([
      {
        file: 'p3.json',
        pointer: '/shard/index',
        message: 'is shard 2/2 again (so is p2.json): each shard merges once'
      }
    ]);
  });

  test('partials of different suites', async () => {
    const other = await partial(2, 2, SUITE.replace('name: merge errors', 'name: another'));
    const errors = checkPartials(
      [
        { file: 'a.json', partial: await partial(1, 2) },
        { file: 'b.json', partial: other }
      ],
      '0.1.0'
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'b.json', pointer: '/suite/hash' });
    expect(errors[0]!.message).toContain('is a shard of another suite than a.json');
  });

  test('partials of different toolgauge versions', async () => {
    const errors = checkPartials(
      [
        { file: 'a.json', partial: await partial(1, 2) },
        { file: 'b.json', partial: await partial(2, 2, SUITE, '0.2.0') }
      ],
      '0.1.0'
    );
    expect(errors).toEqual([
      {
        file: 'b.json',
        pointer: '/toolgauge',
        message:
          'written by toolgauge 0.2.0, but a.json by toolgauge 0.1.0: partials of different versions do not merge (re-run every shard with one version)'
      }
    ]);
  });

  test('partials of another toolgauge than the merger', async () => {
    expect(checkPartials(await inputs(1), '9.9.9')).toMatchObject([{ file: 'p1.json', pointer: '/toolgauge' }]);
  });

  test('different shard counts', async () => {
    const errors = checkPartials(
      [
        { file: 'a.json', partial: await partial(1, 2) },
        { file: 'b.json', partial: await partial(2, 3) }
      ],
      '0.1.0'
    );
    expect(errors).toMatchObject([{ file: 'b.json', pointer: '/shard/total' }]);
  });

  test('different --filter', async () => {
    const errors = checkPartials(
      [
        { file: 'a.json', partial: await partial(1, 2) },
        { file: 'b.json', partial: await partial(2, 2, SUITE, '0.1.0', 'live') }
      ],
      '0.1.0'
    );
    expect(errors).toMatchObject([
      { file: 'b.json', pointer: '/filter', message: 'ran with --filter live, but a.json with none' }
    ]);
  });

  test('a cell that belongs to another shard, and the cells a shard lacks', async () => {
    const [a, b] = await inputs(2);
    const moved = b!.partial.cells.shift()!;
    a!.partial.cells.push(moved);
    const errors = checkPartials([a!, b!], '0.1.0');
    expect(errors).toEqual([
      {
        file: 'p1.json',
        pointer: `/cells/${a!.partial.cells.length - 1}/key`,
        message: `holds cell ${moved.key}, which is not one of shard 1/2's cells`
      },
      { file: 'p2.json', pointer: '/cells', message: `lacks 1 of shard 2/2's cells: ${moved.key}` }
    ]);
  });

  test('an edited scoring section under an unchanged hash', async () => {
    const [a, b] = await inputs(2);
    b!.partial.scoring.suite.tests[1]!.threshold = 0;
    expect(checkPartials([a!, b!], '0.1.0')).toMatchObject([{ file: 'p2.json', pointer: '/scoring' }]);
  });

  test('a cells_total that the suite contradicts', async () => {
    const [a] = await inputs(1);
    a!.partial.cells_total = 99;
    expect(checkPartials([a!], '0.1.0')).toMatchObject([
      { file: 'p1.json', pointer: '/cells_total', message: 'says the run has 99 cells, but its suite has 6' }
    ]);
  });
});

describe('a file that is not a partial report', () => {
  test.each([
    ['[]', '', 'a partial report is a JSON object, not an array'],
    [
      '{"version":"1.0.0","suite":{},"summary":{},"tests":[],"rollups":{}}',
      '',
      "this is a whole suite report, not a shard's partial report; render it with toolgauge report"
    ],
    ['{"kind":"other"}', '/kind', '"kind" is "other", not "toolgauge-partial-report"']
  ])('%s -> %s: %s', (text, pointer, message) => {
    const r = parsePartialText(text, { file: 'x.json' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ file: 'x.json', pointer, message });
  });

  test('malformed JSON is reported at its line and column', () => {
    const r = parsePartialText('{\n  "kind": }', { file: 'x.json' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ file: 'x.json', line: 2 });
  });

  test('a wrong field is reported at its JSON pointer, line and column', async () => {
    const p = JSON.parse(JSON.stringify(await partial(1, 2))) as Record<string, any>;
    p.shard.index = 3;
    p.cells[0].outcome = { kind: 'guess' };
    p.scoring.suite.tests[2].runs = 1e9;
    const r = parsePartialText(JSON.stringify(p, null, 2), { file: 'x.json' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.map((e) => e.pointer)).toEqual([
        '/shard/index',
        '/scoring/suite/tests/2/runs',
        '/cells/0/outcome/kind'
      ]);
      expect(r.errors.every((e) => typeof e.line === 'number' && e.file === 'x.json')).toBe(true);
    }
  });
});
