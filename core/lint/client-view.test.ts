import { describe, expect, it } from 'vitest';
import { parseCatalogValue } from '../catalog/parse-catalog.ts';
import { CLIENT_LIMITS } from './client-limits.ts';
import { clientView, formatClientViewText } from './client-view.ts';
import { CLAUDE_CODE_LIMIT, CURSOR_LIMIT } from './rules/cmp-002-prefixed-name-length.ts';
import { MAX_TOOLS } from './rules/cmp-003-too-many-tools.ts';
import { CLAUDE_CODE_DESCRIPTION_LIMIT } from './rules/cmp-004-description-truncated.ts';

const parse = (value: unknown) => {
  const r = parseCatalogValue(value);
  if (!r.ok) throw new Error('bad');
  return r.catalog;
};

describe("one table of client limits, the CMP rules' own numbers", () => {
  it("uses the rules' constants", () => {
    expect(CLIENT_LIMITS['claude-code'].descriptionCut?.value).toBe(CLAUDE_CODE_DESCRIPTION_LIMIT);
    expect(CLIENT_LIMITS['claude-code'].namePattern?.value.source).toContain(`{1,${CLAUDE_CODE_LIMIT}}`);
    expect(CLIENT_LIMITS.cursor.combinedName?.value).toBe(CURSOR_LIMIT);
    expect(CLIENT_LIMITS.vscode.toolCap?.value).toBe(MAX_TOOLS);
  });
  it('every number has a source', () => {
    for (const c of Object.values(CLIENT_LIMITS))
      for (const l of [c.namePattern, c.combinedName, c.descriptionCut, c.instructionsCut, c.toolCap])
        if (l) expect(l.source.length).toBeGreaterThan(10);
  });
});

describe('clientView', () => {
  const long = 'x'.repeat(2100);
  const catalog = parse({
    server: 'weather',
    instructions: 'i'.repeat(3000),
    tools: [{ name: 'get_weather', description: long }, { name: 'a'.repeat(60) }, { name: 'bad name' }]
  });
  it('Claude Code: prefixed names, descriptions and instructions cut at 2,048, names past 64 or with spaces dropped', () => {
    const v = clientView(catalog, 'claude-code');
    expect(v.tools.map((t) => [t.sent, t.kept, t.cut, t.dropped])).toEqual([
      ['mcp__weather__get_weather', 2048, 52, undefined],
      [`mcp__weather__${'a'.repeat(60)}`, 0, 0, 'combined-name-too-long'],
      ['mcp__weather__bad name', 0, 0, 'name-rejected']
    ]);
    expect([v.sent, v.dropped]).toEqual([1, 2]);
    expect(v.instructions).toEqual([{ pointer: '/instructions', kept: 2048, cut: 952 }]);
  });
  it('Cursor: names unprefixed, a combined name past 60 dropped, nothing cut', () => {
    const v = clientView(catalog, 'cursor');
    expect(v.tools.map((t) => [t.sent, t.cut, t.dropped])).toEqual([
      ['get_weather', 0, undefined],
      ['a'.repeat(60), 0, 'combined-name-too-long'],
      ['bad name', 0, undefined]
    ]);
  });
  it('VS Code: tools past 128 dropped', () => {
    const many = parse({ tools: Array.from({ length: 130 }, (_, i) => ({ name: `t${i}` })) });
    const v = clientView(many, 'vscode');
    expect(v.tools.filter((t) => t.dropped === 'past-tool-cap').map((t) => t.id)).toEqual(['t128', 't129']);
    expect(v.serverNamed).toBe(false);
  });
});

describe('the server name: configured, or a guess that drops nothing', () => {
  const catalog = parse({ serverInfo: { name: 'Weather API', version: '1' }, tools: [{ name: 'a'.repeat(60) }] });
  it('serverInfo.name is a guess: a name too long under it would be dropped, not dropped', () => {
    const v = clientView(catalog, 'claude-code');
    expect(v).toMatchObject({ server: 'Weather API', server_source: 'serverInfo.name', serverNamed: false });
    expect([v.sent, v.dropped, v.would_drop]).toEqual([1, 0, 1]);
    expect(v.tools[0].would_drop).toBe('combined-name-too-long');
  });
  it('--server-name is the name the user configured: the same tool is dropped', () => {
    const v = clientView(catalog, 'claude-code', { serverName: 'weather' });
    expect(v).toMatchObject({ server: 'weather', server_source: '--server-name', serverNamed: true });
    expect([v.sent, v.dropped]).toEqual([0, 1]);
  });
  it("a config's keys name each tool's server", () => {
    const bundle = parse({ servers: { a: { tools: [{ name: 'x' }] }, b: { tools: [{ name: 'y' }] } } });
    const v = clientView(bundle, 'claude-code', { keySource: 'config key' });
    expect(v).toMatchObject({ server_source: 'config key', server_names: ['a', 'b'], serverNamed: true });
  });
});

describe('deferral (claude-code: past 10% of a 200k window)', () => {
  const catalog = parse({
    tools: [
      { name: 'list_invoices', description: 'List invoices of a customer.', inputSchema: { type: 'object' } },
      { name: 'refund_payment', description: 'Refund a payment.', inputSchema: { type: 'object' } }
    ]
  });
  it('sends every tool up front under the threshold', () => {
    const view = clientView(catalog, 'claude-code', { tokens: [10_000, 10_000] });
    expect(view.deferral).toEqual({
      deferred: false,
      measured: { tokens: 20_000 },
      threshold: { tokens: 20_000 },
      visible: ['list_invoices', 'refund_payment'],
      search: []
    });
  });
  it('defers every tool past it, and says whether search finds each from its own words', () => {
    const view = clientView(catalog, 'claude-code', { tokens: [10_000, 10_001] });
    expect(view.deferral?.deferred).toBe(true);
    expect(view.deferral?.visible).toEqual([]);
    expect(view.deferral?.search).toEqual([
      { id: 'list_invoices', found: true, rank: 1 },
      { id: 'refund_payment', found: true, rank: 1 }
    ]);
    expect(formatClientViewText(view, (s) => s)).toContain(
      'deferral: every tool deferred to tool search, 20001 tokens of tool definitions (defers past 20000); 2 of 2 found'
    );
  });
  it('a client without a documented rule has no deferral', () => {
    expect(clientView(catalog, 'cursor', { tokens: [99_999, 1] }).deferral).toBeUndefined();
  });
});
