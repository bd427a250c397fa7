/** Every lint rule, listed explicitly. */
import type { AnyRule } from './types.ts';
import { DESC_RULES } from './rules/desc-index.ts';
import { DESC_MORE_RULES } from './rules/desc-more-index.ts';
import { SCH_RULES } from './rules/sch-index.ts';
import { SEC_RULES } from './rules/sec-index.ts';
import { OVL_RULES } from './rules/ovl-index.ts';
import { CMP_RULES, TOK_RULES } from './rules/cmp-index.ts';
import { MCP_RULES } from './rules/mcp-index.ts';
import { CON_RULES } from './rules/con-index.ts';

export const RULES: Record<string, AnyRule> = {
  ...DESC_RULES,
  ...DESC_MORE_RULES,
  ...SCH_RULES,
  ...SEC_RULES,
  ...OVL_RULES,
  ...CMP_RULES,
  ...TOK_RULES,
  ...CON_RULES,
  ...MCP_RULES
};

// Code-unit order, the same as localeCompare's for ids like DESC-001 (letters, a hyphen, digits),
// without starting ICU's collator at every CLI start (5-25 ms) to sort them.
export const RULE_LIST: AnyRule[] = Object.values(RULES).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

export function getRule(id: string): AnyRule | undefined {
  return RULES[id];
}

/** Where a rule's docs page lives; the CLI uses the repository's docs/, the playground its /rules route. */
export function ruleDocsUrl(rule: { id: string }, base = DEFAULT_DOCS_BASE): string {
  return `${base}${rule.id}.md`;
}

export const DEFAULT_DOCS_BASE = 'docs/rules/';
