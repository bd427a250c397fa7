import { describe, expect, it } from 'vitest';
import { cmp001NamePattern as rule } from './cmp-001-name-pattern.ts';
import { expected, runRule } from './desc-testing.ts';

const tool = (name: string) => ({ name, description: 'Do it.', inputSchema: { type: 'object', properties: {} } });

describe('CMP-001 name-pattern', () => {
  it.each([
    ['a dot', 'files.read', 'characters', { bad: '"."' }],
    ['a slash and a space', 'a/b c', 'characters', { bad: '"/" " "' }],
    ['non-ASCII letters', 'café_menu', 'characters', { bad: '"é"' }],
    ['65 characters', 'a'.repeat(65), 'length', { length: 65 }]
  ])('fires on %s', (_label, name, messageId, data) => {
    expect(runRule(rule, tool(name))).toEqual([expected(rule, messageId, '/name', data)]);
  });

  it.each(['read_file', 'get-issue', 'A1', 'a'.repeat(64)])('does not fire on %s', (name) => {
    expect(runRule(rule, tool(name))).toEqual([]);
  });
});
