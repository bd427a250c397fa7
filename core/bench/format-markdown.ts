/**
 * The bench report as Markdown for a pull-request comment: a summary table with one row per
 * selector (accuracy, recall@k, MRR with their intervals), the gates, each intent's pick and rank,
 * the declared mutations with their accuracy and recall drops, and the retrievability table. Every
 * string from the spec or the catalog goes through escapeMarkdown, so a hostile catalog can inject
 * no markup, HTML or mentions.
 */
import { escapeMarkdown as md } from '../render/markdown.ts';
import type { BenchFormatter } from './format.ts';
import { ci, goldText, noMatchText, pct, rankText, signedPct } from './format-text.ts';
import { gateOutcomes } from './gate.ts';
import { mutationLabel } from './mutations/index.ts';

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const code = (id: string | null) => (id === null ? '*no pick*' : md(id));
const MAX_ROWS = 50;

export const formatBenchMarkdown: BenchFormatter = (run, context) => {
  const { report, k } = run;
  const out: string[] = [`## toolgauge bench${context.file ? `: ${md(context.file)}` : ''}`, ''];
  out.push(
    row(['selector', 'accuracy', '95% CI', `recall@${k}`, '95% CI', 'MRR']),
    row(['---', '---:', '---', '---:', '---', '---:'])
  );
  for (const r of run.runs) {
    const b = r.report.baseline;
    out.push(
      row([
        r.name,
        `${pct(b.accuracy)} (${b.correct}/${b.n})`,
        ci(b.ci),
        `${pct(b.recall_at_k)} (${b.retrieved}/${b.n})`,
        ci(b.recall_ci),
        b.mrr.toFixed(3)
      ])
    );
  }
  const noMatch = run.runs.flatMap((r) => {
    const text = noMatchText(r.report.baseline);
    return text ? [`- ${r.name}: ${text}`] : [];
  });
  if (noMatch.length > 0) out.push('', ...noMatch);
  const gates = gateOutcomes(run, context);
  if (gates.length > 0) {
    out.push('');
    for (const g of gates) {
      const value = g.value === null ? 'no mutations' : pct(g.value);
      out.push(`- ${g.pass ? '✅' : '❌'} \`--${g.gate} ${g.threshold}\` (${g.selector}): ${value}`);
    }
  }

  const picks = run.runs[0].report.baseline.picks;
  if (picks.length > 0) {
    out.push('', '<details><summary>Picks and ranks</summary>', '');
    out.push(
      row(['query', 'gold', ...run.runs.flatMap((r) => [`${r.name} pick`, 'rank'])]),
      row(['---', '---', ...run.runs.flatMap(() => ['---', '---:'])])
    );
    picks.forEach((p, i) => {
      const cells = run.runs.flatMap((r) => {
        const q = r.report.baseline.picks[i];
        return [`${q.correct ? '✅' : '❌'} ${code(q.picked)}`, rankText(q.rank)];
      });
      out.push(row([md(p.query), goldText(p.gold.map(md)), ...cells]));
    });
    out.push('', '</details>');
  }

  const declared = run.runs[0].report.mutations;
  if (declared.length > 0) {
    out.push('', '### Mutations', '');
    out.push(
      row(['tool', 'mutation', ...run.runs.flatMap((r) => [`${r.name} drop`, `recall@${k} drop`])]),
      row(['---', '---', ...run.runs.flatMap(() => ['---:', '---:'])])
    );
    declared.forEach((m, i) => {
      const spec = context.mutations[i];
      const cells = run.runs.flatMap((r) => [
        signedPct(r.report.mutations[i].drop),
        signedPct(r.report.mutations[i].recall_drop)
      ]);
      out.push(row([md(m.tool), md(spec ? mutationLabel(spec) : m.kind), ...cells]));
    });
  }

  const asked = report.retrievability.filter((e) => e.queries.length > 0);
  if (asked.length > 0) {
    out.push(
      '',
      '### Retrievability',
      '',
      `Each tool's own rank for the intents it is gold for, worst first (- = not ranked).`,
      ''
    );
    out.push(
      row(['tool', 'intents', ...run.runs.map((r) => r.name)]),
      row(['---', '---:', ...run.runs.map(() => '---')])
    );
    for (const e of asked.slice(0, MAX_ROWS))
      out.push(
        row([
          md(e.tool),
          String(e.queries.length),
          ...run.runs.map((r) => (e.ranks[r.name] ?? []).map(rankText).join(', '))
        ])
      );
    if (asked.length > MAX_ROWS) out.push('', `${asked.length - MAX_ROWS} more tools in the JSON report.`);
  }
  return out.join('\n') + '\n';
};
