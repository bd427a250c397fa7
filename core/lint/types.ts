/** The shapes every lint rule, finding and report share. */
import type { TargetName } from './targets/evaluate.ts';
import type { CatalogTargetSummary, ToolTargetVerdict } from './targets/target-types.ts';
import type { ContextReport } from './context-report.ts';
import type { CatalogTool, Tool } from '../catalog/types.ts';
import type { ToolTokens } from '../tokens/encoders.ts';
import type { ScorePart } from './score-weights.ts';
import type { SpecChoice, SpecVersion } from './spec-versions.ts';

/** A finding's severity. A clean tool has no findings (and `clean: true`), never a PASS entry. */
export type Severity = 'critical' | 'warning' | 'hint';
export type RuleSeverity = 'critical' | 'warning' | 'hint';

/**
 * A preset picks which rules run and at which severity. `recommended` (the default) runs only the
 * rules that meet the evidence policy on servers they were not tuned on (core/lint/recommended-rules.ts);
 * `all` runs every rule with the tuned definitions (opt in to the rest); `reference` keeps the
 * reference tool's definitions exactly, so its worked examples and suites reproduce.
 */
export const PRESET_NAMES = ['recommended', 'all', 'reference'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];
export const DEFAULT_PRESET: PresetName = 'recommended';
/**
 * description (DESC), schema (SCH); and the families that see more: security (SEC: tool
 * poisoning), overlap (OVL: tools an agent confuses), compatibility (CMP: documented client
 * limits), budget (TOK: token cost) and conformance (MCP: the specification's own rules on tool
 * definitions outside the schemas, by version).
 */
export type RuleCategory =
  | 'description'
  | 'schema'
  | 'security'
  | 'overlap'
  | 'compatibility'
  | 'budget'
  | 'conformance';

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
  /** The other tools a catalog-level finding is about (OVL: the tool it collides with), each with its pointer. */
  related?: RelatedLocation[];
}

/** Another place a finding points at: a tool (by id) and a JSON pointer into the same input. */
export interface RelatedLocation {
  toolId: string;
  pointer: string;
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
  /** More Markdown for the rule's page: definitions, thresholds and how they were measured, sources. */
  notes?: string;
  /**
   * Spec rules: what the rule does under each MCP specification version, with that version's
   * sentence quoted. A version not listed: the rule does not fire under it.
   */
  versions?: Partial<Record<SpecVersion, string>>;
  /** The specification version the bad and good examples are linted under (default: DEFAULT_SPEC). */
  exampleSpec?: SpecVersion;
}

/** A rule option's value: options are flat, so a preset table and a rules file can set them. */
export type OptionValue = boolean | number | string;
/** A rule's option values by name. */
export type RuleOptions = Record<string, OptionValue>;

/** One option a rule declares: its default (whose type is the option's type) and what it changes. */
export interface OptionSpec<V extends OptionValue = OptionValue> {
  default: V;
  description: string;
}

/** The options a rule declares, one spec per option. */
export type OptionSpecs<O extends RuleOptions> = { [K in keyof O]: OptionSpec<O[K]> };

/** What a rule's check sees: one tool, read-only. */
export interface RuleContext<O extends RuleOptions = RuleOptions> {
  name: string;
  /** The description when it is a string. */
  description: string | undefined;
  tool: Tool;
  /** The rule's options: its declared defaults, with the preset's values over them. */
  options: Readonly<O>;
  /** The MCP specification version the spec rules apply (the engine always sets it; DEFAULT_SPEC when absent). */
  spec?: SpecVersion;
}

/**
 * What a check returns; the engine adds rule id, severity, message text, absolute pointer and docs URL.
 * `M` is the rule's message ids: a rule made with `defineRule` may report only keys of its own `messages`.
 */
export interface RawFinding<M extends string = string> {
  messageId: M;
  data?: FindingData;
  /** Pointer relative to the tool object: '' for the tool itself, '/inputSchema/properties/q', ... */
  pointer: string;
}

/**
 * A per-tool rule. `M` is its message ids; `Rule` alone (M = string) is any rule. Write a rule as
 * `defineRule({ ... })` so the compiler holds every `messageId` it reports to a key of its `messages`
 * (and its `suggestions` to the same keys): `NoInfer` makes `messages` the only place M is read from.
 */
export interface Rule<M extends string = string, O extends RuleOptions = RuleOptions> {
  id: string;
  /** kebab-case, used in file names and docs URLs. */
  slug: string;
  category: RuleCategory;
  severity: RuleSeverity;
  /**
   * The rule's options, each with its default and what it does: the definition a rule runs with
   * unless a preset (core/lint/preset-tables.ts) sets another value. A rule never reads the preset.
   */
  options?: OptionSpecs<O>;
  /** The smell group its findings count toward (DESC rules); schema rules have none. */
  smell?: SmellGroup;
  /**
   * 'instructions': the rule reads only a server's `instructions` (core/lint/instructions.ts runs it,
   * the per-tool pass skips it); its docs examples are `{ name, description }` with the instructions
   * as the description.
   */
  target?: 'instructions';
  docs: RuleDocs;
  /** messageId -> template with {{placeholders}} filled from the finding's data. */
  messages: Record<M, string>;
  /** messageId -> suggestion template, same placeholders. */
  suggestions?: Partial<Record<NoInfer<M>, string>>;
  check(ctx: RuleContext<O>): RawFinding<NoInfer<M>>[];
}

/** A catalog as a catalog-level rule's examples give it: a tools list, or tools per server (ids become `server.tool`). */
export type CatalogExample = { tools: Tool[] } | { servers: Record<string, Tool[]> };

export interface CatalogRuleDocs extends Omit<RuleDocs, 'bad' | 'good'> {
  /** A catalog the rule fires on: one finding on each tool involved. */
  bad: CatalogExample;
  /** A catalog the rule does not fire on. */
  good: CatalogExample;
  /** Budgets both examples are linted with (TOK rules), so the examples stay small. */
  exampleBudgets?: Partial<TokenBudgets>;
}

/** Token budgets in cl100k_base tokens (TOK rules); a rules file may change them. */
export interface TokenBudgets {
  /** Per tool: name + description + input schema. */
  tool: number;
  /** The whole catalog: the sum over its tools. */
  surface: number;
}

/** What a catalog-level rule sees: every tool at once, read-only, with its token counts. */
export interface CatalogRuleContext<O extends RuleOptions = RuleOptions> {
  tools: readonly CatalogTool[];
  /** Surface tokens per tool, in catalog order (cl100k/o200k are 0 when no encoders were loaded). */
  tokens: readonly ToolTokens[];
  /** Top-level fields beside the tools (server, serverInfo, ...). */
  meta: Readonly<Record<string, unknown>>;
  /** The rule's options: its declared defaults, with the preset's values over them. */
  options: Readonly<O>;
  spec: SpecVersion;
  budgets: TokenBudgets;
}

/** A catalog-level finding: on the tool at index `tool`, naming the other tools involved. */
export interface CatalogRawFinding<M extends string = string> extends RawFinding<M> {
  tool: number;
  related?: Array<{ tool: number; pointer?: string }>;
}

/**
 * A rule that sees the whole catalog (OVL, TOK, some CMP rules): the same definition as a per-tool
 * rule, but `checkCatalog` instead of `check`, and catalogs as its docs examples.
 */
export interface CatalogRule<M extends string = string, O extends RuleOptions = RuleOptions>
  extends Omit<Rule<M, O>, 'check' | 'docs'> {
  scope: 'catalog';
  docs: CatalogRuleDocs;
  checkCatalog(ctx: CatalogRuleContext<O>): CatalogRawFinding<NoInfer<M>>[];
}

/** A per-tool rule whose reported message ids are checked against its `messages` at compile time. */
export const defineRule = <M extends string, O extends RuleOptions = RuleOptions>(rule: Rule<M, O>): Rule<M, O> => rule;

/** A catalog-level rule, the same check: each `messageId` a key of its own `messages`. */
export const defineCatalogRule = <M extends string, O extends RuleOptions = RuleOptions>(
  rule: CatalogRule<M, O>
): CatalogRule<M, O> => rule;

/** Any registered rule: per tool, or catalog-level. */
export type AnyRule = Rule | CatalogRule;

export const isCatalogRule = (rule: AnyRule): rule is CatalogRule => 'scope' in rule && rule.scope === 'catalog';

/**
 * Decides a rule's effective severity for one tool ('off' skips it), given the preset's severity
 * as `base` (the rule's own when not given). Rule settings build one of these.
 */
export type SeverityResolver = (rule: AnyRule, tool: CatalogTool, base?: RuleSeverity | 'off') => RuleSeverity | 'off';

export interface ToolReport {
  id: string;
  name: string;
  server?: string;
  pointer: string;
  /** TDQS, 0..1. */
  score: number;
  /** What each TDQS component cost (score.ts scoreParts): why the score is what it is. Absent on instructions rows. */
  score_parts?: ScorePart[];
  tokens: ToolTokens;
  /** Empty when the tool is clean. */
  findings: Finding[];
  /** True when no rule found anything on the tool. */
  clean: boolean;
  /** With `--target`: how each target takes the tool (core/lint/targets/). */
  targets?: Partial<Record<TargetName, ToolTargetVerdict>>;
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
  /** DESC findings at hint severity (shown, in no default gate). */
  hint_count: number;
  /** SCH findings at critical severity. */
  schema_criticals: number;
  /** SCH findings at warning severity. */
  schema_warnings: number;
  /** SCH findings at hint severity. */
  schema_hints: number;
  /** SEC findings (tool poisoning) at critical severity. */
  security_criticals: number;
  /** SEC findings at warning severity. */
  security_warnings: number;
  /** SEC findings at hint severity. */
  security_hints: number;
  /** OVL, CMP and TOK findings (overlap, client limits, token budgets) at critical severity. */
  surface_criticals: number;
  /** OVL, CMP and TOK findings at warning severity. */
  surface_warnings: number;
  /** OVL, CMP and TOK findings at hint severity. */
  surface_hints: number;
  /** Findings of every family at critical severity: what the text summary, `--fail-on` and the playground count. */
  criticals: number;
  /** Findings of every family at warning severity. */
  warnings: number;
  /** Findings of every family at hint severity (in no gate). */
  hints: number;
  smells: Record<SmellGroup, number>;
  smell_total: number;
  tokens: TokenTotals;
}

/** A server's `instructions`, linted (SEC rules, CMP-005's cut-off) and counted (core/lint/instructions.ts). */
export interface InstructionsReport {
  /** The server of a bundle; absent for a single catalog. */
  server?: string;
  /** JSON pointer of the instructions string. */
  pointer: string;
  characters: number;
  tokens: ToolTokens;
  findings: Finding[];
}

export interface LintReport {
  /** The MCP specification version the spec rules applied, and where it came from (specFor). */
  spec: SpecChoice;
  tools: ToolReport[];
  /** The servers' `instructions`, linted and counted; absent when the catalog has none. */
  instructions?: InstructionsReport[];
  summary: LintSummary;
  /** Resources, resource templates and prompts listed beside the tools, with their token cost; absent when none. */
  context?: ContextReport;
  /** With `--target`: per target, the tools it refuses, those that lose keywords, the per-request sums. */
  targets?: Partial<Record<TargetName, CatalogTargetSummary>>;
}
