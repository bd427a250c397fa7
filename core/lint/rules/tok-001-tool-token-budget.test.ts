import { describe, expect, it } from 'vitest';
import { loadEncoders } from '../../tokens/encoders.ts';
import { runCatalogRule } from './testing/one-catalog.ts';
import { tok001ToolTokenBudget as rule } from './tok-001-tool-token-budget.ts';

const encoders = await loadEncoders();
const t = (name: string, words: number) => ({
  name,
  description: 'word '.repeat(words),
  inputSchema: { type: 'object', properties: {} }
});

describe('TOK-001 tool-token-budget', () => {
  it('fires on each tool over the per-tool budget, with its count and the budget', () => {
    const findings = runCatalogRule(
      rule,
      { tools: [t('big', 300), t('small', 5)] },
      { encoders, budgets: { tool: 100 } }
    );
    expect(findings.map((f) => [f.tool, f.data.budget, Number(f.data.tokens) > 100])).toEqual([['big', 100, true]]);
  });

  it('uses 1,000 tokens by default', () => {
    expect(runCatalogRule(rule, { tools: [t('big', 300)] }, { encoders })).toEqual([]);
    expect(runCatalogRule(rule, { tools: [t('huge', 1200)] }, { encoders }).map((f) => f.data.budget)).toEqual([1000]);
  });

  it('stays silent without encoders (counts unknown)', () => {
    expect(runCatalogRule(rule, { tools: [t('huge', 1200)] }, { budgets: { tool: 1 } })).toEqual([]);
  });
});
