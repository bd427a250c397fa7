/**
 * Runs a rule on its own docs examples through the real engine, as the registry and docs tests
 * do (Biome-style: the bad example must fire, the good one must not). Per-tool rules lint the
 * example tool at `/tools/0` (an instructions rule, its example as a catalog's `instructions`);
 * catalog-level rules lint the example catalog. Each rule runs at its
 * own severity, whatever its presets say (a rule off in a preset still has examples that work).
 */
import { parseCatalogValue } from '../catalog/parse-catalog.ts';
import type { Encoders } from '../tokens/encoders.ts';
import { lintInstructions } from './instructions.ts';
import { lintCatalog, lintTool } from './lint.ts';
import { DEFAULT_DOCS_BASE } from './registry.ts';
import { isCatalogRule, type AnyRule, type Finding } from './types.ts';

export function exampleFindings(
  rule: AnyRule,
  which: 'bad' | 'good',
  options: { encoders?: Encoders } = {}
): Finding[] {
  if (!isCatalogRule(rule) && rule.target === 'instructions') {
    // An instructions rule's example is the instructions text, linted as a catalog's `instructions`.
    const text = rule.docs[which].description;
    const list = typeof text === 'string' ? [{ pointer: '/instructions', text }] : [];
    return lintInstructions(list, {
      rules: [rule],
      severityFor: (r) => r.severity,
      docsBase: DEFAULT_DOCS_BASE
    }).flatMap((i) => i.findings);
  }
  if (!isCatalogRule(rule)) {
    const tool = rule.docs[which];
    const entry = {
      id: tool.name,
      name: tool.name,
      pointer: '/tools/0',
      description: typeof tool.description === 'string' ? tool.description : undefined,
      tool
    };
    return lintTool(entry, {
      rules: [rule],
      severityFor: (r) => r.severity,
      ...(rule.docs.exampleSpec ? { spec: rule.docs.exampleSpec } : {})
    }).filter((f) => f.rule === rule.id);
  }
  const parsed = parseCatalogValue(rule.docs[which]);
  if (!parsed.ok)
    throw new Error(
      `${rule.id}: the ${which} example is not a catalog: ${parsed.errors.map((e) => e.message).join('; ')}`
    );
  return lintCatalog(parsed.catalog, {
    rules: [rule],
    encoders: options.encoders,
    budgets: rule.docs.exampleBudgets,
    severityFor: (r) => r.severity,
    ...(rule.docs.exampleSpec ? { spec: rule.docs.exampleSpec } : {})
  })
    .tools.flatMap((t) => t.findings)
    .filter((f) => f.rule === rule.id);
}
