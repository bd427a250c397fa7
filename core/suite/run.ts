/**
 * Runs a loaded suite: dispatch, then scoring. Dispatch (dispatch.ts) gives each (test, model,
 * run) cell (cells.ts) its raw outcome: a recorded or live tool result, a catalog, an agent's runs.
 * Scoring (score.ts) turns the outcomes into rows and every figure across rows. Tests that need a
 * live server or agent the host cannot provide report skip. Returns the JSON report; the caller
 * decides what to print and the exit code. `--shard` runs dispatch alone on a subset of the cells.
 */
import type { LintOptions } from '../lint/lint.ts';
import type { CountTokens } from '../tokens/encoders.ts';
import { AgentDispatcher, dispatches, type AgentHost } from './agent-dispatch.ts';
import { suiteCells, type Cell } from './cells.ts';
import { dispatchCell, type DispatchOptions } from './dispatch.ts';
import type { ListTools } from './evaluate-quality.ts';
import type { CallTool } from './evaluate-tool.ts';
import type { SuiteFiles } from './files.ts';
import { Lifecycle } from './hooks/lifecycle.ts';
import { hasHooks } from './hooks/plan.ts';
import type { HookHost, HookRunResult } from './hooks/types.ts';
import { DEFAULT_MATCH_CONTEXT } from './matchers/index.ts';
import type { MatchContext, RegexEvaluator } from './matchers/types.ts';
import type { Suite, TestCase } from './model.ts';
import { notRun, type CellOutcome, type CellRecord } from './outcome.ts';
import type { SuiteReport, TestResult } from './report-types.ts';
import { assembleReport, scoreCell, scoreCells } from './score.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';

/**
 * Whether scoring `t` counts tokens, so the host loads the tokenizers: token_efficiency's
 * tool-surface tokens, and tool_quality's `tokens.*` figures (lint's, which need the encoders).
 */
export function countsTokens(t: TestCase): boolean {
  return t.kind === 'tool_quality' || (t.kind === 'agent' && t.blocks.token_efficiency !== undefined);
}

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
   * it their cells skip.
   */
  agents?: AgentHost;
}

export interface RunOutcome {
  report: SuiteReport;
  /** Dollars spent by dispatched agents. */
  spent: number;
  /** Cassettes holding fewer runs than asked, cells not dispatched because of --max-cost. */
  notes: string[];
}

/** What dispatching some cells gave: their records, the suite-level hook runs, and the agents' spend and notes. */
export interface Dispatched {
  records: Map<string, CellRecord>;
  hooks: HookRunResult[];
  spent: number;
  notes: string[];
}

export function nameFilter(pattern: string | undefined): (name: string) => boolean {
  if (pattern === undefined || pattern === '') return () => true;
  const body = pattern.split('*').map(escapeRegExp).join('.*');
  const re = new RegExp(body, 'i');
  return (name) => re.test(name);
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
  return new Lifecycle({
    plan: suite.hooks!,
    host: options.hooks,
    suiteName: suiteDisplayName(suite),
    env: suite.env,
    vars: suite.vars
  });
}

/**
 * Dispatches `cells` one at a time (inside their hook brackets when the host runs hooks) and
 * returns each cell's record, plus the suite-level hook runs. Each cell is scored as soon as it
 * ran only because afterEach hooks read its verdict; the report itself is scored from the records.
 */
export async function dispatchCells(suite: Suite, cells: readonly Cell[], options: RunOptions): Promise<Dispatched> {
  const ctx = matchContext(options);
  const records = new Map<string, CellRecord>();
  const lifecycle = cells.length > 0 ? lifecycleFor(suite, options) : undefined;
  const isAgentCell = (c: Cell) => {
    const t = suite.tests[c.test]!;
    return t.kind === 'agent' && dispatches(t);
  };
  const agentCells = cells.filter(isAgentCell).length;
  const agents = options.agents && agentCells > 0 ? new AgentDispatcher(options.agents, agentCells) : undefined;
  const dispatchOptions: DispatchOptions = {
    ...(options.files ? { files: options.files } : {}),
    ...(options.live ? { live: options.live } : {}),
    ...(agents ? { agents } : {})
  };
  await lifecycle?.beforeAll();
  const rows: TestResult[] = [];
  // One cell at a time, always: a per-test hook's bracket (beforeEach, test, afterEach) must hold
  // around a single dispatch for stateful sessions (each (model, run) cell is its own bracket).
  for (const cell of cells) {
    const t = suite.tests[cell.test]!;
    if (!lifecycle) {
      records.set(cell.key, { key: cell.key, outcome: await dispatchCell(t, cell, dispatchOptions) });
      continue;
    }
    let outcome: CellOutcome | undefined;
    const dispatch = async () => {
      outcome = await dispatchCell(t, cell, dispatchOptions);
      return scoreCell(t, cell, outcome, ctx, options);
    };
    const r = await lifecycle.test({ ...t, name: cell.name }, dispatch);
    rows.push(r);
    // A hook that stopped the test leaves no outcome: the row it made says why.
    const record: CellRecord = {
      key: cell.key,
      outcome: outcome ?? notRun(r.verdict === 'pass' ? 'fail' : r.verdict, r.reason ?? 'not run')
    };
    if (r.hooks && r.hooks.length > 0) record.hooks = r.hooks;
    records.set(cell.key, record);
  }
  await lifecycle?.afterAll(rows);
  return { records, hooks: lifecycle?.runs ?? [], spent: agents?.spent ?? 0, notes: agents?.notes ?? [] };
}

function matchContext(options: RunOptions): MatchContext {
  return { regex: options.regex ?? DEFAULT_MATCH_CONTEXT.regex };
}

/** The cells a run dispatches: every cell of the tests --filter keeps. */
export function runCells(suite: Suite, filter?: string): Cell[] {
  const keep = nameFilter(filter);
  return suiteCells(suite.tests, (t) => keep(t.name));
}

export async function runSuite(suite: Suite, options: RunOptions = {}): Promise<SuiteReport> {
  return (await runSuiteWithAgents(suite, options)).report;
}

/** runSuite, also returning what dispatched agents spent and the notes the host should print. */
export async function runSuiteWithAgents(suite: Suite, options: RunOptions = {}): Promise<RunOutcome> {
  const cells = runCells(suite, options.filter);
  const { records, hooks, spent, notes } = await dispatchCells(suite, cells, options);
  const tests = await scoreCells(suite, cells, records, matchContext(options), options);
  return { report: assembleReport(suite, tests, hooks), spent, notes };
}

/** 0 every test passed or skipped, 1 a test failed, errored or breached a floor. */
export function reportExitCode(report: SuiteReport): 0 | 1 {
  const s = report.summary;
  return s.fail > 0 || s.error > 0 || s.floors_breached > 0 ? 1 : 0;
}
