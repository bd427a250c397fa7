/**
 * The lint engine: runs every rule over every tool, applies rule settings, scores each tool
 * (TDQS), groups findings into smells and totals the surface tokens.
 */
import { contextReport } from './context-report.ts';
import type { Catalog, CatalogTool } from '../catalog/types.ts';
import { countToolTokens, sumTokens, type Encoders, type ToolTokens } from '../tokens/encoders.ts';
import { whitespaceToolTokens } from '../tokens/surface.ts';
import { buildFinding } from './finding.ts';
import { DEFAULT_DOCS_BASE, RULE_LIST } from './registry.ts';
import { scoreParts, scoreTool, type ScorePart } from './score.ts';
import { withToolFacts } from './tool-facts.ts';
import { catalogRuleSteps } from './catalog-rules.ts';
import { runToEnd, type Steps } from './steps.ts';
import { presetOptions, presetSeverity } from './presets.ts';
import { severityTotals } from './totals.ts';
import { lintInstructions } from './instructions.ts';
import { DEFAULT_SPEC, specFor, type SpecVersion } from './spec-versions.ts';
import {
  SMELL_GROUPS,
  isCatalogRule,
  type AnyRule,
  DEFAULT_PRESET,
  type Finding,
  type InstructionsReport,
  type PresetName,
  type Rule,
  type RuleContext,
  type RuleOptions,
  type RuleSeverity,
  type LintReport,
  type LintSummary,
  type SeverityResolver,
  type SmellGroup,
  type TokenBudgets,
  type ToolReport
} from './types.ts';
import { minOf } from '../stats/extremes.ts';
import { evaluateTargets, type TargetName } from './targets/evaluate.ts';

export interface LintOptions {
  /** Which preset's rule definitions, severities and TDQS to use; `recommended` by default. */
  preset?: PresetName;
  /** Which MCP specification version the spec rules apply; the latest (DEFAULT_SPEC) by default. */
  spec?: SpecVersion;
  /** Effective severity per rule and tool, given the preset's; by default the preset's severity. */
  severityFor?: SeverityResolver;
  /** BPE tokenizers; without them cl100k and o200k counts are 0 (call loadEncoders() first). */
  encoders?: Encoders;
  /** Prefix of rule docs URLs. */
  docsBase?: string;
  /** Rules to run; defaults to every registered rule. Catalog-level rules run only in lintCatalog. */
  rules?: readonly AnyRule[];
  /** Targets (`--target`) to judge each tool and the catalog against; none by default. */
  targets?: readonly TargetName[];
  /** Token budgets for the TOK rules; each field defaults to DEFAULT_BUDGETS. */
  budgets?: Partial<TokenBudgets>;
  /** Surface tokens already counted, one per catalog tool in order (the CLI counts big catalogs on two threads). */
  tokens?: ToolTokens[];
  /**
   * A tool's own part from an earlier run (same tool object, same place): the playground's worker
   * re-lints only the tool an edit touched. Catalog-level rules and the summary are recomputed
   * on every run, over every tool's part.
   */
  reuse?: (entry: CatalogTool, index: number) => ToolPart | undefined;
}

/** What one tool contributes on its own: the per-tool rules' findings (no PASS), its score and tokens. */
export interface ToolPart {
  findings: Finding[];
  score: number;
  score_parts: ScorePart[];
  tokens: ToolTokens;
}

export function lintToolPart(entry: CatalogTool, options: LintOptions = {}, index = 0): ToolPart {
  // The rules and the score read the same facts of the tool (its properties): worked out once.
  return withToolFacts(entry.tool, () => ({
    findings: toolFindings(entry, options),
    score: scoreTool(entry.tool, options.preset ?? DEFAULT_PRESET),
    score_parts: scoreParts(entry.tool, options.preset ?? DEFAULT_PRESET),
    tokens:
      options.tokens?.[index] ??
      (options.encoders
        ? countToolTokens(entry.tool, options.encoders)
        : { cl100k: 0, o200k: 0, whitespace: whitespaceToolTokens(entry.tool) })
  }));
}

/** Each tool's own part (or the one `reuse` gives), a step per tool. */
export function* toolPartSteps(catalog: Catalog, options: LintOptions): Steps<ToolPart[]> {
  const parts: ToolPart[] = [];
  for (let index = 0; index < catalog.tools.length; index++) {
    const entry = catalog.tools[index];
    parts.push(options.reuse?.(entry, index) ?? lintToolPart(entry, options, index));
    yield;
  }
  return parts;
}

/** The findings of the per-tool rules on one tool; an empty list when the tool is clean (no PASS marker). */
export function lintTool(entry: CatalogTool, options: LintOptions = {}): Finding[] {
  return withToolFacts(entry.tool, () => toolFindings(entry, options));
}

/** The findings of the per-tool rules on one tool (catalog-level rules are skipped), no PASS. */
function toolFindings(entry: CatalogTool, options: LintOptions): Finding[] {
  const docsBase = options.docsBase ?? DEFAULT_DOCS_BASE;
  const preset = options.preset ?? DEFAULT_PRESET;
  const findings: Finding[] = [];
  const ctx: RuleContext = {
    name: entry.name,
    description: entry.description,
    tool: entry.tool,
    options: {},
    spec: options.spec ?? DEFAULT_SPEC
  };
  const { rules, severities, ruleOptions } = toolRules(
    options.rules ?? RULE_LIST,
    preset,
    options.severityFor !== undefined
  );
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i];
    const base = severities[i];
    const severity = options.severityFor ? options.severityFor(rule, entry, base) : base;
    if (severity === 'off') continue;
    // One context per tool, its options set per rule: no object per rule and tool.
    ctx.options = ruleOptions[i];
    const raws = rule.check(ctx);
    // Most checks find nothing: an indexed loop skips an array iterator per rule and tool.
    for (let j = 0; j < raws.length; j++) findings.push(buildFinding(rule, severity, raws[j], entry, docsBase));
  }
  return findings;
}

interface ToolRules {
  rules: Rule[];
  severities: Array<RuleSeverity | 'off'>;
  ruleOptions: RuleOptions[];
}

/**
 * The per-tool rules of a rule list with their preset severity, in list order: what every tool of
 * a catalog asks again otherwise. Catalog-level rules and instructions rules (CMP-005 reads the
 * server's instructions, never a tool's description) are left out; so are rules the preset turns
 * off, unless a resolver may turn them back on per tool. The last answer is kept (one lint runs
 * one list and one preset over every tool).
 */
function toolRules(list: readonly AnyRule[], preset: PresetName, resolver: boolean): ToolRules {
  const last = lastToolRules;
  if (
    last !== undefined &&
    last.list === list &&
    last.length === list.length &&
    last.preset === preset &&
    last.resolver === resolver
  )
    return last.result;
  const result: ToolRules = { rules: [], severities: [], ruleOptions: [] };
  for (const rule of list) {
    if (isCatalogRule(rule) || rule.target === 'instructions') continue;
    const base = presetSeverity(rule, preset);
    if (base === 'off' && !resolver) continue;
    result.rules.push(rule);
    result.severities.push(base);
    result.ruleOptions.push(presetOptions(rule, preset));
  }
  lastToolRules = { list, length: list.length, preset, resolver, result };
  return result;
}
let lastToolRules:
  | { list: readonly AnyRule[]; length: number; preset: PresetName; resolver: boolean; result: ToolRules }
  | undefined;

export function lintCatalog(catalog: Catalog, asked: LintOptions = {}): LintReport {
  return runToEnd(lintCatalogSteps(catalog, asked));
}

/**
 * lintCatalog as steps: it pauses after each tool and each catalog-level rule (core/lint/steps.ts),
 * so the CLI answers Ctrl-C during the lint of 100,000 tools. The report is lintCatalog's.
 */
export function* lintCatalogSteps(catalog: Catalog, asked: LintOptions = {}): Steps<LintReport> {
  const spec = specFor(catalog.meta, asked.spec);
  const options = { ...asked, spec: spec.version };
  const rules = options.rules ?? RULE_LIST;
  const byId = new Map(rules.map((r) => [r.id, r]));
  const docsBase = options.docsBase ?? DEFAULT_DOCS_BASE;
  const parts = yield* toolPartSteps(catalog, { ...options, rules });
  const tokens: ToolTokens[] = parts.map((p) => p.tokens);
  const catalogFindings = yield* catalogRuleSteps(catalog, tokens, rules.filter(isCatalogRule), {
    ...options,
    docsBase
  });
  const targets = options.targets?.length ? evaluateTargets(catalog, options.targets) : undefined;
  const tools: ToolReport[] = catalog.tools.map((entry, index) => {
    // In rule-id order whatever the rule's scope (DESC-002 is catalog-level), as the per-tool rules run.
    const findings = [...parts[index].findings, ...catalogFindings[index]].sort((a, b) =>
      a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0
    );
    return {
      id: entry.id,
      name: entry.name,
      ...(entry.server !== undefined ? { server: entry.server } : {}),
      pointer: entry.pointer,
      score: parts[index].score,
      score_parts: parts[index].score_parts,
      tokens: tokens[index],
      findings,
      // Said once, beside the findings, so nothing that counts findings counts a clean tool.
      clean: findings.length === 0,
      ...(targets ? { targets: targets.tools[index] } : {})
    };
  });
  const instructions = catalog.instructions
    ? lintInstructions(catalog.instructions, { ...options, rules, docsBase })
    : [];
  return {
    spec,
    tools,
    ...(instructions.length > 0 ? { instructions } : {}),
    summary: summarize(tools, byId, instructions),
    ...(catalog.context ? { context: contextReport(catalog.context, options.encoders) } : {}),
    ...(targets ? { targets: targets.catalog } : {})
  };
}

function summarize(
  tools: ToolReport[],
  rules: Map<string, AnyRule>,
  instructions: InstructionsReport[] = []
): LintSummary {
  const smells = Object.fromEntries(SMELL_GROUPS.map((g) => [g, 0])) as Record<SmellGroup, number>;
  // Findings by family and severity.
  const zero = () => ({ critical: 0, warning: 0, hint: 0 });
  const counts = { description: zero(), schema: zero(), security: zero(), surface: zero() };
  for (const t of [...tools, ...instructions]) {
    for (const f of t.findings) {
      const rule = rules.get(f.rule);
      if (!rule) continue;
      const family =
        rule.category === 'description' || rule.category === 'schema' || rule.category === 'security'
          ? rule.category
          : 'surface';
      counts[family][f.severity]++;
      if (rule.smell) smells[rule.smell]++;
    }
  }
  const families = {
    critical_count: counts.description.critical,
    warning_count: counts.description.warning,
    hint_count: counts.description.hint,
    schema_criticals: counts.schema.critical,
    schema_warnings: counts.schema.warning,
    schema_hints: counts.schema.hint,
    security_criticals: counts.security.critical,
    security_warnings: counts.security.warning,
    security_hints: counts.security.hint,
    surface_criticals: counts.surface.critical,
    surface_warnings: counts.surface.warning,
    surface_hints: counts.surface.hint
  };
  const scores = tools.map((t) => t.score);
  const mean = scores.length === 0 ? 0 : scores.reduce((a, b) => a + b, 0) / scores.length;
  return {
    tools: tools.length,
    mean_score: Math.round(mean * 1000) / 1000,
    min_score: scores.length === 0 ? 0 : minOf(scores),
    ...families,
    ...severityTotals(families),
    smells,
    smell_total: Object.values(smells).reduce((a, b) => a + b, 0),
    // The instructions reach the prompt beside the tools, so they count in the surface total.
    tokens: sumTokens([...tools, ...instructions].map((t) => t.tokens))
  };
}
