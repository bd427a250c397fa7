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
    expect(text.stdout.split('\n').slice(2, 7)).toEqual([
      'impact    breaking (4 breaking, 8 risky, 2 additive)',
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
    expect(text.stdout.split('\n')[4]).toBe(
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

describe('toolgauge diff: impact, renames and --fail-on', () => {
  const tool = (
    name: string,
    description: string,
    props: Record<string, unknown>,
    extra: Record<string, unknown> = {}
  ) => ({
    name,
    description,
    inputSchema: { type: 'object', properties: props, required: Object.keys(props).slice(0, 1) },
    ...extra
  });
  const base = {
    tools: [
      tool('search', 'Search issues by keyword. Returns matching issues.', {
        q: { type: 'string' },
        state: { type: 'string', enum: ['open', 'closed', 'all'] }
      }),
      tool('get_issue', 'Get one issue by its number, with comments.', { number: { type: 'integer' } }),
      tool('close_issue', 'Close an issue by number.', { number: { type: 'integer' } })
    ]
  };
  const write = (name: string, value: unknown) => tempFile(name, JSON.stringify(value, null, 2));
  const BASE = write('base.json', base);
  const renamed = structuredClone(base);
  renamed.tools[1].name = 'fetch_issue';
  renamed.tools[1].description = 'Get one issue by its number, with its comments.';
  const RENAMED = write('renamed.json', renamed);
  const risky = structuredClone(base);
  risky.tools[2].description = 'Close the issue with this number.';
  const RISKY = write('risky.json', risky);
  const additive = structuredClone(base);
  (additive.tools[0].inputSchema.properties as Record<string, unknown>).page = { type: 'integer' };
  const ADDITIVE = write('additive.json', additive);

  it('a rename is one breaking change with from and to; the worst impact leads the JSON', async () => {
    const r = await runCli(['diff', BASE, RENAMED, '--json']);
    const d = JSON.parse(r.stdout);
    expect(Object.keys(d).slice(0, 3)).toEqual(['base', 'head', 'impact']);
    expect(d.impact).toBe('breaking');
    expect([d.added, d.removed, d.renamed]).toEqual([[], [], [{ from: 'get_issue', to: 'fetch_issue' }]]);
    // The renamed tool's findings compare with its new self: the same finding is neither fixed nor introduced.
    expect([d.introduced, d.fixed]).toEqual([[], []]);
    expect(d.tools.find((t: { id: string }) => t.id === 'fetch_issue')).toMatchObject({
      status: 'renamed',
      from: 'get_issue',
      to: 'fetch_issue',
      impact: 'breaking',
      reasons: [
        'tool renamed from "get_issue" to "fetch_issue": calls by the old name fail',
        expect.stringMatching(/^description rewritten/)
      ]
    });
  });

  it('--fail-on breaking exits 1 exactly when a change is breaking; risky fails on risky too; none never', async () => {
    const code = async (head: string, failOn: string) => (await runCli(['diff', BASE, head, '--fail-on', failOn])).code;
    expect(await Promise.all([RENAMED, RISKY, ADDITIVE, BASE].map((h) => code(h, 'breaking')))).toEqual([1, 0, 0, 0]);
    expect(await Promise.all([RENAMED, RISKY, ADDITIVE, BASE].map((h) => code(h, 'risky')))).toEqual([1, 1, 0, 0]);
    expect(await Promise.all([RENAMED, RISKY, ADDITIVE].map((h) => code(h, 'none')))).toEqual([0, 0, 0]);
    const text = await runCli(['diff', BASE, RENAMED, '--fail-on', 'breaking']);
    expect(text.stdout).toContain('gate      fail: 1 breaking change (--fail-on breaking)');
    expect(text.stdout.split('\n')[2]).toBe('impact    breaking (1 breaking)');
    expect((await runCli(['diff', BASE, ADDITIVE, '--fail-on', 'breaking'])).stdout).toContain(
      'gate      pass: no breaking change (--fail-on breaking)'
    );
  });

  it('--fail-on replaces the new-critical gate: a new critical with no breaking change passes --fail-on breaking', async () => {
    const critical = structuredClone(base);
    critical.tools.push({
      name: 'x',
      description: '',
      inputSchema: { type: 'object', properties: {}, required: [] }
    } as never);
    const head = write('critical.json', critical);
    const plain = await runCli(['diff', BASE, head, '--json']);
    expect(JSON.parse(plain.stdout).newCriticals).toBeGreaterThan(0);
    expect(plain.code).toBe(1);
    expect((await runCli(['diff', BASE, head, '--fail-on', 'breaking'])).code).toBe(0);
  });

  it('the Markdown comment groups changes by impact, breaking first, before the folded details', async () => {
    const both = structuredClone(renamed);
    both.tools[2].description = risky.tools[2].description;
    (both.tools[0].inputSchema.properties as Record<string, unknown>).page = { type: 'integer' };
    const md = (await runCli(['diff', BASE, write('both.json', both), '--format', 'markdown'])).stdout;
    expect(md).toContain('**Impact: breaking (1 breaking, 1 risky, 1 additive)**');
    const at = (s: string) => md.indexOf(s);
    expect(at('### Breaking (1)')).toBeGreaterThan(0);
    expect(at('### Breaking (1)')).toBeLessThan(at('### Risky (1)'));
    expect(at('### Risky (1)')).toBeLessThan(at('### Additive (1)'));
    expect(at('### Additive (1)')).toBeLessThan(at('<details>'));
    expect(md).toContain('- **fetch\\_issue (renamed from get\\_issue)**');
    expect(md).toContain('  - new optional argument "page"');
  });

  it('a tool grown past --tool-token-growth is risky; the limit is an option', async () => {
    const grown = structuredClone(base);
    (grown.tools[0].inputSchema.properties as Record<string, Record<string, unknown>>).q.examples = [
      'crash on start',
      'login fails'
    ];
    const head = write('grown.json', grown);
    const d = JSON.parse((await runCli(['diff', BASE, head, '--json', '--tool-token-growth', '5'])).stdout);
    expect(d.tools[0].impact).toBe('risky');
    expect(d.tools[0].reasons[0]).toMatch(/^tokens grew from \d+ to \d+ cl100k, past 5 tokens/);
    expect(
      JSON.parse((await runCli(['diff', BASE, head, '--json', '--tool-token-growth', '90%'])).stdout).tools[0].impact
    ).toBe('none');
  });

  it('refuses a bad --fail-on or --tool-token-growth with exit 2, naming the allowed values', async () => {
    const bad = await runCli(['diff', BASE, RISKY, '--fail-on', 'critical']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--fail-on must be one of breaking, risky, none (got "critical")');
    const growth = await runCli(['diff', BASE, RISKY, '--tool-token-growth', 'big']);
    expect(growth.code).toBe(2);
    expect(growth.stderr).toContain('--tool-token-growth takes a number of tokens');
  });
});

describe('toolgauge diff --intents: what the change does to tool search', () => {
  const weather = { name: 'get_weather', description: 'Weather forecast for a city: temperature and rain.' };
  const email = { name: 'send_email', description: 'Send an email message to a recipient.' };
  const rival = { name: 'weather_forecast_city', description: 'Weather forecast for a city, hourly weather forecast.' };
  const BASE = tempFile('base.json', JSON.stringify({ tools: [weather, email] }));
  const HEAD = tempFile('head.json', JSON.stringify({ tools: [weather, email, rival] }));
  const INTENTS = tempFile(
    'bench.yml',
    [
      'intents:',
      '  - { query: weather forecast for a city, gold: [get_weather] }',
      '  - { query: send an email, gold: [send_email] }',
      '  - { query: book a flight, gold: [] }',
      'top_k: 1',
      ''
    ].join('\n')
  );

  it('reports each intent rank and recall@k before and after per selector; a drop out of the top k is risky, the intent named', async () => {
    const r = await runCli(['diff', BASE, HEAD, '--intents', INTENTS, '--json', '--fail-on', 'risky']);
    expect(r.code).toBe(1);
    const d = JSON.parse(r.stdout);
    expect(d.impact).toBe('risky');
    expect(d.search.k).toBe(1);
    expect(d.search.selectors.map((s: { selector: string }) => s.selector)).toEqual([
      'lexical',
      'bm25',
      'fastmcp-bm25'
    ]);
    for (const s of d.search.selectors) {
      expect(s.intents[0]).toEqual({
        query: 'weather forecast for a city',
        gold: ['get_weather'],
        before: 1,
        after: 2
      });
      expect([s.n, s.retrieved, s.dropped]).toEqual([2, { before: 2, after: 1 }, ['weather forecast for a city']]);
      expect(s.noMatch).toEqual({ n: 1, before: 0, after: 0 });
    }
    const gw = d.tools.find((t: { id: string }) => t.id === 'get_weather');
    expect(gw.impact).toBe('risky');
    expect(gw.reasons).toEqual([
      'intent "weather forecast for a city": the gold tool left the top 1 (lexical 1 -> 2, bm25 1 -> 2, fastmcp-bm25 1 -> 2): tool search may no longer find it'
    ]);
    const text = await runCli(['diff', BASE, HEAD, '--intents', INTENTS]);
    expect(text.stdout).toContain(
      '  lexical       recall@1 2/2 -> 1/2 (100.0% -> 50.0%); no-match answered 0/1 -> 0/1'
    );
    expect(text.stdout).toContain(
      '  OUT "weather forecast for a city"  lexical 1 -> 2, bm25 1 -> 2, fastmcp-bm25 1 -> 2'
    );
    const md = await runCli(['diff', BASE, HEAD, '--intents', INTENTS, '--format', 'markdown']);
    expect(md.stdout).toContain('### Tool search (recall@1)');
    expect(md.stdout.indexOf('### Risky (1)')).toBeLessThan(md.stdout.indexOf('### Tool search'));
  });

  it('without --intents there is no search block; a broken intents file is exit 2 with its position', async () => {
    expect(JSON.parse((await runCli(['diff', BASE, HEAD, '--json'])).stdout).search).toBeUndefined();
    const bad = tempFile('bad.yml', 'intents:\n  - { query: q, gold: get_weather }\n');
    const r = await runCli(['diff', BASE, HEAD, '--intents', bad]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yml:2:\d+: gold is string "get_weather"/);
  });
});
