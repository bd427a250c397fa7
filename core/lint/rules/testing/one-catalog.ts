/** What catalog-level rule tests assert on: the rule run through lintCatalog, reduced to the stable parts of each finding. */
import { parseCatalogValue } from '../../../catalog/parse-catalog.ts';
import type { Encoders } from '../../../tokens/encoders.ts';
import { lintCatalog } from '../../lint.ts';
import type { CatalogRule, FindingData, PresetName, TokenBudgets } from '../../types.ts';

export interface CatalogFindingShape {
  tool: string;
  messageId: string;
  data: FindingData;
  pointer: string;
  related: string[];
}

export function runCatalogRule(
  rule: CatalogRule,
  catalog: unknown,
  options: { encoders?: Encoders; budgets?: Partial<TokenBudgets>; preset?: PresetName } = {}
): CatalogFindingShape[] {
  const parsed = parseCatalogValue(catalog);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('; '));
  // The rule's own severity, whatever its presets say: the tests are about what it finds.
  return lintCatalog(parsed.catalog, { rules: [rule], severityFor: (r) => r.severity, ...options }).tools.flatMap((t) =>
    t.findings
      .filter((f) => f.rule === rule.id)
      .map((f) => ({
        tool: t.id,
        messageId: f.messageId,
        data: f.data,
        pointer: f.pointer,
        related: (f.related ?? []).map((r) => `${r.toolId} ${r.pointer}`)
      }))
  );
}
