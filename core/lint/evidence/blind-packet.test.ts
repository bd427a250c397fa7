import { describe, expect, it } from 'vitest';
import { readBlindLabels } from './blind-labels.ts';
import { blindPacketMarkdown, type BlindServer, drawBlindTools, emptyBlindLabels } from './blind-packet.ts';

const server = (name: string, n: number): BlindServer => ({
  server: name,
  tools: Array.from({ length: n }, (_, i) => ({
    name: `t${i}`,
    description: `Tool ${i}.`,
    tool: { name: `t${i}`, description: `Tool ${i}.` }
  }))
});
const servers = [server('a', 10), server('b', 1), server('c', 3)];
const drawn = (seed: number) => drawBlindTools(servers, 2, seed).map((i) => `${i.server}/${i.name}`);

describe('drawBlindTools', () => {
  it('draws up to perServer tools per server, in catalog order, the same for the same seed', () => {
    const one = drawn(1);
    expect(one).toEqual(drawn(1));
    expect(one.filter((x) => x.startsWith('a/'))).toHaveLength(2);
    expect(one.filter((x) => x.startsWith('b/'))).toEqual(['b/t0']);
    expect(one.filter((x) => x.startsWith('c/'))).toHaveLength(2);
    const a = one.filter((x) => x.startsWith('a/')).map((x) => Number(x.slice(3)));
    expect(a).toEqual([...a].sort((x, y) => x - y));
  });

  it('another seed draws other tools from a large server', () => {
    const seeds = [1, 2, 3, 4, 5].map((s) => drawn(s).join(' '));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('gives each drawn tool its siblings, not itself', () => {
    const [first] = drawBlindTools([server('c', 3)], 1, 1);
    expect(first.siblings.map((s) => s.name)).not.toContain(first.name);
    expect(first.siblings).toHaveLength(2);
  });
});

describe('the blind packet', () => {
  const items = drawBlindTools([server('c', 3)], 2, 1);
  it('shows each tool and its siblings and no finding', () => {
    const md = blindPacketMarkdown('catalogs-x', items);
    expect(md).toContain('# 2 tools to review blind (catalogs-x set)');
    expect(md).toContain(`## 1. c / ${items[0].name}`);
    expect(md).toContain('Its 2 sibling tools on c:');
    expect(md).not.toMatch(/\b(DESC|SCH|SEC|CON|OVL|TOK|CMP|MCP)-\d{3}\b/);
  });

  it('the defects file is refused until every tool is reviewed', () => {
    const file = JSON.parse(emptyBlindLabels(items)) as Array<{ defects: unknown }>;
    expect(readBlindLabels(file, 'defects.json')).toEqual({
      ok: false,
      errors: [
        'defects.json: /0/defects: not reviewed yet (null); list the defects, or [] for a clean tool',
        'defects.json: /1/defects: not reviewed yet (null); list the defects, or [] for a clean tool'
      ]
    });
    for (const row of file) row.defects = [];
    expect(readBlindLabels(file, 'defects.json').ok).toBe(true);
  });
});
