/**
 * The catalog-level rules as they were before they were made linear, kept as the reference the
 * indexed versions must equal finding for finding: groups found by comparing each tool with every
 * other (pairwise), lists copied as they grow, and OVL-003's "nothing the other lacks" asked
 * through the sorting `distinguishing`. Slow on purpose; only tests call these.
 */
import type { CatalogTool } from '#core/catalog/types';
import { nameTerms } from '#core/text/terms';
import { declaredTypes, isPlainObject, schemaProperties, type JsonSchemaObject } from '#core/lint/tool-facts';
import type { CatalogRawFinding, CatalogRuleContext } from '#core/lint/types';
import { toolLabel } from '#core/lint/rules/ovl-001-duplicate-tool-name';
import { MIN_TERMS, NEAR_DUPLICATE } from '#core/lint/rules/ovl-002-near-duplicate-descriptions';
import {
  descriptionTerms,
  disjoint,
  distinguishing,
  nameVerbs,
  quoteTerms,
  sameWord,
  similarity,
  type TermIndex
} from '#core/lint/rules/helpers/description-similarity';
import { MIN_TOOLS_WITH_PARAMETERS, MIN_UNDOCUMENTED_IDS } from '#core/lint/rules/desc-015-unmarked-identifiers';

/** Members of `i`'s group, in catalog order, found by comparing `i`'s key with every tool's. */
function pairwiseGroups<K>(n: number, key: (i: number) => K | undefined): number[][] {
  const keys = Array.from({ length: n }, (_, i) => key(i));
  const groups: number[][] = [];
  const placed = new Set<number>();
  for (let i = 0; i < n; i++) {
    if (keys[i] === undefined || placed.has(i)) continue;
    const group: number[] = [];
    for (let j = 0; j < n; j++) if (keys[j] === keys[i]) group.push(j);
    for (const j of group) placed.add(j);
    groups.push(group);
  }
  return groups;
}

// ---- OVL-002 (copied from the rule before the change) ----

/** Every candidate pair, collected in a set of all pairs and sorted (core/lint/rules/helpers/description-similarity.ts before). */
export function candidatePairs(index: TermIndex, rarest = 3, maxPosting = 200): Array<[number, number]> {
  const n = index.terms.length;
  const seen = new Set<number>();
  const out: Array<[number, number]> = [];
  index.terms.forEach((set, a) => {
    const rare = [...set].sort((x, y) => index.idf(y) - index.idf(x) || (x < y ? -1 : x > y ? 1 : 0)).slice(0, rarest);
    for (const w of rare) {
      const list = index.postings.get(w)!;
      if (list.length > maxPosting) continue;
      for (const b of list) {
        if (b === a) continue;
        const [lo, hi] = a < b ? [a, b] : [b, a];
        const key = lo * n + hi;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push([lo, hi]);
      }
    }
  });
  return out.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}

function namesCarryTheDifference(tools: readonly CatalogTool[], index: TermIndex, a: number, b: number): boolean {
  const carries = (x: number, y: number) => {
    const own = nameTerms(tools[x].name).filter((n) => !nameTerms(tools[y].name).some((m) => sameWord(n, m)));
    return distinguishing(index, x, y, Infinity).some((w) => own.some((n) => sameWord(n, w)));
  };
  return carries(a, b) && carries(b, a);
}

export function ovl002Before({ tools }: CatalogRuleContext): CatalogRawFinding[] {
  const index = descriptionTerms(tools);
  const partners = new Map<number, Array<{ other: number; sim: number }>>();
  for (const [a, b] of candidatePairs(index)) {
    if (index.terms[a].size < MIN_TERMS || index.terms[b].size < MIN_TERMS) continue;
    const va = nameVerbs(tools[a].name);
    const vb = nameVerbs(tools[b].name);
    if (va.size > 0 && vb.size > 0 && disjoint(va, vb)) continue;
    const sim = similarity(index, a, b);
    if (sim < NEAR_DUPLICATE || namesCarryTheDifference(tools, index, a, b)) continue;
    for (const [x, y] of [
      [a, b],
      [b, a]
    ])
      partners.set(x, [...(partners.get(x) ?? []), { other: y, sim }]);
  }
  const out: CatalogRawFinding[] = [];
  for (const [i, list] of [...partners].sort((x, y) => x[0] - y[0])) {
    list.sort((x, y) => y.sim - x.sim || x.other - y.other);
    const top = list[0];
    const own = distinguishing(index, i, top.other);
    const apart =
      own.length > 0
        ? `only ${quoteTerms(index, i, own)} in its description set it apart`
        : `its description says nothing that ${toolLabel(tools[top.other])}'s does not`;
    out.push({
      tool: i,
      messageId: 'nearDuplicate',
      data: {
        others: list.map((p) => toolLabel(tools[p.other])).join(', '),
        similarity: Math.round(top.sim * 100) / 100,
        apart
      },
      pointer: '/description',
      related: list.map((p) => ({ tool: p.other, pointer: '/description' }))
    });
  }
  return out;
}

// ---- OVL-003 (copied; groups found pairwise) ----

function shape(schema: JsonSchemaObject, depth: number): string {
  const types = declaredTypes(schema).sort().join('|');
  if (depth > 4) return types;
  const props = isPlainObject(schema.properties) ? schema.properties : undefined;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const inner = props
    ? `{${Object.entries(props)
        .filter(([, v]) => isPlainObject(v))
        .map(([k, v]) => `${k}${required.has(k) ? '!' : ''}:${shape(v as JsonSchemaObject, depth + 1)}`)
        .sort()
        .join(',')}}`
    : '';
  const items = isPlainObject(schema.items) ? `[${shape(schema.items, depth + 1)}]` : '';
  return types + inner + items;
}

function signature(tool: Parameters<typeof schemaProperties>[0]): string | undefined {
  const props = schemaProperties(tool);
  if (props.length === 0) return undefined;
  return props
    .map((p) => `${p.name}:${shape(p.schema, 1)}${p.required ? '!' : ''}`)
    .sort()
    .join(',');
}

function namesSetApart(tools: readonly CatalogTool[], index: TermIndex, i: number, j: number): boolean {
  const vi = nameVerbs(tools[i].name);
  const vj = nameVerbs(tools[j].name);
  if (vi.size > 0 && vj.size > 0 && [...vi].some((v) => !vj.has(v))) return true;
  const own = (x: number, y: number) =>
    nameTerms(tools[x].name).filter((n) => !nameTerms(tools[y].name).some((m) => sameWord(n, m)));
  const mine = own(i, j);
  const theirs = own(j, i);
  if (mine.length > 0 && theirs.length > 0 && mine.every((n) => ![...index.terms[j]].some((w) => sameWord(n, w))))
    return true;
  const explained = distinguishing(index, j, i, Infinity);
  return mine.length === 0 && theirs.length > 0 && theirs.every((n) => explained.some((w) => sameWord(n, w)));
}

export function ovl003Before({ tools }: CatalogRuleContext): CatalogRawFinding[] {
  const sigs = tools.map((t) => (t.description === undefined ? undefined : signature(t.tool)));
  const index = descriptionTerms(tools);
  const out: CatalogRawFinding[] = [];
  for (const group of pairwiseGroups(tools.length, (i) => sigs[i])) {
    const sig = sigs[group[0]]!;
    if (group.length < 2 || group.length > 50) continue;
    for (const i of group) {
      const covered = group.filter(
        (j) =>
          j !== i &&
          index.terms[i].size > 0 &&
          distinguishing(index, i, j).length === 0 &&
          !namesSetApart(tools, index, i, j)
      );
      if (covered.length === 0) continue;
      const other = covered[0];
      const theirs = distinguishing(index, other, i);
      const apart =
        theirs.length > 0
          ? `${toolLabel(tools[other])} adds ${quoteTerms(index, other, theirs)}`
          : 'the two descriptions use the same terms';
      const params = sig
        .split(',')
        .map((p) => p.split(':')[0])
        .join(', ');
      out.push({
        tool: i,
        messageId: 'mirrored',
        data: { other: toolLabel(tools[other]), params, apart },
        pointer: '/inputSchema',
        related: covered.map((j) => ({ tool: j, pointer: '/inputSchema' }))
      });
    }
  }
  return out.sort((a, b) => a.tool - b.tool);
}

// ---- DESC-015 (copied; servers found pairwise) ----

const IDENTIFIER = /^id$|_ids?$|[a-z0-9]Ids?$|[a-z0-9]ID$/;
const SELF_EXPLAINING = ['enum', 'const', 'format', 'pattern', 'examples', 'default'] as const;

function declaresRequired(tool: CatalogTool): boolean {
  const schema = tool.tool.inputSchema;
  return isPlainObject(schema) && Array.isArray(schema.required) && schema.required.length > 0;
}

export function desc015Before({ tools, meta }: CatalogRuleContext): CatalogRawFinding[] {
  const single =
    typeof meta.server === 'string' && meta.server.trim() !== '' ? `server "${meta.server}"` : 'this server';
  const out: CatalogRawFinding[] = [];
  for (const members of pairwiseGroups(tools.length, (i) => tools[i].server ?? '')) {
    const server = tools[members[0]].server ?? '';
    const withParameters = members.filter((i) => schemaProperties(tools[i].tool).length > 0);
    if (withParameters.length < MIN_TOOLS_WITH_PARAMETERS || withParameters.some((i) => declaresRequired(tools[i])))
      continue;
    const undocumented = withParameters.flatMap((i) =>
      schemaProperties(tools[i].tool)
        .filter(
          (p) => IDENTIFIER.test(p.name) && p.description === undefined && !SELF_EXPLAINING.some((k) => k in p.schema)
        )
        .map((p) => ({ tool: i, argument: p.name, pointer: p.pointer }))
    );
    if (undocumented.length < MIN_UNDOCUMENTED_IDS) continue;
    const [first, ...rest] = undocumented;
    out.push({
      tool: first.tool,
      messageId: 'unmarkedIdentifiers',
      data: {
        server: server === '' ? single : `server "${server}"`,
        count: undocumented.length,
        argument: first.argument
      },
      pointer: first.pointer,
      related: rest.map((u) => ({ tool: u.tool, pointer: u.pointer }))
    });
  }
  return out;
}
