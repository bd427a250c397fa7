/**
 * Chooses the distractor tools for a scenario: a deterministic function of (source, of, count,
 * seed). Seed 0 (the default) takes the pool in its documented order; any other seed permutes the
 * pool with a seeded PRNG first. Either way the first `count` of one permutation are taken, so a
 * larger count always contains a smaller one (the accuracy-vs-count curve adds noise, never swaps it).
 *
 * Ids: distractors are bare tool names (no server): whichever server the runner serves them from,
 * a call to that name counts as choosing the distractor.
 * Collisions: no distractor ever equals the name of a real tool (the `of` names, the `real` names
 * given, and the tool part of the correct ids): such candidates are skipped.
 * Shortfall: when `count` exceeds what the pool can make, every candidate is returned and
 * `shortfall` says how many are missing; callers report it rather than fail.
 */
import type { Tool } from '../catalog/types.ts';
import { DISTRACTOR_CATALOG } from './distractor-catalog.ts';
import { nameWords, nearDuplicatePool } from './near-duplicates.ts';
import { mulberry32 } from '../stats/mulberry32.ts';

export type DistractorSource = { from: 'catalog' } | { from: 'near_duplicate'; of: string[] };

export interface DistractorRequest {
  source: DistractorSource;
  count: number;
  seed?: number;
  /** Real tool names or ids (`server.tool`), or definitions, that distractors must not collide with. Near-duplicates copy a real definition's description and schema when one is given. */
  real?: ReadonlyArray<string | Tool>;
}

export interface DistractorSet {
  /** Bare tool names, in choice order. */
  ids: string[];
  tools: Tool[];
  requested: number;
  /** How many the source can make at most for this request. */
  available: number;
  /** requested - ids.length when the pool ran out, else 0. */
  shortfall: number;
}

/** Seed 0 keeps the order; other seeds Fisher-Yates shuffle a copy. Seeds are taken modulo 2^32. */
export function seededOrder<T>(items: readonly T[], seed = 0): T[] {
  const out = [...items];
  if (!Number.isFinite(seed) || Math.trunc(seed) >>> 0 === 0) return out;
  const next = mulberry32(Math.trunc(seed));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Names a distractor may not take: each real name as given and, for `server.tool` ids, the tool part. */
export function realNameSet(real: ReadonlyArray<string | Tool>): Set<string> {
  const names = new Set<string>();
  for (const r of real) {
    const id = typeof r === 'string' ? r : r.name;
    if (typeof id !== 'string') continue;
    names.add(id);
    const dot = id.indexOf('.');
    if (dot > 0) names.add(id.slice(dot + 1));
  }
  return names;
}

function sentence(name: string): string {
  const words = nameWords(name).map((w) => w.toLowerCase());
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) + '.' : name;
}

export function makeDistractors(request: DistractorRequest): DistractorSet {
  const requested = Number.isFinite(request.count) ? Math.max(0, Math.floor(request.count)) : 0;
  const realList = [...(request.real ?? [])];
  const defs = new Map<string, Tool>();
  for (const r of realList) if (typeof r !== 'string' && typeof r.name === 'string') defs.set(r.name, r);
  let pool: Tool[];
  if (request.source.from === 'catalog') {
    const real = realNameSet(realList);
    pool = DISTRACTOR_CATALOG.filter((t) => !real.has(t.name));
  } else {
    const of = Array.isArray(request.source.of)
      ? request.source.of.filter((n): n is string => typeof n === 'string' && n !== '')
      : [];
    const bareOf = of.map((n) => (n.includes('.') ? n.slice(n.indexOf('.') + 1) : n));
    const real = realNameSet([...realList, ...of]);
    pool = nearDuplicatePool(bareOf, real).map(({ name, of: original }) => {
      const def = defs.get(original);
      return {
        name,
        description: typeof def?.description === 'string' ? def.description : sentence(original),
        inputSchema: def?.inputSchema ?? { type: 'object' }
      };
    });
  }
  const chosen = seededOrder(pool, request.seed ?? 0).slice(0, requested);
  return {
    ids: chosen.map((t) => t.name),
    tools: chosen,
    requested,
    available: pool.length,
    shortfall: requested - chosen.length
  };
}
