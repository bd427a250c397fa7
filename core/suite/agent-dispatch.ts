/**
 * Agent tests without a `trace:` run their agent: once per (model, run) cell. Each cell is
 * dispatched through the driver interface (core/agents), or replayed from a cassette, and becomes
 * one result row scored on that run alone (`name`, `name #i`, `name [model]`, `name [model] #i`,
 * each with `model` and `run`). A (test, model) with several runs also gets a group row
 * (`name` or `name [model]`) scored on all its runs together: the pass^k floor, the micro-averaged
 * selection F1 and the distractor certified bound are figures of several runs, so they live there,
 * and the tool_selection floor is checked only there.
 *
 * Dispatch (AgentDispatcher: a run per cell) and scoring (agentCellRow, agentGroupRows) are
 * separate, as for every test (run.ts): the group rows are a pure function of the run rows, so
 * `report merge` computes them from shard partials exactly as an unsharded run does.
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
import type { AgentCase } from './model.ts';
import { notRun, type CellOutcome } from './outcome.ts';
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

/** What a test's cells share: its cassette or its served tools, or why none of its cells can run. */
type Prepared =
  | { ok: true; cassette?: { file: string; runs: TraceRun[] }; served: ServedTool[] }
  | { ok: false; reason: string };

/**
 * The dispatch half of agent tests (dispatch.ts): each (model, run) cell's outcome is its run
 * (dispatched through a driver, or replayed from the test's cassette) or why it did not run.
 * Nothing is scored here; score.ts scores each cell's row and the group rows, so a sharded run and
 * the merge of its partials score the same runs the same way.
 */
export class AgentDispatcher {
  readonly #host: AgentHost;
  readonly #total: number;
  readonly #prepared = new Map<AgentCase, Promise<Prepared>>();
  #done = 0;
  spent = 0;
  /** Messages for the host to print: cassettes holding fewer runs than asked, budget stops. */
  readonly notes: string[] = [];

  /** `total`: how many agent cells this run dispatches, for progress. */
  constructor(host: AgentHost, total: number) {
    this.#host = host;
    this.#total = total;
  }

  /** One cell's outcome: its run, or why it has none (every cell of a test without prompt errors). */
  async outcome(t: AgentCase, cell: AgentCell): Promise<CellOutcome> {
    let prepared = this.#prepared.get(t);
    if (!prepared) {
      prepared = this.#prepare(t);
      this.#prepared.set(t, prepared);
    }
    const p = await prepared;
    if (!p.ok) return notRun('error', p.reason);
    this.#host.onCell?.({ done: this.#done, total: this.#total, test: cell.name, spent: this.spent });
    this.#done++;
    if (p.cassette) {
      const run = p.cassette.runs.filter((r) => (r.model ?? cell.model) === cell.model)[cell.run - 1];
      return run
        ? { kind: 'trace', runs: [run] }
        : notRun('skip', `cassette ${p.cassette.file} holds no run #${cell.run} for ${cell.model}`);
    }
    const r = await this.#dispatch(t, cell, p.served);
    return r.ok ? { kind: 'trace', runs: [r.run] } : notRun('skip', r.reason);
  }

  async #prepare(t: AgentCase): Promise<Prepared> {
    if (t.prompt === undefined) return { ok: false, reason: 'needs prompt: to dispatch an agent' };
    if (t.missing.length > 0)
      return {
        ok: false,
        reason: `prompt needs ${t.missing.join(', ')}, which ${t.missing.length === 1 ? 'is' : 'are'} not set`
      };
    const cassette = this.#host.cassette?.(t);
    if (cassette && 'error' in cassette) return { ok: false, reason: `cassette ${cassette.file}: ${cassette.error}` };
    if (cassette) {
      for (const model of dispatchedModels(t)) {
        const held = Math.min(t.runs, cassette.runs.filter((r) => (r.model ?? model) === model).length);
        if (held < t.runs)
          this.notes.push(
            `${t.name}: cassette ${cassette.file} holds ${held} of ${t.runs} run${t.runs === 1 ? '' : 's'} for ${model}; replayed ${held}`
          );
      }
      return { ok: true, cassette, served: [] };
    }
    return this.#served(t);
  }

  async #served(t: AgentCase): Promise<Prepared> {
    const tools: ServedTool[] = [];
    for (const server of t.servers) {
      const r = await this.#host.listTools(server);
      if (!r.ok) return r;
      for (const tool of r.tools) tools.push({ server, tool });
    }
    return { ok: true, served: tools };
  }

  async #dispatch(
    t: AgentCase,
    cell: AgentCell,
    served: ServedTool[]
  ): Promise<{ ok: true; run: TraceRun } | { ok: false; reason: string }> {
    const max = this.#host.maxCost;
    if (max !== undefined && this.spent >= max) {
      const reason = `not dispatched: --max-cost ${money(max)} reached (${money(this.spent)} spent)`;
      if (!this.notes.includes(reason)) this.notes.push(reason);
      return { ok: false, reason };
    }
    const d = this.#host.driver(cell.model);
    if (!d.ok) return d;
    const run = await runAgent(d.driver, {
      model: cell.model,
      prompt: t.prompt!,
      surface: buildSurface(served, t.blocks.distractors),
      callServer: this.#host.callServer
    });
    this.spent += run.cost ?? 0;
    if (max !== undefined && run.cost === undefined && run.harness_error === undefined) {
      const note = `model ${cell.model} has no price: its runs do not count toward --max-cost (add it with --prices)`;
      if (!this.notes.includes(note)) this.notes.push(note);
    }
    this.#host.onRun?.(t, cell, run);
    return { ok: true, run };
  }
}

/** A dispatched cell's row: scored on its run alone (without the floor when the test has several runs), carrying model, run and the run itself. */
export async function agentCellRow(
  t: AgentCase,
  cell: Cell,
  outcome: CellOutcome,
  files: SuiteFiles,
  ctx: MatchContext,
  options: AgentOptions
): Promise<TestResult> {
  const base: TestResult = {
    name: cell.name,
    kind: 'agent',
    pointer: t.pointer,
    verdict: 'skip',
    assertions: [],
    ...(cell.model !== undefined ? { model: cell.model } : {}),
    run: cell.run
  };
  if (outcome.kind === 'not_run') return { ...base, verdict: outcome.verdict, reason: outcome.reason };
  if (outcome.kind !== 'trace')
    return { ...base, verdict: 'error', reason: `internal error: a ${outcome.kind} outcome for an agent test` };
  const row = await scoreRunsRow(t, outcome.runs, base, t.runs > 1, files, ctx, options);
  return outcome.runs[0] ? { ...row, trace: outcome.runs[0] } : row;
}

/** A row scored on `runs`; runs with a harness error are left out, and a row with none left is a skip. */
export async function scoreRunsRow(
  t: AgentCase,
  runs: TraceRun[],
  base: TestResult,
  perRun: boolean,
  files: SuiteFiles,
  ctx: MatchContext,
  options: AgentOptions
): Promise<TestResult> {
  const kept = runs.filter((r) => typeof r.harness_error !== 'string');
  const flagged = runs.filter((r) => typeof r.harness_error === 'string').map((r) => String(r.harness_error));
  if (kept.length === 0)
    return { ...base, reason: `excluded from scores: ${flagged[0]}`, harness_error: flagged.join('; ') };
  const row = await scoreAgentRuns(perRun ? withoutFloor(t) : t, kept, files, ctx, options, base);
  return flagged.length > 0 ? { ...row, excluded_runs: flagged.length } : row;
}

/**
 * The group rows of a dispatched test with several runs: per model, every run row's `trace`, in
 * run order, scored together (the floor, micro-averaged F1, the certified bound). A pure function
 * of the run rows, so joining the partial reports of a sharded run computes the same rows.
 */
export async function agentGroupRows(
  t: AgentCase,
  runRows: readonly TestResult[],
  files: SuiteFiles,
  ctx: MatchContext,
  options: AgentOptions
): Promise<TestResult[]> {
  if (t.runs <= 1) return [];
  const out: TestResult[] = [];
  for (const model of dispatchedModels(t)) {
    const runs = runRows
      .filter((r) => r.model === model && r.run !== undefined && r.trace !== undefined)
      .sort((a, b) => a.run! - b.run!)
      .map((r) => r.trace!);
    const row: TestResult = {
      name: groupName(t, model),
      kind: 'agent',
      pointer: t.pointer,
      verdict: 'skip',
      assertions: [],
      model
    };
    if (runs.length === 0) out.push({ ...row, reason: 'no run of this model was dispatched' });
    else out.push(await scoreRunsRow(t, runs, { ...row, runs: runs.length }, false, files, ctx, options));
  }
  return out;
}
