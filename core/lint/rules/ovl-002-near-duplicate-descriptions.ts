/** OVL-002: two tools whose descriptions say nearly the same thing (a confusable pair). */
import type { CatalogRawFinding, CatalogRule } from '../types.ts';
import { toolLabel } from './ovl-001-duplicate-tool-name.ts';
import { nameTerms } from '../../text/terms.ts';
import {
  descriptionTerms,
  disjoint,
  distinguishing,
  forEachCandidatePair,
  nameVerbs,
  quoteTerms,
  sameWord,
  similarity,
  totalWeight,
  type TermIndex
} from './helpers/description-similarity.ts';

/** Weighted-Jaccard similarity at or above which two descriptions are near-duplicates (measured on the corpus, see docs). */
export const NEAR_DUPLICATE = 0.7;
/** Descriptions with fewer distinct terms are too short to compare (DESC-001 covers them). */
export const MIN_TERMS = 4;

/**
 * Each tool's name carries a word that only its own description has (`generate_boxplot_chart` /
 * `generate_violin_chart`, `mysql` / `postgres`): the names already say which is which. Asked of
 * every candidate pair, so name terms are computed once per tool and no list is sorted.
 */
function namesCarryTheDifference(names: (i: number) => string[], index: TermIndex, a: number, b: number): boolean {
  return carries(names, index, a, b) && carries(names, index, b, a);
}

/**
 * Whether x's name has a word y's lacks that is also a term only x's description has: what
 * `distinguishing(index, x, y, Infinity)` lists, in any order (only whether one is in the name
 * matters). The name words are compared only once such a term turns up.
 */
function carries(names: (i: number) => string[], index: TermIndex, x: number, y: number): boolean {
  const other = index.terms[y];
  let own: string[] | undefined;
  for (const w of index.terms[x]) {
    if (other.has(w) || /\d/.test(w)) continue;
    own ??= names(x).filter((n) => !names(y).some((m) => sameWord(n, m)));
    if (own.length === 0) return false;
    if (own.some((n) => sameWord(n, w))) return true;
  }
  return false;
}

/**
 * Whether two descriptions' total term weights are so far apart that their similarity (at most
 * the smaller over the larger) cannot reach NEAR_DUPLICATE. The margin keeps rounding in the two
 * ways of summing from ever skipping a pair `similarity` would put at the threshold.
 */
const tooUnequal = (x: number, y: number) => Math.min(x, y) < (NEAR_DUPLICATE - 0.01) * Math.max(x, y);

export const ovl002NearDuplicateDescriptions: CatalogRule = {
  id: 'OVL-002',
  slug: 'near-duplicate-descriptions',
  category: 'overlap',
  severity: 'warning',
  scope: 'catalog',
  docs: {
    summary: `Two tools whose descriptions are near-duplicates: a weighted similarity of ${NEAR_DUPLICATE} or more over the bench's terms, for tools whose names neither name different actions nor each carry the word that sets their description apart.`,
    why: 'An agent picks a tool by matching the request against names and descriptions. When two descriptions say the same thing (`list_directory` beside `list_directory_with_sizes`), nothing tells the agent which one a request means, so it picks either; the bench selector, which sees the same terms, confuses them too.',
    fix: 'Say in each description what only that tool does and when to prefer it ("like list_directory, but also returns each entry\'s size; use it only when sizes are needed"), or merge the two tools behind one parameter. The finding lists the words that currently set each apart.',
    notes: [
      "**Similarity.** Each description becomes the set of its terms as the bench computes them (`core/text/terms.ts`: words, case folding, stop words, light stemming). A term weighs `idf(w) = ln(1 + (N + 1) / (df(w) + 1))` over the catalog's N tools, the selector's idf, so boilerplate every tool repeats weighs little. `similarity(a, b) = Σ idf over shared terms / Σ idf over all terms of either`: 1 for identical term sets, 0 for none shared.",
      '',
      '**Not compared:** descriptions with fewer than 4 distinct terms, and pairs whose names carry different action verbs (`kv_get` / `kv_put`, `r2_delete_object` / `r2_list_objects`): the name already says which is which. Pairs are found through shared rare terms, so a 10,000-tool catalog costs about a millisecond per hundred tools.',
      '',
      '**Threshold, measured on the corpus** (43 servers, 732 tools; 11,869 same-server pairs whose descriptions have at least 3 terms each), before the name filters: 181 pairs reach 0.5, 72 reach 0.6, 23 reach 0.7, 3 reach 0.8, none 0.9. Below 0.7 the list fills with CRUD siblings of generated servers whose descriptions differ in the one word that matters (`kv_get` / `kv_put`, `cron_create` / `cron_list`); at 0.8 it misses `list_directory` / `list_directory_with_sizes` (0.77), the pair this rule exists for. With the name filters, 0.7 flags 21 corpus tools (10 pairs and one triple), among them `list_directory` / `list_directory_with_sizes`, `scrape_as_markdown` / `scrape_batch`, `get_pull_request_comments` / `get_pull_request_reviews` and `aggregate` / `aggregate-db`. Labelled precision on the corpus: 8 of 21 firings true (38%, `tests/fixtures/lint-labels/OVL-002.yml`): the pairs a maintainer would rewrite (`list_directory` / `list_directory_with_sizes`, `get_pull_request_comments` / `get_pull_request_reviews`, `aggregate` / `aggregate-db`, templated `pipelines_build` / `pipelines_build_log`) next to generated one-liners whose single differing word does tell them apart (`scrape_as_markdown` "single" / `scrape_batch` "multiple"). That is below the 90% bar, so the rule is **off in the recommended preset**; turn it on with `OVL-002: warning` in a rules file to review a catalog for confusable pairs.'
    ].join('\n'),
    bad: {
      tools: [
        {
          name: 'list_directory',
          description:
            'Get a detailed listing of all files and directories in a path. Entries are marked [FILE] or [DIR].',
          inputSchema: { type: 'object', properties: { path: { type: 'string' } } }
        },
        {
          name: 'list_directory_with_sizes',
          description:
            'Get a detailed listing of all files and directories in a path, including sizes. Entries are marked [FILE] or [DIR].',
          inputSchema: { type: 'object', properties: { path: { type: 'string' } } }
        }
      ]
    },
    good: {
      tools: [
        {
          name: 'list_directory',
          description:
            'Get a detailed listing of all files and directories in a path. Entries are marked [FILE] or [DIR].',
          inputSchema: { type: 'object', properties: { path: { type: 'string' } } }
        },
        {
          name: 'directory_sizes',
          description:
            'Measure disk usage: total bytes per entry of a folder, largest first, for finding what fills a disk.',
          inputSchema: { type: 'object', properties: { path: { type: 'string' } } }
        }
      ]
    },
    severityRationale: 'Warning: the pair costs selection accuracy, not correctness; the fix is better wording.'
  },
  messages: {
    nearDuplicate: '"{{tool}}" has a near-duplicate description of {{others}} (similarity {{similarity}}); {{apart}}'
  },
  suggestions: {
    nearDuplicate: 'say what only "{{tool}}" does and when to prefer it over {{others}}, or merge the tools'
  },
  checkCatalog({ tools }) {
    const index = descriptionTerms(tools);
    // Per tool, its partners flat as [other, similarity, other, similarity, ...]: at the cap a
    // tool has hundreds, and an object per pair was most of the garbage.
    const partners: Array<number[] | undefined> = new Array(tools.length);
    const verbs = new Map<number, Set<string>>();
    const verbsOf = (i: number) => verbs.get(i) ?? verbs.set(i, nameVerbs(tools[i].name)).get(i)!;
    const terms = new Map<number, string[]>();
    const namesOf = (i: number) => terms.get(i) ?? terms.set(i, nameTerms(tools[i].name)).get(i)!;
    const partnerOf = (x: number, other: number, sim: number) => {
      const list = partners[x];
      if (list) list.push(other, sim);
      else partners[x] = [other, sim];
    };
    // Pairs come in no set order; each list is sorted below, so the findings do not depend on it.
    forEachCandidatePair(index, (a, b) => {
      if (index.terms[a].size < MIN_TERMS || index.terms[b].size < MIN_TERMS) return;
      const va = verbsOf(a);
      const vb = verbsOf(b);
      if (va.size > 0 && vb.size > 0 && disjoint(va, vb)) return;
      // One description text is one set of terms (cached per text): similarity 1, nothing sets either apart.
      const same = index.terms[a] === index.terms[b];
      if (!same && tooUnequal(totalWeight(index, a), totalWeight(index, b))) return;
      const sim = same ? 1 : similarity(index, a, b);
      if (sim < NEAR_DUPLICATE || (!same && namesCarryTheDifference(namesOf, index, a, b))) return;
      // Pushed, not copied: a tool with k partners cost k² / 2 copies.
      partnerOf(a, b, sim);
      partnerOf(b, a, sim);
    });
    const out: CatalogRawFinding[] = [];
    // Each label built once: a tool at the cap is named in hundreds of other findings.
    const labels: Array<string | undefined> = new Array(tools.length);
    const labelOf = (j: number) => (labels[j] ??= toolLabel(tools[j]));
    for (let i = 0; i < tools.length; i++) {
      const flat = partners[i];
      if (flat === undefined) continue;
      // Most similar first, then in catalog order.
      const at = Array.from({ length: flat.length / 2 }, (_, k) => 2 * k);
      at.sort((x, y) => flat[y + 1] - flat[x + 1] || flat[x] - flat[y]);
      const list = at.map((k) => flat[k]);
      const top = { other: list[0], sim: flat[at[0] + 1] };
      const own = distinguishing(index, i, top.other);
      const apart =
        own.length > 0
          ? `only ${quoteTerms(index, i, own)} in its description set it apart`
          : `its description says nothing that ${labelOf(top.other)}'s does not`;
      out.push({
        tool: i,
        messageId: 'nearDuplicate',
        data: {
          others: list.map(labelOf).join(', '),
          similarity: Math.round(top.sim * 100) / 100,
          apart
        },
        pointer: '/description',
        related: list.map((j) => ({ tool: j, pointer: '/description' }))
      });
    }
    return out;
  }
};
