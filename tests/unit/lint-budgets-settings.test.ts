/** Token budgets in the rules file: read with positioned errors, and used by the CLI's TOK rules. */
import { describe, expect, it } from 'vitest';
import { RULE_LIST } from '#core/lint/registry';
import { parseRuleSettingsText, ruleIdsOf } from '#core/lint/settings/rule-settings';

const ruleIds = ruleIdsOf(RULE_LIST);
const parse = (text: string) => parseRuleSettingsText(text, { file: 'rules.yaml', ruleIds });

describe('budgets in a rules file', () => {
  it('reads tool and surface budgets beside rules', () => {
    const r = parse('rules:\n  TOK-001: critical\nbudgets:\n  tool: 1500\n  surface: 30000\n');
    expect(r).toEqual({
      ok: true,
      settings: { rules: { 'TOK-001': 'critical' }, overrides: [], budgets: { tool: 1500, surface: 30000 } }
    });
  });

  it.each([
    ['a negative budget', 'budgets:\n  tool: -5\n', 2, 3, 'budget "tool" is number -5', '/budgets/tool'],
    ['a fraction', 'budgets:\n  surface: 1.5\n', 2, 3, 'budget "surface" is number 1.5', '/budgets/surface'],
    ['a string', 'budgets:\n  tool: "lots"\n', 2, 3, 'budget "tool" is string "lots"', '/budgets/tool'],
    [
      'an unknown budget with a near name',
      'budgets:\n  tools: 10\n',
      2,
      3,
      'unknown budget "tools" (did you mean tool?)',
      '/budgets/tools'
    ],
    ['budgets that are not a map', 'budgets: 100\n', 1, 1, '"budgets" is number 100', '/budgets']
  ])('reports %s with its line, column and pointer', (_label, text, line, column, message, pointer) => {
    const r = parse(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toMatchObject({ message, pointer, line, file: 'rules.yaml' });
    expect(r.errors[0].column).toBeGreaterThanOrEqual(column);
  });
});
