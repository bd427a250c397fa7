/**
 * Bench report formatters: pure `(run, context) => string`, keyed by name. Only the CLI writes them.
 * JSON is exactly the report; text is a table a person reads top to bottom, baseline first;
 * markdown is the same for a pull-request comment.
 */
import { card, escapeHtml, htmlPage, preformatted } from '../render/page.ts';
import { formatBenchMarkdown } from './format-markdown.ts';
import { formatBenchText, pct, signedPct } from './format-text.ts';
import type { BenchRun } from './run-bench.ts';
import type { BenchFormatContext, BenchFormatter } from './formatter.ts';

export type { BenchFormatContext, BenchFormatter };

export const formatBenchJson: BenchFormatter = (run) => JSON.stringify(run.report, null, 2) + '\n';

/** The text report in a self-contained HTML page (no script, nothing fetched), every character escaped. */
export const formatBenchHtml: BenchFormatter = (run, context) => formatBenchHtmlMany([{ run, context }]);

/** Several specs' runs in one page (`toolgauge bench a.yml b.yml --format html`), one section each. */
export function formatBenchHtmlMany(runs: Array<{ run: BenchRun; context: BenchFormatContext }>): string {
  const title =
    runs.length === 1
      ? `toolgauge bench${runs[0].context.file ? `: ${runs[0].context.file}` : ''}`
      : `toolgauge bench: ${runs.length} specs`;
  const out = [`<h1>${escapeHtml(title)}</h1>`];
  for (const { run, context } of runs) {
    const report = run.report;
    if (runs.length > 1) out.push(`<h2>${escapeHtml(context.file ?? '')}</h2>`);
    // One selector: its headline figures as cards (a multi-selector run has them per selector in the text).
    if ('baseline' in report) {
      out.push(
        '<div class="cards">',
        card('baseline accuracy', pct(report.baseline.accuracy)),
        card('intents', String(report.baseline.n)),
        card('max drop', report.max_drop === null ? '-' : signedPct(report.max_drop).trim()),
        '</div>'
      );
    }
    out.push(preformatted(formatBenchText(run, context)));
    if (context.appendix) out.push(preformatted(context.appendix));
  }
  return htmlPage(title, out.join('\n'));
}

export const BENCH_FORMATS = {
  text: formatBenchText,
  json: formatBenchJson,
  markdown: formatBenchMarkdown,
  html: formatBenchHtml
} satisfies Record<string, BenchFormatter>;
export type BenchFormatName = keyof typeof BENCH_FORMATS;

export { formatBenchText, formatBenchMarkdown };
