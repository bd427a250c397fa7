/**
 * Every messageId a rule reports is a key of its own `messages` (else the engine shows the bare id
 * as the message: finding.ts falls back to it). Rules written with `defineRule` get this from the
 * compiler; this test holds every rule to it on what they actually report: their docs examples and,
 * when ../shared is present, every catalog of the corpus with every rule on.
 */
import { describe, expect, it } from 'vitest';
import { lintCatalog } from '#core/lint/lint';
import { RULE_LIST } from '#core/lint/registry';
import { exampleFindings } from '#core/lint/rule-examples';
import { defineCatalogRule, defineRule, type Finding } from '#core/lint/types';
import { loadEncoders } from '#core/tokens/encoders';
import { corpusPresent, everyRuleOn, listCorpus, loadCatalogFile } from './helpers/corpus.ts';

const encoders = await loadEncoders();
const byId = new Map(RULE_LIST.map((r) => [r.id, r]));

/** The findings whose messageId is not a key of the reporting rule's messages, as `RULE messageId`. */
function unknownIds(findings: Finding[]): string[] {
  const out = new Set<string>();
  for (const f of findings) {
    const rule = byId.get(f.rule);
    if (rule && !Object.hasOwn(rule.messages, f.messageId)) out.add(`${f.rule} ${f.messageId}`);
  }
  return [...out];
}

describe('rule message ids', () => {
  it.each(RULE_LIST.map((r) => [r.id, r] as const))('%s: its suggestions are keyed by its message ids', (_id, rule) => {
    for (const k of Object.keys(rule.suggestions ?? {})) expect(Object.keys(rule.messages)).toContain(k);
  });

  it.each(RULE_LIST.map((r) => [r.id, r] as const))(
    '%s: its bad example reports only message ids of its own messages',
    (_id, rule) => {
      const findings = exampleFindings(rule, 'bad', { encoders });
      expect(findings.length).toBeGreaterThan(0);
      expect(unknownIds(findings)).toEqual([]);
    }
  );

  it.skipIf(!corpusPresent())(
    "on every corpus catalog, with every rule on, every reported message id is its rule's",
    () => {
      const findings: Finding[] = [];
      for (const file of listCorpus())
        findings.push(
          ...lintCatalog(loadCatalogFile(file), {
            preset: 'reference',
            severityFor: everyRuleOn,
            encoders
          }).tools.flatMap((t) => t.findings)
        );
      expect(findings.length).toBeGreaterThan(100);
      expect(unknownIds(findings)).toEqual([]);
    }
  );

  it('the check can fail: a finding with an id its rule lacks is caught', () => {
    const rule = RULE_LIST[0];
    expect(unknownIds([{ rule: rule.id, messageId: 'noSuchMessage' } as Finding])).toEqual([
      `${rule.id} noSuchMessage`
    ]);
  });

  it("defineRule and defineCatalogRule hold a reported messageId to the rule's messages at compile time (npm run check)", () => {
    const base = {
      id: 'X-001',
      slug: 'x',
      category: 'description',
      severity: 'warning',
      docs: { summary: '', why: '', fix: '', bad: { name: 'a' }, good: { name: 'b' } }
    } as const;
    const ok = defineRule({
      ...base,
      messages: { short: 'too short' },
      suggestions: { short: 'say more' },
      check: () => [{ messageId: 'short', pointer: '' }]
    });
    // @ts-expect-error 'long' is not a key of this rule's messages
    defineRule({ ...base, messages: { short: 'too short' }, check: () => [{ messageId: 'long', pointer: '' }] });
    // @ts-expect-error a suggestion for a message the rule does not have
    defineRule({ ...base, messages: { short: 'too short' }, suggestions: { long: 'x' }, check: () => [] });
    const docs = { ...base.docs, bad: { tools: [] }, good: { tools: [] } };
    defineCatalogRule({
      ...base,
      docs,
      scope: 'catalog',
      messages: { dup: 'duplicate' },
      // @ts-expect-error the same for a catalog rule: 'dupe' is not a key of its messages
      checkCatalog: () => [{ messageId: 'dupe', pointer: '', tool: 0 }]
    });
    expect(ok.check({} as never)).toEqual([{ messageId: 'short', pointer: '' }]);
  });
});
