import { describe, expect, it } from 'vitest';
import { sampleFirings } from './label-sample.ts';

const f = (server: string, tool: string, rule = 'DESC-002') => ({
  server,
  tool,
  rule,
  messageId: 'm',
  pointer: `/tools/${tool}`
});
const opts = { perRule: 15, perServer: 3, everyFiring: (r: string) => r.startsWith('SEC-') };

describe('sampleFirings (LABELLING.md: an even spread, at most 3 per server, 15 per rule or all)', () => {
  it('takes every firing of a rule that fires less than the quota, sorted by server, tool, pointer', () => {
    const got = sampleFirings([f('b', '1'), f('a', '2'), f('a', '1')], [], opts).get('DESC-002')!;
    expect(got.map((x) => `${x.server}/${x.tool}`)).toEqual(['a/1', 'a/2', 'b/1']);
  });

  it('caps any one server at 3 and spreads over the servers', () => {
    const firings = ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((s) =>
      [...Array(10).keys()].map((i) => f(s, String(i).padStart(2, '0')))
    );
    const got = sampleFirings(firings, [], opts).get('DESC-002')!;
    expect(got).toHaveLength(15);
    const counts = new Map<string, number>();
    for (const x of got) counts.set(x.server, (counts.get(x.server) ?? 0) + 1);
    const perServer = [...counts.values()];
    expect(Math.max(...perServer)).toBeLessThanOrEqual(3);
    expect(perServer.length).toBeGreaterThanOrEqual(5);
  });

  it('drops firings already labelled (same server, tool, rule, pointer, messageId)', () => {
    const got = sampleFirings([f('a', '1'), f('a', '2')], [f('a', '1')], opts).get('DESC-002')!;
    expect(got.map((x) => x.tool)).toEqual(['2']);
    expect(sampleFirings([f('a', '1')], [f('a', '1')], opts).has('DESC-002')).toBe(false);
  });

  it('gives an exact-premise rule every firing, past both caps', () => {
    const firings = [...Array(20).keys()].map((i) => f('a', String(i).padStart(2, '0'), 'SEC-001'));
    expect(sampleFirings(firings, [], opts).get('SEC-001')).toHaveLength(20);
  });
});

describe('packetMarkdown and emptyLabels', async () => {
  const { packetMarkdown, emptyLabels } = await import('./label-packet.ts');
  const item = {
    firing: f('neon', 'delete_project'),
    message: 'a message with ``` inside',
    suggestion: 'fix it',
    tool: { name: 'delete_project', description: 'Deletes ```a``` project' },
    siblings: [{ name: 'delete_branch', description: 'Deletes a branch' }]
  };
  it('shows the message, the whole tool and its siblings, with fences the text cannot close', () => {
    const md = packetMarkdown('DESC-002', 'checking', [item]);
    expect(md).toContain('## 1. neon / delete_project');
    expect(md).toContain('````text\na message with ``` inside\n````');
    expect(md).toContain('"description": "Deletes ```a``` project"');
    expect(md).toContain('- `delete_branch`: Deletes a branch');
  });
  it('writes an empty labels file in the fixture format', () => {
    expect(JSON.parse(emptyLabels([item]))).toEqual([
      {
        server: 'neon',
        tool: 'delete_project',
        rule: 'DESC-002',
        messageId: 'm',
        pointer: '/tools/delete_project',
        verdict: '',
        reason: ''
      }
    ]);
  });
});
