/**
 * What changed between two versions of a catalog: tools added, removed and changed (and in which
 * fields), findings introduced and fixed, per-tool and total token deltas (cl100k and o200k), and
 * score deltas, and each change's impact on callers (impact.ts), a removed and an added tool that
 * are the same tool under a new name paired as one rename (renames.ts). Pure: both catalogs arrive
 * parsed and linted; the gate is decided by the caller from `impact`, `newCriticals` and the
 * token growth.
 */
import type { Catalog, Tool } from '../catalog/types.ts';
import type { Finding, LintReport, Severity, ToolReport } from '../lint/types.ts';
import { canonicalJson } from './canonical-json.ts';
import { addedImpact, changeImpact, removedImpact, type ToolImpact } from './impact.ts';
import { worstImpact, type Impact } from './impact-level.ts';
import { findRenames } from './renames.ts';
import type { SearchChange } from './search-change.ts';
import type { TokenGrowthLimit } from './token-growth.ts';
import { toolOrder, type ToolOrder } from './tool-order.ts';

export { canonicalJson };

/** The tool fields a diff looks at, in the order it reports them. */
export const DIFF_FIELDS = ['description', 'title', 'inputSchema', 'outputSchema', 'annotations'] as const;
export type DiffField = (typeof DIFF_FIELDS)[number];

export interface DiffSide {
  catalog: Catalog;
  report: LintReport;
}

export interface TokenPair {
  cl100k: number;
  o200k: number;
}

export interface ToolDelta {
  /** The tool's id; for a rename, the new one. */
  id: string;
  status: 'added' | 'removed' | 'changed' | 'unchanged' | 'renamed';
  /** breaking, risky, additive or none for callers: the worst of `reasons`. */
  impact: Impact;
  /** One sentence per thing that changed, naming the field, worst first. */
  reasons: string[];
  /** For a rename: the old id and the new one. */
  from?: string;
  to?: string;
  /** For changed tools: which fields differ (JSON compared with object keys in any order). */
  fields: DiffField[];
  tokens: { base: TokenPair | null; head: TokenPair | null; delta: TokenPair };
  /** head - base; null for a tool added or removed (there is no score to compare with). */
  score: { base: number | null; head: number | null; delta: number | null };
  /** An unchanged tool whose JSON differs in key order only: the same tool, though its token count (key order matters there) may move. */
  keyOrderOnly: boolean;
}

export interface DiffFinding {
  tool: string;
  rule: string;
  severity: Severity;
  messageId: string;
  message: string;
  /** The JSON pointer in the catalog the finding belongs to (base for fixed, head for introduced). */
  pointer: string;
}

export interface CatalogDiff {
  /** The worst impact of any change: what a reviewer reads first. */
  impact: Impact;
  tools: ToolDelta[];
  added: string[];
  removed: string[];
  changed: string[];
  /** Tools removed and added under a new name (not in added or removed). */
  renamed: Array<{ from: string; to: string }>;
  introduced: DiffFinding[];
  fixed: DiffFinding[];
  /** Critical findings in the head that the base did not have. */
  newCriticals: number;
  tokens: { base: TokenPair; head: TokenPair; delta: TokenPair };
  score: {
    base: { mean: number; min: number };
    head: { mean: number; min: number };
    delta: { mean: number; min: number };
  };
  /** Whether the shared tools were reordered, and the prompt-cache tokens that costs. */
  order: ToolOrder;
  /** With `diff --intents`: what the change does to tool search (search-change.ts). */
  search?: SearchChange;
}

export function changedFields(base: Tool, head: Tool): DiffField[] {
  return DIFF_FIELDS.filter((f) => canonicalJson(base[f]) !== canonicalJson(head[f]));
}

const pair = (t: { cl100k: number; o200k: number }): TokenPair => ({ cl100k: t.cl100k, o200k: t.o200k });
const minus = (a: TokenPair | null, b: TokenPair | null): TokenPair => ({
  cl100k: (a?.cl100k ?? 0) - (b?.cl100k ?? 0),
  o200k: (a?.o200k ?? 0) - (b?.o200k ?? 0)
});
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** A finding's identity across versions: its tool (a renamed tool by its new id), rule, message id and place inside the tool. */
function findingKey(tool: ToolReport, f: Finding, id: string): string {
  const inside = f.pointer.startsWith(tool.pointer) ? f.pointer.slice(tool.pointer.length) : f.pointer;
  return `${id}\u0000${f.rule}\u0000${f.messageId}\u0000${inside}`;
}

function findingsByKey(
  report: LintReport,
  renamedTo: ReadonlyMap<string, string> = new Map()
): Map<string, DiffFinding[]> {
  const out = new Map<string, DiffFinding[]>();
  for (const tool of report.tools) {
    for (const f of tool.findings) {
      const key = findingKey(tool, f, renamedTo.get(tool.id) ?? tool.id);
      const list = out.get(key) ?? [];
      list.push({
        tool: tool.id,
        rule: f.rule,
        severity: f.severity,
        messageId: f.messageId,
        message: f.message,
        pointer: f.pointer
      });
      out.set(key, list);
    }
  }
  return out;
}

/** The findings of `a` that `b` does not have (as multisets: two identical findings count twice). */
function missingFrom(a: Map<string, DiffFinding[]>, b: Map<string, DiffFinding[]>): DiffFinding[] {
  const out: DiffFinding[] = [];
  for (const [key, list] of a) out.push(...list.slice(b.get(key)?.length ?? 0));
  return out;
}

export interface DiffOptions {
  /** A tool's token growth past this (past all of them) is risky (default DEFAULT_TOOL_TOKEN_GROWTH). */
  toolTokenGrowth?: TokenGrowthLimit | readonly TokenGrowthLimit[];
}

export function diffCatalogs(base: DiffSide, head: DiffSide, options: DiffOptions = {}): CatalogDiff {
  const baseTools = new Map(base.catalog.tools.map((t) => [t.id, t]));
  const headTools = new Map(head.catalog.tools.map((t) => [t.id, t]));
  const baseReports = new Map(base.report.tools.map((t) => [t.id, t]));
  const headReports = new Map(head.report.tools.map((t) => [t.id, t]));
  const renames = findRenames(
    base.catalog.tools.filter((t) => !headTools.has(t.id)),
    head.catalog.tools.filter((t) => !baseTools.has(t.id))
  );
  const renamedTo = new Map(renames.map((r) => [r.from, r.to]));
  const renamedFrom = new Set(renames.map((r) => r.to));
  const ids = [...new Set([...baseTools.keys(), ...headTools.keys()])].filter((id) => !renamedFrom.has(id));

  const tools: ToolDelta[] = ids.map((id) => {
    const to = renamedTo.get(id);
    const b = baseTools.get(id);
    const h = headTools.get(to ?? id);
    const br = baseReports.get(id);
    const hr = headReports.get(to ?? id);
    const fields = b && h ? changedFields(b.tool, h.tool) : [];
    const status = to ? 'renamed' : !b ? 'added' : !h ? 'removed' : fields.length > 0 ? 'changed' : 'unchanged';
    const bt = br ? pair(br.tokens) : null;
    const ht = hr ? pair(hr.tokens) : null;
    let impact: ToolImpact =
      b && h
        ? changeImpact(b.tool, h.tool, { base: bt?.cl100k ?? 0, head: ht?.cl100k ?? 0 }, options.toolTokenGrowth)
        : b
          ? removedImpact()
          : addedImpact();
    if (to)
      impact = {
        impact: 'breaking',
        reasons: [`tool renamed from "${id}" to "${to}": calls by the old name fail`, ...impact.reasons]
      };
    return {
      id: to ?? id,
      status,
      ...impact,
      ...(to ? { from: id, to } : {}),
      fields,
      tokens: { base: bt, head: ht, delta: minus(ht, bt) },
      score: { base: br?.score ?? null, head: hr?.score ?? null, delta: br && hr ? round3(hr.score - br.score) : null },
      keyOrderOnly: status === 'unchanged' && JSON.stringify(b?.tool) !== JSON.stringify(h?.tool)
    };
  });

  // A renamed tool's findings compare with its new self: only what the change did to it counts.
  const baseFindings = findingsByKey(base.report, renamedTo);
  const headFindings = findingsByKey(head.report);
  const introduced = missingFrom(headFindings, baseFindings);
  const fixed = missingFrom(baseFindings, headFindings);
  const bs = base.report.summary;
  const hs = head.report.summary;
  const order = toolOrder(base.report.tools, head.report.tools);
  const onlyReorder = order.reordered && tools.every((t) => t.status === 'unchanged');
  return {
    impact: worstImpact(tools.map((t) => t.impact)),
    tools,
    added: tools.filter((t) => t.status === 'added').map((t) => t.id),
    removed: tools.filter((t) => t.status === 'removed').map((t) => t.id),
    changed: tools.filter((t) => t.status === 'changed').map((t) => t.id),
    renamed: renames.map(({ from, to }) => ({ from, to })),
    introduced,
    fixed,
    newCriticals: introduced.filter((f) => f.severity === 'critical').length,
    tokens: { base: pair(bs.tokens), head: pair(hs.tokens), delta: minus(pair(hs.tokens), pair(bs.tokens)) },
    score: {
      base: { mean: bs.mean_score, min: bs.min_score },
      head: { mean: hs.mean_score, min: hs.min_score },
      delta: { mean: round3(hs.mean_score - bs.mean_score), min: round3(hs.min_score - bs.min_score) }
    },
    order: { ...order, onlyReorder }
  };
}
