import { describe, expect, it } from 'vitest';
import { applyMutation } from './index.ts';

describe('blank removes the description entirely', () => {
  it('drops the field, not just its text, and keeps every other field', () => {
    const tool = {
      name: 'lookup_a',
      description: 'Return the weather.',
      inputSchema: { type: 'object' },
      annotations: { readOnlyHint: true }
    };
    const out = applyMutation(tool, { tool: 'lookup_a', kind: 'blank' });
    expect('description' in out).toBe(false);
    expect(out).toEqual({ name: 'lookup_a', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } });
  });

  it('does not touch the input tool', () => {
    const tool = { name: 't', description: 'Some text here.' };
    applyMutation(tool, { tool: 't', kind: 'blank' });
    expect(tool.description).toBe('Some text here.');
  });

  it('is a no-op on a tool that has no description', () => {
    const tool = { name: 't' };
    expect(applyMutation(tool, { tool: 't', kind: 'blank' })).toBe(tool);
  });
});
