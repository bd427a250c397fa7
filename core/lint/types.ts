/** The shapes every lint rule, finding and report share. */
import type { CatalogTool, Tool } from '../catalog/types.ts';
import type { ToolTokens } from '../tokens/encoders.ts';

export type Severity = 'critical' | 'warning' | 'pass';
export type RuleSeverity = 'critical' | 'warning';
export type RuleCategory = 'description' | 'schema';

export const SMELL_GROUPS = [
  'underspecified',
  'verbose',
  'uninformative',
  'brittle',
  'missing_examples',
  'missing_return_format',
  'missing_annotations',
  'invalid_annotation'
] as const;
export type SmellGroup = (typeof SMELL_GROUPS)[number];

export type FindingData = Record<string, string | number | boolean>;

/** One finding: `message` says what is wrong, the rule's docs say why, `suggestion` what to do. */
export interface Finding {
  rule: string;
  severity: Severity;
  messageId: string;
  message: string;
  data: FindingData;
  /** JSON pointer into the input document, e.g. `/tools/3/inputSchema/properties/q`. */
  pointer: string;
  suggestion?: string;
  docsUrl: string;
}

export interface RuleDocs {
  /** One line: what the rule catches. */
  summary: string;
  /** Why it matters to an agent choosing or calling the tool. */
  why: string;
  /** How to fix it. */
  fix: string;
  /** A tool the rule fires on exactly once. */
  bad: Tool;
  /** A tool the rule does not fire on. */
  good: Tool;
  /** Why this severity was chosen (schema rules; optional for DESC rules, whose severity the reference fixes). */
  severityRationale?: string;
}

/** What a rule's check sees: one tool, read-only. */
export interface RuleContext {
  name: string;
  /** The description when it is a string. */
  description: string | undefined;
  tool: Tool;
}

/** What a check returns; the engine adds rule id, severity, message text, absolute pointer and docs URL. */
export interface RawFinding {
  messageId: string;
  data?: FindingData;
  /** Pointer relative to the tool object: '' for the tool itself, '/inputSchema/properties/q', ... */
  pointer: string;
}

export interface Rule {
  id: string;
  /** kebab-case, used in file names and docs URLs. */
  slug: string;
  category: RuleCategory;
  severity: RuleSeverity;
  /** The smell group its findings count toward (DESC rules); schema rules have none. */
  smell?: SmellGroup;
  docs: RuleDocs;
  /** messageId -> template with {{placeholders}} filled from the finding's data. */
  messages: Record<string, string>;
  /** messageId -> suggestion template, same placeholders. */
  suggestions?: Record<string, string>;
  check(ctx: RuleContext): RawFinding[];
}

/** Decides a rule's effective severity for one tool ('off' skips it). Rule settings build one of these. */
export type SeverityResolver = (rule: Rule, tool: CatalogTool) => RuleSeverity | 'off';

export interface ToolReport {
  id: string;
  name: string;
  server?: string;
  pointer: string;
  /** TDQS, 0..1. */
  score: number;
  tokens: ToolTokens;
  findings: Finding[];
}

export interface TokenTotals {
  cl100k: number;
  o200k: number;
  whitespace: number;
}

export interface LintSummary {
  tools: number;
  mean_score: number;
  min_score: number;
  /** DESC findings at critical severity. */
  critical_count: number;
  /** DESC findings at warning severity. */
  warning_count: number;
  /** SCH findings at critical severity. */
  schema_criticals: number;
  /** SCH findings at warning severity. */
  schema_warnings: number;
  smells: Record<SmellGroup, number>;
  smell_total: number;
  tokens: TokenTotals;
}

export interface LintReport {
  tools: ToolReport[];
  summary: LintSummary;
}
