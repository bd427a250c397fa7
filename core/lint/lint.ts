/**
 * The lint engine: runs every rule over every tool, applies rule settings, scores each tool
 * (TDQS), groups findings into smells and totals the surface tokens.
 */
import type { Catalog, CatalogTool } from '../catalog/types.ts';
import { countToolTokens, sumTokens, type Encoders, type ToolTokens } from '../tokens/encoders.ts';
import { whitespaceToolTokens } from '../tokens/surface.ts';
import { fillTemplate } from './message.ts';
import { DEFAULT_DOCS_BASE, RULE_LIST, ruleDocsUrl } from './registry.ts';
import { scoreTool } from './score.ts';
import { SMELL_GROUPS, type Finding, type LintReport, type LintSummary, type Rule, type SeverityResolver, type SmellGroup, type ToolReport } from './types.ts';

export interface LintOptions {
  /** Effective severity per rule and tool; by default each rule's own severity. */
  severityFor?: SeverityResolver;
  /** BPE tokenizers; without them cl100k and o200k counts are 0 (call loadEncoders() first). */
  encoders?: Encoders;
  /** Prefix of rule docs URLs. */
  docsBase?: string;
  /** Rules to run; defaults to every registered rule. */
  rules?: Rule[];
  /** Surface tokens already counted, one per catalog tool in order (the CLI counts big catalogs on two threads). */
  tokens?: ToolTokens[];
}

export const PASS_RULE = 'PASS';

export function lintTool(entry: CatalogTool, options: LintOptions = {}): Finding[] {
  const rules = options.rules ?? RULE_LIST;
  const docsBase = options.docsBase ?? DEFAULT_DOCS_BASE;
  const findings: Finding[] = [];
  const ctx = { name: entry.name, description: entry.description, tool: entry.tool };
  for (const rule of rules) {
    const severity = options.severityFor ? options.severityFor(rule, entry) : rule.severity;
    if (severity === 'off') continue;
    for (const raw of rule.check(ctx)) {
      const data = raw.data ?? {};
      const template = rule.messages[raw.messageId] ?? raw.messageId;
      const suggestion = rule.suggestions?.[raw.messageId];
      findings.push({
        rule: rule.id,
        severity,
        messageId: raw.messageId,
        message: fillTemplate(template, { tool: entry.name, ...data }),
        data,
        pointer: entry.pointer + raw.pointer,
        ...(suggestion !== undefined ? { suggestion: fillTemplate(suggestion, { tool: entry.name, ...data }) } : {}),
        docsUrl: ruleDocsUrl(rule, docsBase)
      });
    }
  }
  if (findings.length === 0) {
    findings.push({
      rule: PASS_RULE,
      severity: 'pass',
      messageId: 'pass',
      message: `"${entry.name}" meets every rule`,
      data: {},
      pointer: entry.pointer,
      docsUrl: `${docsBase}README.md`
    });
  }
  return findings;
}

export function lintCatalog(catalog: Catalog, options: LintOptions = {}): LintReport {
  const rules = options.rules ?? RULE_LIST;
  const byId = new Map(rules.map((r) => [r.id, r]));
  const tools: ToolReport[] = catalog.tools.map((entry, index) => {
    const tokens: ToolTokens =
      options.tokens?.[index] ?? (options.encoders ? countToolTokens(entry.tool, options.encoders) : { cl100k: 0, o200k: 0, whitespace: whitespaceToolTokens(entry.tool) });
    return {
      id: entry.id,
      name: entry.name,
      ...(entry.server !== undefined ? { server: entry.server } : {}),
      pointer: entry.pointer,
      score: scoreTool(entry.tool),
      tokens,
      findings: lintTool(entry, { ...options, rules })
    };
  });
  return { tools, summary: summarize(tools, byId) };
}

function summarize(tools: ToolReport[], rules: Map<string, Rule>): LintSummary {
  const smells = Object.fromEntries(SMELL_GROUPS.map((g) => [g, 0])) as Record<SmellGroup, number>;
  let critical = 0;
  let warning = 0;
  let schemaCritical = 0;
  let schemaWarning = 0;
  for (const t of tools) {
    for (const f of t.findings) {
      const rule = rules.get(f.rule);
      if (!rule || f.severity === 'pass') continue;
      if (rule.category === 'description') {
        if (f.severity === 'critical') critical++;
        else warning++;
      } else {
        if (f.severity === 'critical') schemaCritical++;
        else schemaWarning++;
      }
      if (rule.smell) smells[rule.smell]++;
    }
  }
  const scores = tools.map((t) => t.score);
  const mean = scores.length === 0 ? 0 : scores.reduce((a, b) => a + b, 0) / scores.length;
  return {
    tools: tools.length,
    mean_score: Math.round(mean * 1000) / 1000,
    min_score: scores.length === 0 ? 0 : Math.min(...scores),
    critical_count: critical,
    warning_count: warning,
    schema_criticals: schemaCritical,
    schema_warnings: schemaWarning,
    smells,
    smell_total: Object.values(smells).reduce((a, b) => a + b, 0),
    tokens: sumTokens(tools.map((t) => t.tokens))
  };
}
