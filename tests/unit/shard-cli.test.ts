/**
 * Sharding as CI runs it: `toolgauge run --shard i/n` as real processes (in parallel, as matrix
 * jobs would), then `toolgauge report merge` as a process, against the unsharded run's report.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { cliArgs, REPO, runCli, tempDir } from './helpers/cli.ts';

const CLI = cliArgs();

function toolgauge(argv: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...CLI, ...argv], { cwd: REPO });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The only fields a merged report may differ in: suite-level hook runs (one pair per shard) and hook durations. */
function withoutShardDependent(report: Record<string, unknown>): unknown {
  const { hooks: _h, ...rest } = report;
  const tests = (rest.tests as Array<Record<string, unknown>>).map((t) =>
    Array.isArray(t.hooks) ? { ...t, hooks: t.hooks.map(({ duration_ms: _d, ...h }: Record<string, unknown>) => h) } : t
  );
  return { ...rest, tests };
}

describe.each([
  // Recorded traces: selection F1, the pass^k floor, token efficiency, distractors.
  ['examples/suites/agent-metrics.yml', 3, 0],
  // Live tools: tests against a mock server the CLI starts, one of them failing (exit 1).
  ['examples/suites/suite-composition-live.yml', 2, 1],
  // Dispatched agents: the lexical and bm25 agents, models x runs cells, group rows with the floor.
  ['examples/suites/agents-lexical.yml', 4, 0]
])('%s in %i shards', (suite, n, exit) => {
  test('the shards run as separate processes and their merge is the unsharded report, in every format', async () => {
    const dir = tempDir('tg-shard-cli-');
    const full = path.join(dir, 'full.json');
    const parts = Array.from({ length: n }, (_, i) => path.join(dir, `part-${i + 1}.json`));
    const runs = await Promise.all([
      toolgauge(['run', suite, '--format', 'json', '--out', full]),
      ...parts.map((p, i) => toolgauge(['run', suite, '--shard', `${i + 1}/${n}`, '--out', p]))
    ]);
    expect(runs[0]!.code, runs[0]!.stderr).toBe(exit);
    for (const [i, r] of runs.slice(1).entries()) {
      // A shard's exit says the partial was written; the verdict belongs to the merge.
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toMatch(new RegExp(`shard ${i + 1}/${n}: \\d+ of \\d+ cells written to`));
    }

    const merged = await toolgauge(['report', 'merge', ...[...parts].reverse(), '--format', 'json']);
    expect(merged.code, merged.stderr).toBe(exit);
    const want = JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>;
    expect(withoutShardDependent(JSON.parse(merged.stdout) as Record<string, unknown>)).toEqual(
      withoutShardDependent(want)
    );

    // Markdown and JUnit render from the merged report exactly as from the unsharded one.
    const fullNoHooks = path.join(dir, 'full-no-hooks.json');
    writeFileSync(fullNoHooks, JSON.stringify(withoutShardDependent(want)));
    for (const format of ['markdown', 'junit']) {
      const a = await runCli(['report', 'merge', ...parts, '--format', format]);
      const b = await runCli(['report', fullNoHooks, '--format', format]);
      expect(a.stdout).toBe(b.stdout);
    }
  });
});

describe('report merge refuses an incomplete or mixed set with exit 2, naming the files', () => {
  test('a missing shard, a duplicate, a whole report, and a partial of another suite', async () => {
    const dir = tempDir('tg-shard-err-');
    const p = (name: string) => path.join(dir, name);
    for (const [suite, shard, out] of [
      ['examples/suites/agent-metrics.yml', '1/3', 'a1.json'],
      ['examples/suites/agent-metrics.yml', '3/3', 'a3.json'],
      ['examples/suites/tool-quality.yml', '2/3', 'q2.json']
    ]) {
      expect((await runCli(['run', suite!, '--shard', shard!, '--out', p(out!)])).code).toBe(0);
    }
    const missing = await runCli(['report', 'merge', p('a1.json'), p('a3.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`shard 2/3 is missing (got ${p('a1.json')} (1/3), ${p('a3.json')} (3/3))`);

    const twice = await runCli(['report', 'merge', p('a1.json'), p('a3.json'), p('a3.json')]);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain(
      `${p('a3.json')} is shard 3/3 again (so is ${p('a3.json')}): each shard merges once (at /shard/index)`
    );

    const other = await runCli(['report', 'merge', p('a1.json'), p('q2.json'), p('a3.json')]);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain(`${p('q2.json')} is a shard of another suite than ${p('a1.json')}`);
    expect(other.stderr).toContain('(at /suite/hash)');

    const full = p('full.json');
    await runCli(['run', 'examples/suites/agent-metrics.yml', '--json', '--out', full]);
    const notPartial = await runCli(['report', 'merge', full]);
    expect(notPartial.code).toBe(2);
    expect(notPartial.stderr).toContain(
      `${full}:1:1: this is a whole suite report, not a shard's partial report; render it with toolgauge report`
    );
  });

  test('--shard takes i/n with 1 <= i <= n, and writes JSON only', async () => {
    const bad = await runCli(['run', 'examples/suites/agent-metrics.yml', '--shard', '4/3']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('toolgauge run: --shard 4/3: i must be between 1 and 3\n');
    const md = await runCli(['run', 'examples/suites/agent-metrics.yml', '--shard', '1/2', '--format', 'markdown']);
    expect(md.code).toBe(2);
    expect(md.stderr).toContain('--shard writes a partial report (JSON), not --format markdown');
    const record = await runCli(['run', 'examples/suites/agents-lexical.yml', '--shard', '1/2', '--record']);
    expect(record.code).toBe(2);
    expect(record.stderr).toContain('--record writes whole cassettes');
    expect((await runCli(['report', 'merge'])).code).toBe(2);
  });

  test('report merge --help documents the command', async () => {
    const r = await runCli(['report', 'merge', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('usage: toolgauge report merge <partial.json>...');
  });
});
