/** Rule documentation as plain data, for pages that explain a finding next to it. */
import { RULE_LIST } from '../lint/registry.ts';
import type { AnyRule, RuleCategory, RuleSeverity, SmellGroup } from '../lint/types.ts';

export interface RuleDocView {
  id: string;
  slug: string;
  category: RuleCategory;
  severity: RuleSeverity;
  smell?: SmellGroup;
  summary: string;
  why: string;
  fix: string;
}

export function ruleDocViews(rules: readonly AnyRule[] = RULE_LIST): RuleDocView[] {
  return rules.map((r) => ({
    id: r.id,
    slug: r.slug,
    category: r.category,
    severity: r.severity,
    ...(r.smell !== undefined ? { smell: r.smell } : {}),
    summary: r.docs.summary,
    why: r.docs.why,
    fix: r.docs.fix
  }));
}
