/**
 * An agent test, offline: a recorded trace (canonical or any importer format) scored by the metric
 * blocks, whose figures become targets (tool_selection.f1, distractors.accuracy, ...). The
 * tool_selection: block is a floor, not an assertion: a breach fails the test and prints FLOOR lines.
 * Without a trace the test needs a live agent and is skipped.
 */
import { parseAtlasTasksText, scoreAtlas, type AtlasTask } from '../atlas/index.ts';
import type { RegexEvaluator as AtlasRegex } from '../atlas/index.ts';
import { parseCatalogText } from '../catalog/parse-catalog.ts';
import type { Catalog } from '../catalog/types.ts';
import { scoreDistractors, type DistractorBlock } from '../metrics/distractor-accuracy.ts';
import { distractorCurve, expandBlock } from '../metrics/distractor-curve.ts';
import { scoreOrchestration } from '../metrics/orchestration.ts';
import { selectionF1 } from '../metrics/selection-f1.ts';
import { scoreTokenEfficiency } from '../metrics/token-efficiency.ts';
import { scoreToolSelection } from '../metrics/tool-selection.ts';
import { toolSelectionFloorLines, toolSelectionSummaryLine } from '../metrics/tool-selection-lines.ts';
import type { CountTokens } from '../tokens/encoders.ts';
import { importTrace } from '../trace/importers/index.ts';
import type { TraceRun } from '../trace/types.ts';
import { compose, composedResult } from './compose.ts';
import { fileText, firstProblem, type SuiteFiles } from './files.ts';
import type { MatchContext } from './matchers/types.ts';
import type { AgentCase, Item } from './model.ts';
import { notRun, type CellOutcome } from './outcome.ts';
import { claimsGate } from './normalize.ts';
import type { FloorResult, TestResult } from './report-types.ts';
import { resolveSegments } from './target.ts';
import { joinPointer } from '../source/pointer.ts';

export const AGENT_LIVE_SKIP =
  'needs a live agent: no trace: file, and this host does not dispatch agents (toolgauge run does)';
export const AGENT_MODEL_SKIP =
  'needs a model: to dispatch (model: lexical runs offline, with no key) or a trace: file';

export interface AgentOptions {
  /** cl100k counter for token_efficiency's tool-surface tokens; without it those figures are absent. */
  countTokens?: CountTokens;
}

type Step<T> = { ok: true; value: T } | { ok: false; reason: string };

function readRuns(t: AgentCase, files: SuiteFiles): Step<TraceRun[]> {
  const f = fileText(files, t.trace!, 'trace');
  if (!f.ok) return f;
  const r = importTrace(f.text, { file: t.trace, servers: t.servers.length ? t.servers : undefined });
  if (!r.ok) return { ok: false, reason: `trace ${firstProblem(r.errors, t.trace!)}` };
  return { ok: true, value: r.trace.runs };
}

function readCatalog(path: string, files: SuiteFiles): Step<Catalog> {
  const f = fileText(files, path, 'catalog');
  if (!f.ok) return f;
  const parsed = parseCatalogText(f.text, { file: path });
  if (!parsed.ok) return { ok: false, reason: `catalog ${firstProblem(parsed.errors, path)}` };
  return { ok: true, value: parsed.catalog };
}

function readTasks(path: string, files: SuiteFiles): Step<AtlasTask[]> {
  const f = fileText(files, path, 'task');
  if (!f.ok) return f;
  const parsed = parseAtlasTasksText(f.text, { file: path });
  if (!parsed.ok) return { ok: false, reason: `task ${firstProblem(parsed.errors, path)}` };
  return { ok: true, value: parsed.tasks };
}

function atlasRegex(ctx: MatchContext): AtlasRegex {
  return {
    test(pattern, flags, text) {
      const r = ctx.regex(pattern, text, flags);
      return 'error' in r ? { ok: false, error: r.error } : { ok: true, matched: r.matched };
    }
  };
}

/** The figures of every block the test declares, plus the targets view the assertions read. */
async function scoreBlocks(
  t: AgentCase,
  runs: TraceRun[],
  files: SuiteFiles,
  ctx: MatchContext,
  options: AgentOptions
): Promise<
  Step<{ metrics: Record<string, unknown>; subject: Record<string, unknown>; floors: FloorResult[]; extra: Item[] }>
> {
  const b = t.blocks;
  const metrics: Record<string, unknown> = {};
  const subject: Record<string, unknown> = {};
  const floors: FloorResult[] = [];
  const extra: Item[] = [];
  const classes = b.equal_function_sets?.classes ?? [];
  if (b.equal_function_sets) {
    const r = selectionF1(classes, runs);
    const { runs: _perRun, ...figures } = r;
    metrics.equal_function_sets = figures;
    subject.tool_selection = figures;
  }
  if (b.tool_selection) {
    const r = scoreToolSelection(b.tool_selection, runs);
    metrics.tool_selection = r;
    floors.push({
      block: 'tool_selection',
      pass: r.pass,
      line: toolSelectionSummaryLine(t.name, r),
      details: toolSelectionFloorLines(t.name, r)
    });
  }
  if (b.distractors) {
    const d = b.distractors;
    const blockBase = {
      source: (d.source ?? { from: 'catalog' }) as DistractorBlock['source'],
      correct: d.correct,
      ...(d.complexity !== undefined ? { complexity: d.complexity } : {}),
      ...(d.seed !== undefined ? { seed: d.seed } : {})
    };
    const counts = d.count ?? 0;
    // With a list of counts the gate reads the first; the whole curve is reported beside it.
    const blocks = expandBlock({ ...blockBase, count: counts });
    const r = scoreDistractors(blocks[0] ?? { ...blockBase, count: 0 }, runs);
    const figures: Record<string, unknown> = { ...r };
    if (Array.isArray(counts)) figures.curve = distractorCurve(blocks.map((block) => ({ block, runs })));
    metrics.distractors = figures;
    subject.distractors = r;
  }
  if (b.orchestration) {
    const r = scoreOrchestration(classes, runs);
    metrics.orchestration = r;
    subject.orchestration = r;
  }
  if (b.discovery) metrics.discovery = { name_free: b.discovery.name_free ?? false };
  if (b.token_efficiency) {
    let catalog: Catalog | undefined;
    if (b.token_efficiency.catalog !== undefined) {
      const c = readCatalog(b.token_efficiency.catalog, files);
      if (!c.ok) return c;
      catalog = c.value;
    }
    const r = scoreTokenEfficiency(b.token_efficiency.classes, runs, {
      ...(options.countTokens ? { countTokens: options.countTokens } : {}),
      ...(catalog ? { catalog } : {})
    });
    metrics.token_efficiency = r;
    subject.token_efficiency = r;
  }
  if (t.task !== undefined) {
    const tasks = readTasks(t.task, files);
    if (!tasks.ok) return tasks;
    const threshold = b.claims?.threshold;
    const list =
      threshold === undefined ? tasks.value : tasks.value.map((task) => ({ ...task, pass_threshold: threshold }));
    const report = await scoreAtlas(list, { runs }, { regex: atlasRegex(ctx) });
    const scored = report.results.filter((r) => r.status !== 'excluded');
    if (report.results.length === 0)
      return {
        ok: false,
        reason: `task ${t.task}: ${report.diagnostics[0]?.message ?? 'no run could be matched to a task'}`
      };
    const coverage = scored.length === 0 ? 0 : scored.reduce((s, r) => s + r.coverage, 0) / scored.length;
    const used = threshold ?? list[0]?.pass_threshold ?? 0.75;
    const figures = {
      coverage,
      threshold: used,
      passed: scored.length > 0 && scored.every((r) => r.status === 'passed'),
      fulfilled: scored.reduce((s, r) => s + r.fulfilled, 0),
      partial: scored.reduce((s, r) => s + r.partial, 0),
      missed: scored.reduce((s, r) => s + r.missed, 0),
      unscored: scored.reduce((s, r) => s + r.unscored, 0),
      excluded: report.results.length - scored.length
    };
    metrics.claims = { ...figures, runs: report.results, failures: report.failures };
    subject.claims = figures;
    if (!b.claims?.expect || b.claims.expect.length === 0)
      extra.push(claimsGate(used, joinPointer(t.pointer, b.claims ? 'claims' : 'task')));
  } else if (b.claims) {
    return { ok: false, reason: 'claims: needs a task: file holding the claims' };
  }
  return { ok: true, value: { metrics, subject, floors, extra } };
}

/** Which block computes each figure family, for the message when a test reads one it never declared. */
const FAMILY_BLOCK: Record<string, string> = {
  tool_selection: 'equal_function_sets',
  distractors: 'distractors',
  orchestration: 'orchestration',
  token_efficiency: 'token_efficiency',
  claims: 'task'
};

function resolveAgentTarget(subject: Record<string, unknown>, segments: Array<string | number>) {
  const head = segments[0];
  if (typeof head === 'string' && !(head in subject)) {
    const block = FAMILY_BLOCK[head];
    const known = Object.keys(FAMILY_BLOCK).join(', ');
    return {
      ok: false as const,
      error: block
        ? `${head} resolves to nothing: this test computes no ${head} figures (declare ${block}:)`
        : `${head} resolves to nothing: agent tests read ${known}`
    };
  }
  return resolveSegments(subject, segments);
}

/**
 * Scores runs of an agent test with its metric blocks and assertions, into `base` (the row's name,
 * model and run). Recorded traces and dispatched runs are scored by this one function.
 */
export async function scoreAgentRuns(
  t: AgentCase,
  runs: TraceRun[],
  files: SuiteFiles,
  ctx: MatchContext,
  options: AgentOptions,
  base: TestResult
): Promise<TestResult> {
  const scored = await scoreBlocks(t, runs, files, ctx, options);
  if (!scored.ok) return { ...base, verdict: 'error', reason: scored.reason };
  const { metrics, subject, floors, extra } = scored.value;
  const c = compose(
    [...t.items, ...extra],
    t.derived,
    t.threshold,
    (segments) => resolveAgentTarget(subject, segments),
    ctx,
    floors
  );
  return composedResult({ ...base, metrics, ...(floors.length > 0 ? { floors } : {}) }, c, t.threshold);
}

/**
 * The dispatch half of an agent test that reads a trace: (dispatch.ts): the recorded trace's runs.
 * Without trace: (and without an agent host) the test skips; an unreadable trace is an error.
 */
export function dispatchAgentCase(t: AgentCase, files: SuiteFiles): CellOutcome {
  if (t.trace === undefined)
    return notRun('skip', t.model === undefined && !t.models ? AGENT_MODEL_SKIP : AGENT_LIVE_SKIP);
  const runs = readRuns(t, files);
  return runs.ok ? { kind: 'trace', runs: runs.value } : notRun('error', runs.reason);
}
