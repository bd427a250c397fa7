/**
 * Markdown for a pull-request comment: a short summary first (score, criticals, warnings,
 * tokens; a row per catalog when there are several), then each catalog's findings folded in a
 * <details>, one table per tool, worst first. The comment stays under GitHub's 65,536-character
 * limit: rows are added by severity (every critical first, then warnings, then hints) while they
 * fit; a tool whose critical row did not fit is still named, and a closing line counts what was
 * left out by severity.
 * Rule ids link to their docs only when the docs base is a public http(s) URL (--docs-base);
 * never to a file:// path. Everything that comes from the catalog is escaped so a hostile catalog
 * cannot inject markup, HTML, links or @-mentions.
 */
import { ENCODING_NAMES } from '../../tokens/encoders.ts';
import { severityTotals, totalSummary } from '../totals.ts';
import type { Finding, LintReport, LintSummary, RelatedLocation } from '../types.ts';
import type { LintEntry, LintFormatContext } from './context.ts';
import { escapeMarkdown } from '../../render/markdown.ts';
import { specText, worstFirst } from './text.ts';
import { instructionsRows } from '../instructions.ts';
import { contextCountsText, type ContextReport } from '../context-report.ts';
import { targetMarkdownLines } from './targets.ts';

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

type Tier = 0 | 1 | 2;
const TIER_OF: Record<string, Tier> = { critical: 0, warning: 1, hint: 2 };
const TIER_WORD = ['critical', 'warning', 'hint'] as const;

interface ToolBlock {
  id: string;
  head: string;
  rows: Array<{ tier: Tier; text: string; rule: string }>;
}

/** One table per tool with problems, worst first; passing tools are named in one closing line. */
function toolBlocks(
  entry: LintEntry,
  tokenizer: LintFormatContext['tokenizer']
): { blocks: ToolBlock[]; passing: string[] } {
  const blocks: ToolBlock[] = [];
  const passing: string[] = [];
  const instructions = new Set(instructionsRows(entry.report));
  for (const tool of [...worstFirst(entry.report.tools), ...instructions]) {
    const problems = tool.findings;
    if (problems.length === 0) {
      if (!instructions.has(tool)) passing.push(escapeMarkdown(tool.id));
      continue;
    }
    const figure = instructions.has(tool) ? 'Server instructions' : `Score ${tool.score.toFixed(2)}`;
    const head = [
      '',
      `### ${escapeMarkdown(tool.id)}`,
      '',
      `${figure} · ${plural(tool.tokens[tokenizer], 'token')}`,
      '',
      '| severity | rule | where | finding |',
      '| --- | --- | --- | --- |'
    ].join('\n');
    const rows = problems.map((f) => {
      const pos = entry.locate?.(f.pointer);
      const where = pos ? `${pos.line}:${pos.column}` : escapeMarkdown(f.pointer || '/');
      const seeAlso = (r: RelatedLocation) => {
        const at = entry.locate?.(r.pointer);
        return escapeMarkdown(r.toolId) + (at ? ` (${at.line}:${at.column})` : '');
      };
      const related = f.related && f.related.length > 0 ? `<br>See: ${f.related.map(seeAlso).join(', ')}` : '';
      const text =
        escapeMarkdown(f.message) + (f.suggestion ? `<br>Fix: ${escapeMarkdown(f.suggestion)}` : '') + related;
      return {
        tier: TIER_OF[f.severity] ?? 2,
        text: `| ${f.severity} | ${ruleLink(f)} | ${where} | ${text} |`,
        rule: f.rule
      };
    });
    blocks.push({ id: escapeMarkdown(tool.id), head, rows });
  }
  return { blocks, passing };
}

function passingLine(passing: string[]): string {
  if (passing.length === 0) return '';
  const named = passing.slice(0, MAX_PASSING_NAMED).join(', ');
  const more = passing.length > MAX_PASSING_NAMED ? ` and ${passing.length - MAX_PASSING_NAMED} more` : '';
  return [
    '',
    `**${plural(passing.length, 'tool')} meet${passing.length === 1 ? 's' : ''} every rule:** ${named}${more}.`
  ].join('\n');
}

export function formatLintMarkdown(report: LintReport, ctx: LintFormatContext): string {
  return formatLintMarkdownMany([{ file: ctx.file, report, locate: ctx.locate }], ctx);
}

function summaryTable(entries: LintEntry[], total: LintSummary, ctx: Pick<LintFormatContext, 'tokenizer'>): string[] {
  const out: string[] = [];
  if (entries.length > 1) {
    out.push(
      '| catalog | tools | score (mean, min) | critical | warning | tokens |',
      '| --- | ---: | ---: | ---: | ---: | ---: |'
    );
    for (const e of entries) {
      const s = e.report.summary;
      const t = severityTotals(s);
      out.push(
        `| ${escapeMarkdown(e.file)} | ${s.tools} | ${s.mean_score.toFixed(2)}, ${s.min_score.toFixed(2)} | ${t.criticals} | ${t.warnings} | ${thousands(s.tokens[ctx.tokenizer])} |`
      );
    }
    return out;
  }
  const s = total;
  out.push('| findings | critical | warning | hint |', '| --- | ---: | ---: | ---: |');
  out.push(`| description (DESC) | ${s.critical_count} | ${s.warning_count} | ${s.hint_count} |`);
  out.push(`| schema (SCH) | ${s.schema_criticals} | ${s.schema_warnings} | ${s.schema_hints} |`);
  if (s.security_criticals + s.security_warnings + s.security_hints > 0)
    out.push(`| security (SEC) | ${s.security_criticals} | ${s.security_warnings} | ${s.security_hints} |`);
  if (s.surface_criticals + s.surface_warnings + s.surface_hints > 0)
    out.push(
      `| overlap, client limits, token budgets (OVL, CMP, TOK) | ${s.surface_criticals} | ${s.surface_warnings} | ${s.surface_hints} |`
    );
  if (s.smell_total > 0) {
    const smells = Object.entries(s.smells)
      .filter(([, n]) => n > 0)
      .map(([g, n]) => `${g} ${n}`)
      .join(', ');
    out.push('', `Smells: ${smells}.`);
  }
  return out;
}

/**
 * Space goes by priority, never by position: every critical row of every catalog first, then
 * warnings, then hints, then the lists of passing tools, each while it fits. A tool with a
 * critical row that did not fit is still named in a closing list, and every row left out is
 * counted by severity in the last line.
 */
export function formatLintMarkdownMany(
  entries: LintEntry[],
  ctx: Pick<LintFormatContext, 'tokenizer'> & { budget?: number }
): string {
  const budget = ctx.budget ?? COMMENT_BUDGET;
  const total = entries.length === 1 ? entries[0].report.summary : totalSummary(entries.map((e) => e.report.summary));
  const out: string[] = [];
  out.push(
    `## toolgauge lint: ${entries.length === 1 ? escapeMarkdown(entries[0].file) : plural(entries.length, 'catalog')}`,
    ''
  );
  out.push(summaryLine(total, ctx), '');
  const specs = [...new Set(entries.map((e) => specText(e.report.spec)))];
  out.push(`Linted under MCP ${specs.length === 1 ? specs[0] : `specifications ${specs.join(', ')}`}.`, '');
  out.push(...summaryTable(entries, total, ctx));

  const contexts = entries.filter((e) => e.report.context);
  if (contexts.length > 0) {
    out.push('', '| resources and prompts | count | tokens |', '| --- | --- | ---: |');
    for (const e of contexts) {
      const c = e.report.context as ContextReport;
      out.push(`| ${escapeMarkdown(e.file)} | ${contextCountsText(c)} | ${thousands(c.tokens[ctx.tokenizer])} |`);
    }
  }

  for (const e of entries) {
    const lines = targetMarkdownLines(e.report);
    if (lines.length > 0) out.push(...(entries.length > 1 ? ['', `**${escapeMarkdown(e.file)}**`] : []), ...lines);
  }

  const sections = entries.map((entry) => {
    const { blocks, passing } = toolBlocks(entry, ctx.tokenizer);
    const s = entry.report.summary;
    const t = severityTotals(s);
    const label = `${escapeMarkdown(entry.file)}: ${plural(t.criticals, 'critical')}, ${plural(t.warnings, 'warning')} in ${plural(s.tools, 'tool')}`;
    // A catalog with a critical finding opens unfolded, so the reviewer sees it without a click.
    return {
      entry,
      blocks,
      passing: passingLine(passing),
      open: `\n<details${t.criticals > 0 ? ' open' : ''}><summary>${label}</summary>`,
      kept: blocks.map(() => new Set<number>()),
      passingKept: false
    };
  });
  // Every tool with a critical finding, one short line each: shown for those whose rows did not all fit.
  const criticalLine = (file: string, b: ToolBlock) =>
    `- ${escapeMarkdown(file)} · ${b.id}: ${[...new Set(b.rows.filter((r) => r.tier === 0).map((r) => r.rule))].join(', ')}`;
  const criticalIndex = sections.flatMap((sec) =>
    sec.blocks.filter((b) => b.rows.some((r) => r.tier === 0)).map((b) => criticalLine(sec.entry.file, b))
  );
  const indexReserve = Math.min(criticalIndex.reduce((n, l) => n + l.length + 1, 0) + 200, Math.floor(budget / 2));

  // Room kept for closing tags, the critical names and the line that says what was left out.
  const reserve = 600 + indexReserve;
  let size = out.join('\n').length + sections.reduce((n, sec) => n + sec.open.length + '\n\n</details>'.length + 1, 0);
  const left = [0, 0, 0];
  const leftTools = new Set<string>();
  const leftFiles = new Set<string>();
  for (const tier of [0, 1, 2] as const) {
    for (const sec of sections) {
      sec.blocks.forEach((b, i) => {
        b.rows.forEach((r, j) => {
          if (r.tier !== tier) return;
          const cost = r.text.length + 1 + (sec.kept[i].size === 0 ? b.head.length + 1 : 0);
          if (size + cost + reserve > budget) {
            left[tier]++;
            leftTools.add(`${sec.entry.file}\u0000${b.id}`);
            leftFiles.add(sec.entry.file);
            return;
          }
          sec.kept[i].add(j);
          size += cost;
        });
      });
    }
  }
  let leftPassing = 0;
  for (const sec of sections) {
    if (sec.passing === '') continue;
    if (size + sec.passing.length + 1 + reserve <= budget) {
      sec.passingKept = true;
      size += sec.passing.length + 1;
    } else leftPassing++;
  }

  for (const sec of sections) {
    out.push(sec.open);
    sec.blocks.forEach((b, i) => {
      if (sec.kept[i].size === 0) return;
      out.push(b.head, ...b.rows.filter((_r, j) => sec.kept[i].has(j)).map((r) => r.text));
    });
    if (sec.passingKept) out.push(sec.passing);
    out.push('', '</details>');
  }
  if (left[0] > 0) {
    const unseen = sections.flatMap((sec) =>
      sec.blocks
        .filter((b, i) => b.rows.some((r, j) => r.tier === 0 && !sec.kept[i].has(j)))
        .map((b) => criticalLine(sec.entry.file, b))
    );
    const shown: string[] = [];
    let room = indexReserve - 200;
    for (const l of unseen) {
      if (l.length + 1 > room) break;
      shown.push(l);
      room -= l.length + 1;
    }
    out.push('', `**Critical findings not shown in full above** (${plural(unseen.length, 'tool')}):`, '', ...shown);
    if (shown.length < unseen.length)
      out.push(`- and ${thousands(unseen.length - shown.length)} more tools with a critical finding`);
  }
  if (left[0] + left[1] + left[2] + leftPassing > 0) {
    const counts = TIER_WORD.map((w, i) => plural(left[i], w)).join(', ');
    const findings =
      left[0] + left[1] + left[2] > 0
        ? `${counts} (the findings of ${plural(leftTools.size, 'tool')} in ${plural(leftFiles.size, 'catalog')})`
        : 'no finding';
    const passingNote = leftPassing > 0 ? `, and the list of passing tools of ${plural(leftPassing, 'catalog')}` : '';
    out.push(
      '',
      `_Left out to stay under GitHub's ${thousands(COMMENT_LIMIT)}-character comment limit (room goes to criticals, then warnings, then hints): ${findings}${passingNote}. ` +
        'The summary above counts them; `--format json`, `sarif` or `html` lists every one._'
    );
  }
  return out.join('\n') + '\n';
}
