/**
 * Which cells a shard runs: `--shard i/n` takes every n-th cell of the suite's enumeration, starting
 * at the i-th (round robin). Shard sizes differ by at most one, and a test's runs spread across
 * shards instead of piling onto one, so a slow model matrix does not make one shard the straggler.
 */
import type { Cell } from './cells.ts';

export interface Shard {
  /** 1-based. */
  index: number;
  total: number;
}

export type ShardParse = { ok: true; shard: Shard } | { ok: false; error: string };

/** Parses `i/n` (1 <= i <= n); anything else is an error saying what is expected. */
export function parseShard(text: string): ShardParse {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) return { ok: false, error: `--shard ${text}: expected i/n, for example 2/4 (the second of four shards)` };
  const index = Number(m[1]);
  const total = Number(m[2]);
  if (total < 1) return { ok: false, error: `--shard ${text}: n must be at least 1` };
  if (index < 1 || index > total) return { ok: false, error: `--shard ${text}: i must be between 1 and ${total}` };
  return { ok: true, shard: { index, total } };
}

/** The cells shard `index` of `total` runs, in enumeration order. */
export function shardCells<T extends Cell>(cells: readonly T[], shard: Shard): T[] {
  return cells.filter((_, j) => j % shard.total === shard.index - 1);
}
