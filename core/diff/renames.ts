/**
 * A tool renamed between two versions shows as one removed and one added. They are paired as a
 * rename when the added tool takes the same input (its inputSchema equal up to key order and
 * whitespace) and says much the same (the two descriptions share at least RENAME_SIMILARITY of
 * their terms, Jaccard). Each removed tool pairs with at most one added tool, best match first.
 */
import type { CatalogTool } from '../catalog/types.ts';
import { textTerms } from '../text/terms.ts';
import { looseJson } from './canonical-json.ts';

export const RENAME_SIMILARITY = 0.5;

export interface Rename {
  from: string;
  to: string;
  /** Jaccard similarity of the two descriptions' terms, 0..1 (1 when both have none). */
  similarity: number;
}

export function descriptionSimilarity(a: string | undefined, b: string | undefined): number {
  const x = new Set(textTerms(a ?? ''));
  const y = new Set(textTerms(b ?? ''));
  if (x.size === 0 && y.size === 0) return 1;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}

export function findRenames(removed: CatalogTool[], added: CatalogTool[]): Rename[] {
  const candidates: Rename[] = [];
  for (const r of removed)
    for (const a of added) {
      if (looseJson(r.tool.inputSchema) !== looseJson(a.tool.inputSchema)) continue;
      const similarity = descriptionSimilarity(r.description, a.description);
      if (similarity >= RENAME_SIMILARITY) candidates.push({ from: r.id, to: a.id, similarity });
    }
  candidates.sort((p, q) => q.similarity - p.similarity);
  const taken = new Set<string>();
  const out: Rename[] = [];
  for (const c of candidates) {
    if (taken.has(c.from) || taken.has(`\u0000${c.to}`)) continue;
    taken.add(c.from);
    taken.add(`\u0000${c.to}`);
    out.push(c);
  }
  return out;
}
