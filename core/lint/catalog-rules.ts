/**
 * Runs the catalog-level rules: each sees every tool at once and returns findings placed on one
 * tool each, naming the other tools involved (`related`, with absolute pointers). Effective
 * severity is decided per tool, as for per-tool rules, so a rules-file override on `legacy_*`
 * silences the finding on those tools only.
 */
import { presetOptions, presetSeverity } from './presets.ts';
import type { Catalog } from '../catalog/types.ts';
import type { ToolTokens } from '../tokens/encoders.ts';
import { buildFinding } from './finding.ts';
import { runToEnd } from './steps.ts';
import { DEFAULT_SPEC, type SpecVersion } from './spec-versions.ts';
import {
  DEFAULT_PRESET,
  type CatalogRule,
  type CatalogRuleContext,
  type Finding,
  type PresetName,
  type SeverityResolver,
  type TokenBudgets
} from './types.ts';

/** The TOK rules' defaults, in cl100k_base tokens (docs/rules/TOK-001.md and TOK-002.md say why). */
export const DEFAULT_BUDGETS: TokenBudgets = { tool: 1000, surface: 20_000 };

export interface CatalogRunOptions {
  preset?: PresetName;
  spec?: SpecVersion;
  severityFor?: SeverityResolver;
  docsBase: string;
  budgets?: Partial<TokenBudgets>;
}

/** Findings per tool index, in rule order. */
export function runCatalogRules(
  catalog: Catalog,
  tokens: readonly ToolTokens[],
  rules: readonly CatalogRule[],
  options: CatalogRunOptions
): Finding[][] {
  return runToEnd(catalogRuleSteps(catalog, tokens, rules, options));
}

/**
 * runCatalogRules one rule at a time: it pauses (yields) after each rule, so a caller with an
 * event loop can let it run between rules (lintCatalogSteps says why).
 */
export function* catalogRuleSteps(
  catalog: Catalog,
  tokens: readonly ToolTokens[],
  rules: readonly CatalogRule[],
  options: CatalogRunOptions
): Generator<void, Finding[][]> {
  const out: Finding[][] = catalog.tools.map(() => []);
  if (rules.length === 0 || catalog.tools.length === 0) return out;
  const preset = options.preset ?? DEFAULT_PRESET;
  const ctx: CatalogRuleContext = {
    tools: catalog.tools,
    tokens,
    meta: catalog.meta,
    options: {},
    spec: options.spec ?? DEFAULT_SPEC,
    budgets: { ...DEFAULT_BUDGETS, ...options.budgets }
  };
  for (const rule of rules) {
    const base = presetSeverity(rule, preset);
    // A rule off everywhere costs nothing; a per-tool override may still turn it on for some tools.
    if (base === 'off' && !options.severityFor) continue;
    // Nor does one a rules file leaves off on every tool: one pass over the tools, not its check.
    const severityFor = options.severityFor;
    if (severityFor && catalog.tools.every((t) => severityFor(rule, t, base) === 'off')) continue;
    ctx.options = presetOptions(rule, preset);
    for (const raw of rule.checkCatalog(ctx)) {
      const entry = catalog.tools[raw.tool];
      if (entry === undefined) continue;
      const severity = options.severityFor ? options.severityFor(rule, entry, base) : base;
      if (severity === 'off') continue;
      const related = (raw.related ?? [])
        .map((r) => ({ other: catalog.tools[r.tool], pointer: r.pointer ?? '' }))
        .filter((r) => r.other !== undefined)
        .map((r) => ({ toolId: r.other.id, pointer: r.other.pointer + r.pointer }));
      out[raw.tool].push(buildFinding(rule, severity, raw, entry, options.docsBase, related));
    }
    yield;
  }
  return out;
}
