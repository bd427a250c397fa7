/**
 * Markdown for a pull-request comment: a short summary first (score, criticals, warnings,
 * tokens), then one table per tool with findings, worst first. Everything that comes from the
 * catalog is escaped so a hostile catalog cannot inject markup, HTML, links or @-mentions.
 */
import { ENCODING_NAMES } from '../../tokens/encoders.ts';
import type { Finding, LintReport, RelatedLocation } from '../types.ts';
import type { LintFormatContext } from './context.ts';
import { severityTotals } from '../totals.ts';
import { sanitize, worstFirst } from './text.ts';

/** How many passing tools are named before the list is cut short. */
const MAX_PASSING_NAMED = 50;

/**
 * Makes catalog text inert inside a Markdown table cell: control and bidi characters shown as
 * \uXXXX, newlines folded, HTML-significant characters as entities, Markdown punctuation
 * backslash-escaped (`|` included, so cells cannot be split) and @-mentions broken with a
 * word joiner so a PR comment pings nobody.
 */
export function escapeMarkdown(text: string): string {
  return sanitize(text.replace(/\r\n?|\n/g, ' '))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~#!(){}]/g, (c) => `\\${c}`)
    .replace(/@/g, '@\u2060');
}

const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const plural = (n: number, word: string) => `${thousands(n)} ${word}${n === 1 ? '' : 's'}`;
/** Our own docs URL as a link target; anything odd (spaces, parentheses) is left as text. */
const ruleLink = (f: Finding) => (/^[\w.:/#%-]+$/.test(f.docsUrl) ? `[${f.rule}](${f.docsUrl})` : f.rule);

export function formatLintMarkdown(report: LintReport, ctx: LintFormatContext): string {
  const s = report.summary;
  const { criticals, warnings } = severityTotals(s);
  const out: string[] = [];
  out.push(`## toolgauge lint: ${escapeMarkdown(ctx.file)}`, '');
  out.push(
    `**Score** ${s.mean_score.toFixed(2)} mean, ${s.min_score.toFixed(2)} min · **${plural(criticals, 'critical')}** · **${plural(warnings, 'warning')}** · ` +
      `**${thousands(s.tokens[ctx.tokenizer])} tokens** (${ENCODING_NAMES[ctx.tokenizer]}) · ${plural(s.tools, 'tool')}`,
    ''
  );
  out.push('| findings | critical | warning |', '| --- | ---: | ---: |');
  out.push(`| description (DESC) | ${s.critical_count} | ${s.warning_count} |`);
  out.push(`| schema (SCH) | ${s.schema_criticals} | ${s.schema_warnings} |`);
  if (s.security_criticals + s.security_warnings > 0) out.push(`| security (SEC) | ${s.security_criticals} | ${s.security_warnings} |`);
  if (s.surface_criticals + s.surface_warnings > 0) out.push(`| overlap, client limits, token budgets (OVL, CMP, TOK) | ${s.surface_criticals} | ${s.surface_warnings} |`);
  if (s.smell_total > 0) {
    const smells = Object.entries(s.smells)
      .filter(([, n]) => n > 0)
      .map(([g, n]) => `${g} ${n}`)
      .join(', ');
    out.push('', `Smells: ${smells}.`);
  }

  const passing: string[] = [];
  for (const tool of worstFirst(report.tools)) {
    const problems = tool.findings.filter((f) => f.severity !== 'pass');
    if (problems.length === 0) {
      passing.push(escapeMarkdown(tool.id));
      continue;
    }
    out.push('', `### ${escapeMarkdown(tool.id)}`, '');
    out.push(`Score ${tool.score.toFixed(2)} · ${plural(tool.tokens[ctx.tokenizer], 'token')}`, '');
    out.push('| severity | rule | where | finding |', '| --- | --- | --- | --- |');
    for (const f of problems) {
      const pos = ctx.locate?.(f.pointer);
      const where = pos ? `${pos.line}:${pos.column}` : escapeMarkdown(f.pointer || '/');
      const seeAlso = (r: RelatedLocation) => {
        const at = ctx.locate?.(r.pointer);
        return escapeMarkdown(r.toolId) + (at ? ` (${at.line}:${at.column})` : '');
      };
      const related = f.related && f.related.length > 0 ? `<br>See: ${f.related.map(seeAlso).join(', ')}` : '';
      const text = escapeMarkdown(f.message) + (f.suggestion ? `<br>Fix: ${escapeMarkdown(f.suggestion)}` : '') + related;
      out.push(`| ${f.severity} | ${ruleLink(f)} | ${where} | ${text} |`);
    }
  }
  if (passing.length > 0) {
    const named = passing.slice(0, MAX_PASSING_NAMED).join(', ');
    const more = passing.length > MAX_PASSING_NAMED ? ` and ${passing.length - MAX_PASSING_NAMED} more` : '';
    out.push('', `**${plural(passing.length, 'tool')} meet${passing.length === 1 ? 's' : ''} every rule:** ${named}${more}.`);
  }
  return out.join('\n') + '\n';
}
