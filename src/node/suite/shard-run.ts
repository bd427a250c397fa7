/**
 * `toolgauge run <suite> --shard i/n`: dispatch this shard's cells and write their raw outcomes as
 * a partial report (JSON). Nothing is scored into a verdict here: floors, pass^k and every other
 * figure across cells exist only once the partials are merged (`toolgauge report merge`).
 */
import { createHash } from 'node:crypto';
import { buildPartial, identityText, scoringInput, type PartialReport } from '#core/report/partial';
import type { Suite } from '#core/suite/model';
import { dispatchCells, runCells, type RunOptions } from '#core/suite/run';
import type { Shard } from '#core/suite/shard';
import { shardCells } from '#core/suite/shard';
import pkg from '../../../package.json' with { type: 'json' };

export const TOOLGAUGE_VERSION: string = pkg.version;

export function sha256(text: string): string {
  return `sha256:${createHash('sha256').update(text).digest('hex')}`;
}

export interface ShardRun {
  suite: Suite;
  /** The suite file as written (uninterpolated): part of the suite's identity. */
  source: string;
  /** The suite's path as given on the command line. */
  path: string;
  shard: Shard;
  options: RunOptions;
}

/** The shard's partial report, and what its agents spent and the notes for the host to print. */
export async function runShard(r: ShardRun): Promise<{ partial: PartialReport; spent: number; notes: string[] }> {
  const started = new Date();
  const t0 = performance.now();
  const all = runCells(r.suite, r.options.filter);
  const cells = shardCells(all, r.shard);
  const { records, hooks, spent, notes } = await dispatchCells(r.suite, cells, r.options);
  const scoring = scoringInput(r.suite, r.options.files ?? {}, r.options.locate);
  const partial = buildPartial({
    toolgauge: TOOLGAUGE_VERSION,
    shard: r.shard,
    path: r.path,
    hash: sha256(identityText(r.source, scoring)),
    ...(r.options.filter !== undefined ? { filter: r.options.filter } : {}),
    cellsTotal: all.length,
    scoring,
    cells,
    records,
    hooks,
    timing: { started_at: started.toISOString(), duration_ms: Math.round(performance.now() - t0) }
  });
  return { partial, spent, notes };
}
