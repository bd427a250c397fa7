import { describe, expect, it } from 'vitest';
import { loadEncoders } from '../../tokens/encoders.ts';
import { runCatalogRule } from './testing/one-catalog.ts';
import { tok002SurfaceTokenBudget as rule } from './tok-002-surface-token-budget.ts';

const encoders = await loadEncoders();
const t = (name: string, words: number) => ({
  name,
  description: 'word '.repeat(words),
  inputSchema: { type: 'object', properties: {} }
});

describe('TOK-002 surface-token-budget', () => {
  it('puts one finding on the heaviest tool, naming the next heaviest as related', () => {
    const findings = runCatalogRule(
      rule,
      { tools: [t('a', 50), t('b', 200), t('c', 100)] },
      { encoders, budgets: { surface: 200 } }
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      tool: 'b',
      messageId: 'overBudget',
      related: ['c /tools/2', 'a /tools/0'],
      data: { count: 3, budget: 200 }
    });
    expect(String(findings[0].data.heaviest)).toMatch(/^b \(\d+\), c \(\d+\), a \(\d+\)$/);
  });

  it.each([
    ['a catalog under the budget', { surface: 10_000 }],
    ['the default budget of 20,000', {}]
  ])('does not fire on %s', (_label, budgets) => {
    expect(runCatalogRule(rule, { tools: [t('a', 50), t('b', 200)] }, { encoders, budgets })).toEqual([]);
  });
});
