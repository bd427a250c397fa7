/**
 * The tool list an agent is shown for one run: every tool of the test's servers, then the
 * distractors the test's `distractors:` block injects, chosen by makeDistractors from the block
 * and its seed (so the same block shows the same list on every run and every machine).
 *
 * Names: a tool keeps its own name unless two servers list the same name; then both become
 * `server__tool` (chat APIs allow only [A-Za-z0-9_-] in function names, so no dot). A distractor
 * never takes a real tool's name (makeDistractors skips collisions).
 */
import type { Tool } from '../catalog/types.ts';
import { makeDistractors, type DistractorSource } from '../metrics/distractor-source.ts';
import type { ServedTool } from './types.ts';

/**
 * The fields of a suite's `distractors:` block that choose the surface. Declared here, not taken
 * from the suite's schema types, so agents/ does not import suite/ (suite/ runs agents); the
 * suite's DistractorBlock is assignable to it, which core/suite/agent-dispatch.ts checks by passing one.
 */
export interface DistractorBlock {
  count?: unknown;
  seed?: number;
  source?: unknown;
  correct?: string[];
}

export interface PresentedEntry {
  /** The name the agent sees and calls. */
  name: string;
  /** Where a call goes: a server's tool, or a distractor no server serves. */
  target: { server: string; tool: string } | { distractor: true };
  definition: Tool;
}

export interface Surface {
  entries: PresentedEntry[];
  /** Injected distractor ids (bare names), in choice order. */
  distractors: string[];
  /** The seed that chose them (the block's, else 0); absent without a distractors: block. */
  seed?: number;
  /** How many distractors the block asked for and the pool could not make. */
  shortfall: number;
}

/** The first count of a distractors: block (a list of counts gates on its first, as scoring does). */
export function distractorCount(block: DistractorBlock | undefined): number {
  if (!block) return 0;
  const c = block.count as number | number[] | undefined;
  return Array.isArray(c) ? (c[0] ?? 0) : (c ?? 0);
}

export function buildSurface(served: ServedTool[], block?: DistractorBlock): Surface {
  const count = new Map<string, number>();
  for (const s of served) count.set(s.tool.name, (count.get(s.tool.name) ?? 0) + 1);
  const entries: PresentedEntry[] = served.map((s) => {
    const name = (count.get(s.tool.name) ?? 0) > 1 ? `${s.server}__${s.tool.name}` : s.tool.name;
    return { name, target: { server: s.server, tool: s.tool.name }, definition: { ...s.tool, name } };
  });
  if (!block) return { entries, distractors: [], shortfall: 0 };
  const seed = block.seed ?? 0;
  const set = makeDistractors({
    source: (block.source ?? { from: 'catalog' }) as DistractorSource,
    count: distractorCount(block),
    seed,
    real: [...served.map((s) => s.tool), ...entries.map((e) => e.name), ...(block.correct ?? [])]
  });
  for (const t of set.tools) entries.push({ name: t.name, target: { distractor: true }, definition: t });
  return { entries, distractors: set.ids, seed, shortfall: set.shortfall };
}
