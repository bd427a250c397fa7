/**
 * Agent tests without a `trace:` run their agent: once per (model, run) cell. Each cell is
 * dispatched through the driver interface (core/agents), or replayed from a cassette, and becomes
 * one result row scored on that run alone (`name`, `name #i`, `name [model]`, `name [model] #i`,
 * each with `model` and `run`). A (test, model) with several runs also gets a group row
 * (`name` or `name [model]`) scored on all its runs together: the pass^k floor, the micro-averaged
 * selection F1 and the distractor certified bound are figures of several runs, so they live there,
 * and the tool_selection floor is checked only there.
 *
 * Runs flagged with `harness_error` (a server that kept failing, a provider error) are excluded:
 * their row reports skip with the reason, and the group row scores the other runs.
 * `maxCost` stops dispatching once the dollars spent reach it; the cells left report skip.
 */
import { runAgent } from '../agents/harness.ts';
import { buildSurface } from '../agents/surface.ts';
import type { Driver, ServedTool, ServerCall } from '../agents/types.ts';
import type { Tool } from '../catalog/types.ts';
import type { TraceRun } from '../trace/types.ts';
import { scoreAgentRuns, type AgentOptions } from './evaluate-agent.ts';
import type { SuiteFiles } from './files.ts';
import type { MatchContext } from './matchers/types.ts';
import type { AgentCase, Suite } from './model.ts';
import { orderedRow } from './row-order.ts';
import type { TestResult } from './report-types.ts';
import { testCells, testModels, type Cell } from './cells.ts';

/** A cell of a dispatched agent test (cells.ts), whose model is always set. */
export type AgentCell = Cell & { model: string };

/** What the host gives the core so it can dispatch agents (the Node CLI: drivers, servers, cassettes). */
export interface AgentHost {
  /** The driver for a model, or why there is none (an unknown provider, a missing API key). */
  driver(model: string): { ok: true; driver: Driver } | { ok: false; reason: string };
  /** The tools a server lists (the host starts it on first use). */
  listTools(server: string): Promise<{ ok: true; tools: Tool[] } | { ok: false; reason: string }>;
  callServer: ServerCall;
  /** Recorded runs of a test (its cassette), when one is on disk and not being re-recorded. */
  cassette?(test: AgentCase): { file: string; runs: TraceRun[] } | { file: string; error: string } | undefined;
  /** After each dispatched (not replayed) run: the host records cassettes and shows progress. */
  onRun?(test: AgentCase, cell: AgentCell, run: TraceRun): void;
  /** Before each cell, with the count done and the total, for progress. */
  onCell?(progress: { done: number; total: number; test: string; spent: number }): void;
  /** Dollars; once spent reaches it, no further cell is dispatched. */
  maxCost?: number;
}

/** The models a dispatched test runs, in the order written (cells.ts's list without the "no model" entry). */
export function dispatchedModels(t: AgentCase): string[] {
  return testModels(t).filter((m): m is string => m !== undefined);
}

/** The cells of a dispatched agent test, each with its model (dispatches() guarantees one). */
export function agentCells(t: AgentCase, index = 0): AgentCell[] {
  return testCells(t, index).map((c) => ({ ...c, model: c.model! }));
}

/** The group row's name: the test's, with ` [model]` when it has several models. */
export function groupName(t: AgentCase, model: string): string {
  return dispatchedModels(t).length > 1 ? `${t.name} [${model}]` : t.name;
}

/** Whether a test dispatches (or replays) an agent rather than reading a trace: file. */
export function dispatches(t: AgentCase): boolean {
  return t.trace === undefined && dispatchedModels(t).length > 0;
}

const money = (n: number) => `$${n.toFixed(n < 1 ? 4 : 2)}`;

function withoutFloor(t: AgentCase): AgentCase {
  const { tool_selection: _floor, ...blocks } = t.blocks;
  return { ...t, blocks };
}

export class AgentDispatcher {
  readonly #host: AgentHost;
  readonly #files: SuiteFiles;
  readonly #ctx: MatchContext;
  readonly #options: AgentOptions;
  readonly #total: number;
  readonly #keep: ((cell: Cell) => boolean) | undefined;
  #done = 0;
  spent = 0;
  /** Messages for the host to print: cassettes holding fewer runs than asked, budget stops. */
  readonly notes: string[] = [];

  /**
   * `keep` runs only some cells (a shard of a CI matrix): their rows, without group rows, which
   * agentGroupRows computes once the partial reports are joined.
   */
  constructor(host: AgentHost, tests: Array<{ test: AgentCase; index: number }>, files: SuiteFiles, ctx: MatchContext, options: AgentOptions, keep?: (cell: Cell) => boolean) {
    this.#host = host;
    this.#keep = keep;
    this.#files = files;
    this.#ctx = ctx;
    this.#options = options;
    this.#total = tests.filter(({ test }) => dispatches(test)).reduce((n, { test, index }) => n + agentCells(test, index).filter((c) => keep?.(c) ?? true).length, 0);
  }

  /**
   * Every row of one test. `bracket` runs each cell inside the test's hooks (beforeEach/afterEach)
   * when the suite has them.
   */
  async rows(t: AgentCase, index: number, bracket: (cell: AgentCell, dispatch: () => Promise<TestResult>) => Promise<TestResult>): Promise<TestResult[]> {
    const base = (name: string, model: string, run?: number): TestResult => ({ name, kind: 'agent', pointer: t.pointer, verdict: 'skip', assertions: [], model, ...(run !== undefined ? { run } : {}) });
    const cells = agentCells(t, index).filter((c) => this.#keep?.(c) ?? true);
    if (cells.length === 0) return [];
    const stop = (reason: string, verdict: 'skip' | 'error') => cells.map((c) => ({ ...base(c.name, c.model, c.run), verdict, reason }));
    if (t.prompt === undefined) return stop('needs prompt: to dispatch an agent', 'error');
    if (t.missing.length > 0) return stop(`prompt needs ${t.missing.join(', ')}, which ${t.missing.length === 1 ? 'is' : 'are'} not set`, 'error');

    const cassette = this.#host.cassette?.(t);
    if (cassette && 'error' in cassette) return stop(`cassette ${cassette.file}: ${cassette.error}`, 'error');
    const served = cassette ? { ok: true as const, tools: [] } : await this.#served(t);
    if (!served.ok) return stop(served.reason, 'error');

    const out: TestResult[] = [];
    const groups = new Map<string, TraceRun[]>();
    for (const cell of cells) {
      let run: TraceRun | undefined;
      const dispatch = async (): Promise<TestResult> => {
        if (cassette) {
          run = cassette.runs.filter((r) => (r.model ?? cell.model) === cell.model)[cell.run - 1];
          if (!run) return { ...base(cell.name, cell.model, cell.run), reason: `cassette ${cassette.file} holds no run #${cell.run} for ${cell.model}` };
        } else {
          const r = await this.#dispatch(t, cell, served.tools);
          if (!r.ok) return { ...base(cell.name, cell.model, cell.run), reason: r.reason };
          run = r.run;
        }
        return scoreRunsRow(t, [run], base(cell.name, cell.model, cell.run), t.runs > 1, this.#files, this.#ctx, this.#options);
      };
      this.#host.onCell?.({ done: this.#done, total: this.#total, test: cell.name, spent: this.spent });
      const row = await bracket(cell, dispatch);
      this.#done++;
      out.push(run ? { ...row, trace: run } : row);
      if (run) groups.set(cell.model, [...(groups.get(cell.model) ?? []), run]);
    }
    if (cassette) {
      for (const model of dispatchedModels(t)) {
        const held = groups.get(model)?.length ?? 0;
        if (held < t.runs) this.notes.push(`${t.name}: cassette ${cassette.file} holds ${held} of ${t.runs} run${t.runs === 1 ? '' : 's'} for ${model}; replayed ${held}`);
      }
    }
    // A partial run (a shard) leaves the group rows to whoever joins the partials (agentGroupRows).
    if (!this.#keep) out.push(...(await agentGroupRows(t, out, this.#files, this.#ctx, this.#options)));
    return out;
  }

  async #served(t: AgentCase): Promise<{ ok: true; tools: ServedTool[] } | { ok: false; reason: string }> {
    const tools: ServedTool[] = [];
    for (const server of t.servers) {
      const r = await this.#host.listTools(server);
      if (!r.ok) return r;
      for (const tool of r.tools) tools.push({ server, tool });
    }
    return { ok: true, tools };
  }

  async #dispatch(t: AgentCase, cell: AgentCell, served: ServedTool[]): Promise<{ ok: true; run: TraceRun } | { ok: false; reason: string }> {
    const max = this.#host.maxCost;
    if (max !== undefined && this.spent >= max) {
      const reason = `not dispatched: --max-cost ${money(max)} reached (${money(this.spent)} spent)`;
      if (!this.notes.includes(reason)) this.notes.push(reason);
      return { ok: false, reason };
    }
    const d = this.#host.driver(cell.model);
    if (!d.ok) return d;
    const run = await runAgent(d.driver, { model: cell.model, prompt: t.prompt!, surface: buildSurface(served, t.blocks.distractors), callServer: this.#host.callServer });
    this.spent += run.cost ?? 0;
    if (max !== undefined && run.cost === undefined && run.harness_error === undefined) {
      const note = `model ${cell.model} has no price: its runs do not count toward --max-cost (add it with --prices)`;
      if (!this.notes.includes(note)) this.notes.push(note);
    }
    this.#host.onRun?.(t, cell, run);
    return { ok: true, run };
  }

}

/** A row scored on `runs`; runs with a harness error are left out, and a row with none left is a skip. */
export async function scoreRunsRow(t: AgentCase, runs: TraceRun[], base: TestResult, perRun: boolean, files: SuiteFiles, ctx: MatchContext, options: AgentOptions): Promise<TestResult> {
  const kept = runs.filter((r) => typeof r.harness_error !== 'string');
  const flagged = runs.filter((r) => typeof r.harness_error === 'string').map((r) => String(r.harness_error));
  if (kept.length === 0) return { ...base, reason: `excluded from scores: ${flagged[0]}`, harness_error: flagged.join('; ') };
  const row = await scoreAgentRuns(perRun ? withoutFloor(t) : t, kept, files, ctx, options, base);
  return flagged.length > 0 ? { ...row, excluded_runs: flagged.length } : row;
}

/**
 * The group rows of a dispatched test with several runs: per model, every run row's `trace`, in
 * run order, scored together (the floor, micro-averaged F1, the certified bound). A pure function
 * of the run rows, so joining the partial reports of a sharded run computes the same rows.
 */
export async function agentGroupRows(t: AgentCase, runRows: readonly TestResult[], files: SuiteFiles, ctx: MatchContext, options: AgentOptions): Promise<TestResult[]> {
  if (t.runs <= 1) return [];
  const out: TestResult[] = [];
  for (const model of dispatchedModels(t)) {
    const runs = runRows
      .filter((r) => r.model === model && r.run !== undefined && r.trace !== undefined)
      .sort((a, b) => a.run! - b.run!)
      .map((r) => r.trace!);
    const row: TestResult = { name: groupName(t, model), kind: 'agent', pointer: t.pointer, verdict: 'skip', assertions: [], model };
    if (runs.length === 0) out.push({ ...row, reason: 'no run of this model was dispatched' });
    else out.push(await scoreRunsRow(t, runs, { ...row, runs: runs.length }, false, files, ctx, options));
  }
  return out;
}

/**
 * Completes the rows of a partial run (or joined partials, in cell order): after the last run row
 * of each dispatched test with several runs, its group rows, placed and key-ordered as runSuite
 * writes them. Tests whose group rows are already there are left alone. Joining every shard's rows
 * and calling this gives the rows of the unsharded run.
 */
export async function withGroupRows(suite: Suite, rows: readonly TestResult[], files: SuiteFiles, ctx: MatchContext, options: AgentOptions): Promise<TestResult[]> {
  const out = [...rows];
  for (const t of suite.tests) {
    if (t.kind !== 'agent' || !dispatches(t) || t.runs <= 1) continue;
    const mine = out.filter((r) => r.pointer === t.pointer);
    if (mine.some((r) => r.run === undefined)) continue;
    const last = out.lastIndexOf(mine[mine.length - 1]);
    if (last < 0) continue;
    const at = { ...(mine[0].line !== undefined ? { line: mine[0].line } : {}), ...(mine[0].column !== undefined ? { column: mine[0].column } : {}) };
    const groups = (await agentGroupRows(t, mine, files, ctx, options)).map((g) => orderedRow({ ...g, ...at }));
    out.splice(last + 1, 0, ...groups);
  }
  return out;
}
