/**
 * Whether a new catalog lists the tools it shares with the old one in another order, and what that
 * costs. Clients put the tool list in the model's context in the order `tools/list` gives, and a
 * prompt cache keeps only the unchanged prefix: from the first tool that moved to the end of the
 * surface every token is sent, and paid, again. The 2026-07-28 specification asks servers for a
 * deterministic order for this reason ("improves LLM prompt cache hit rates").
 */
import type { ToolReport } from '../lint/types.ts';

export interface TokenCount {
  cl100k: number;
  o200k: number;
}

export interface ToolMove {
  id: string;
  /** Position among the tools both catalogs share, 1-based: before and after. */
  from: number;
  to: number;
}

export interface ToolOrder {
  /** The shared tools appear in another relative order. */
  reordered: boolean;
  /** Nothing but the order changed: no tool added, removed or changed. Filled in by the diff. */
  onlyReorder: boolean;
  /** The shared tools whose position among them changed, in the new order. */
  moved: ToolMove[];
  /** The first tool, in the new order, that is not where it was; null when nothing moved. */
  firstMoved: string | null;
  /** Tokens of the new surface from the first moved tool to its end: what a prompt cache no longer covers. */
  cacheInvalidated: TokenCount;
  /** Tokens of the whole new surface, for scale. */
  surface: TokenCount;
}

const sum = (tools: readonly ToolReport[]): TokenCount => ({
  cl100k: tools.reduce((n, t) => n + t.tokens.cl100k, 0),
  o200k: tools.reduce((n, t) => n + t.tokens.o200k, 0)
});

/** The order of the tools both reports share, base against head (tools matched by id). */
export function toolOrder(base: readonly ToolReport[], head: readonly ToolReport[]): Omit<ToolOrder, 'onlyReorder'> {
  const inHead = new Set(head.map((t) => t.id));
  const inBase = new Set(base.map((t) => t.id));
  const b = base.map((t) => t.id).filter((id) => inHead.has(id));
  const h = head.map((t) => t.id).filter((id) => inBase.has(id));
  const first = h.findIndex((id, i) => id !== b[i]);
  const surface = sum(head);
  if (first < 0)
    return { reordered: false, moved: [], firstMoved: null, cacheInvalidated: { cl100k: 0, o200k: 0 }, surface };
  const baseIndex = new Map(b.map((id, i) => [id, i]));
  const moved = h.flatMap((id, i) =>
    baseIndex.get(id) === i ? [] : [{ id, from: (baseIndex.get(id) ?? 0) + 1, to: i + 1 }]
  );
  const firstMoved = h[first];
  const at = head.findIndex((t) => t.id === firstMoved);
  return { reordered: true, moved, firstMoved, cacheInvalidated: sum(head.slice(at)), surface };
}
