/**
 * `toolgauge report merge`: shard partials to the one report an unsharded run would have written.
 *
 * First the partials must be one run: the same toolgauge version (the merger's own, since it does
 * the scoring), the same suite (hash), the same --filter and shard count, every shard exactly once,
 * and each holding exactly the cells its shard owns. Then the union of their cell outcomes is
 * scored by the same code `toolgauge run` uses (score.ts), so every row and every figure computed
 * across rows (summary, floors, rollups) is computed once, from all the cells, never averaged
 * from per-shard figures.
 */
import { isFannedOut, testModels, type Cell } from '../suite/cells.ts';
import type { HookRunResult } from '../suite/hooks/types.ts';
import { DEFAULT_MATCH_CONTEXT } from '../suite/matchers/index.ts';
import type { RegexEvaluator } from '../suite/matchers/types.ts';
import type { AgentCase, Suite } from '../suite/model.ts';
import type { CellRecord } from '../suite/outcome.ts';
import type { SuiteReport } from '../suite/report-types.ts';
import { nameFilter, runCells } from '../suite/run.ts';
import { assembleReport, scoreCells, type ScoreOptions } from '../suite/score.ts';
import { shardCells } from '../suite/shard.ts';
import { joinPointer } from '../source/pointer.ts';
import { scoringSuite, type PartialReport } from './partial.ts';

export interface PartialInput {
  file: string;
  partial: PartialReport;
}

/** A merge problem: which file (absent when it concerns the set, e.g. a missing shard) and where in it. */
export interface MergeProblem {
  file?: string;
  pointer?: string;
  message: string;
}

export interface MergeOptions extends Omit<ScoreOptions, 'files' | 'locate'> {
  /** The merger's toolgauge version: partials written by another are refused. */
  toolgauge: string;
  regex?: RegexEvaluator;
}

export type MergeResult = { ok: true; report: SuiteReport } | { ok: false; errors: MergeProblem[] };

const shardName = (p: PartialReport) => `${p.shard.index}/${p.shard.total}`;

/** The number of cells `suite` has under `filter`, without enumerating them (a hostile runs: stays cheap). */
function cellCount(suite: Suite, filter: string | undefined): number {
  const keep = nameFilter(filter);
  return suite.tests.reduce(
    (n, t) => n + (!keep(t.name) ? 0 : isFannedOut(t) ? testModels(t as AgentCase).length * (t as AgentCase).runs : 1),
    0
  );
}

/** Do the partials make up one whole run? The problems, each naming its file. */
export function checkPartials(inputs: readonly PartialInput[], toolgauge: string): MergeProblem[] {
  const errors: MergeProblem[] = [];
  const first = inputs[0];
  if (!first) return [{ message: 'no partial reports to merge' }];
  const f = first.partial;
  for (const { file, partial: p } of inputs) {
    if (p.toolgauge !== f.toolgauge)
      errors.push({
        file,
        pointer: '/toolgauge',
        message: `written by toolgauge ${p.toolgauge}, but ${first.file} by toolgauge ${f.toolgauge}: partials of different versions do not merge (re-run every shard with one version)`
      });
    if (p.suite.hash !== f.suite.hash)
      errors.push({
        file,
        pointer: '/suite/hash',
        message: `is a shard of another suite than ${first.file} (${p.suite.path}, ${p.suite.hash} against ${f.suite.path}, ${f.suite.hash}): the suite file or the files it scores changed between shards`
      });
    if (p.filter !== f.filter)
      errors.push({
        file,
        pointer: p.filter === undefined ? '' : '/filter',
        message: `ran with ${p.filter === undefined ? 'no --filter' : `--filter ${p.filter}`}, but ${first.file} with ${f.filter === undefined ? 'none' : `--filter ${f.filter}`}`
      });
    if (p.shard.total !== f.shard.total)
      errors.push({
        file,
        pointer: '/shard/total',
        message: `is shard ${shardName(p)}, but ${first.file} is shard ${shardName(f)}: every shard of a run has the same n`
      });
  }
  if (errors.length === 0 && f.toolgauge !== toolgauge)
    errors.push({
      file: first.file,
      pointer: '/toolgauge',
      message: `written by toolgauge ${f.toolgauge}; this is toolgauge ${toolgauge}, and the merge scores with its own code: merge with the version that ran the shards`
    });
  if (errors.length > 0) return errors;

  const byIndex = new Map<number, string>();
  for (const { file, partial: p } of inputs) {
    const seen = byIndex.get(p.shard.index);
    if (seen !== undefined)
      errors.push({
        file,
        pointer: '/shard/index',
        message: `is shard ${shardName(p)} again (so is ${seen}): each shard merges once`
      });
    else byIndex.set(p.shard.index, file);
  }
  const have = [...byIndex]
    .sort((a, b) => a[0] - b[0])
    .map(([i, file]) => `${file} (${i}/${f.shard.total})`)
    .join(', ');
  for (let i = 1; i <= f.shard.total; i++) {
    if (!byIndex.has(i)) errors.push({ message: `shard ${i}/${f.shard.total} is missing (got ${have})` });
  }
  if (errors.length > 0) return errors;

  const view = JSON.stringify(f.scoring);
  for (const { file, partial: p } of inputs) {
    if (JSON.stringify(p.scoring) !== view)
      errors.push({
        file,
        pointer: '/scoring',
        message: `has the same suite hash as ${first.file} but a different scoring section: the file was edited`
      });
  }
  if (errors.length > 0) return errors;

  const suite = scoringSuite(f);
  const total = cellCount(suite, f.filter);
  for (const { file, partial: p } of inputs) {
    if (p.cells_total !== total)
      errors.push({
        file,
        pointer: '/cells_total',
        message: `says the run has ${p.cells_total} cells, but its suite has ${total}`
      });
  }
  if (errors.length > 0) return errors;
  const cells = runCells(suite, f.filter);
  for (const { file, partial: p } of inputs) {
    const own = new Set(shardCells(cells, p.shard).map((c) => c.key));
    const got = new Set<string>();
    p.cells.forEach((c, i) => {
      const where = joinPointer('/cells', i, 'key');
      if (got.has(c.key)) errors.push({ file, pointer: where, message: `holds cell ${c.key} twice` });
      else if (!own.has(c.key))
        errors.push({
          file,
          pointer: where,
          message: `holds cell ${c.key}, which is not one of shard ${shardName(p)}'s cells`
        });
      got.add(c.key);
    });
    const missing = [...own].filter((k) => !got.has(k));
    if (missing.length > 0)
      errors.push({
        file,
        pointer: '/cells',
        message: `lacks ${missing.length} of shard ${shardName(p)}'s cells: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', ...' : ''}`
      });
  }
  return errors;
}

/** Checks the partials, then scores the union of their cells into one suite report. */
export async function mergePartials(inputs: readonly PartialInput[], options: MergeOptions): Promise<MergeResult> {
  const errors = checkPartials(inputs, options.toolgauge);
  if (errors.length > 0) return { ok: false, errors };
  const sorted = [...inputs].sort((a, b) => a.partial.shard.index - b.partial.shard.index);
  const f = sorted[0]!.partial;
  const suite = scoringSuite(f);
  const cells: Cell[] = runCells(suite, f.filter);
  const records = new Map<string, CellRecord>();
  for (const { partial } of sorted)
    for (const c of partial.cells)
      records.set(c.key, { key: c.key, outcome: c.outcome, ...(c.hooks ? { hooks: c.hooks } : {}) });
  const locations = f.scoring.locations;
  const tests = await scoreCells(
    suite,
    cells,
    records,
    { regex: options.regex ?? DEFAULT_MATCH_CONTEXT.regex },
    {
      files: f.scoring.files,
      ...(options.countTokens ? { countTokens: options.countTokens } : {}),
      ...(options.lint ? { lint: options.lint } : {}),
      locate: (pointer) => (Object.hasOwn(locations, pointer) ? locations[pointer] : undefined)
    }
  );
  // Each shard ran beforeAll and afterAll around its own cells; the report lists them shard by shard.
  const hooks: HookRunResult[] = sorted.flatMap(({ partial }) => partial.hooks ?? []);
  return { ok: true, report: assembleReport(suite, tests, hooks) };
}
