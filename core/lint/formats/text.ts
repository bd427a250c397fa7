/** Terminal output: per tool, worst first, its score, tokens and findings; then a one-line summary. */
import { targetTextLines } from './targets.ts';
import { ENCODING_NAMES } from '../../tokens/encoders.ts';
import type { ScorePart } from '../score.ts';
import type { Finding, LintReport, ToolReport } from '../types.ts';
import type { LintFormatContext } from './context.ts';
import { sanitize } from '../../text/sanitize.ts';
import { instructionsRows } from '../instructions.ts';
import { contextCountsText, type ContextReport } from '../context-report.ts';
import { minOf } from '../../stats/extremes.ts';

const SEVERITY_RANK = { critical: 0, warning: 1, hint: 2, pass: 3 } as const;
/** The widest rule id (DESC-013): every family's message starts in the same column. */
const RULE_WIDTH = 8;

/**
 * Worst first: by the tool's worst severity (a critical before any warning), then by score, then
 * by id. By score alone a tool whose description sends every email to an attacker (one critical,
 * score 0.90) came after every vaguely described one.
 */
export function worstFirst(tools: ToolReport[]): ToolReport[] {
  // Each tool's worst severity once, not at every comparison; one collator for the ids (what
  // localeCompare makes on every call: ECMA-402 defines it as this collator's compare).
  const worst = new Map<ToolReport, number>();
  for (const t of tools) worst.set(t, minOf(t.findings.map((f) => SEVERITY_RANK[f.severity])));
  const byId = new Intl.Collator().compare;
  return [...tools].sort((a, b) => worst.get(a)! - worst.get(b)! || a.score - b.score || byId(a.id, b.id));
}

export function formatLintText(report: LintReport, ctx: LintFormatContext): string {
  const out: string[] = [];
  const where = (f: Pick<Finding, 'pointer'>) => {
    const p = ctx.locate?.(f.pointer);
    return p ? `${p.line}:${p.column}` : f.pointer || '/';
  };
  const rows = [
    ...worstFirst(report.tools).map((t) => ({
      head: `${t.score.toFixed(2)}  ${sanitize(t.id)}  (${t.tokens[ctx.tokenizer]} tokens)`,
      tool: t
    })),
    ...instructionsRows(report).map((t, i) => ({
      head: `instr ${sanitize(t.id)}  (${t.tokens[ctx.tokenizer]} tokens, ${report.instructions![i].characters} characters)`,
      tool: t
    }))
  ];
  for (const { head, tool } of rows) {
    const problems = tool.findings;
    out.push(head);
    if (ctx.scoreParts && tool.score_parts) out.push(`      score ${scorePartsText(tool.score_parts)}`);
    if (problems.length === 0) {
      out.push('      pass  meets every rule');
      continue;
    }
    for (const f of problems) {
      const rule = f.rule.padEnd(RULE_WIDTH);
      out.push(`      ${where(f).padEnd(9)} ${f.severity.padEnd(8)} ${rule}  ${sanitize(f.message)}`);
      if (f.related && f.related.length > 0) {
        out.push(
          `      ${''.padEnd(9)} ${''.padEnd(8)} ${' '.repeat(rule.length)}  see: ${f.related.map((r) => `${sanitize(r.toolId)} (${where({ pointer: r.pointer })})`).join(', ')}`
        );
      }
      if (f.suggestion)
        out.push(`      ${''.padEnd(9)} ${''.padEnd(8)} ${' '.repeat(rule.length)}  fix: ${sanitize(f.suggestion)}`);
    }
  }
  if (report.context) out.push(...contextLines(report.context, ctx));
  out.push(...targetTextLines(report));
  out.push('');
  out.push(summaryLine(report, ctx));
  return out.join('\n') + '\n';
}

/** Resources, templates and prompts: one line each with its cost, after the tools. */
export function contextLines(c: ContextReport, ctx: Pick<LintFormatContext, 'tokenizer'>): string[] {
  const out = [
    '',
    `resources and prompts: ${contextCountsText(c)} · ${c.tokens[ctx.tokenizer]} tokens (${ENCODING_NAMES[ctx.tokenizer]}), loaded by clients that list them`
  ];
  for (const it of c.items)
    out.push(`      ${it.kind.replace('_', ' ').padEnd(17)} ${sanitize(it.id)}  (${it.tokens[ctx.tokenizer]} tokens)`);
  return out;
}

export function summaryLine(
  report: Pick<LintReport, 'summary'> & Partial<Pick<LintReport, 'spec'>>,
  ctx: Pick<LintFormatContext, 'file' | 'tokenizer'>
): string {
  const s = report.summary;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts = [
    `${sanitize(ctx.file)}: ${plural(s.tools, 'tool')}`,
    `mean ${s.mean_score.toFixed(2)}, min ${s.min_score.toFixed(2)}`,
    // The JSON summary's own names and counts, so the two never disagree (PASS entries count nowhere).
    `criticals ${s.criticals}, warnings ${s.warnings}, hints ${s.hints}`,
    `smell_total ${s.smell_total}`,
    `${s.tokens[ctx.tokenizer]} tokens (${ENCODING_NAMES[ctx.tokenizer]})`,
    // A total over several catalogs has no one version: each catalog's line says its own.
    ...(report.spec ? [specText(report.spec)] : [])
  ];
  return parts.join(' · ');
}

/**
 * Why a tool has its score: each TDQS component that cost something, with its share, e.g.
 * "lost returns 0.15 (0 of 1), annotations 0.10 (0 of 1)"; "nothing lost" for a 1.00.
 */
export function scorePartsText(parts: readonly ScorePart[]): string {
  const lost = parts.filter((p) => p.lost > 0);
  if (lost.length === 0) return 'nothing lost';
  return `lost ${lost.map((p) => `${p.part} ${p.lost.toFixed(2)} (${+p.value.toFixed(2)} of 1)`).join(', ')}`;
}

/** The specification version the spec rules applied, and why that one. */
export function specText(spec: LintReport['spec']): string {
  const why = spec.from === 'catalog' ? 'its protocolVersion' : spec.from === 'option' ? 'asked for' : 'the latest';
  return `spec ${spec.version} (${why})`;
}
