import { describe, expect, it } from 'vitest';
import { loadEncoders } from '../../tokens/encoders.ts';
import { runCatalogRule } from './testing/one-catalog.ts';
import { tok003DominantTool as rule } from './tok-003-dominant-tool.ts';

const encoders = await loadEncoders();
const t = (name: string, words: number) => ({
  name,
  description: 'word '.repeat(words),
  inputSchema: { type: 'object', properties: {} }
});
const small = (n: number) => Array.from({ length: n }, (_, i) => t(`small_${i}`, 20));

describe('TOK-003 dominant-tool', () => {
  it('fires on a tool over five times the per-tool budget that carries a fifth of its server, with its share', () => {
    const findings = runCatalogRule(
      rule,
      { tools: [t('huge', 600), ...small(5)] },
      { encoders, budgets: { tool: 100 } }
    );
    expect(findings.map((f) => [f.tool, f.pointer])).toEqual([['huge', '/tools/0']]);
    expect(Number(findings[0].data.tokens)).toBeGreaterThanOrEqual(500);
    expect(Number(findings[0].data.share)).toBeGreaterThan(70);
  });

  it('fires on each of two giants that share a server (digitalocean: 40% each)', () => {
    const findings = runCatalogRule(
      rule,
      { tools: [t('create', 600), t('update', 600), ...small(10)] },
      { encoders, budgets: { tool: 100 } }
    );
    expect(findings.map((f) => f.tool)).toEqual(['create', 'update']);
  });

  it('uses 5,000 tokens at the default budget', () => {
    expect(runCatalogRule(rule, { tools: [t('big', 4000), ...small(3)] }, { encoders })).toEqual([]);
    expect(runCatalogRule(rule, { tools: [t('huge', 5200), ...small(3)] }, { encoders }).map((f) => f.tool)).toEqual([
      'huge'
    ]);
  });

  it('does not fire on a big tool among big tools (under a fifth of the server), nor on a one-tool server', () => {
    expect(
      runCatalogRule(
        rule,
        { tools: Array.from({ length: 6 }, (_, i) => t(`big_${i}`, 600)) },
        { encoders, budgets: { tool: 100 } }
      )
    ).toEqual([]);
    expect(runCatalogRule(rule, { tools: [t('only', 600)] }, { encoders, budgets: { tool: 100 } })).toEqual([]);
  });

  it('judges each server of a bundle by its own total', () => {
    const findings = runCatalogRule(
      rule,
      { servers: { a: [t('huge', 600), ...small(3)], b: Array.from({ length: 6 }, (_, i) => t(`big_${i}`, 600)) } },
      { encoders, budgets: { tool: 100 } }
    );
    expect(findings.map((f) => f.tool)).toEqual(['a.huge']);
  });

  it('stays silent without encoders (counts unknown)', () => {
    expect(runCatalogRule(rule, { tools: [t('huge', 6000), ...small(3)] }, { budgets: { tool: 1 } })).toEqual([]);
  });
});
