/**
 * What changed between two versions of a catalog: tools added, removed and changed (and in which
 * fields), findings introduced and fixed, per-tool and total token deltas (cl100k and o200k), and
 * score deltas. Pure: both catalogs arrive parsed and linted; the gate is decided by the caller
 * from `newCriticals` and the token growth.
 */
import type { Catalog, Tool } from '../catalog/types.ts';
import type { Finding, LintReport, Severity, ToolReport } from '../lint/types.ts';
import { toolOrder, type ToolOrder } from './tool-order.ts';

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
  id: string;
  status: 'added' | 'removed' | 'changed' | 'unchanged';
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
  tools: ToolDelta[];
  added: string[];
  removed: string[];
  changed: string[];
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
}

/** JSON with object keys sorted, so a reordered schema is not a change. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value as object).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
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

/** A finding's identity across versions: its tool, rule, message id and place inside the tool. */
function findingKey(tool: ToolReport, f: Finding): string {
  const inside = f.pointer.startsWith(tool.pointer) ? f.pointer.slice(tool.pointer.length) : f.pointer;
  return `${tool.id}\u0000${f.rule}\u0000${f.messageId}\u0000${inside}`;
}

function findingsByKey(report: LintReport): Map<string, DiffFinding[]> {
  const out = new Map<string, DiffFinding[]>();
  for (const tool of report.tools) {
    for (const f of tool.findings) {
      const key = findingKey(tool, f);
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

export function diffCatalogs(base: DiffSide, head: DiffSide): CatalogDiff {
  const baseTools = new Map(base.catalog.tools.map((t) => [t.id, t]));
  const headTools = new Map(head.catalog.tools.map((t) => [t.id, t]));
  const baseReports = new Map(base.report.tools.map((t) => [t.id, t]));
  const headReports = new Map(head.report.tools.map((t) => [t.id, t]));
  const ids = [...new Set([...baseTools.keys(), ...headTools.keys()])];

  const tools: ToolDelta[] = ids.map((id) => {
    const b = baseTools.get(id);
    const h = headTools.get(id);
    const br = baseReports.get(id);
    const hr = headReports.get(id);
    const fields = b && h ? changedFields(b.tool, h.tool) : [];
    const status = !b ? 'added' : !h ? 'removed' : fields.length > 0 ? 'changed' : 'unchanged';
    const bt = br ? pair(br.tokens) : null;
    const ht = hr ? pair(hr.tokens) : null;
    return {
      id,
      status,
      fields,
      tokens: { base: bt, head: ht, delta: minus(ht, bt) },
      score: { base: br?.score ?? null, head: hr?.score ?? null, delta: br && hr ? round3(hr.score - br.score) : null },
      keyOrderOnly: status === 'unchanged' && JSON.stringify(b?.tool) !== JSON.stringify(h?.tool)
    };
  });

  const baseFindings = findingsByKey(base.report);
  const headFindings = findingsByKey(head.report);
  const introduced = missingFrom(headFindings, baseFindings);
  const fixed = missingFrom(baseFindings, headFindings);
  const bs = base.report.summary;
  const hs = head.report.summary;
  const order = toolOrder(base.report.tools, head.report.tools);
  const onlyReorder = order.reordered && tools.every((t) => t.status === 'unchanged');
  return {
    tools,
    added: tools.filter((t) => t.status === 'added').map((t) => t.id),
    removed: tools.filter((t) => t.status === 'removed').map((t) => t.id),
    changed: tools.filter((t) => t.status === 'changed').map((t) => t.id),
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

export interface TokenGrowthLimit {
  /** An absolute number of tokens, or a percentage of the base total. */
  kind: 'tokens' | 'percent';
  value: number;
}

/** Parses `--max-token-growth`: `500` (tokens) or `10%` (of the base); undefined when malformed. */
export function parseTokenGrowth(raw: string): TokenGrowthLimit | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(raw);
  if (!m) return undefined;
  return { kind: m[2] ? 'percent' : 'tokens', value: Number(m[1]) };
}

/** Which encodings grew past the limit (checked for cl100k and o200k alike). */
export function tokenGrowthExceeded(diff: CatalogDiff, limit: TokenGrowthLimit): Array<keyof TokenPair> {
  return (['cl100k', 'o200k'] as const).filter((enc) => {
    const growth = diff.tokens.delta[enc];
    const allowed = limit.kind === 'tokens' ? limit.value : (diff.tokens.base[enc] * limit.value) / 100;
    return growth > allowed;
  });
}
