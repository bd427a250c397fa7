/**
 * The comparison matrix (Markdown): tests as rows, models or runs as columns, each cell the
 * verdict and score, then the "Metric rollups" table.
 *
 * - Several models (tests named `base [model]`, or carrying a `model` field): a column per model;
 *   a multi-run cell adds how many of its runs passed and each run's mark (`runs 2/3 ✅✅❌`).
 * - One model, several runs: a column per run (`#1` … `#N`, the run's own result and score when
 *   the report has one) and an `all runs` column with the test's verdict and score.
 * - Neither: one column; the table still lines the tests up with their scores.
 * With several models the rollups table also gives each model's mean and count.
 */
import type { Verdict } from '../../suite/model.ts';
import type { SuiteReport, TestResult } from '../../suite/report-types.ts';
import { formatNumber } from '../describe.ts';
import { testKey, testRuns, type RunOutcome, type TestKey } from '../runs.ts';
import { md, rollupsTable, suiteTitle, summaryLine, VERDICT_MARK } from './markdown-parts.ts';
import type { ReportFormatOptions } from './types.ts';
import { rollups } from '../../suite/rollups.ts';

/** The column a test without a model lands in. */
const NO_MODEL = '(no model)';

interface Row {
  base: string;
  /** By column title. */
  cells: Map<string, { test: TestResult; runs?: RunOutcome[] }>;
  /** Rows an engine wrote per run (`base #k`), by model then run index. */
  perRun: Map<string, Map<number, TestResult>>;
}

function verdictCell(verdict: Verdict, score: number | undefined): string {
  return `${VERDICT_MARK[verdict]}${score !== undefined ? ` ${formatNumber(score)}` : ''}`;
}

const runMarks = (runs: RunOutcome[]) => runs.map((r) => (r.pass ? '✅' : '❌')).join('');

/**
 * The matrix key of every test. A name suffix only counts as a fan-out when it looks like one
 * across the suite: `[x]` when some test base has two or more models (so a lone `parse [json]`
 * stays a plain name), `#k` when its group also has `#1` and another run (so `issue #3` stays).
 */
export function matrixKeys(tests: readonly TestResult[]): TestKey[] {
  const keys = tests.map((t) => testKey(t as TestResult & { model?: unknown }));
  const group = (k: TestKey) => `${k.base}\u0000${k.model ?? ''}`;
  const runs = new Map<string, Set<number>>();
  for (const k of keys) if (k.run !== undefined) runs.set(group(k), (runs.get(group(k)) ?? new Set()).add(k.run));
  const withRuns = keys.map((k) => {
    const r = runs.get(group(k));
    if (k.run === undefined || (r?.has(1) && r.size >= 2)) return k;
    const { run: _dropped, ...rest } = k;
    return { ...rest, base: `${k.base} #${k.run}` };
  });
  const modelsByBase = new Map<string, Set<string>>();
  for (const k of withRuns)
    if (k.model !== undefined) modelsByBase.set(k.base, (modelsByBase.get(k.base) ?? new Set()).add(k.model));
  const fansOut =
    [...modelsByBase.values()].some((m) => m.size >= 2) ||
    tests.some((t) => typeof (t as { model?: unknown }).model === 'string');
  if (fansOut) return withRuns;
  return withRuns.map((k) => {
    if (k.model === undefined) return k;
    const { model, ...rest } = k;
    return { ...rest, base: `${k.base} [${model}]` };
  });
}

function rowsOf(report: SuiteReport): { rows: Row[]; models: string[] } {
  const rows = new Map<string, Row>();
  const models: string[] = [];
  const keys = matrixKeys(report.tests);
  for (const [i, t] of report.tests.entries()) {
    const key = keys[i];
    const model = key.model ?? NO_MODEL;
    if (!models.includes(model)) models.push(model);
    let row = rows.get(key.base);
    if (!row) {
      row = { base: key.base, cells: new Map(), perRun: new Map() };
      rows.set(key.base, row);
    }
    if (key.run !== undefined) {
      const byRun = row.perRun.get(model) ?? new Map<number, TestResult>();
      byRun.set(key.run, t);
      row.perRun.set(model, byRun);
    } else {
      const runs = testRuns(t);
      row.cells.set(model, { test: t, ...(runs ? { runs } : {}) });
    }
  }
  // Rows written per run become run outcomes of one cell, so both engine shapes lay out alike.
  for (const row of rows.values()) {
    for (const [model, byRun] of row.perRun) {
      const tests = [...byRun.entries()].sort((a, b) => a[0] - b[0]);
      const runs: RunOutcome[] = tests.map(([run, t]) => ({
        run,
        pass: t.verdict === 'pass',
        ...(t.score !== undefined ? { score: t.score } : {}),
        misses: [],
        notes: []
      }));
      const group = row.cells.get(model);
      // A group row (dispatched agents write one beside the run rows) keeps its verdict; the runs come from the run rows.
      if (group && !group.runs) group.runs = runs;
      if (!row.cells.has(model)) {
        const worst = tests.find(([, t]) => t.verdict !== 'pass')?.[1] ?? tests[0][1];
        row.cells.set(model, { test: { ...worst, score: undefined, name: row.base }, runs });
      }
    }
  }
  return { rows: [...rows.values()], models };
}

function byModelTable(rows: Row[], models: string[]): string[] {
  const out = [`| test | ${models.map(md).join(' | ')} |`, `| --- | ${models.map(() => '---').join(' | ')} |`];
  for (const row of rows) {
    const cells = models.map((m) => {
      const c = row.cells.get(m);
      if (!c) return '–';
      const runs = c.runs ? ` · runs ${c.runs.filter((r) => r.pass).length}/${c.runs.length} ${runMarks(c.runs)}` : '';
      return verdictCell(c.test.verdict, c.test.score) + runs;
    });
    out.push(`| ${md(row.base)} | ${cells.join(' | ')} |`);
  }
  return out;
}

function byRunTable(rows: Row[], model: string, maxRuns: number): string[] {
  const runCols = Array.from({ length: maxRuns }, (_, i) => `#${i + 1}`);
  const out = [
    `| test | ${runCols.join(' | ')} | all runs |`,
    `| --- | ${runCols.map(() => '---').join(' | ')} | --- |`
  ];
  for (const row of rows) {
    const c = row.cells.get(model);
    if (!c) continue;
    const cells = runCols.map((_, i) => {
      const r = c.runs?.find((x) => x.run === i + 1);
      if (!r) return i === 0 && !c.runs ? verdictCell(c.test.verdict, c.test.score) : '–';
      return `${r.pass ? '✅' : '❌'}${r.score !== undefined ? ` ${formatNumber(r.score)}` : ''}`;
    });
    out.push(`| ${md(row.base)} | ${cells.join(' | ')} | ${verdictCell(c.test.verdict, c.test.score)} |`);
  }
  return out;
}

export function formatSuiteMatrix(report: SuiteReport, options: ReportFormatOptions = {}): string {
  const { rows, models } = rowsOf(report);
  const out = [
    `## ${md(options.heading ?? `toolgauge matrix: ${suiteTitle(report)}`)}`,
    '',
    summaryLine(report.summary),
    ''
  ];
  const maxRuns = Math.max(0, ...rows.flatMap((r) => [...r.cells.values()].map((c) => c.runs?.length ?? 1)));
  if (rows.length === 0) out.push('_No tests ran._');
  else if (models.length > 1) {
    out.push(
      `Tests × models (${models.length} models). A cell is the verdict and score; multi-run cells add the runs that passed.`,
      '',
      ...byModelTable(rows, models)
    );
  } else if (maxRuns > 1) {
    const only = models[0];
    const note = only === NO_MODEL ? '' : ` (model ${md(only)})`;
    out.push(
      `Tests × runs${note}. A run cell is that run's own result; \`all runs\` is the test's verdict and score.`,
      '',
      ...byRunTable(rows, only, maxRuns)
    );
  } else {
    out.push('This suite does not fan out over models or runs: one column.', '', ...byModelTable(rows, models));
  }
  const keys = matrixKeys(report.tests);
  const columns =
    models.length > 1
      ? models.map((m) => ({
          title: m,
          rollups: rollups(report.tests.filter((_, i) => (keys[i].model ?? NO_MODEL) === m))
        }))
      : undefined;
  out.push('', ...rollupsTable(report.rollups, columns));
  return out.join('\n') + '\n';
}
