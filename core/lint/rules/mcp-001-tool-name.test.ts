import { describe, expect, it } from 'vitest';
import type { SpecVersion } from '../spec-versions.ts';
import { mcp001ToolName as rule } from './mcp-001-tool-name.ts';

const run = (name: string, spec: SpecVersion = '2026-07-28') =>
  rule.check({ options: {}, spec, name, description: 'd', tool: { name } });

describe('MCP-001 tool-name', () => {
  it.each([
    ['a space', 'search docs', [{ messageId: 'characters', data: { bad: '" "' }, pointer: '/name' }]],
    ['a comma and a slash', 'a,b/c', [{ messageId: 'characters', data: { bad: '"," "/"' }, pointer: '/name' }]],
    ['non-ASCII letters', 'café', [{ messageId: 'characters', data: { bad: '"é"' }, pointer: '/name' }]],
    ['129 characters', 'a'.repeat(129), [{ messageId: 'length', data: { length: 129 }, pointer: '/name' }]],
    ['an empty name', '', [{ messageId: 'empty', pointer: '/name' }]]
  ])('fires on %s', (_label, name, expected) => {
    expect(run(name)).toEqual(expected);
  });

  it.each(['getUser', 'DATA_EXPORT_v2', 'admin.tools.list', 'a'.repeat(128), 'x-y_z.1'])(
    "does not fire on %s (the specification's examples among them)",
    (name) => {
      expect(run(name)).toEqual([]);
    }
  );

  it('2025-11-25 has the same name rules', () => {
    expect(run('search docs', '2025-11-25').map((f) => f.messageId)).toEqual(['characters']);
  });
  it('2025-06-18 sets no name rules: it does not fire', () => {
    expect(run('search docs', '2025-06-18')).toEqual([]);
  });
});
