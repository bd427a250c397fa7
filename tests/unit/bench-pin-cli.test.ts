/** `bench --pin`: the advice per selector in text and JSON, and a bad fraction refused. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'tg-pin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const spec = path.join(dir, 'spec.yml');
writeFileSync(
  spec,
  [
    'catalog:',
    '  tools:',
    '    - { name: get_weather, description: Weather forecast for a city. }',
    '    - { name: get_time, description: Current time in a city. }',
    '    - { name: help, description: How to use this server. }',
    'intents:',
    '  - { query: city weather, gold: [get_weather] }',
    '  - { query: getting started, gold: [help] }',
    'top_k: 1',
    ''
  ].join('\n')
);

describe('bench --pin', () => {
  it('JSON: per selector the tools to pin, the recall reached and the tokens saved; the clients that defer', async () => {
    const r = await runCli(['bench', spec, '--selector', 'fastmcp-bm25', '--pin', '1', '--json']);
    expect(r.code).toBe(0);
    const pin = JSON.parse(r.stdout).pin;
    expect(pin.selectors['fastmcp-bm25']).toMatchObject({
      pinned: ['help'],
      recall: 1,
      searchOnlyRecall: 0.5,
      reached: true,
      exact: true
    });
    expect(pin.selectors['fastmcp-bm25'].saved).toBe(
      pin.selectors['fastmcp-bm25'].allTokens - pin.selectors['fastmcp-bm25'].pinnedTokens
    );
    expect(pin.clients.map((c: { client: string; defers: unknown }) => [c.client, c.defers])).toEqual([
      ['claude-code', false],
      ['anthropic-api', 'if-marked'],
      ['fastmcp', true]
    ]);
  });

  it('text: one line per selector after the report', async () => {
    const r = await runCli(['bench', spec, '--selector', 'lexical,fastmcp-bm25', '--pin', '1']);
    expect(r.stdout).toMatch(/── pin advice: recall@1 >= 100\.0% for the fewest tokens \(cl100k\) ──/);
    expect(r.stdout).toMatch(
      /\nfastmcp-bm25: pin help \(\d+ tokens\) -> recall@1 100\.0% \(search alone 50\.0%; reaches the target\)/
    );
    expect(r.stdout).toContain('claude-code: loads every tool');
  });

  it('Markdown and HTML carry the advice too (issue 42: it was dropped there)', async () => {
    const md = await runCli(['bench', spec, '--selector', 'fastmcp-bm25', '--pin', '1', '--format', 'markdown']);
    expect(md.code).toBe(0);
    expect(md.stdout).toContain('### Pin advice');
    expect(md.stdout).toMatch(/\nfastmcp-bm25: pin help \(\d+ tokens\) -> recall@1 100\.0%/);
    const html = await runCli(['bench', spec, '--selector', 'fastmcp-bm25', '--pin', '1', '--format', 'html']);
    expect(html.code).toBe(0);
    expect(html.stdout).toContain('── pin advice: recall@1 &gt;= 100.0%');
    expect(html.stdout).toMatch(/fastmcp-bm25: pin help \(\d+ tokens\) -&gt; recall@1 100\.0%/);
  });

  it('a percentage is accepted as well as a fraction: 50% is 0.5', async () => {
    const r = await runCli(['bench', spec, '--selector', 'fastmcp-bm25', '--pin', '50%', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).pin.target).toBe(0.5);
    expect((await runCli(['bench', spec, '--pin', '150%'])).code).toBe(2);
    expect((await runCli(['bench', spec, '--pin', '%'])).code).toBe(2);
  });

  it('a target outside 0..1 is a usage error', async () => {
    const r = await runCli(['bench', spec, '--pin', '2']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--pin must be a fraction between 0 and 1');
  });
});
