import { describe, expect, it } from 'vitest';
import { runCatalogRule } from './testing/one-catalog.ts';
import { cmp003TooManyTools as rule, MAX_TOOLS } from './cmp-003-too-many-tools.ts';

const tools = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `t${i + 1}`,
    description: 'Do it.',
    inputSchema: { type: 'object', properties: {} }
  }));

describe('CMP-003 too-many-tools', () => {
  it('puts one finding on the first tool past the limit', () => {
    expect(runCatalogRule(rule, { tools: tools(MAX_TOOLS + 3) })).toEqual([
      {
        tool: `t${MAX_TOOLS + 1}`,
        messageId: 'tooMany',
        data: { count: MAX_TOOLS + 3, limit: MAX_TOOLS, over: 2 },
        pointer: `/tools/${MAX_TOOLS}`,
        related: []
      }
    ]);
  });

  it.each([MAX_TOOLS, 1, 0])('does not fire on %i tools', (n) => {
    expect(runCatalogRule(rule, { tools: tools(n) })).toEqual([]);
  });
});
