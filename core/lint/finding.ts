/** Turns what a rule's check returned into a finding: message text, absolute pointer, docs URL. */
import type { CatalogTool } from '../catalog/types.ts';
import { fillTemplate } from './message.ts';
import { ruleDocsUrl } from './registry.ts';
import type { AnyRule, Finding, RawFinding, RelatedLocation, RuleSeverity } from './types.ts';

export function buildFinding(
  rule: AnyRule,
  severity: RuleSeverity,
  raw: RawFinding,
  entry: CatalogTool,
  docsBase: string,
  related?: RelatedLocation[]
): Finding {
  const data = raw.data ?? {};
  const template = rule.messages[raw.messageId] ?? raw.messageId;
  const suggestion = rule.suggestions?.[raw.messageId];
  return {
    rule: rule.id,
    severity,
    messageId: raw.messageId,
    message: fillTemplate(template, { tool: entry.name, ...data }),
    data,
    pointer: entry.pointer + raw.pointer,
    ...(suggestion !== undefined ? { suggestion: fillTemplate(suggestion, { tool: entry.name, ...data }) } : {}),
    docsUrl: ruleDocsUrl(rule, docsBase),
    ...(related && related.length > 0 ? { related } : {})
  };
}
