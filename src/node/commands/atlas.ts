/**
 * `toolgauge atlas <tasks.json> <trace...>`: scores recorded traces (any format `toolgauge import`
 * reads) against MCP-Atlas tasks: per-claim credit with evidence, coverage, pass/fail, failure
 * classes, per-domain and per-tag results, and discovery precision/recall.
 */
import { parseAtlasTasksText } from '#core/atlas/task';
import { report as buildReport, scoreAtlasRun, type AtlasReport } from '#core/atlas/score';
import { surfaceShapeWarnings } from '#core/atlas/surface-shape';
import type { AtlasRunResult, AtlasTask } from '#core/atlas/types';
import type { ClaimJudge } from '#core/atlas/judge';
import { formatDiagnostic, type Diagnostic } from '#core/source/diagnostic';
import { formatNumber } from '#core/report/describe';
import { terminalSafe } from '#core/report/formats/text';
import { escapeMarkdown as md } from '#core/render/markdown';
import { parseText } from '#core/source/parse-text';
import type { TraceFormat } from '#core/trace/importers/index';
import type { TraceRun } from '#core/trace/types';
import { createCommandJudge } from '../judge/command-judge.ts';
import { createNodeRegexEvaluator } from '../judge/regex-evaluator.ts';
import { scoreInBatches } from '../judge/batched-scoring.ts';
import { nearest } from '#core/source/nearest';
import { reportOptions } from '../cli/args.ts';
import type { Command } from '../cli/command.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { readInput, writeReport, type Io } from '../cli/io.ts';
import { shellSplit } from '#core/source/shell-split';
import { importOptionsOf, printDiagnostics, readTrace, TRACE_OPTIONS } from './import.ts';
import { COMMAND_SUMMARIES } from './summaries.ts';
import { maxOf } from '#core/stats/extremes';

type ScoredRun = AtlasRunResult & { trace: string };

/** What every format renders; `--format json` prints it as is. */
export interface AtlasCliReport extends Omit<AtlasReport, 'results'> {
  tasks: { file: string; ids: string[]; threshold?: number };
  traces: Array<{ file: string; format: TraceFormat; runs: number }>;
  results: ScoredRun[];
  /** Surface-shape warnings, positioned in the tasks file. */
  warnings: Diagnostic[];
}

const num = (n: number | null) => (n === null ? '-' : formatNumber(n));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const CLAIM_WORD = (score: number | null) =>
  score === null ? 'unscored' : score === 1 ? 'fulfilled' : score === 0.5 ? 'partial' : 'missed';
const cut = (text: string, max = 160) => (text.length > max ? text.slice(0, max - 1) + '…' : text);

function coverageText(r: AtlasRunResult): string {
  if (r.status === 'excluded') return `harness error: ${r.harness_error ?? ''}`;
  const range = r.coverage_max > r.coverage ? `${num(r.coverage)}..${num(r.coverage_max)}` : num(r.coverage);
  return `coverage ${range} of ${num(r.threshold)} (${r.fulfilled} fulfilled, ${r.partial} partial, ${r.missed} missed, ${r.unscored} unscored)`;
}

function discoveryText(r: AtlasRunResult): string {
  const d = r.discovery;
  const parts = [`precision ${num(d.precision)}, recall ${num(d.recall)}`];
  if (d.missed_targets.length > 0) parts.push(`missed targets: ${d.missed_targets.join(', ')}`);
  if (d.extra_tools.length > 0) parts.push(`other tools: ${d.extra_tools.join(', ')}`);
  return parts.join('; ');
}

const STRATA_HEAD = [
  '',
  'runs',
  'passed',
  'failed',
  'undecided',
  'excluded',
  'pass rate',
  'coverage',
  'precision',
  'recall'
];
const strataRows = (report: AtlasCliReport) =>
  [report.overall, ...report.strata].map((s) =>
    [
      s.name,
      s.runs,
      s.passed,
      s.failed,
      s.undecided,
      s.excluded,
      s.pass_rate,
      s.mean_coverage,
      s.discovery_precision,
      s.discovery_recall
    ].map((v, i) => (i === 0 ? String(v) : num(v as number | null)))
  );

function aligned(rows: string[][]): string[] {
  const widths = rows[0].map((_, c) => maxOf(rows.map((r) => r[c].length)));
  return rows.map((r) =>
    r
      .map((cell, c) => cell.padEnd(widths[c]))
      .join('  ')
      .trimEnd()
  );
}

/** Runs grouped under their task, tasks in file order (one pass: a large trace has many runs). */
function byTask(report: AtlasCliReport): Array<{ id: string; runs: ScoredRun[] }> {
  const groups = new Map(report.tasks.ids.map((id) => [id, [] as ScoredRun[]]));
  for (const r of report.results) groups.get(r.task_id)?.push(r);
  return [...groups].map(([id, runs]) => ({ id, runs }));
}
const taskNote = (r: AtlasRunResult | undefined) => [r?.domain, ...(r?.tags ?? [])].filter(Boolean).join(', ');
const statusOf = (r: AtlasRunResult) => r.status + (r.failure_class ? ` [${r.failure_class}]` : '');

function formatText(report: AtlasCliReport): string {
  const out = [
    `MCP-Atlas: ${plural(report.tasks.ids.length, 'task')} from ${report.tasks.file}, ${plural(report.results.length, 'run')} scored from ${plural(report.traces.length, 'trace')}`
  ];
  for (const { id, runs } of byTask(report)) {
    const note = taskNote(runs[0]);
    out.push('', `${id}${note ? ` (${note})` : ''}: ${runs.length === 0 ? 'no runs' : plural(runs.length, 'run')}`);
    for (const r of runs) {
      out.push(`  run ${r.run} of ${r.trace}: ${statusOf(r)}, ${coverageText(r)}`);
      for (const c of r.claims)
        out.push(
          `    ${CLAIM_WORD(c.score).padEnd(9)}  ${cut(c.claim, 80)}: ${c.by === 'judge' ? 'judge: ' : ''}${cut(c.evidence)}`
        );
      out.push(`    discovery: ${discoveryText(r)}`);
    }
  }
  const failed = report.failures.reduce((n, f) => n + f.count, 0);
  out.push('', failed === 0 ? 'failure classes: no run failed' : `failure classes (${plural(failed, 'failed run')}):`);
  if (failed > 0)
    out.push(...aligned(report.failures.map((f) => [`  ${f.category}`, String(f.count), `${f.percent}%`])));
  out.push('', ...aligned([STRATA_HEAD, ...strataRows(report)]));
  const notes = [...report.warnings, ...report.diagnostics];
  if (notes.length > 0) out.push('', 'warnings:', ...notes.map((d) => `  ${formatDiagnostic(d)}`));
  return terminalSafe(out.join('\n')) + '\n';
}

function formatMarkdown(report: AtlasCliReport): string {
  const s = report.overall;
  const out = [
    `## toolgauge atlas: ${md(report.tasks.file)}`,
    '',
    `**${s.passed} of ${s.scored} scored runs passed** (pass rate ${num(s.pass_rate)}, mean coverage ${num(s.mean_coverage)}); ${s.failed} failed, ${s.undecided} undecided, ${s.excluded} excluded.`
  ];
  for (const { id, runs } of byTask(report)) {
    out.push('', `### ${md(id)}${taskNote(runs[0]) ? ` (${md(taskNote(runs[0]))})` : ''}`, '');
    if (runs.length === 0) {
      out.push('No runs.');
      continue;
    }
    for (const r of runs) {
      out.push(
        `**run ${r.run} of ${md(r.trace)}: ${md(statusOf(r))}**, ${md(coverageText(r))}. Discovery: ${md(discoveryText(r))}.`,
        ''
      );
      if (r.claims.length > 0)
        out.push(
          '| claim | credit | evidence |',
          '| --- | --- | --- |',
          ...r.claims.map(
            (c) =>
              `| ${md(c.claim)} | ${CLAIM_WORD(c.score)} | ${c.by === 'judge' ? 'judge: ' : ''}${md(cut(c.evidence, 300))} |`
          ),
          ''
        );
    }
  }
  if (report.failures.length > 0)
    out.push(
      '',
      '### Failure classes',
      '',
      '| class | runs | share |',
      '| --- | --- | --- |',
      ...report.failures.map((f) => `| ${f.category} | ${f.count} | ${f.percent}% |`)
    );
  out.push(
    '',
    '### Results by domain and tag',
    '',
    `| ${['stratum', ...STRATA_HEAD.slice(1)].join(' | ')} |`,
    `|${' --- |'.repeat(STRATA_HEAD.length)}`,
    ...strataRows(report).map((row) => `| ${row.map(md).join(' | ')} |`)
  );
  const notes = [...report.warnings, ...report.diagnostics];
  if (notes.length > 0) out.push('', '### Warnings', '', ...notes.map((d) => `- ${md(formatDiagnostic(d))}`));
  return out.join('\n').replace(/\n{3,}/g, '\n\n') + '\n';
}

export const ATLAS_FORMATS = {
  text: formatText,
  json: (report: AtlasCliReport) => JSON.stringify(report, null, 2),
  markdown: formatMarkdown
} satisfies Record<string, (report: AtlasCliReport) => string>;
type AtlasFormatName = keyof typeof ATLAS_FORMATS;

const FORMATS = Object.keys(ATLAS_FORMATS) as AtlasFormatName[];

/** A progress line per this many runs of one trace, so a long JSONL import shows it is alive. */
const PROGRESS_EVERY = 5000;
/** Runs scored together when there is no judge (their regex matches travel to the worker as one batch). */
const BATCH_RUNS = 256;

function parseThreshold(raw: unknown): number | undefined {
  if (typeof raw !== 'string') return undefined;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n <= 0 || n > 1)
    throw new UsageError(`--threshold must be a coverage fraction in (0, 1], e.g. 0.75 (got "${raw}")`);
  return n;
}

function parseTimeout(raw: unknown): number {
  const n = Number(raw);
  if (typeof raw !== 'string' || !/^\d+$/.test(raw.trim()) || n < 1)
    throw new UsageError(`--judge-timeout must be a whole number of milliseconds, e.g. 60000 (got "${String(raw)}")`);
  return n;
}

/** `--judge "CMD ARGS"` split like a shell would, but never run through one. */
function judgeOf(raw: unknown, timeoutMs: number, cwd: string): ClaimJudge | undefined {
  if (typeof raw !== 'string') return undefined;
  const split = shellSplit(raw);
  if (!split.ok) throw new UsageError(`--judge: ${split.message} at column ${split.column} of ${JSON.stringify(raw)}`);
  if (split.words.length === 0 || split.words[0] === '')
    throw new UsageError('--judge needs a command, e.g. --judge "node judge.mjs"');
  return createCommandJudge({ command: split.words[0], args: split.words.slice(1), timeoutMs, cwd });
}

/** Where each task sits in the tasks file, as parseAtlasTasksValue reads it: one task, a list, or { tasks }. */
function taskPointers(value: unknown, n: number): string[] {
  if (Array.isArray(value)) return Array.from({ length: n }, (_, i) => `/${i}`);
  if (value !== null && typeof value === 'object' && Array.isArray((value as { tasks?: unknown }).tasks))
    return Array.from({ length: n }, (_, i) => `/tasks/${i}`);
  return [''];
}

function selectTask(tasks: AtlasTask[], id: unknown): AtlasTask[] {
  if (typeof id !== 'string') return tasks;
  const task = tasks.find((t) => t.task_id === id);
  if (task) return [task];
  const near = nearest(
    id,
    tasks.map((t) => t.task_id)
  );
  throw new UsageError(
    `--task ${id} is not in the tasks file${near ? ` (did you mean ${near}?)` : ''}; it holds ${tasks.map((t) => t.task_id).join(', ')}`
  );
}

/** Warnings for the chosen tasks, positioned where each sits in the whole file (their message already states the range). */
function surfaceWarnings(
  text: string,
  file: string,
  all: readonly AtlasTask[],
  chosen: readonly AtlasTask[]
): Diagnostic[] {
  const parsed = parseText(text, { file });
  if (!parsed.ok) return [];
  const pointers = taskPointers(parsed.value, all.length);
  const keep = new Set(chosen.map((t) => t.task_id));
  return all.flatMap((t, i) =>
    keep.has(t.task_id)
      ? surfaceShapeWarnings(t, pointers[i]).map(({ expected: _said, ...d }) => ({
          ...d,
          ...(parsed.locate(d.pointer ?? '') ?? {}),
          file
        }))
      : []
  );
}

export const command: Command = {
  spec: {
    name: 'atlas',
    summary: COMMAND_SUMMARIES.atlas,
    usage: `toolgauge atlas <tasks.json> <trace...> [--task ID] [--judge "CMD ARGS"] [--judge-timeout MS] [--threshold N] [--separator SEP] [--server NAME ...] [--format ${FORMATS.join('|')}] [--out FILE]`,
    positionals: [
      {
        name: '<tasks.json>',
        description: 'MCP-Atlas tasks (JSON or YAML): one task, a list, or { "tasks": [...] }; see docs/atlas.md'
      },
      {
        name: '<trace...>',
        description: 'one or more traces in any format toolgauge import reads (JSONL is streamed); - reads stdin'
      }
    ],
    options: {
      ...reportOptions(FORMATS),
      judge: {
        type: 'string',
        value: '"CMD ARGS"',
        description:
          'grades claims that have no check: run once per claim, { task_id, prompt, claim, answer } on stdin, { score, evidence } on stdout. Split like a shell line (quotes, backslashes) but never run through a shell. Without it such claims stay unscored'
      },
      'judge-timeout': {
        type: 'string',
        value: 'MS',
        default: '60000',
        description: 'per-claim time limit of the judge in milliseconds; a judge past it leaves the claim unscored'
      },
      task: {
        type: 'string',
        value: 'ID',
        description:
          'score against this task only; runs that record no task_id then belong to it (for traces without task ids)'
      },
      threshold: {
        type: 'string',
        value: 'N',
        description:
          "pass threshold (coverage in (0, 1]) for every task, instead of each task's pass_threshold (default 0.75)"
      },
      ...TRACE_OPTIONS
    },
    epilog: [
      'A run is tied to its task by the task_id recorded in the trace; with a single task (or --task) every run',
      'that records none belongs to it.',
      'A run is passed when its coverage (unscored claims as 0) reaches the threshold, failed when even counting',
      'unscored claims as 1 it does not, and undecided in between. Runs with a harness error are excluded.',
      'Surface-shape warnings (a surface outside 10-25 tools, 3-7 targets, 5-10 distractors) go to stderr and the report.',
      'exit codes: 0 every scored run passed, 1 some run failed or is undecided, 2 unusable tasks, traces or arguments,',
      'or no run could be tied to a task.',
      'examples:',
      '  toolgauge atlas examples/atlas/geo-weather-001.task.json examples/atlas/*.openai.json examples/atlas/*.anthropic.json',
      '  toolgauge atlas tasks.json runs.jsonl --judge "node judge.mjs --model gpt-4.1" --format markdown --out atlas.md'
    ].join('\n')
  },

  async run({ values, positionals }, io) {
    const [tasksArg, ...traceArgs] = positionals;
    if (tasksArg === undefined) throw new UsageError('missing tasks file: toolgauge atlas <tasks.json> <trace...>');
    if (traceArgs.length === 0)
      throw new UsageError('missing trace: pass one or more trace files after the tasks file');
    if ([tasksArg, ...traceArgs].filter((a) => a === '-').length > 1)
      throw new UsageError('only one argument can be - (stdin)');
    const threshold = parseThreshold(values.threshold);
    const judge = judgeOf(values.judge, parseTimeout(values['judge-timeout']), io.cwd);

    const input = await readInput(io, tasksArg, 'tasks file');
    const parsed = parseAtlasTasksText(input.text, { file: input.file });
    if (!parsed.ok) {
      printDiagnostics(io, parsed.errors, input.file);
      io.stderr(
        `toolgauge atlas: ${input.file} holds no usable tasks (${parsed.errors.length} problem${parsed.errors.length === 1 ? '' : 's'})\n`
      );
      return EXIT.usage;
    }
    const chosen = selectTask(parsed.tasks, values.task);
    const tasks = threshold === undefined ? chosen : chosen.map((t) => ({ ...t, pass_threshold: threshold }));
    const warnings = surfaceWarnings(input.text, input.file, parsed.tasks, chosen);
    printDiagnostics(io, warnings, input.file, 'warning: ');

    const scored = await scoreTraces(io, tasks, traceArgs, values, judge);
    if (!scored.ok) return EXIT.usage;
    const { results, traces, unmatched } = scored;
    printDiagnostics(io, unmatched, '', 'warning: ');
    if (results.length === 0) {
      io.stderr(
        `toolgauge atlas: no run could be tied to a task of ${input.file}; record a task_id in each run (see docs/atlas.md)\n`
      );
      return EXIT.usage;
    }
    const atlas: AtlasReport = buildReport(results, unmatched);
    const out: AtlasCliReport = {
      tasks: { file: input.file, ids: tasks.map((t) => t.task_id), ...(threshold !== undefined ? { threshold } : {}) },
      traces,
      ...atlas,
      results,
      warnings
    };
    const format = values.format as AtlasFormatName;
    await writeReport(io, values.out as string | undefined, ATLAS_FORMATS[format](out));

    const undecided = results.filter((r) => r.status === 'undecided').length;
    if (undecided > 0)
      io.stderr(
        `toolgauge atlas: ${undecided} run${undecided === 1 ? ' is' : 's are'} undecided: unscored claims could tip ${undecided === 1 ? 'it' : 'them'} either way${judge ? '' : ' (claims without a check need --judge)'}\n`
      );
    if (atlas.overall.scored === 0)
      io.stderr('toolgauge atlas: every run was excluded by a harness error; nothing was scored\n');
    return results.some((r) => r.status === 'failed' || r.status === 'undecided') ? EXIT.gate : EXIT.ok;
  }
};

interface Scored {
  ok: true;
  results: Array<AtlasRunResult & { trace: string }>;
  traces: Array<{ file: string; format: TraceFormat; runs: number }>;
  unmatched: Diagnostic[];
}

/** Imports each trace (JSONL streamed, each run scored as it completes) and scores its runs. */
async function scoreTraces(
  io: Io,
  tasks: readonly AtlasTask[],
  args: readonly string[],
  values: Parameters<typeof importOptionsOf>[0],
  judge: ClaimJudge | undefined
): Promise<Scored | { ok: false }> {
  const byId = new Map(tasks.map((t) => [t.task_id, t]));
  const regex = createNodeRegexEvaluator();
  const results: Scored['results'] = [];
  const traces: Scored['traces'] = [];
  const unmatched: Diagnostic[] = [];
  // Runs scored together, their claim regexes sent to the worker in batches (batched-scoring.ts).
  let batch: Array<{ task: AtlasTask; run: TraceRun; index: number }> = [];
  const flush = async (file: string) => {
    const scored = await scoreInBatches(batch, regex, ({ task, run, index }, deferred) =>
      scoreAtlasRun(task, run, index, { regex: deferred })
    );
    for (const r of scored) results.push({ ...r, trace: file });
    batch = [];
  };
  try {
    for (const arg of args) {
      const file = arg === '-' ? '<stdin>' : arg;
      let runs = 0;
      const imported = await readTrace(io, arg, importOptionsOf(values, file), async (run, index) => {
        runs++;
        if (runs % PROGRESS_EVERY === 0) io.stderr(`toolgauge atlas: ${file}: ${runs} runs scored so far\n`);
        const id = run.task_id;
        const task = typeof id === 'string' ? byId.get(id) : tasks.length === 1 ? tasks[0] : undefined;
        if (!task) {
          unmatched.push({
            file,
            message:
              typeof id === 'string'
                ? `run ${index} names task '${id}', which is not among the tasks; not scored`
                : `run ${index} names no task_id, and there are ${tasks.length} tasks; not scored`,
            expected: `a task_id of one of: ${tasks.map((t) => t.task_id).join(', ')}`
          });
          return;
        }
        if (judge) {
          // A judge runs a command per claim: one run at a time, as it always has.
          results.push({ ...(await scoreAtlasRun(task, run, index, { regex, judge })), trace: file });
          return;
        }
        batch.push({ task, run, index });
        if (batch.length >= BATCH_RUNS) await flush(file);
      });
      await flush(file);
      if (!imported.ok) {
        printDiagnostics(io, imported.errors, file);
        io.stderr(
          `toolgauge atlas: ${file} is not a usable trace (${imported.errors.length} problem${imported.errors.length === 1 ? '' : 's'})\n`
        );
        return { ok: false };
      }
      printDiagnostics(io, imported.warnings, file, 'warning: ');
      traces.push({ file, format: imported.format, runs });
      io.stderr(`toolgauge atlas: ${file}: ${imported.format}, ${runs} run${runs === 1 ? '' : 's'} read\n`);
    }
  } finally {
    regex.close();
  }
  return { ok: true, results, traces, unmatched };
}
