/** FastMCP's BM25 tool search as a bench Selector; the search itself is core/search/fastmcp-bm25-index.ts (lint's client view uses it too). */
import type { Catalog, Tool } from '../catalog/types.ts';
import {
  buildFastmcpIndex,
  fastmcpIdf,
  fastmcpSearchableText,
  fastmcpTerm,
  fastmcpTokens
} from '../search/fastmcp-bm25-index.ts';
import type { Selector, TermWeights } from './selector.ts';

// The search is core/search's; this module adds the Selector, and its old importers keep their path.
export * from '../search/fastmcp-bm25-index.ts';

export function buildFastmcpSelector(catalog: Catalog): Selector {
  const index = buildFastmcpIndex(catalog.tools.map((t) => fastmcpSearchableText(t.tool)));
  const idf = new Map<string, number>();
  for (const [term, d] of index.df) idf.set(term, fastmcpIdf(d, index.n));
  // Contributions under the unmutated catalog's statistics; a term no tool had contributes nothing,
  // as FastMCP skips a query token outside its vocabulary.
  const weigh = (counts: Map<string, number>, dl: number): TermWeights => {
    const out: TermWeights = new Map();
    for (const [term, tf] of counts) {
      const i = idf.get(term);
      if (i !== undefined) out.set(term, fastmcpTerm(i, tf, dl, index.avgDl));
    }
    return out;
  };
  const countsOf = (tool: Tool): [Map<string, number>, number] => {
    const tokens = fastmcpTokens(fastmcpSearchableText(tool));
    const counts = new Map<string, number>();
    for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
    return [counts, tokens.length];
  };
  return {
    name: 'fastmcp-bm25',
    ids: catalog.tools.map((t) => t.id),
    weights: index.tf.map((counts, i) => weigh(counts, index.lengths[i])),
    idf: new Map([...idf.keys()].map((t) => [t, 1])),
    unseenIdf: 1,
    queryTerms: fastmcpTokens,
    weigh: (tool) => weigh(...countsOf(tool)),
    bound(i) {
      // An addend rises with tf and falls with dl: each term at its full tf in the shortest document
      // an edit of the description can leave (the name and the parameters alone).
      const { description: _d, ...rest } = catalog.tools[i].tool;
      return weigh(index.tf[i], countsOf(rest)[1]);
    }
  };
}
