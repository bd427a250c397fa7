import { describe, expect, it } from 'vitest';
import { CLAUDE_CODE_DESCRIPTION_LIMIT, cmp004DescriptionTruncated as rule } from './cmp-004-description-truncated.ts';
import { runRule } from './desc-testing.ts';

const tool = (description: unknown) => ({ name: 'q', description, inputSchema: { type: 'object', properties: {} } });

describe('CMP-004 description-truncated', () => {
  it('fires past 2,048 characters and quotes where the cut falls', () => {
    const text = 'a'.repeat(CLAUDE_CODE_DESCRIPTION_LIMIT - 5) + 'HERE IS THE CUT' + 'b'.repeat(10);
    const [f] = runRule(rule, tool(text));
    expect(f).toMatchObject({ messageId: 'truncated', pointer: '/tools/0/description', data: { length: text.length, limit: 2048, lost: text.length - 2048 } });
    expect(f.data.cut).toContain('HERE IS THE CUT');
  });

  it.each([['exactly 2,048 characters', 'a'.repeat(2048)], ['a short text', 'Run a query.'], ['no description', undefined]])('does not fire on %s', (_label, d) => {
    expect(runRule(rule, tool(d))).toEqual([]);
  });
});
