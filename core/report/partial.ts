/**
 * A partial report: what `toolgauge run --shard i/n` writes instead of a report. It holds no
 * figures at all, only each of its cells' raw outcomes plus what scoring needs (the suite as
 * scoring reads it, the files scoring reads, the tests' positions), so `toolgauge report merge`
 * scores the union of all shards exactly as an unsharded run scores its cells.
 *
 * Dispatch inputs that may carry secrets interpolated from the environment (tool args, prompts,
 * servers, env, hooks) are left out: partials are CI artifacts. The suite's identity is a hash
 * (computed by the host, sha256) of `identityText`: the suite file as written, uninterpolated,
 * and the scoring view.
 */
import type { Cell } from '../suite/cells.ts';
import type { SuiteFiles } from '../suite/files.ts';
import type { HookRunResult } from '../suite/hooks/types.ts';
import type { Suite, TestCase } from '../suite/model.ts';
import type { CellOutcome, CellRecord } from '../suite/outcome.ts';

export const PARTIAL_KIND = 'toolgauge-partial-report';
export const PARTIAL_VERSION = '1.0.0';

export interface Position {
  line: number;
  column: number;
}

/** What scoring reads besides the outcomes. */
export interface ScoringInput {
  suite: { name?: string; tests: TestCase[] };
  /** token_efficiency catalog: and task: files, by path as written. */
  files: SuiteFiles;
  /** Each test's position in the suite file, by pointer. */
  locations: Record<string, Position>;
}

export interface PartialCell {
  key: string;
  /** The row's name (informative; the merger names rows from the suite). */
  name: string;
  outcome: CellOutcome;
  hooks?: HookRunResult[];
}

export interface PartialReport {
  kind: typeof PARTIAL_KIND;
  /** This format's version (PARTIAL_VERSION). */
  version: string;
  /** The toolgauge version that ran the shard; merge refuses partials of another. */
  toolgauge: string;
  shard: { index: number; total: number };
  suite: {
    /** The suite file as the shard was given it (the merged report's suite.file). */
    path: string;
    /** `sha256:<hex>` of identityText. */
    hash: string;
  };
  /** The run's --filter, when it had one: every shard must have the same. */
  filter?: string;
  /** How many cells the whole run has, across every shard. */
  cells_total: number;
  scoring: ScoringInput;
  cells: PartialCell[];
  /** The beforeAll and afterAll runs of this shard (each shard runs them). */
  hooks?: HookRunResult[];
  timing: { started_at: string; duration_ms: number };
}

/** Paths of the files scoring reads (dispatch reads traces, recorded results and quality catalogs). */
export function scoringFilePaths(suite: Suite): string[] {
  const out = new Set<string>();
  for (const t of suite.tests) {
    if (t.kind !== 'agent') continue;
    if (t.blocks.token_efficiency?.catalog !== undefined) out.add(t.blocks.token_efficiency.catalog);
    if (t.task !== undefined) out.add(t.task);
  }
  return [...out];
}

/** A test as scoring reads it: without the inputs that can carry secrets (args, prompt). */
function scoringTest(t: TestCase): TestCase {
  if (t.kind === 'tool') return { ...t, args: {} };
  if (t.kind === 'agent') {
    const { prompt: _prompt, ...rest } = t;
    return rest;
  }
  return t;
}

export function scoringInput(
  suite: Suite,
  files: SuiteFiles,
  locate?: (pointer: string) => Position | undefined
): ScoringInput {
  const scoringFiles: SuiteFiles = {};
  for (const p of scoringFilePaths(suite)) if (Object.hasOwn(files, p)) scoringFiles[p] = files[p]!;
  const locations: Record<string, Position> = {};
  for (const t of suite.tests) {
    const pos = locate?.(t.pointer);
    if (pos) locations[t.pointer] = { line: pos.line, column: pos.column };
  }
  return {
    suite: { ...(suite.name !== undefined ? { name: suite.name } : {}), tests: suite.tests.map(scoringTest) },
    files: scoringFiles,
    locations
  };
}

/** The text the suite hash covers: the suite file as written and the scoring view (not the path). */
export function identityText(source: string, scoring: ScoringInput): string {
  return JSON.stringify({ source, scoring });
}

/** The suite a merger scores: the scoring view, with the path the shards were given. */
export function scoringSuite(partial: Pick<PartialReport, 'scoring' | 'suite'>): Suite {
  const s = partial.scoring.suite;
  return {
    ...(s.name !== undefined ? { name: s.name } : {}),
    file: partial.suite.path,
    servers: {},
    vars: {},
    env: {},
    tests: s.tests
  };
}

export interface PartialParts {
  toolgauge: string;
  shard: { index: number; total: number };
  path: string;
  hash: string;
  filter?: string;
  cellsTotal: number;
  scoring: ScoringInput;
  cells: readonly Cell[];
  records: ReadonlyMap<string, CellRecord>;
  hooks: HookRunResult[];
  timing: { started_at: string; duration_ms: number };
}

export function buildPartial(p: PartialParts): PartialReport {
  return {
    kind: PARTIAL_KIND,
    version: PARTIAL_VERSION,
    toolgauge: p.toolgauge,
    shard: p.shard,
    suite: { path: p.path, hash: p.hash },
    ...(p.filter !== undefined ? { filter: p.filter } : {}),
    cells_total: p.cellsTotal,
    scoring: p.scoring,
    cells: p.cells.map((c) => {
      const r = p.records.get(c.key);
      return {
        key: c.key,
        name: c.name,
        outcome: r?.outcome ?? {
          kind: 'not_run',
          verdict: 'error',
          reason: 'internal error: the cell was not dispatched'
        },
        ...(r?.hooks ? { hooks: r.hooks } : {})
      };
    }),
    ...(p.hooks.length > 0 ? { hooks: p.hooks } : {}),
    timing: p.timing
  };
}
