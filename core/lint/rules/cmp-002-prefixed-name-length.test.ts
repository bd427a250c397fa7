import { describe, expect, it } from 'vitest';
import { runCatalogRule } from './testing/one-catalog.ts';
import { cmp002PrefixedNameLength as rule, serverName } from './cmp-002-prefixed-name-length.ts';

const t = (name: string) => ({ name, description: 'Do it.', inputSchema: { type: 'object', properties: {} } });

describe('CMP-002 prefixed-name-length', () => {
  it('fires when mcp__server__tool passes 64 and server + tool passes 60, naming both clients', () => {
    const [f] = runCatalogRule(rule, { servers: { github: [t('x'.repeat(54))] } });
    expect(f).toMatchObject({
      tool: 'github.' + 'x'.repeat(54),
      messageId: 'tooLong',
      pointer: '/servers/github/0/name',
      data: { server: 'github', fits: 51 }
    });
    expect(f.data.clients).toBe(
      "Claude Code's mcp__github__… is 67 characters (limit 64); Cursor's server + tool name is 61 characters (limit 60)"
    );
  });

  it('fires for Claude Code alone when only the mcp__ prefix pushes the name past 64', () => {
    const [f] = runCatalogRule(rule, { servers: { gh: [t('x'.repeat(56))] } });
    expect(f.data.clients).toBe("Claude Code's mcp__gh__… is 65 characters (limit 64)");
  });

  it('reads the server name from the catalog when it is not a bundle', () => {
    expect(
      runCatalogRule(rule, { server: 'google-workspace-admin', tools: [t('y'.repeat(40))] }).map((f) => f.tool)
    ).toEqual(['y'.repeat(40)]);
    expect(serverName(undefined, { serverInfo: { name: 'fs' } })).toBe('fs');
  });

  it.each([
    ['short names', { servers: { github: [t('create_issue')] } }],
    ['no server name known', { tools: [t('z'.repeat(64))] }],
    ['exactly 64 with the prefix', { servers: { ab: [t('q'.repeat(64 - 'mcp__ab__'.length))] } }]
  ])('does not fire on %s', (_label, catalog) => {
    expect(runCatalogRule(rule, catalog)).toEqual([]);
  });
});
