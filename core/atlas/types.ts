/**
 * MCP-Atlas task and result shapes. Task field names follow the method's task JSON (`task_id`,
 * `tool_surface`, `target_tools`, `reference_trajectory`, `claims`, `pass_threshold`) so tasks
 * written for it load unchanged; checkers, `domain` and `tags` are toolgauge's additions.
 */

/** Where a checker looks: the final answer, or the outputs of every successful call to one tool. */
export type CheckSource = 'answer' | { tool: string };

export interface ContainsCheck {
  /** Text that must appear; a list means every item must. Case and runs of whitespace are ignored unless `case_sensitive`. */
  contains: string | string[];
  case_sensitive?: boolean;
  in?: CheckSource;
}

export interface RegexCheck {
  regex: string;
  /** Any of `i`, `m`, `s`, `u`. */
  flags?: string;
  in?: CheckSource;
}

export interface NumberCheck {
  /** A number in the text within `tolerance` (absolute, default 0) of this value passes. */
  number: number;
  tolerance?: number;
  /** When set, the number must be followed by this unit (`km`, `°F`, `miles`), case-insensitive. */
  unit?: string;
  in?: CheckSource;
}

export type Check = ContainsCheck | RegexCheck | NumberCheck;

export interface Claim {
  /** The atomic, verifiable statement. */
  claim: string;
  /** Checks that together fulfil the claim (score 1); a list must all pass. */
  check?: Check[];
  /** A weaker check that earns 0.5 when `check` fails. */
  partial?: Check[];
}

export interface TrajectoryStep {
  /** Defaults to the tool name. `depends_on` names steps by id, by tool name, or by 0-based index. */
  id: string;
  tool: string;
  depends_on: string[];
}

export interface AtlasTask {
  task_id: string;
  prompt: string;
  tool_surface: string[];
  target_tools: string[];
  reference_trajectory: TrajectoryStep[];
  claims: Claim[];
  pass_threshold: number;
  /** Domain bucket (Basic, Analytics, Productivity, Financial, Coding, ...), for stratified results. */
  domain?: string;
  tags?: string[];
}

export const DEFAULT_PASS_THRESHOLD = 0.75;

/** Score of one claim; `null` when no checker or judge could decide it. */
export type ClaimScore = 1 | 0.5 | 0;

export interface ClaimResult {
  claim: string;
  score: ClaimScore | null;
  /** What decided the score: the matched text, the judge's evidence, or why it stayed unscored. */
  evidence: string;
  /** Who decided: a deterministic checker, the judge, or nobody. */
  by: 'check' | 'judge' | 'unscored';
}

export const FAILURE_CLASSES = ['tool_usage', 'task_understanding', 'response_quality', 'logical_error'] as const;
export type FailureClass = (typeof FAILURE_CLASSES)[number];

/**
 * `undecided`: unscored claims could still tip the result either way (coverage < threshold <=
 * coverage_max). `excluded`: a harness error (a server that failed) kept the run out of scoring.
 */
export type RunStatus = 'passed' | 'failed' | 'undecided' | 'excluded';

export interface Discovery {
  /** Distinct tools called that are targets / distinct tools called (1 when nothing was called and there are no targets). */
  precision: number;
  /** Targets called / targets. */
  recall: number;
  called: string[];
  missed_targets: string[];
  extra_tools: string[];
}

export interface AtlasRunResult {
  task_id: string;
  /** Index of the run in the trace it came from. */
  run: number;
  status: RunStatus;
  /** Sum of claim scores / number of claims, unscored claims counted as 0 (a lower bound). */
  coverage: number;
  /** The same with unscored claims counted as 1 (an upper bound); equals `coverage` when all are scored. */
  coverage_max: number;
  threshold: number;
  claims: ClaimResult[];
  fulfilled: number;
  partial: number;
  missed: number;
  unscored: number;
  discovery: Discovery;
  failure_class?: FailureClass;
  /** Why the run was excluded, when it was. */
  harness_error?: string;
  domain?: string;
  tags?: string[];
}
