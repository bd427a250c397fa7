/**
 * Markdown for a pull-request comment: a short summary first (score, criticals, warnings,
 * tokens; a row per catalog when there are several), then each catalog's findings folded in a
 * <details>, one table per tool, worst first. The comment stays under GitHub's 65,536-character
 * limit: tool tables are added while they fit, and a closing line says what was left out.
 * Rule ids link to their docs only when the docs base is a public http(s) URL (--docs-base);
 * never to a file:// path. Everything that comes from the catalog is escaped so a hostile catalog
 * cannot inject markup, HTML, links or @-mentions.
 */
import { ENCODING_NAMES } from '../../tokens/encoders.ts';
import { severityTotals, totalSummary } from '../totals.ts';
import type { Finding, LintReport, LintSummary, RelatedLocation } from '../types.ts';
import type { LintEntry, LintFormatContext } from './context.ts';
import { escapeMarkdown } from '../../render/markdown.ts';
import { worstFirst } from './text.ts';
import { instructionsRows } from '../instructions.ts';

/** How many passing tools are named before the list is cut short. */
const MAX_PASSING_NAMED = 50;

const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const plural = (n: number, word: string) => `${thousands(n)} ${word}${n === 1 ? '' : 's'}`;

/** GitHub's limit on a comment body, in characters. */
export const COMMENT_LIMIT = 65_536;
/** What the formatter aims under, leaving room for a heading a workflow may add. */
export const COMMENT_BUDGET = 60_000;

/** A rule id, linked to its page only when that page is public (http or https). */
const ruleLink = (f: Finding) => (/^https?:\/\/[\w.:/#%~-]+$/.test(f.docsUrl) ? `[${f.rule}](${f.docsUrl})` : f.rule);

function summaryLine(s: LintSummary, ctx: Pick<LintFormatContext, 'tokenizer'>): string {
  const { criticals, warnings } = severityTotals(s);
  return (
    `**Score** ${s.mean_score.toFixed(2)} mean, ${s.min_score.toFixed(2)} min · **${plural(criticals, 'critical')}** · **${plural(warnings, 'warning')}** · ` +
    `**${thousands(s.tokens[ctx.tokenizer])} tokens** (${ENCODING_NAMES[ctx.tokenizer]}) · ${plural(s.tools, 'tool')}`
  );
}

/** One table per tool with problems, worst first; passing tools are named in one closing line. */
function toolBlocks(entry: LintEntry, tokenizer: LintFormatContext['tokenizer']): { blocks: Array<{ text: string; findings: number }>; passing: string[] } {
  const blocks: Array<{ text: string; findings: number }> = [];
  const passing: string[] = [];
  const instructions = new Set(instructionsRows(entry.report));
  for (const tool of [...worstFirst(entry.report.tools), ...instructions]) {
    const problems = tool.findings.filter((f) => f.severity !== 'pass');
    if (problems.length === 0) {
      if (!instructions.has(tool)) passing.push(escapeMarkdown(tool.id));
      continue;
    }
    const figure = instructions.has(tool) ? 'Server instructions' : `Score ${tool.score.toFixed(2)}`;
    const out = ['', `### ${escapeMarkdown(tool.id)}`, '', `${figure} · ${plural(tool.tokens[tokenizer], 'token')}`, ''];
    out.push('| severity | rule | where | finding |', '| --- | --- | --- | --- |');
    for (const f of problems) {
      const pos = entry.locate?.(f.pointer);
      const where = pos ? `${pos.line}:${pos.column}` : escapeMarkdown(f.pointer || '/');
      const seeAlso = (r: RelatedLocation) => {
        const at = entry.locate?.(r.pointer);
        return escapeMarkdown(r.toolId) + (at ? ` (${at.line}:${at.column})` : '');
      };
      const related = f.related && f.related.length > 0 ? `<br>See: ${f.related.map(seeAlso).join(', ')}` : '';
      const text = escapeMarkdown(f.message) + (f.suggestion ? `<br>Fix: ${escapeMarkdown(f.suggestion)}` : '') + related;
      out.push(`| ${f.severity} | ${ruleLink(f)} | ${where} | ${text} |`);
    }
    blocks.push({ text: out.join('\n'), findings: problems.length });
  }
  return { blocks, passing };
}

function passingLine(passing: string[]): string[] {
  if (passing.length === 0) return [];
  const named = passing.slice(0, MAX_PASSING_NAMED).join(', ');
  const more = passing.length > MAX_PASSING_NAMED ? ` and ${passing.length - MAX_PASSING_NAMED} more` : '';
  return ['', `**${plural(passing.length, 'tool')} meet${passing.length === 1 ? 's' : ''} every rule:** ${named}${more}.`];
}

export function formatLintMarkdown(report: LintReport, ctx: LintFormatContext): string {
  return formatLintMarkdownMany([{ file: ctx.file, report, locate: ctx.locate }], ctx);
}

export function formatLintMarkdownMany(entries: LintEntry[], ctx: Pick<LintFormatContext, 'tokenizer'> & { budget?: number }): string {
  const budget = ctx.budget ?? COMMENT_BUDGET;
  const total = entries.length === 1 ? entries[0].report.summary : totalSummary(entries.map((e) => e.report.summary));
  const out: string[] = [];
  out.push(`## toolgauge lint: ${entries.length === 1 ? escapeMarkdown(entries[0].file) : plural(entries.length, 'catalog')}`, '');
  out.push(summaryLine(total, ctx), '');
  if (entries.length > 1) {
    out.push('| catalog | tools | score (mean, min) | critical | warning | tokens |', '| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const e of entries) {
      const s = e.report.summary;
      const t = severityTotals(s);
      out.push(`| ${escapeMarkdown(e.file)} | ${s.tools} | ${s.mean_score.toFixed(2)}, ${s.min_score.toFixed(2)} | ${t.criticals} | ${t.warnings} | ${thousands(s.tokens[ctx.tokenizer])} |`);
    }
  } else {
    const s = total;
    out.push('| findings | critical | warning | hint |', '| --- | ---: | ---: | ---: |');
    out.push(`| description (DESC) | ${s.critical_count} | ${s.warning_count} | ${s.hint_count} |`);
    out.push(`| schema (SCH) | ${s.schema_criticals} | ${s.schema_warnings} | ${s.schema_hints} |`);
    if (s.security_criticals + s.security_warnings + s.security_hints > 0) out.push(`| security (SEC) | ${s.security_criticals} | ${s.security_warnings} | ${s.security_hints} |`);
    if (s.surface_criticals + s.surface_warnings + s.surface_hints > 0) out.push(`| overlap, client limits, token budgets (OVL, CMP, TOK) | ${s.surface_criticals} | ${s.surface_warnings} | ${s.surface_hints} |`);
    if (s.smell_total > 0) {
      const smells = Object.entries(s.smells)
        .filter(([, n]) => n > 0)
        .map(([g, n]) => `${g} ${n}`)
        .join(', ');
      out.push('', `Smells: ${smells}.`);
    }
  }

  // Room kept for closing tags and the line that says what was left out.
  const reserve = 600;
  let length = out.join('\n').length;
  let leftTools = 0;
  let leftFindings = 0;
  const leftFiles = new Set<string>();
  for (const entry of entries) {
    const { blocks, passing } = toolBlocks(entry, ctx.tokenizer);
    const s = entry.report.summary;
    const t = severityTotals(s);
    const label = `${escapeMarkdown(entry.file)}: ${plural(t.criticals, 'critical')}, ${plural(t.warnings, 'warning')} in ${plural(s.tools, 'tool')}`;
    const open = ['', `<details><summary>${label}</summary>`];
    const close = ['', '</details>'];
    const kept: string[] = [];
    let size = length + open.join('\n').length + close.join('\n').length + 2;
    for (const b of blocks) {
      if (size + b.text.length + 1 + reserve > budget) {
        leftTools++;
        leftFindings += b.findings;
        leftFiles.add(entry.file);
        continue;
      }
      kept.push(b.text);
      size += b.text.length + 1;
    }
    const pass = passingLine(passing).join('\n');
    const section = [...open, ...kept, ...(size + pass.length + reserve <= budget ? [pass] : []), ...close];
    out.push(...section);
    length = out.join('\n').length;
  }
  if (leftTools > 0) {
    out.push(
      '',
      `_Left out to stay under GitHub's ${thousands(COMMENT_LIMIT)}-character comment limit: the findings of ${plural(leftTools, 'tool')} (${plural(leftFindings, 'finding')}) in ${plural(leftFiles.size, 'catalog')}. ` +
        'The summary above counts them; `--format json`, `sarif` or `html` lists every one._'
    );
  }
  return out.join('\n') + '\n';
}
