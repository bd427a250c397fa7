/**
 * The lint report as one self-contained HTML file: summary cards, a row per catalog, then each
 * catalog's tools (worst first) with their findings, folded. Catalog text is escaped; the page has
 * no script and a CSP that forbids scripts and network requests (see core/render/page.ts).
 */
import { card, escapeHtml, htmlPage, htmlTable } from '../../render/page.ts';
import { ENCODING_NAMES } from '../../tokens/encoders.ts';
import { severityTotals, totalSummary } from '../totals.ts';
import type { LintEntry, LintFormatContext } from './context.ts';
import { scorePartsText, specText, worstFirst } from './text.ts';
import { instructionsRows } from '../instructions.ts';
import { contextCountsText } from '../context-report.ts';
import { targetHtml } from './targets.ts';

const SEV_CLASS = { critical: 'crit', warning: 'warn', hint: 'hint', pass: 'ok' } as const;
const publicUrl = (u: string) => /^https?:\/\/[\w.:/#%~-]+$/.test(u);

export function formatLintHtml(entries: LintEntry[], ctx: Pick<LintFormatContext, 'tokenizer'>): string {
  const total = totalSummary(entries.map((e) => e.report.summary));
  const t = severityTotals(total);
  const title =
    entries.length === 1 ? `toolgauge lint: ${entries[0].file}` : `toolgauge lint: ${entries.length} catalogs`;
  const out: string[] = [`<h1>${escapeHtml(title)}</h1>`];
  out.push(
    '<div class="cards">',
    card('tools', String(total.tools)),
    card('score (mean)', total.mean_score.toFixed(2)),
    card('score (min)', total.min_score.toFixed(2)),
    card('criticals', String(t.criticals), t.criticals > 0 ? 'crit' : 'ok'),
    card('warnings', String(t.warnings), t.warnings > 0 ? 'warn' : 'ok'),
    card('hints', String(t.hints)),
    card(`tokens (${ENCODING_NAMES[ctx.tokenizer]})`, String(total.tokens[ctx.tokenizer])),
    card('smells', String(total.smell_total)),
    '</div>'
  );
  out.push(
    htmlTable(
      ['catalog', 'tools', 'mean', 'min', 'critical', 'warning', 'hint', 'cl100k', 'o200k', 'spec'],
      entries.map((e) => {
        const s = e.report.summary;
        const st = severityTotals(s);
        return [
          escapeHtml(e.file),
          String(s.tools),
          s.mean_score.toFixed(2),
          s.min_score.toFixed(2),
          String(st.criticals),
          String(st.warnings),
          String(st.hints),
          String(s.tokens.cl100k),
          String(s.tokens.o200k),
          escapeHtml(specText(e.report.spec))
        ];
      }),
      [1, 2, 3, 4, 5, 6, 7, 8]
    )
  );
  for (const e of entries) {
    out.push(`<h2>${escapeHtml(e.file)}</h2>`);
    const targets = targetHtml(e.report);
    if (targets) out.push(targets);
    const c = e.report.context;
    if (c) {
      out.push(
        `<p class="muted">resources and prompts: ${escapeHtml(contextCountsText(c))} · ${c.tokens[ctx.tokenizer]} tokens</p>`
      );
      out.push(
        htmlTable(
          ['kind', 'name', 'cl100k', 'o200k'],
          c.items.map((it) => [
            escapeHtml(it.kind.replace('_', ' ')),
            escapeHtml(it.id),
            String(it.tokens.cl100k),
            String(it.tokens.o200k)
          ]),
          [2, 3]
        )
      );
    }
    const instructions = new Set(instructionsRows(e.report));
    for (const tool of [...worstFirst(e.report.tools), ...instructions]) {
      const problems = tool.findings;
      const worst = problems.some((f) => f.severity === 'critical')
        ? 'critical'
        : problems.length > 0
          ? 'warning'
          : 'pass';
      const label =
        problems.length === 0 ? 'meets every rule' : `${problems.length} finding${problems.length === 1 ? '' : 's'}`;
      out.push(
        `<details${worst === 'critical' ? ' open' : ''}><summary><span class="${SEV_CLASS[worst]}">${instructions.has(tool) ? 'instr' : tool.score.toFixed(2)}</span> <b>${escapeHtml(tool.id)}</b> <span class="muted">${label} · ${tool.tokens[ctx.tokenizer]} tokens</span></summary>`
      );
      if (tool.score_parts) out.push(`<p class="muted">score: ${escapeHtml(scorePartsText(tool.score_parts))}</p>`);
      if (problems.length > 0) {
        const rows = problems.map((f) => {
          const pos = e.locate?.(f.pointer);
          const rule = publicUrl(f.docsUrl)
            ? `<a href="${escapeHtml(f.docsUrl)}" rel="noreferrer">${escapeHtml(f.rule)}</a>`
            : escapeHtml(f.rule);
          const fix = f.suggestion ? `<div class="fix">fix: ${escapeHtml(f.suggestion)}</div>` : '';
          const related =
            f.related && f.related.length > 0
              ? `<div class="fix">see: ${f.related.map((r) => escapeHtml(r.toolId)).join(', ')}</div>`
              : '';
          return [
            `<span class="${SEV_CLASS[f.severity]}">${f.severity}</span>`,
            rule,
            escapeHtml(pos ? `${pos.line}:${pos.column}` : f.pointer || '/'),
            escapeHtml(f.message) + fix + related
          ];
        });
        out.push(htmlTable(['severity', 'rule', 'where', 'finding'], rows));
      }
      out.push('</details>');
    }
  }
  return htmlPage(title, out.join('\n'));
}
