import { describe, expect, it } from 'vitest';
import type { SpecVersion } from '../spec-versions.ts';
import { cmp001NamePattern as rule } from './cmp-001-name-pattern.ts';
import { mcp001ToolName } from './mcp-001-tool-name.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (name: string) => ({ name, description: 'Do it.', inputSchema: { type: 'object', properties: {} } });
const check = (name: string, spec: SpecVersion) =>
  rule.check({ options: {}, spec, name, description: 'Do it.', tool: tool(name) });

describe('CMP-001 name-pattern', () => {
  it.each([
    ['a dot', 'files.read', 'characters', { bad: '"."' }],
    ['65 characters', 'a'.repeat(65), 'length', { length: 65 }]
  ])('fires on %s (allowed by the specification, refused by the model APIs)', (_label, name, messageId, data) => {
    expect(runRule(rule, tool(name))).toEqual([expected(rule, messageId, '/name', data)]);
  });

  it.each(['read_file', 'get-issue', 'A1', 'a'.repeat(64)])('does not fire on %s', (name) => {
    expect(runRule(rule, tool(name))).toEqual([]);
  });

  it.each([
    ['a slash and a space', 'a/b c', { bad: '"/" " "' }],
    ['non-ASCII letters', 'café_menu', { bad: '"é"' }]
  ])('%s: under --spec 2025-06-18 (no name rules in its text) CMP-001 reports it', (_label, name, data) => {
    expect(check(name, '2025-06-18')).toEqual([{ messageId: 'characters', data, pointer: '/name' }]);
  });

  it.each(['2025-11-25', '2026-07-28'] as const)(
    'a name the specification rules out is reported once, by MCP-001, under %s',
    (spec) => {
      for (const name of ['a/b c', 'café_menu', 'x'.repeat(129)]) {
        expect(check(name, spec)).toEqual([]);
        expect(mcp001ToolName.check({ options: {}, spec, name, description: 'Do it.', tool: tool(name) })).toHaveLength(
          1
        );
      }
    }
  );
});
