/** `target:` in toolgauge.config.yml: the targets lint judges each tool against, read as the rules file reads it. */
import { describe, expect, it } from 'vitest';
import { parseProjectConfigText } from './project-config.ts';

const read = (text: string) => parseProjectConfigText(text, { file: 'toolgauge.config.yml', ruleIds: ['DESC-001'] });

describe('project config target:', () => {
  it('reads a list or a comma string', () => {
    const list = read('target: [gemini, openai-strict]\n');
    expect(list.ok && list.config.ruleSettings?.target).toEqual(['openai-strict', 'gemini']);
    const comma = read('target: anthropic-strict,openai-apps\n');
    expect(comma.ok && comma.config.ruleSettings?.target).toEqual(['anthropic-strict', 'openai-apps']);
  });
  it('names an unknown target with its line and the targets there are', () => {
    const r = read('fail-on: warning\ntarget: [openai]\n');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors[0].message).toContain('unknown target "openai"');
      expect(r.errors[0].line).toBe(2);
    }
  });
});
