/**
 * The loaded suite: the YAML document after validation, defaultTest merge, shorthand expansion,
 * default gates and `${vars.*}` interpolation. Evaluation reads only this. Paths stay as written
 * (relative to the suite file's folder); the caller resolves them.
 */
import type { HookPlan } from './hooks/types.ts';
import type {
  CallToolResultDoc,
  ClaimsDoc,
  DistractorsDoc,
  EqualFunctionSetsDoc,
  MatcherDoc,
  ServerDoc,
  TokenEfficiencyDoc,
  ToolSelectionDoc
} from './types.ts';
import type { PresetName } from '../lint/types.ts';
import type { VarValue } from './interpolate.ts';

import type { Verdict } from './verdict.ts';

export type { Verdict };

/** Where an assertion came from: the test itself, defaultTest, a metric block's expect, or a block's default gate. */
export type Origin = 'test' | 'defaultTest' | `block:${string}` | `default:${string}`;

export interface Assertion {
  kind: 'assertion';
  target: string;
  matcher: MatcherDoc;
  /** What the report shows as expected: the matcher, or the shorthand comparison as written. */
  expected: unknown;
  weight: number;
  name?: string;
  pointer: string;
  origin: Origin;
}

export interface AssertSet {
  kind: 'set';
  name?: string;
  threshold: number;
  weight: number;
  assertions: Assertion[];
  pointer: string;
  origin: Origin;
}

export type Item = Assertion | AssertSet;

export interface DerivedMetric {
  name: string;
  threshold?: number;
  mode: 'weighted_sum' | 'weighted_average';
  terms: Array<{ ref: string; weight: number }>;
  pointer: string;
}

interface CaseBase {
  name: string;
  description?: string;
  /** JSON pointer of the test in the suite document, e.g. /tools/2. */
  pointer: string;
  threshold?: number;
  items: Item[];
  derived: DerivedMetric[];
}

export interface ToolCase extends CaseBase {
  kind: 'tool';
  server?: string;
  tool: string;
  args: Record<string, unknown>;
  /** Placeholders in args with no value (`env.NAME`): the test reports error. */
  missing: string[];
  recorded?: { inline: CallToolResultDoc } | { path: string };
  timeoutMs?: number;
  /** `expect_failure:`: the test passes when the call fails this way (and its assertions hold). */
  expectFailure?: ExpectedFailure;
}

/** Which failure of a call a test expects: a JSON-RPC error answer, an isError result, or either. */
export interface ExpectedFailure {
  kind: 'any' | 'protocol_error' | 'is_error';
  code?: number;
  message?: string;
}

export interface AgentBlocks {
  equal_function_sets?: EqualFunctionSetsDoc;
  tool_selection?: ToolSelectionDoc;
  distractors?: DistractorsDoc;
  discovery?: { name_free?: boolean };
  orchestration?: { expect?: unknown };
  token_efficiency?: TokenEfficiencyDoc;
  claims?: ClaimsDoc;
}

export interface AgentCase extends CaseBase {
  kind: 'agent';
  agent?: string;
  /** The one model (`model: x`, or a list of one). */
  model?: string;
  /** A model matrix (`model: [a, b]`, two or more): one row per (model, run); `model` is then absent. */
  models?: string[];
  servers: string[];
  prompt?: string;
  missing: string[];
  runs: number;
  domain?: string;
  trace?: string;
  task?: string;
  blocks: AgentBlocks;
}

export interface QualityCase extends CaseBase {
  kind: 'tool_quality';
  server?: string;
  catalog?: string;
  /** The lint preset (recommended when absent). */
  preset?: PresetName;
}

export type TestCase = ToolCase | AgentCase | QualityCase;

export interface Suite {
  file?: string;
  name?: string;
  description?: string;
  servers: Record<string, ServerDoc>;
  vars: Record<string, VarValue>;
  env: Record<string, string>;
  /** Present when the suite declares hooks:; commands are split, not yet interpolated (that happens as each runs). */
  hooks?: HookPlan;
  tests: TestCase[];
}

/** A file a suite refers to, relative to the suite file's folder. */
export interface SuiteFileRef {
  path: string;
  kind: 'recorded' | 'trace' | 'task' | 'catalog';
  /** Where the suite names it. */
  pointer: string;
}
