/**
 * The `console` examples of docs/live.md are what the CLI prints, run for real against the mock
 * (timings, the one thing that varies, are compared as "N ms").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { consoleBlocks, REPO, runCli } from './helpers/cli.ts';

const ms = (text: string) => text.replace(/\(\d+ ms\)/g, '(N ms)');

describe('docs/live.md console examples', () => {
  const blocks = consoleBlocks(readFileSync(`${REPO}/docs/live.md`, 'utf8'));
  it('has the call examples', () => {
    expect(blocks.map((b) => b.argv[0])).toEqual(['call', 'call']);
  });
  it.each(blocks.map((b) => [b.argv.join(' '), b] as const))('%s', async (_line, b) => {
    const r = await runCli(b.argv, { cwd: REPO });
    expect(ms(r.stdout)).toBe(ms(b.stdout));
    expect(r.code).toBe(b.code ?? 0);
  });
});
