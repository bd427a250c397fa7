/**
 * Diff report formatters: pure `(diff, context) => string`, keyed by name. Text for a terminal,
 * Markdown for a pull-request comment (summary first, details folded, under the comment limit),
 * JSON as the diff itself. Catalog text is escaped the same way the lint formats escape it.
 */
import { escapeMarkdown } from '../render/markdown.ts';
import { sanitize } from '../text/sanitize.ts';
import { card, escapeHtml, htmlPage, htmlTable } from '../render/page.ts';
import type { CatalogDiff, DiffFinding, TokenPair, ToolDelta } from './catalog-diff.ts';
import { maxOf } from '../stats/extremes.ts';
import { byImpact, byImpactOrder, impactSummary, toolLabel } from './format-impact.ts';
import { searchMarkdown, searchText } from './format-search.ts';

export interface DiffFormatContext {
  base: string;
  head: string;
  /** The gate's verdict lines (new criticals, token growth), shown under the summary. */
  gate: string[];
}

export type DiffFormatter = (diff: CatalogDiff, ctx: DiffFormatContext) => string;

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const signedScore = (n: number | null) => (n === null ? '-' : n > 0 ? `+${n.toFixed(3)}` : n.toFixed(3));
/** What changed in a tool, for the fields column: an unchanged tool whose keys moved says so, since its token count may move. */
const fieldsCell = (t: ToolDelta) => t.fields.join(', ') || (t.keyOrderOnly ? 'key order only' : '-');
const pct = (delta: number, base: number) =>
  base === 0 ? '' : ` (${delta >= 0 ? '+' : ''}${((delta / base) * 100).toFixed(1)}%)`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const growth = (d: CatalogDiff, enc: keyof TokenPair) => {
  const delta = d.tokens.delta[enc];
  const base = d.tokens.base[enc];
  return `${enc} ${base} -> ${d.tokens.head[enc]} (${signed(delta)}${base === 0 ? '' : `, ${delta >= 0 ? '+' : ''}${((delta / base) * 100).toFixed(1)}%`})`;
};
const tokensLine = (d: CatalogDiff) => `tokens    ${growth(d, 'cl100k')}, ${growth(d, 'o200k')}`;
const scoreLine = (d: CatalogDiff) =>
  `score     mean ${d.score.base.mean.toFixed(3)} -> ${d.score.head.mean.toFixed(3)} (${signedScore(d.score.delta.mean)}), min ${d.score.base.min.toFixed(3)} -> ${d.score.head.min.toFixed(3)} (${signedScore(d.score.delta.min)})`;
const tokenCell = (t: TokenPair | null) => (t ? `${t.cl100k} / ${t.o200k}` : '-');
/** "3 tools moved (first: x, 2 -> 5); the prompt cache no longer covers 420 cl100k / 431 o200k tokens (of 900 / 930)", or undefined when the order held. */
function orderLine(d: CatalogDiff, name: (id: string) => string, arrow = '->'): string | undefined {
  const o = d.order;
  if (!o.reordered) return undefined;
  const first = o.moved.find((m) => m.id === o.firstMoved);
  const what = o.onlyReorder ? 'only the order changed' : 'reordered';
  return (
    `${what}: ${plural(o.moved.length, 'tool')} moved (first: ${name(o.firstMoved ?? '')}${first ? `, ${first.from} ${arrow} ${first.to}` : ''}); ` +
    `the prompt cache no longer covers ${o.cacheInvalidated.cl100k} cl100k / ${o.cacheInvalidated.o200k} o200k tokens (of ${o.surface.cl100k} / ${o.surface.o200k}), from that tool to the end`
  );
}

/** Tools that moved: added, removed, changed, or unchanged but with a different score or count. */
const moved = (d: CatalogDiff) =>
  byImpactOrder(d.tools).filter(
    (t) =>
      t.status !== 'unchanged' ||
      t.tokens.delta.cl100k !== 0 ||
      t.tokens.delta.o200k !== 0 ||
      (t.score.delta ?? 0) !== 0
  );

/** "2 added, 0 removed, 1 renamed, 12 changed, 0 unchanged" (renamed only when there is one). */
function toolCounts(d: CatalogDiff): string {
  const unchanged = d.tools.filter((t) => t.status === 'unchanged').length;
  const renamed = d.renamed.length > 0 ? `${d.renamed.length} renamed, ` : '';
  return `${d.added.length} added, ${d.removed.length} removed, ${renamed}${d.changed.length} changed, ${unchanged} unchanged`;
}

export const formatDiffText: DiffFormatter = (d, ctx) => {
  const out = [`toolgauge diff: ${sanitize(ctx.base)} -> ${sanitize(ctx.head)}`, ''];
  out.push(`impact    ${impactSummary(d)}`);
  out.push(`tools     ${toolCounts(d)}`);
  const order = orderLine(d, sanitize);
  if (order) out.push(`order     ${order}`);
  out.push(`findings  ${d.introduced.length} introduced (${d.newCriticals} critical), ${d.fixed.length} fixed`);
  out.push(tokensLine(d));
  out.push(scoreLine(d));
  for (const g of ctx.gate) out.push(`gate      ${g}`);
  const rows = moved(d);
  if (rows.length > 0) {
    out.push('', 'per tool');
    const table = [['impact', 'status', 'tool', 'fields', 'tokens cl100k/o200k', 'delta', 'score delta']];
    for (const t of rows)
      table.push([
        t.impact,
        t.status,
        sanitize(t.id),
        fieldsCell(t),
        `${tokenCell(t.tokens.base)} -> ${tokenCell(t.tokens.head)}`,
        `${signed(t.tokens.delta.cl100k)} / ${signed(t.tokens.delta.o200k)}`,
        signedScore(t.score.delta)
      ]);
    const widths = table[0].map((_, c) => maxOf(table.map((r) => r[c].length)));
    for (const r of table)
      out.push('  ' + r.map((cell, c) => (c === r.length - 1 ? cell : cell.padEnd(widths[c]))).join('  '));
  }
  for (const g of byImpact(d)) {
    out.push('', g.impact);
    for (const t of g.tools) out.push(`  ${toolLabel(t, sanitize)}`, ...t.reasons.map((r) => `    - ${sanitize(r)}`));
  }
  if (d.search) out.push(...searchText(d.search, sanitize));
  const findingLine = (f: DiffFinding) =>
    `  ${f.severity.padEnd(8)} ${f.rule}  ${sanitize(f.tool)}: ${sanitize(f.message)}`;
  if (d.introduced.length > 0) out.push('', 'introduced', ...d.introduced.map(findingLine));
  if (d.fixed.length > 0) out.push('', 'fixed', ...d.fixed.map(findingLine));
  return out.join('\n') + '\n';
};

/** Markdown stops adding rows past this many characters (GitHub's comment limit is 65,536). */
const MARKDOWN_BUDGET = 60_000;

export const formatDiffMarkdown: DiffFormatter = (d, ctx) => {
  const out = [`## toolgauge diff: ${escapeMarkdown(ctx.base)} → ${escapeMarkdown(ctx.head)}`, ''];
  const crit = d.newCriticals > 0 ? `**${plural(d.newCriticals, 'new critical')}**` : '0 new criticals';
  out.push(`**Impact: ${impactSummary(d)}**`, '');
  out.push(
    `**Tools** +${d.added.length} −${d.removed.length} ${d.renamed.length > 0 ? `↷${d.renamed.length} ` : ''}~${d.changed.length} · **Findings** ${d.introduced.length} introduced, ${d.fixed.length} fixed · ${crit} · ` +
      `**Tokens** ${signed(d.tokens.delta.cl100k)} cl100k${pct(d.tokens.delta.cl100k, d.tokens.base.cl100k)}, ${signed(d.tokens.delta.o200k)} o200k${pct(d.tokens.delta.o200k, d.tokens.base.o200k)} · ` +
      `**Score** ${signedScore(d.score.delta.mean)} mean`,
    ''
  );
  const order = orderLine(d, (id) => id, '→');
  if (order) out.push(`**Order** ${escapeMarkdown(order)}`, '');
  for (const g of ctx.gate) out.push(`- ${escapeMarkdown(g)}`);
  if (ctx.gate.length > 0) out.push('');
  let left = 0;
  const section = (title: string, header: string[], rows: string[]) => {
    if (rows.length === 0) return;
    out.push(`<details><summary>${title}</summary>`, '', ...header);
    for (const r of rows) {
      if (out.join('\n').length + r.length > MARKDOWN_BUDGET) left++;
      else out.push(r);
    }
    out.push('', '</details>', '');
  };
  const title = (impact: string) => impact[0].toUpperCase() + impact.slice(1);
  for (const g of byImpact(d)) {
    out.push(`### ${title(g.impact)} (${g.tools.length})`, '');
    for (const t of g.tools) {
      const lines = [`- **${toolLabel(t, escapeMarkdown)}**`, ...t.reasons.map((r) => `  - ${escapeMarkdown(r)}`)];
      if (out.join('\n').length + lines.join('\n').length > MARKDOWN_BUDGET) left++;
      else out.push(...lines);
    }
    out.push('');
  }
  if (d.search) out.push(...searchMarkdown(d.search, escapeMarkdown));
  const toolRow = (t: ToolDelta) =>
    `| ${t.impact} | ${t.status} | ${escapeMarkdown(t.id)} | ${fieldsCell(t)} | ${tokenCell(t.tokens.base)} → ${tokenCell(t.tokens.head)} | ${signed(t.tokens.delta.cl100k)} / ${signed(t.tokens.delta.o200k)} | ${signedScore(t.score.delta)} |`;
  const findingRow = (f: DiffFinding) =>
    `| ${f.severity} | ${f.rule} | ${escapeMarkdown(f.tool)} | ${escapeMarkdown(f.message)} |`;
  const rows = moved(d);
  section(
    `Tools (${rows.length} changed, added or removed)`,
    [
      '| impact | status | tool | fields | tokens cl100k / o200k | delta | score |',
      '| --- | --- | --- | --- | ---: | ---: | ---: |'
    ],
    rows.map(toolRow)
  );
  section(
    `Findings introduced (${d.introduced.length})`,
    ['| severity | rule | tool | finding |', '| --- | --- | --- | --- |'],
    d.introduced.map(findingRow)
  );
  section(
    `Findings fixed (${d.fixed.length})`,
    ['| severity | rule | tool | finding |', '| --- | --- | --- | --- |'],
    d.fixed.map(findingRow)
  );
  if (left > 0)
    out.push(
      `_Left out to stay under GitHub's 65,536-character comment limit: ${plural(left, 'row')}; \`--format json\` lists every one._`
    );
  return out.join('\n') + '\n';
};

export const formatDiffJson: DiffFormatter = (d, ctx) => {
  // The worst impact first: what a reviewer (or a script) reads before the details.
  const { impact, ...rest } = d;
  return JSON.stringify({ base: ctx.base, head: ctx.head, impact, gate: ctx.gate, ...rest }, null, 2) + '\n';
};

export const formatDiffHtml: DiffFormatter = (d, ctx) => {
  const title = `toolgauge diff: ${ctx.base} -> ${ctx.head}`;
  const out = [`<h1>${escapeHtml(title)}</h1>`, '<div class="cards">'];
  out.push(card('impact', d.impact, d.impact === 'breaking' ? 'crit' : d.impact === 'risky' ? 'warn' : 'ok'));
  out.push(
    card('added', String(d.added.length)),
    card('removed', String(d.removed.length)),
    card('changed', String(d.changed.length))
  );
  out.push(
    card('new criticals', String(d.newCriticals), d.newCriticals > 0 ? 'crit' : 'ok'),
    card('introduced', String(d.introduced.length)),
    card('fixed', String(d.fixed.length), 'ok')
  );
  out.push(
    card('cl100k delta', signed(d.tokens.delta.cl100k)),
    card('o200k delta', signed(d.tokens.delta.o200k)),
    card('mean score delta', signedScore(d.score.delta.mean)),
    '</div>'
  );
  const order = orderLine(d, (id) => id);
  if (order) out.push(`<p>Order: ${escapeHtml(order)}</p>`);
  for (const g of ctx.gate) out.push(`<p class="${g.startsWith('fail') ? 'crit' : 'ok'}">${escapeHtml(g)}</p>`);
  for (const g of byImpact(d)) {
    out.push(`<h2>${escapeHtml(g.impact)} (${g.tools.length})</h2>`, '<ul>');
    for (const t of g.tools)
      out.push(
        `<li><strong>${escapeHtml(toolLabel(t, (id) => id))}</strong><ul>${t.reasons.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul></li>`
      );
    out.push('</ul>');
  }
  const rows = moved(d).map((t) => [
    escapeHtml(t.impact),
    escapeHtml(t.status),
    escapeHtml(t.id),
    escapeHtml(fieldsCell(t)),
    escapeHtml(`${tokenCell(t.tokens.base)} -> ${tokenCell(t.tokens.head)}`),
    escapeHtml(`${signed(t.tokens.delta.cl100k)} / ${signed(t.tokens.delta.o200k)}`),
    signedScore(t.score.delta)
  ]);
  if (rows.length > 0)
    out.push(
      '<h2>Tools</h2>',
      htmlTable(['impact', 'status', 'tool', 'fields', 'tokens cl100k / o200k', 'delta', 'score'], rows, [4, 5, 6])
    );
  const findingRows = (list: DiffFinding[]) =>
    list.map((f) => [
      `<span class="${f.severity === 'critical' ? 'crit' : 'warn'}">${f.severity}</span>`,
      escapeHtml(f.rule),
      escapeHtml(f.tool),
      escapeHtml(f.message)
    ]);
  if (d.introduced.length > 0)
    out.push(
      '<h2>Findings introduced</h2>',
      htmlTable(['severity', 'rule', 'tool', 'finding'], findingRows(d.introduced))
    );
  if (d.fixed.length > 0)
    out.push(
      '<details><summary>Findings fixed (' + d.fixed.length + ')</summary>',
      htmlTable(['severity', 'rule', 'tool', 'finding'], findingRows(d.fixed)),
      '</details>'
    );
  return htmlPage(title, out.join('\n'));
};

export const DIFF_FORMATS = {
  text: formatDiffText,
  markdown: formatDiffMarkdown,
  json: formatDiffJson,
  html: formatDiffHtml
} satisfies Record<string, DiffFormatter>;
export type DiffFormatName = keyof typeof DIFF_FORMATS;
