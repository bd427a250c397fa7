/**
 * The cells of a suite: the (test, model, run) units a run dispatches, one report row each.
 *
 * A tools: test, a tool_quality: check and an agent test with a recorded trace: are one cell each
 * (a trace already holds every run it recorded, scored together), and so is an agent test with no
 * model (nothing to dispatch). An agent test dispatched with model: fans out into models x runs
 * cells, model-major: `[a] #1, [a] #2, [b] #1, [b] #2`.
 *
 * Row names follow the reference: the plain name for a single cell, `name #i` for runs above 1,
 * `name [model]` per model of a matrix, and `name [model] #i` for both.
 *
 * The enumeration is a pure function of the suite model, so every shard of a CI matrix and the
 * merger compute the same list; `key` names a cell across processes and machines. Dispatchers
 * iterate over these cells; `toolgauge run --shard` picks a subset of them (see shard.ts).
 */
import type { AgentCase, TestCase } from './model.ts';

export interface Cell {
  /** Stable across processes: the test's pointer, then `@model` (URI-encoded) when it has one, then `#run`. */
  key: string;
  /** The test's index in suite.tests. */
  test: number;
  /** The model this cell runs; undefined when the test names none. */
  model?: string;
  /** 1-based run index (always 1 for single-run tests). */
  run: number;
  /** The report row's name. */
  name: string;
}

/** The models an agent test runs, in the order written; `[undefined]` when it names none. */
export function testModels(t: AgentCase): Array<string | undefined> {
  if (t.models && t.models.length > 0) return t.models;
  return [t.model];
}

/**
 * Whether the test fans out: a dispatched agent test (a model:, no trace:) with runs above 1 or a
 * model matrix. Without a model there is nothing to dispatch: the test is one (skipped) row.
 */
export function isFannedOut(t: TestCase): boolean {
  if (t.kind !== 'agent' || t.trace !== undefined) return false;
  const models = testModels(t);
  return models[0] !== undefined && (t.runs > 1 || models.length > 1);
}

/** The row name of one cell of `t`. */
export function rowName(t: TestCase, model: string | undefined, run: number): string {
  if (!isFannedOut(t)) return t.name;
  const a = t as AgentCase;
  const matrix = testModels(a).length > 1;
  return `${t.name}${matrix ? ` [${model}]` : ''}${a.runs > 1 ? ` #${run}` : ''}`;
}

export function cellKey(pointer: string, model: string | undefined, run: number): string {
  return `${pointer}${model !== undefined ? `@${encodeURIComponent(model)}` : ''}#${run}`;
}

/** The cells of one test, in dispatch order. */
export function testCells(t: TestCase, index: number): Cell[] {
  if (!isFannedOut(t)) {
    const model = t.kind === 'agent' ? t.model : undefined;
    return [
      {
        key: cellKey(t.pointer, model, 1),
        test: index,
        ...(model !== undefined ? { model } : {}),
        run: 1,
        name: t.name
      }
    ];
  }
  const a = t as AgentCase;
  const out: Cell[] = [];
  for (const model of testModels(a)) {
    for (let run = 1; run <= a.runs; run++) {
      out.push({
        key: cellKey(t.pointer, model, run),
        test: index,
        ...(model !== undefined ? { model } : {}),
        run,
        name: rowName(t, model, run)
      });
    }
  }
  return out;
}

/** Every cell of the tests, in suite order; `keep` selects tests (the --filter), by the test's index. */
export function suiteCells(tests: readonly TestCase[], keep: (t: TestCase) => boolean = () => true): Cell[] {
  return tests.flatMap((t, i) => (keep(t) ? testCells(t, i) : []));
}
