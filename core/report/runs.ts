/**
 * Runs and models in a saved report. A multi-run test keeps one result with per-run detail inside
 * its metric blocks (tool_selection.detail, claims.runs); a model matrix shows up as tests named
 * `base [model]` (the reference's per-model rows) or carrying a `model` field, and an engine that
 * writes one row per run names it `base #k` or `base [model] #k` (toolgauge's agent dispatch does, plus a
 * group row carrying `runs`). These helpers read all of them.
 */
import type { TestResult } from '../suite/report-types.ts';
import { formatNumber } from './describe.ts';
import { isPlainObject } from '../source/values.ts';

export interface RunOutcome {
  /** 1-based, as printed (`name #3`). */
  run: number;
  /** This run on its own: did it select within budget, did its claims pass. */
  pass: boolean;
  /** The run's own score when the report has one (claims coverage). */
  score?: number;
  /** Why this run missed, e.g. `did not select get_weather, called search`, `2400 tokens, over budget`. */
  misses: string[];
  /** What else the report says about the run (`1400 tokens`, `claims passed (coverage 1)`). */
  notes: string[];
}

function recordsAt(t: TestResult, block: string, key: string): Array<Record<string, unknown>> {
  const b = t.metrics?.[block];
  if (!isPlainObject(b)) return [];
  const list = b[key];
  return Array.isArray(list) ? list.filter(isPlainObject) : [];
}

function outcome(byRun: Map<number, RunOutcome>, run: number): RunOutcome {
  let o = byRun.get(run);
  if (!o) {
    o = { run, pass: true, misses: [], notes: [] };
    byRun.set(run, o);
  }
  return o;
}

/**
 * Per-run outcomes of a test, or undefined when the report holds detail for at most one run (a
 * single-run test stays one row, as `runs: 1` is the legacy single-run behaviour).
 */
export function testRuns(t: TestResult): RunOutcome[] | undefined {
  // A dispatched agent's group row: its runs are rows of their own (`name #k`), read from those.
  if (typeof t.runs === 'number') return undefined;
  const byRun = new Map<number, RunOutcome>();
  for (const d of recordsAt(t, 'tool_selection', 'detail')) {
    if (typeof d.run !== 'number') continue;
    const o = outcome(byRun, d.run);
    const expected = String(
      (t.metrics?.tool_selection as Record<string, unknown> | undefined)?.expected_tool ?? 'the expected tool'
    );
    if (d.selected === false) {
      const called = Array.isArray(d.called) && d.called.length > 0 ? d.called.map(String).join(', ') : 'nothing';
      o.misses.push(`did not select ${expected}, called ${called}`);
    }
    if (d.over_budget === true)
      o.misses.push(
        typeof d.tokens === 'number' ? `${d.tokens} tokens, over budget` : 'no token count, budget unchecked'
      );
    else if (typeof d.tokens === 'number') o.notes.push(`${d.tokens} tokens`);
    if (d.passed === false) o.pass = false;
  }
  // Atlas runs are numbered from 0 in the trace; shown from 1 like every other run.
  for (const r of recordsAt(t, 'claims', 'runs')) {
    if (typeof r.run !== 'number') continue;
    const o = outcome(byRun, r.run + 1);
    if (typeof r.coverage === 'number') o.score = r.coverage;
    const status = String(r.status ?? '');
    if (status === 'failed' || status === 'undecided') o.pass = false;
    if (status !== '')
      (status === 'failed' || status === 'undecided' ? o.misses : o.notes).push(
        `claims ${status}${typeof r.coverage === 'number' ? ` (coverage ${formatNumber(r.coverage)})` : ''}`
      );
  }
  if (byRun.size <= 1) return undefined;
  return [...byRun.values()].sort((a, b) => a.run - b.run);
}

export interface TestKey {
  /** The test name without a model or run suffix. */
  base: string;
  model?: string;
  run?: number;
}

/** Splits `weather selection [gpt-5] #3` into base, model and run; a `model` field wins over the name. */
export function testKey(t: Pick<TestResult, 'name'> & { model?: unknown }): TestKey {
  let rest = t.name;
  let run: number | undefined;
  const r = / #([1-9]\d*)$/.exec(rest);
  if (r) {
    run = Number(r[1]);
    rest = rest.slice(0, r.index);
  }
  let model: string | undefined;
  const m = /^(.*\S) \[([^[\]]+)\]$/.exec(rest);
  if (m) {
    rest = m[1];
    model = m[2];
  }
  if (typeof t.model === 'string' && t.model !== '') {
    if (model !== undefined && model !== t.model) rest = `${rest} [${model}]`;
    model = t.model;
  }
  return { base: rest, ...(model !== undefined ? { model } : {}), ...(run !== undefined ? { run } : {}) };
}
