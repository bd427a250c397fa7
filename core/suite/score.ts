/**
 * Scoring: the pure half of a run. From the suite and every cell's raw outcome to the report:
 * rows, then every figure computed across rows (summary counts, floors breached, rollups).
 *
 * Everything computed across cells (here, and agent-dispatch.ts's group rows) reads only outcomes, so `toolgauge run` and
 * `toolgauge report merge` (which scores the union of shard partials) give the same report.
 * Aggregates must never be computed at dispatch time or averaged from per-shard figures.
 */
import type { LintOptions } from '../lint/lint.ts';
import { ToolgaugeError } from '../source/diagnostic.ts';
import type { CountTokens } from '../tokens/encoders.ts';
import { agentCellRow, agentGroupRows, dispatches } from './agent-dispatch.ts';
import type { Cell } from './cells.ts';
import { scoreAgentRuns } from './evaluate-agent.ts';
import { scoreQualityOutcome } from './evaluate-quality.ts';
import { scoreToolResult } from './evaluate-tool.ts';
import type { SuiteFiles } from './files.ts';
import type { HookRunResult } from './hooks/types.ts';
import type { MatchContext } from './matchers/types.ts';
import type { Suite, TestCase } from './model.ts';
import type { CellOutcome, CellRecord } from './outcome.ts';
import { REPORT_VERSION, type SuiteReport, type TestResult } from './report-types.ts';
import { rollups } from './rollups.ts';
import { orderedRow as ordered } from './row-order.ts';

export interface ScoreOptions {
  /** Files scoring itself reads: token_efficiency's catalog:, agent tests' task: (trace and recorded files are read at dispatch). */
  files?: SuiteFiles;
  countTokens?: CountTokens;
  lint?: LintOptions;
  /** A test's position in the suite file, by its pointer, so rows can say where the test is. */
  locate?: (pointer: string) => { line: number; column: number } | undefined;
}

const agentOptions = (options: ScoreOptions) => (options.countTokens ? { countTokens: options.countTokens } : {});

/** One cell's row, without hooks or position. Never throws: a bug in a metric errors that row alone. */
export async function scoreCell(
  t: TestCase,
  cell: Cell,
  outcome: CellOutcome,
  ctx: MatchContext,
  options: ScoreOptions
): Promise<TestResult> {
  const base = { name: cell.name, kind: t.kind, pointer: t.pointer, assertions: [] };
  try {
    if (t.kind === 'agent' && dispatches(t))
      return await agentCellRow(t, cell, outcome, options.files ?? {}, ctx, agentOptions(options));
    if (outcome.kind === 'not_run') return { ...base, verdict: outcome.verdict, reason: outcome.reason };
    if (t.kind === 'tool' && outcome.kind === 'tool_result')
      return { ...scoreToolResult(t, outcome.result, ctx, outcome), name: cell.name };
    if (t.kind === 'tool_quality' && (outcome.kind === 'catalog_text' || outcome.kind === 'catalog_value'))
      return { ...scoreQualityOutcome(t, outcome, ctx, options.lint), name: cell.name };
    if (t.kind === 'agent' && outcome.kind === 'trace')
      return await scoreAgentRuns(t, outcome.runs, options.files ?? {}, ctx, agentOptions(options), {
        ...base,
        verdict: 'skip'
      });
    return { ...base, verdict: 'error', reason: `internal error: a ${outcome.kind} outcome for a ${t.kind} test` };
  } catch (e) {
    return { ...base, verdict: 'error', reason: `internal error: ${(e as Error).message}` };
  }
}

/** The report row of a dispatched cell: its scored result, the hooks that ran around it, its position. */
export async function cellRow(
  t: TestCase,
  cell: Cell,
  record: CellRecord,
  ctx: MatchContext,
  options: ScoreOptions
): Promise<TestResult> {
  const r = await scoreCell(t, cell, record.outcome, ctx, options);
  const hooks = record.hooks ?? [];
  const pos = options.locate?.(t.pointer);
  return ordered({
    ...r,
    ...(hooks.length > 0 ? { hooks: [...(r.hooks ?? []), ...hooks] } : {}),
    ...(pos ? { line: pos.line, column: pos.column } : {})
  });
}

/** The report from the rows: counts, floors breached, rollups. */
export function assembleReport(suite: Suite, tests: TestResult[], hooks?: HookRunResult[]): SuiteReport {
  const count = (v: string) => tests.filter((t) => t.verdict === v).length;
  return {
    version: REPORT_VERSION,
    suite: {
      ...(suite.name !== undefined ? { name: suite.name } : {}),
      ...(suite.file !== undefined ? { file: suite.file } : {})
    },
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
    ...(hooks && hooks.length > 0 ? { hooks } : {})
  };
}

/**
 * The rows of `cells` (in their order) from their records, keyed by cell key. A cell without a
 * record is a caller's bug (the merger checks coverage first) and throws.
 */
export async function scoreCells(
  suite: Suite,
  cells: readonly Cell[],
  records: ReadonlyMap<string, CellRecord>,
  ctx: MatchContext,
  options: ScoreOptions
): Promise<TestResult[]> {
  const rows: TestResult[] = [];
  let ofTest: TestResult[] = [];
  for (const [i, cell] of cells.entries()) {
    const record = records.get(cell.key);
    if (!record) throw new ToolgaugeError('cell-without-outcome', `no outcome for cell ${cell.key}`);
    const t = suite.tests[cell.test]!;
    const row = await cellRow(t, cell, record, ctx, options);
    rows.push(row);
    ofTest.push(row);
    if (cells[i + 1]?.test === cell.test) continue;
    // The test's last cell: the figures of several runs (pass^k floor, micro-averaged F1, the
    // certified bound) are scored now, from all of its run rows, as one group row per model.
    rows.push(...(await groupRows(t, ofTest, ctx, options)));
    ofTest = [];
  }
  return rows;
}

async function groupRows(
  t: TestCase,
  runRows: TestResult[],
  ctx: MatchContext,
  options: ScoreOptions
): Promise<TestResult[]> {
  if (t.kind !== 'agent' || !dispatches(t)) return [];
  const pos = options.locate?.(t.pointer);
  const groups = await agentGroupRows(t, runRows, options.files ?? {}, ctx, agentOptions(options));
  return groups.map((r) => ordered(pos ? { ...r, line: pos.line, column: pos.column } : r));
}
