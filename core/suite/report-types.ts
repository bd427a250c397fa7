/**
 * The JSON report of `toolgauge run`: a stable, documented shape (static/schema/report.json) that
 * other formatters build on. Fields are added, never renamed; `version` changes when one must.
 */
import type { HookRunResult } from './hooks/types.ts';
import type { Verdict } from './model.ts';
import type { TraceRun } from '../trace/types.ts';

export const REPORT_VERSION = '1.0.0';

export interface AssertionResult {
  kind: 'assertion';
  target: string;
  name?: string;
  /** test | defaultTest | block:<name> | default:<name> (a block's default gate). */
  origin: string;
  /** The matcher, or the shorthand comparison as written. */
  expected: unknown;
  /** The value the target resolved to; absent when it resolved to nothing. */
  actual?: unknown;
  pass: boolean;
  weight: number;
  reason: string;
  pointer: string;
}

export interface AssertSetResult {
  kind: 'set';
  name?: string;
  origin: string;
  threshold: number;
  weight: number;
  /** The set's weighted pass-fraction. */
  score: number;
  pass: boolean;
  assertions: AssertionResult[];
  pointer: string;
}

export type ItemResult = AssertionResult | AssertSetResult;

export interface DerivedMetricResult {
  name: string;
  value: number;
  threshold?: number;
  /** Present only when the metric has a threshold (it gates the test). */
  passed?: boolean;
  /** References that matched no named assertion, assert-set or earlier metric (they scored 0). */
  unknown_refs?: string[];
}

/** A floor (the tool_selection pass^k floor): lines printed on stderr, a breach fails the test. */
export interface FloorResult {
  block: string;
  pass: boolean;
  /** The summary line: `tool-selection floor [PASS] ...`. */
  line: string;
  /** FLOOR explanations and per-run lines, when breached. */
  details: string[];
}

export interface TestResult {
  name: string;
  kind: 'tool' | 'agent' | 'tool_quality';
  verdict: Verdict;
  /** Why the test was skipped or errored, or a one-line summary of why it failed. */
  reason?: string;
  /** The combined weighted pass-fraction; only for tests with a threshold. */
  score?: number;
  threshold?: number;
  assertions: ItemResult[];
  derived_metrics?: DerivedMetricResult[];
  /** The metric blocks' figures, by block name (tool_selection, distractors, tool_quality, ...). */
  metrics?: Record<string, unknown>;
  floors?: FloorResult[];
  /** This test's beforeEach and afterEach commands, in the order they ran. */
  hooks?: HookRunResult[];
  pointer: string;
  line?: number;
  column?: number;
  /** The model a dispatched agent row ran (`model:` of the test). */
  model?: string;
  /** The run a dispatched agent row is (1-based); absent on a group row. */
  run?: number;
  /** On a group row: how many runs it scored together. */
  runs?: number;
  /** Runs left out of a group row's scores because of a harness error. */
  excluded_runs?: number;
  /** Why the run was excluded from scores: a server that kept failing, a provider error. */
  harness_error?: string;
  /** The run as a canonical trace run (what a cassette holds), on each dispatched row. */
  trace?: TraceRun;
}

export interface Rollup {
  mean: number;
  count: number;
}

export interface SuiteReport {
  version: typeof REPORT_VERSION;
  suite: { name?: string; file?: string };
  summary: { total: number; pass: number; fail: number; skip: number; error: number; floors_breached: number };
  tests: TestResult[];
  /** Per derived-metric name: the mean over the tests that reported it, and how many did. */
  rollups: Record<string, Rollup>;
  /** The beforeAll and afterAll commands, in the order they ran (only when the suite has hooks and the host ran them). */
  hooks?: HookRunResult[];
}
