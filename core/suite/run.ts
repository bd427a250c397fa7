/**
 * Runs a loaded suite offline: every test is evaluated against the files the caller read for it
 * (recorded results, traces, tasks, catalogs). Tests that need a live server or model report skip.
 * Returns the JSON report; the caller decides what to print and the exit code.
 */
import type { LintOptions } from '../lint/lint.ts';
import type { CountTokens } from '../tokens/encoders.ts';
import { AgentDispatcher, dispatches, type AgentHost } from './agent-dispatch.ts';
import type { Cell } from './cells.ts';
import { evaluateAgentCase } from './evaluate-agent.ts';
import { evaluateLiveQualityCase, evaluateQualityCase, type ListTools } from './evaluate-quality.ts';
import { evaluateLiveToolCase, evaluateToolCase, type CallTool } from './evaluate-tool.ts';
import type { SuiteFiles } from './files.ts';
import { Lifecycle } from './hooks/lifecycle.ts';
import { hasHooks } from './hooks/plan.ts';
import type { HookHost } from './hooks/types.ts';
import { DEFAULT_MATCH_CONTEXT } from './matchers/index.ts';
import type { MatchContext, RegexEvaluator } from './matchers/types.ts';
import type { Suite, TestCase } from './model.ts';
import { REPORT_VERSION, type SuiteReport, type TestResult } from './report-types.ts';
import { rollups } from './rollups.ts';
import { orderedRow as ordered } from './row-order.ts';

export interface RunOptions {
  files?: SuiteFiles;
  /** The host's time-bounded regex runner (Node: vm timeout; browser: worker). */
  regex?: RegexEvaluator;
  countTokens?: CountTokens;
  lint?: LintOptions;
  /** Only tests whose name contains this (case-insensitive; `*` matches anything). */
  filter?: string;
  /**
   * Live servers, when the host can start them: tools: tests with no recorded result call the
   * tool, tool_quality: checks with no catalog: list the server's tools. Without it they skip.
   */
  live?: { callTool: CallTool; listTools: ListTools };
  /** Turns a test's pointer into a position, so rows can say where the test is. */
  locate?: (pointer: string) => { line: number; column: number } | undefined;
  /** Runs the suite's hooks: commands (the Node CLI starts processes). Without it hooks do not run. */
  hooks?: HookHost;
  /**
   * Dispatches agent tests that have a model: and no trace: (drivers, servers, cassettes). Without
   * it they skip. `dispatcher` is filled in so the host can read the spend and notes afterwards.
   */
  agents?: AgentHost;
  /**
   * Only these cells of dispatched agent tests run (a shard); without it every cell runs. A
   * partial run leaves out the group rows (agent-dispatch.ts agentGroupRows computes them).
   */
  keepCell?: (cell: Cell) => boolean;
}

export interface RunOutcome {
  report: SuiteReport;
  /** Dollars spent by dispatched agents. */
  spent: number;
  /** Cassettes holding fewer runs than asked, cells not dispatched because of --max-cost. */
  notes: string[];
}

export function nameFilter(pattern: string | undefined): (name: string) => boolean {
  if (pattern === undefined || pattern === '') return () => true;
  const body = pattern
    .split('*')
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  const re = new RegExp(body, 'i');
  return (name) => re.test(name);
}

async function evaluate(t: TestCase, files: SuiteFiles, ctx: MatchContext, options: RunOptions): Promise<TestResult> {
  try {
    if (t.kind === 'tool') return options.live && !t.recorded ? await evaluateLiveToolCase(t, options.live.callTool, ctx) : evaluateToolCase(t, files, ctx);
    if (t.kind === 'tool_quality') return options.live && t.catalog === undefined ? await evaluateLiveQualityCase(t, options.live.listTools, ctx, options.lint) : evaluateQualityCase(t, files, ctx, options.lint);
    return await evaluateAgentCase(t, files, ctx, options.countTokens ? { countTokens: options.countTokens } : {});
  } catch (e) {
    // A bug in a metric must not take the other tests down with it.
    return { name: t.name, kind: t.kind, pointer: t.pointer, verdict: 'error', reason: `internal error: ${(e as Error).message}`, assertions: [] };
  }
}

/** The suite's name for hooks: its name:, else its file name without the extension. */
export function suiteDisplayName(suite: Suite): string {
  if (suite.name !== undefined) return suite.name;
  const base = (suite.file ?? 'suite').split(/[\\/]/).pop() ?? 'suite';
  return base.replace(/\.(ya?ml|json)$/i, '') || base;
}

/** The hook bracket, when the suite declares hooks and the host can run them. */
function lifecycleFor(suite: Suite, options: RunOptions): Lifecycle | undefined {
  if (!options.hooks || !hasHooks(suite.hooks)) return undefined;
  return new Lifecycle({ plan: suite.hooks!, host: options.hooks, suiteName: suiteDisplayName(suite), env: suite.env, vars: suite.vars });
}

export async function runSuite(suite: Suite, options: RunOptions = {}): Promise<SuiteReport> {
  return (await runSuiteWithAgents(suite, options)).report;
}

/** runSuite, also returning what dispatched agents spent and the notes the host should print. */
export async function runSuiteWithAgents(suite: Suite, options: RunOptions = {}): Promise<RunOutcome> {
  const ctx: MatchContext = { regex: options.regex ?? DEFAULT_MATCH_CONTEXT.regex };
  const keep = nameFilter(options.filter);
  const tests: TestResult[] = [];
  const selected = suite.tests.filter((t) => keep(t.name));
  const lifecycle = selected.length > 0 ? lifecycleFor(suite, options) : undefined;
  const agentOptions = options.countTokens ? { countTokens: options.countTokens } : {};
  const live = suite.tests.flatMap((t, index) => (keep(t.name) && t.kind === 'agent' && dispatches(t) ? [{ test: t, index }] : []));
  const agents = options.agents && live.length > 0 ? new AgentDispatcher(options.agents, live, options.files ?? {}, ctx, agentOptions, options.keepCell) : undefined;
  await lifecycle?.beforeAll();
  // One test at a time, always: a per-test hook's bracket (beforeEach, test, afterEach) must hold
  // around a single test for stateful sessions. Dispatching tests concurrently would break it.
  for (const t of selected) {
    const pos = options.locate?.(t.pointer);
    const place = (r: TestResult) => ordered(pos ? { ...r, line: pos.line, column: pos.column } : r);
    if (agents && t.kind === 'agent' && dispatches(t)) {
      // Each (model, run) cell is its own bracket: a stateful session hook resets between runs.
      const rows = await agents.rows(t, suite.tests.indexOf(t), (cell, dispatch) => (lifecycle ? lifecycle.test({ ...t, name: cell.name }, dispatch) : dispatch()));
      tests.push(...rows.map(place));
      continue;
    }
    const dispatch = () => evaluate(t, options.files ?? {}, ctx, options);
    const r = lifecycle ? await lifecycle.test(t, dispatch) : await dispatch();
    tests.push(place(r));
  }
  await lifecycle?.afterAll(tests);
  const count = (v: string) => tests.filter((t) => t.verdict === v).length;
  const report: SuiteReport = {
    version: REPORT_VERSION,
    suite: { ...(suite.name !== undefined ? { name: suite.name } : {}), ...(suite.file !== undefined ? { file: suite.file } : {}) },
    summary: {
      total: tests.length,
      pass: count('pass'),
      fail: count('fail'),
      skip: count('skip'),
      error: count('error'),
      floors_breached: tests.reduce((n, t) => n + (t.floors ?? []).filter((f) => !f.pass).length, 0)
    },
    tests,
    rollups: rollups(tests),
    ...(lifecycle && lifecycle.runs.length > 0 ? { hooks: lifecycle.runs } : {})
  };
  return { report, spent: agents?.spent ?? 0, notes: agents?.notes ?? [] };
}

/** 0 every test passed or skipped, 1 a test failed, errored or breached a floor. */
export function reportExitCode(report: SuiteReport): 0 | 1 {
  const s = report.summary;
  return s.fail > 0 || s.error > 0 || s.floors_breached > 0 ? 1 : 0;
}
