/**
 * The suite report as one self-contained HTML file: the summary, a row per test (verdict, score),
 * then the full text report, escaped. No script, nothing fetched (see core/render/page.ts).
 */
import type { SuiteReport } from '../../suite/report-types.ts';
import { formatNumber } from '../describe.ts';
import { card, escapeHtml, htmlPage, htmlTable, preformatted } from '../../render/page.ts';
import { suiteTitle } from './markdown-parts.ts';
import { formatSuiteReportText } from './text.ts';

const VERDICT_CLASS = { pass: 'ok', fail: 'crit', error: 'crit', skip: 'muted' } as const;

export function formatSuiteHtml(report: SuiteReport): string {
  const title = `toolgauge suite: ${suiteTitle(report)}`;
  const s = report.summary;
  const out = [`<h1>${escapeHtml(title)}</h1>`, '<div class="cards">'];
  out.push(
    card('passed', String(s.pass), 'ok'),
    card('failed', String(s.fail), s.fail > 0 ? 'crit' : ''),
    card('errors', String(s.error), s.error > 0 ? 'crit' : ''),
    card('skipped', String(s.skip)),
    card('floors breached', String(s.floors_breached), s.floors_breached > 0 ? 'crit' : ''),
    '</div>'
  );
  const rows = report.tests.map((t) => [
    escapeHtml(t.name),
    `<span class="${VERDICT_CLASS[t.verdict]}">${t.verdict}</span>`,
    t.score === undefined ? '–' : formatNumber(t.score)
  ]);
  if (rows.length > 0) out.push(htmlTable(['test', 'verdict', 'score'], rows, [2]));
  out.push('<details><summary>Full report</summary>', preformatted(formatSuiteReportText(report)), '</details>');
  return htmlPage(title, out.join('\n'));
}
