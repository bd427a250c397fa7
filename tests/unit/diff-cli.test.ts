/**
 * `toolgauge diff` on real catalog pairs: the published filesystem server at 2025.7.1 and 2025.8.21
 * (tests/fixtures/catalog-versions, provenance in its README) against 2026.8.31
 * (examples/catalogs/filesystem.json, from the corpus).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, runCli, tempFile } from './helpers/cli.ts';

const OLD = 'tests/fixtures/catalog-versions/filesystem-2025.7.1.json';
const MID = 'tests/fixtures/catalog-versions/filesystem-2025.8.21.json';
const NOW = 'examples/catalogs/filesystem.json';

describe('toolgauge diff on two versions of the filesystem server', () => {
  it('2025.7.1 -> 2026.8.31 under the reference preset: two tools added, every tool changed, two new criticals fail the gate', async () => {
    const r = await runCli(['diff', OLD, NOW, '--json', '--preset', 'reference']);
    expect(r.code).toBe(1);
    const d = JSON.parse(r.stdout);
    expect(d.added).toEqual(['read_text_file', 'read_media_file']);
    expect(d.removed).toEqual([]);
    expect(d.changed).toHaveLength(12);
    expect(d.tools.find((t: { id: string }) => t.id === 'read_file').fields).toEqual([
      'description',
      'title',
      'inputSchema',
      'outputSchema',
      'annotations'
    ]);
    expect(d.newCriticals).toBe(2);
    expect(
      d.introduced
        .filter((f: { severity: string }) => f.severity === 'critical')
        .map((f: { tool: string; rule: string }) => `${f.tool} ${f.rule}`)
    ).toEqual(['read_text_file DESC-006', 'read_media_file DESC-006']);
    expect(d.fixed.length).toBeGreaterThan(10);
    expect(d.tokens.delta.cl100k).toBe(d.tokens.head.cl100k - d.tokens.base.cl100k);
    expect(d.tokens.delta.cl100k).toBeGreaterThan(0);
    expect(d.tokens.delta.o200k).toBeGreaterThan(0);
    expect(d.score.delta.mean).toBeGreaterThan(0);
    expect(d.gate).toEqual(['fail: 2 new critical findings']);
  });

  it('the recommended preset (the default) lints both sides as lint does: DESC-006 is not in it, so the gate passes; --preset all shows it as a hint', async () => {
    const r = await runCli(['diff', OLD, NOW, '--json']);
    const d = JSON.parse(r.stdout);
    expect(d.newCriticals).toBe(0);
    expect(d.introduced.filter((f: { rule: string }) => f.rule === 'DESC-006')).toEqual([]);
    expect(r.code).toBe(0);
    const all = JSON.parse((await runCli(['diff', OLD, NOW, '--json', '--preset', 'all'])).stdout);
    expect(all.newCriticals).toBe(0);
    expect(
      all.introduced
        .filter((f: { rule: string }) => f.rule === 'DESC-006')
        .every((f: { severity: string }) => f.severity === 'hint')
    ).toBe(true);
  });

  it('2025.8.21 -> 2026.8.31: same tools, no new critical; the token gate decides, absolute or in percent', async () => {
    const plain = await runCli(['diff', MID, NOW, '--json']);
    const d = JSON.parse(plain.stdout);
    expect([d.added, d.removed]).toEqual([[], []]);
    expect(d.newCriticals).toBe(0);
    expect(plain.code).toBe(0);
    const growth = d.tokens.delta.cl100k;
    const pct = (growth / d.tokens.base.cl100k) * 100;
    expect(growth).toBeGreaterThan(0);
    expect((await runCli(['diff', MID, NOW, '--max-token-growth', String(growth - 1)])).code).toBe(1);
    expect(
      (await runCli(['diff', MID, NOW, '--max-token-growth', String(Math.max(growth, d.tokens.delta.o200k))])).code
    ).toBe(0);
    const over = await runCli(['diff', MID, NOW, '--max-token-growth', `${Math.floor(pct) - 1}%`]);
    expect(over.code).toBe(1);
    expect(over.stdout).toMatch(/gate {6}fail: token growth over --max-token-growth \d+% \(cl100k/);
  });

  it('the text report leads with the summary; Markdown folds the details', async () => {
    const text = await runCli(['diff', OLD, NOW, '--preset', 'reference']);
    expect(text.stdout.split('\n').slice(2, 6)).toEqual([
      'tools     2 added, 0 removed, 12 changed, 0 unchanged',
      expect.stringMatching(/^findings {2}4 introduced \(2 critical\), \d+ fixed$/),
      expect.stringMatching(
        /^tokens {4}cl100k \d+ -> \d+ \(\+\d+, \+\d+\.\d%\), o200k \d+ -> \d+ \(\+\d+, \+\d+\.\d%\)$/
      ),
      expect.stringMatching(/^score {5}mean 0\.\d{3} -> 0\.\d{3} \(\+0\.\d{3}\), min/)
    ]);
    const md = await runCli(['diff', OLD, NOW, '--format', 'markdown', '--preset', 'reference']);
    expect(md.stdout.indexOf('**Tools** +2 −0 ~12')).toBeGreaterThan(0);
    expect(md.stdout.indexOf('**Tools**')).toBeLessThan(md.stdout.indexOf('<details>'));
    expect(md.stdout).toContain('<details><summary>Findings introduced (4)</summary>');
  });

  it('refuses one catalog, two stdins, a malformed limit and an unusable catalog (exit 2, named)', async () => {
    expect((await runCli(['diff', OLD])).stderr).toContain('diff takes two catalogs');
    expect((await runCli(['diff', '-', '-'])).code).toBe(2);
    expect((await runCli(['diff', OLD, NOW, '--max-token-growth', 'lots'])).stderr).toContain(
      '--max-token-growth takes a number of tokens'
    );
    const bad = await runCli(['diff', OLD, tempFile('broken.json', '{"tools": [}')]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/broken\.json:1:\d+:/);
  });

  it('reports a change that only reorders tools in text, JSON and Markdown, with the prompt-cache tokens it invalidates', async () => {
    const base = JSON.parse(readFileSync(path.join(REPO, 'examples/catalogs/github.json'), 'utf8'));
    const t = base.tools;
    const head = tempFile(
      'reordered.json',
      JSON.stringify({ ...base, tools: [...t.slice(0, 3), t[5], t[3], t[4], ...t.slice(6)] })
    );
    const json = await runCli(['diff', 'examples/catalogs/github.json', head, '--json']);
    expect(json.code).toBe(0);
    const d = JSON.parse(json.stdout);
    expect([d.added, d.removed, d.changed]).toEqual([[], [], []]);
    // From the first moved tool (4th in the new order) to the end of the new surface.
    const tail = new Set([t[5], t[3], t[4], ...t.slice(6)].map((x: { name: string }) => x.name));
    const tailTokens = (d.tools as Array<{ id: string; tokens: { head: { cl100k: number } } }>)
      .filter((x) => tail.has(x.id))
      .reduce((n, x) => n + x.tokens.head.cl100k, 0);
    expect(d.order).toMatchObject({
      reordered: true,
      onlyReorder: true,
      firstMoved: t[5].name,
      moved: [
        { id: t[5].name, from: 6, to: 4 },
        { id: t[3].name, from: 4, to: 5 },
        { id: t[4].name, from: 5, to: 6 }
      ]
    });
    expect(d.order.cacheInvalidated.cl100k).toBe(tailTokens);
    expect(d.order.surface.cl100k).toBe(d.tokens.head.cl100k);
    const text = await runCli(['diff', 'examples/catalogs/github.json', head]);
    expect(text.stdout.split('\n')[3]).toBe(
      `order     only the order changed: 3 tools moved (first: ${t[5].name}, 6 -> 4); the prompt cache no longer covers ${d.order.cacheInvalidated.cl100k} cl100k / ${d.order.cacheInvalidated.o200k} o200k tokens (of ${d.tokens.head.cl100k} / ${d.tokens.head.o200k}), from that tool to the end`
    );
    const md = await runCli(['diff', 'examples/catalogs/github.json', head, '--format', 'markdown']);
    expect(md.stdout).toContain(
      `**Order** only the order changed: 3 tools moved \\(first: ${t[5].name.replace(/_/g, '\\_')}, 6 → 4\\); the prompt cache no longer covers ${d.order.cacheInvalidated.cl100k} cl100k`
    );
    // An unchanged order adds no line.
    expect(
      (await runCli(['diff', 'examples/catalogs/github.json', 'examples/catalogs/github.json'])).stdout
    ).not.toContain('order ');
  });
});
