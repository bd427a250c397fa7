/**
 * docs/sharding.md's console blocks are real: each `$ toolgauge ...` line is run in order (in a
 * folder where examples/ is this checkout's) and must print exactly the lines below it, stderr
 * first, then stdout. Its JSON envelope is checked against a real partial too.
 */
import { readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { shellSplit } from '../../core/source/shell-split.ts';
import { REPO, runCli, tempDir } from './helpers/cli.ts';

const doc = readFileSync(path.join(REPO, 'docs/sharding.md'), 'utf8');

function commands(): Array<{ argv: string[]; output: string }> {
  const out: Array<{ argv: string[]; output: string }> = [];
  for (const block of doc.matchAll(/```console\n([\s\S]*?)```/g)) {
    for (const part of block[1]!.split(/^\$ toolgauge /m).slice(1)) {
      const [command, ...lines] = part.split('\n');
      const split = shellSplit(command!);
      if (!split.ok) throw new Error(split.message);
      out.push({ argv: split.words, output: lines.join('\n') });
    }
  }
  return out;
}

test('every command in docs/sharding.md prints what the doc shows', async () => {
  const dir = tempDir('tg-sharding-doc-');
  symlinkSync(path.join(REPO, 'examples'), path.join(dir, 'examples'));
  // The doc shows shard 1; the merges need all three.
  for (const i of [2, 3])
    expect(
      (
        await runCli(['run', 'examples/suites/agent-metrics.yml', '--shard', `${i}/3`, '--out', `part-${i}.json`], {
          cwd: dir
        })
      ).code
    ).toBe(0);
  const list = commands();
  expect(list.map((c) => c.argv[0])).toEqual(['run', 'report', 'report', 'report']);
  for (const c of list) {
    const r = await runCli(c.argv, { cwd: dir });
    expect(r.stderr + r.stdout, c.argv.join(' ')).toBe(c.output);
  }
});

test('the partial envelope the doc shows has the fields and values of a real partial', async () => {
  const r = await runCli(['run', 'examples/suites/agent-metrics.yml', '--shard', '2/3']);
  expect(r.code).toBe(0);
  const real = JSON.parse(r.stdout) as Record<string, any>;
  const shown = JSON.parse(/```json\n([\s\S]*?)```/.exec(doc)![1]!) as Record<string, any>;
  expect(Object.keys(shown)).toEqual(Object.keys(real));
  for (const k of ['kind', 'version', 'shard', 'cells_total']) expect(shown[k], k).toEqual(real[k]);
  // The hash changes with any edit of the example suite; its form does not.
  expect(shown.suite).toEqual({ path: real.suite.path, hash: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) });
  expect(shown.cells[0].key).toBe(real.cells[0].key);
  expect(Object.keys(shown.scoring)).toEqual(Object.keys(real.scoring));
});
