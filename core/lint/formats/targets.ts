/**
 * The targets part of a lint report (`--target`), for the text, Markdown and HTML formats: per
 * target, the tools it refuses and why, the tools that lose keywords, and the per-request sums.
 * JSON and SARIF carry the report's own `targets` fields as they are.
 */
import { escapeHtml, htmlTable } from '../../render/page.ts';
import { escapeMarkdown } from '../../render/markdown.ts';
import { sanitize } from '../../text/sanitize.ts';
import { TARGETS, type TargetName } from '../targets/evaluate.ts';
import type { CatalogTargetSummary, ToolTargetVerdict } from '../targets/target-types.ts';
import type { LintReport } from '../types.ts';

interface TargetRows {
  name: TargetName;
  summary: CatalogTargetSummary;
  tools: number;
  refused: Array<{ id: string; verdict: ToolTargetVerdict }>;
  lossy: Array<{ id: string; verdict: ToolTargetVerdict }>;
}

function targetRows(report: LintReport): TargetRows[] {
  if (!report.targets) return [];
  return (Object.entries(report.targets) as Array<[TargetName, CatalogTargetSummary]>).map(([name, summary]) => {
    const verdicts = report.tools.flatMap((t) => {
      const verdict = t.targets?.[name];
      return verdict ? [{ id: t.id, verdict }] : [];
    });
    return {
      name,
      summary,
      tools: report.tools.length,
      refused: verdicts.filter((v) => !v.verdict.accepted),
      lossy: verdicts.filter((v) => v.verdict.accepted && v.verdict.lost.length > 0)
    };
  });
}

/** "refused 1 of 27, 22 lose keywords, request over: optional_parameters 267 > 24". */
export function targetHeadline(r: TargetRows): string {
  const over = Object.entries(r.summary.limits).filter(([, l]) => !l.ok);
  const limits =
    Object.keys(r.summary.limits).length === 0
      ? ''
      : over.length === 0
        ? ', within the per-request limits'
        : `, over the per-request limits: ${over.map(([k, l]) => `${k.replace(/_/g, ' ')} ${l.value} > ${l.limit}`).join(', ')}`;
  return `${r.summary.rejected} of ${r.tools} tools refused, ${r.summary.lossy} accepted but lose keywords${limits}`;
}

const MAX_LISTED = 20;

export function targetTextLines(report: LintReport): string[] {
  const out: string[] = [];
  for (const r of targetRows(report)) {
    out.push('', `── target ${r.name}: ${targetHeadline(r)} ──`);
    for (const { id, verdict } of r.refused.slice(0, MAX_LISTED)) {
      out.push(
        `  refused  ${sanitize(id)}: ${sanitize(verdict.reasons[0])}${verdict.reasons.length > 1 ? ` (+${verdict.reasons.length - 1} more)` : ''}`
      );
    }
    if (r.refused.length > MAX_LISTED) out.push(`  ... and ${r.refused.length - MAX_LISTED} more refused`);
    for (const { id, verdict } of r.lossy.slice(0, MAX_LISTED))
      out.push(`  lost     ${sanitize(id)}: ${verdict.lost.join(', ')}`);
    if (r.lossy.length > MAX_LISTED) out.push(`  ... and ${r.lossy.length - MAX_LISTED} more losing keywords`);
    out.push(`  rules and sources: docs/targets.md (${TARGETS[r.name].title})`);
  }
  return out;
}

export function targetMarkdownLines(report: LintReport): string[] {
  const rows = targetRows(report);
  if (rows.length === 0) return [];
  const out = ['', '| target | refused | lose keywords | per request |', '| --- | ---: | ---: | --- |'];
  for (const r of rows) {
    const limits = Object.entries(r.summary.limits)
      .map(([k, l]) => `${k.replace(/_/g, ' ')} ${l.value}/${l.limit}${l.ok ? '' : ' ✗'}`)
      .join(', ');
    out.push(`| ${r.name} | ${r.summary.rejected} of ${r.tools} | ${r.summary.lossy} | ${limits || '—'} |`);
  }
  for (const r of rows)
    for (const { id, verdict } of r.refused.slice(0, MAX_LISTED))
      out.push(`- **${r.name}** refuses \`${escapeMarkdown(id)}\`: ${escapeMarkdown(verdict.reasons[0])}`);
  return out;
}

export function targetHtml(report: LintReport): string {
  const rows = targetRows(report);
  if (rows.length === 0) return '';
  const summary = htmlTable(
    ['target', 'refused', 'lose keywords', 'per request'],
    rows.map((r) => [
      escapeHtml(r.name),
      `${r.summary.rejected} of ${r.tools}`,
      String(r.summary.lossy),
      escapeHtml(
        Object.entries(r.summary.limits)
          .map(([k, l]) => `${k.replace(/_/g, ' ')} ${l.value}/${l.limit}${l.ok ? '' : ' (over)'}`)
          .join(', ') || '—'
      )
    ]),
    [1, 2]
  );
  const refused = rows.flatMap((r) =>
    r.refused.map(({ id, verdict }) => [escapeHtml(r.name), escapeHtml(id), escapeHtml(verdict.reasons.join('; '))])
  );
  return [
    '<h3>targets</h3>',
    summary,
    ...(refused.length > 0 ? [htmlTable(['target', 'tool', 'why refused'], refused)] : [])
  ].join('\n');
}
