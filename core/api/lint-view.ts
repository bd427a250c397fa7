/**
 * The playground's view of a lint run: plain, structured-clone-safe data a worker can post to the
 * page. Everything positional is resolved here (pointer -> line:column) so the main thread only
 * renders. Parse failures come back as data with their position, never as a throw.
 */
import { parseCatalogText, type CatalogResult } from '../catalog/parse-catalog.ts';
import type { Diagnostic } from '../source/diagnostic.ts';
import type { TextFormat } from '../source/parse-text.ts';
import { scorePartsText, worstFirst } from '../lint/formats/text.ts';
import { lintCatalog } from '../lint/lint.ts';
import { severityTotals } from '../lint/totals.ts';
import type { AnyRule, LintReport, PresetName, RuleSeverity, SmellGroup, ToolReport } from '../lint/types.ts';
import { ENCODING_NAMES, type Encoders, type ToolTokens } from '../tokens/encoders.ts';
import { instructionsRows } from '../lint/instructions.ts';

export interface PositionView {
  line: number;
  column: number;
}

export interface DiagnosticView extends PositionView {
  message: string;
  expected?: string;
  pointer?: string;
}

export interface FindingView extends PositionView {
  rule: string;
  severity: RuleSeverity;
  message: string;
  suggestion?: string;
  pointer: string;
  /** The other tools a catalog-level finding is about (an overlap's other side), each with its position. */
  related?: RelatedView[];
}

export interface RelatedView extends PositionView {
  toolId: string;
  pointer: string;
}

export interface ToolView extends PositionView {
  /** Position in the catalog (0-based): unique even when two tools share a name. */
  index: number;
  id: string;
  name: string;
  server?: string;
  pointer: string;
  score: number;
  /** What each score component cost, as text ("lost returns 0.15 (0 of 1)"): the expanded row says it. */
  scoreWhy: string;
  tokens: ToolTokens;
  criticals: number;
  warnings: number;
  /** Findings, criticals first, each group in document order; empty when the tool meets every rule. */
  findings: FindingView[];
}

export interface SummaryView {
  tools: number;
  meanScore: number;
  minScore: number;
  /** Findings of every family (DESC, SCH, SEC, OVL, CMP, TOK) at critical severity together. */
  criticals: number;
  /** Findings of every family at warning severity together. */
  warnings: number;
  /** Findings of every family at hint severity together. */
  hints: number;
  smells: number;
  smellGroups: { group: SmellGroup; count: number }[];
  tokens: ToolTokens;
  /** The tokenizers' real names, so the page never has to hard-code them. */
  tokenizers: { cl100k: string; o200k: string };
  /** False when no BPE encoders were given: cl100k/o200k are then 0. */
  exactTokens: boolean;
}

export type LintView =
  | {
      ok: true;
      file: string;
      format: TextFormat;
      summary: SummaryView;
      tools: ToolView[];
      warnings: DiagnosticView[];
      instructions?: ToolView[];
    }
  | { ok: false; file: string; format: TextFormat | undefined; kind: FailureKind; errors: DiagnosticView[] };

/** 'syntax': the text is not JSON/YAML; 'shape': it parses, but is not a tool catalog; 'empty': there is no text. */
export type FailureKind = 'syntax' | 'shape' | 'empty';

export interface LintTextOptions {
  /** The name the user knows the text by (a file name or "pasted"). */
  file?: string;
  encoders?: Encoders;
  /** Rules to run; defaults to every registered rule. */
  rules?: readonly AnyRule[];
  /** The lint preset; recommended by default. */
  preset?: PresetName;
}

const START: PositionView = { line: 1, column: 1 };
const SEVERITY_RANK: Record<RuleSeverity, number> = { critical: 0, warning: 1, hint: 2 };

export function diagnosticView(d: Diagnostic): DiagnosticView {
  return {
    message: d.message,
    ...(d.expected !== undefined ? { expected: d.expected } : {}),
    ...(d.pointer !== undefined ? { pointer: d.pointer } : {}),
    line: d.line ?? 1,
    column: d.column ?? 1
  };
}

export function lintText(text: string, options: LintTextOptions = {}): LintView {
  const file = options.file ?? 'catalog';
  const parsed = parseCatalogText(text, { file });
  if (!parsed.ok) return failureView(parsed, file, text.trim() === '');

  const report = lintCatalog(parsed.catalog, {
    encoders: options.encoders,
    rules: options.rules,
    ...(options.preset ? { preset: options.preset } : {})
  });
  const locate = (pointer: string): PositionView => parsed.source?.locate(pointer) ?? START;
  const views = report.tools.map((t, index) => toolView(t, index, locate));
  return {
    ok: true,
    file,
    format: parsed.source?.format ?? 'json',
    summary: summaryView(report, options.encoders !== undefined),
    tools: worstFirstOrder(report.tools).map((i) => views[i]),
    warnings: parsed.warnings.map(diagnosticView),
    ...(report.instructions ? { instructions: instructionsViews(report, locate) } : {})
  };
}

/** The servers' instructions as views beside the tools (index -1, -2, ...: they are not catalog tools). */
export function instructionsViews(report: LintReport, locate: (pointer: string) => PositionView): ToolView[] {
  return instructionsRows(report).map((t, i) => toolView(t, -1 - i, locate));
}

export function failureView(
  parsed: Extract<CatalogResult, { ok: false }>,
  file: string,
  empty = false
): Extract<LintView, { ok: false }> {
  // The text parsed when the first error points into the document (a pointer) rather than at a syntax error.
  const kind: FailureKind = parsed.errors.some((e) => e.pointer !== undefined) ? 'shape' : empty ? 'empty' : 'syntax';
  return { ok: false, file, format: parsed.format, kind, errors: parsed.errors.map(diagnosticView) };
}

/** Catalog positions of the tools, worst first: the CLI's order (`worstFirst`), ties by position. */
export function worstFirstOrder(tools: readonly ToolReport[]): number[] {
  const tagged = tools.map((t, i) => ({ t, i }));
  const byReport = new Map(tagged.map((x) => [x.t, x]));
  // worstFirst sorts the reports; mapping back by identity keeps two equal-looking tools apart.
  return worstFirst(tagged.map((x) => x.t)).map((t) => byReport.get(t)!.i);
}

export function summaryView(report: LintReport, exactTokens: boolean): SummaryView {
  const s = report.summary;
  return {
    tools: s.tools,
    meanScore: s.mean_score,
    minScore: s.min_score,
    ...severityTotals(s),
    smells: s.smell_total,
    smellGroups: Object.entries(s.smells)
      .filter(([, count]) => count > 0)
      .map(([group, count]) => ({ group: group as SmellGroup, count })),
    tokens: s.tokens,
    tokenizers: { ...ENCODING_NAMES },
    exactTokens
  };
}

export function toolView(t: ToolReport, index: number, locate: (pointer: string) => PositionView): ToolView {
  const findings: FindingView[] = [];
  for (const f of t.findings) {
    findings.push({
      rule: f.rule,
      severity: f.severity,
      message: f.message,
      ...(f.suggestion !== undefined ? { suggestion: f.suggestion } : {}),
      pointer: f.pointer,
      ...(f.related
        ? { related: f.related.map((r) => ({ toolId: r.toolId, pointer: r.pointer, ...locate(r.pointer) })) }
        : {}),
      ...locate(f.pointer)
    });
  }
  // Criticals first, then in document order: what to fix first reads first.
  findings.sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      a.line - b.line ||
      a.column - b.column ||
      a.rule.localeCompare(b.rule)
  );
  return {
    index,
    id: t.id,
    name: t.name,
    ...(t.server !== undefined ? { server: t.server } : {}),
    pointer: t.pointer,
    ...locate(t.pointer),
    score: t.score,
    scoreWhy: scorePartsText(t.score_parts ?? []),
    tokens: t.tokens,
    criticals: findings.filter((f) => f.severity === 'critical').length,
    warnings: findings.filter((f) => f.severity === 'warning').length,
    findings
  };
}
