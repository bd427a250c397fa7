/**
 * The bench's text report: the baseline with its intervals first, then each intent's pick and
 * rank, the mutations with where every flipped intent went, the gates, the catalog summary, the
 * sweep's carry and confusion, and the per-tool retrievability table. With several selectors a
 * side-by-side summary and picks table come first, then one mutations section per selector.
 */
import type { BenchFormatter } from './formatter.ts';
import { gateOutcomes, type GateOutcome } from './gate.ts';
import { mutationLabel } from './mutations/index.ts';
import type { BenchRun, SelectorRun } from './run-bench.ts';
import type { BaselineReport, MutationSpec } from './types.ts';
import { escapeTerminal } from '../text/sanitize.ts';

export const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
export const signedPct = (x: number) => `${x > 0 ? '+' : x < 0 ? '-' : ' '}${(Math.abs(x) * 100).toFixed(1)}%`;
export const ci = ([lo, hi]: [number, number]) => `[${pct(lo)}, ${pct(hi)}]`;
export const pickName = (id: string | null) => id ?? '(no pick)';
export const rankText = (rank: number | null) => (rank === null ? '-' : String(rank));

/** How many retrievability rows the text shows before pointing at the JSON. */
const RETRIEVABILITY_ROWS = 40;

/** Left-aligned columns, two spaces apart; the last column is not padded. */
function table(rows: string[][], indent = '  '): string[] {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows.map(
    (r) =>
      indent +
      r
        .map((cell, c) => (c === r.length - 1 ? cell : cell.padEnd(widths[c])))
        .join('  ')
        .trimEnd()
  );
}

const recallLine = (b: BaselineReport) =>
  `recall@${b.k} ${pct(b.recall_at_k)} (${b.retrieved}/${b.n} intent${b.n === 1 ? '' : 's'})  95% Wilson CI ${ci(b.recall_ci)}  MRR ${b.mrr.toFixed(3)}`;

/** "answered 3 of 5 no-match intents with a tool anyway (60.0%, 95% Wilson CI [...])", or undefined without any. */
export const noMatchText = (b: BaselineReport): string | undefined =>
  b.no_match
    ? `answered ${b.no_match.answered} of ${b.no_match.n} no-match intents with a tool anyway (${pct(b.no_match.rate)}, 95% Wilson CI ${ci(b.no_match.ci)})`
    : undefined;

/** The gold column: a no-match intent's right answer is no tool. */
export const goldText = (gold: string[]) => gold.join(', ') || '(no tool)';

function gateText(outcomes: GateOutcome[], run: SelectorRun, gate: GateOutcome['gate']): string {
  const o = outcomes.find((g) => g.selector === run.name && g.gate === gate);
  if (!o) return '';
  if (gate === 'min-drop' && o.value === null) return `  (gate --min-drop ${o.threshold}: FAIL, no mutations)`;
  return `  (gate --${gate} ${o.threshold}: ${o.pass ? 'pass' : 'FAIL'})`;
}

function mutationsSection(run: SelectorRun, mutations: MutationSpec[], k: number): string[] {
  const { report } = run;
  const out: string[] = [];
  if (report.mutations.length === 0) {
    out.push('mutations: none declared (add some under mutations:, or run with --sweep)');
    return out;
  }
  out.push('mutations');
  const rows = [
    ['tool', 'mutation', 'accuracy', '95% CI', 'drop', `recall@${k}`, 'recall drop', 'tokens removed', 'smells added']
  ];
  report.mutations.forEach((m, i) => {
    const spec = mutations[i];
    rows.push([
      m.tool,
      spec ? mutationLabel(spec) : m.kind,
      pct(m.accuracy),
      ci(m.ci),
      signedPct(m.drop),
      pct(m.recall_at_k),
      signedPct(m.recall_drop),
      String(m.tokens_removed),
      m.smells_added.join(', ') || '-'
    ]);
  });
  const lines = table(rows);
  out.push(lines[0]);
  report.mutations.forEach((_, i) => {
    out.push(lines[i + 1]);
    for (const f of run.flips[i] ?? [])
      out.push(`      ${f.gained ? 'fixed' : 'lost '}  "${f.query}": ${pickName(f.from)} -> ${pickName(f.to)}`);
  });
  return out;
}

function sweepSection(run: SelectorRun, k: number): string[] {
  const { report } = run;
  const out: string[] = [];
  if (report.carry) {
    out.push('', `sweep: ${run.sweepMutations} generated mutations`);
    out.push(
      `carry (correct picks each tool loses: whole-description edits, then the words they hang on; recall@${k} lost: blank/generic/75/50/25)`
    );
    const rows = [
      [
        'tool',
        'correct',
        'blank',
        'generic',
        'trunc 75%',
        'trunc 50%',
        'trunc 25%',
        `recall@${k} lost`,
        'words (picks lost when dropped)'
      ]
    ];
    for (const c of report.carry) {
      const words =
        c.words
          .slice(0, 6)
          .map((w) => `${w.word} ${w.picks}`)
          .join(', ') + (c.words.length > 6 ? `, +${c.words.length - 6} more` : '');
      const r = c.recall_lost;
      rows.push([
        c.tool,
        String(c.correct_picks),
        String(c.lost.blank),
        String(c.lost.genericize),
        String(c.lost.truncate_75),
        String(c.lost.truncate_50),
        String(c.lost.truncate_25),
        `${r.blank}/${r.genericize}/${r.truncate_75}/${r.truncate_50}/${r.truncate_25}`,
        words || '-'
      ]);
    }
    out.push(...table(rows));
  }
  if (report.confusion) {
    out.push('');
    if (report.confusion.length === 0) out.push('confusion: no pick moved between tools under any sweep mutation');
    else {
      out.push('confusion (picks that moved between two tools when one was weakened)');
      const rows = [['tool a', 'tool b', 'a -> b', 'b -> a', 'total']];
      for (const c of report.confusion.slice(0, 20))
        rows.push([c.a, c.b, String(c.a_to_b), String(c.b_to_a), String(c.total)]);
      out.push(...table(rows));
      if (report.confusion.length > 20)
        out.push(`  ... ${report.confusion.length - 20} more pairs (--format json lists all)`);
    }
  }
  return out;
}

function retrievabilitySection(run: BenchRun): string[] {
  const entries = run.report.retrievability;
  const asked = entries.filter((e) => e.queries.length > 0);
  const unasked = entries.filter((e) => e.queries.length === 0);
  const out: string[] = [
    '',
    "retrievability (each tool's own rank for the intents it is gold for, worst first; - = not ranked)"
  ];
  const names = run.runs.map((r) => r.name);
  const rows = [['tool', 'intents', ...names]];
  for (const e of asked.slice(0, RETRIEVABILITY_ROWS))
    rows.push([e.tool, String(e.queries.length), ...names.map((n) => (e.ranks[n] ?? []).map(rankText).join(', '))]);
  if (asked.length > 0) out.push(...table(rows));
  if (asked.length > RETRIEVABILITY_ROWS)
    out.push(`  ... ${asked.length - RETRIEVABILITY_ROWS} more tools (--format json lists all)`);
  if (unasked.length > 0) out.push(`  no intent names: ${unasked.map((e) => e.tool).join(', ')}`);
  return out;
}

export const formatBenchText: BenchFormatter = (run, context) => {
  const { report } = run;
  const outcomes = gateOutcomes(run, context);
  const out: string[] = [`toolgauge bench${context.file ? `: ${context.file}` : ''}`, ''];
  const several = run.runs.length > 1;

  if (!several) {
    const b = run.runs[0].report.baseline;
    out.push(
      `baseline  accuracy ${pct(b.accuracy)} (${b.correct}/${b.n} intent${b.n === 1 ? '' : 's'})  95% Wilson CI ${ci(b.ci)}`
    );
    out.push(
      `          ${recallLine(b)}${gateText(outcomes, run.runs[0], 'min-recall')}  [selector ${run.runs[0].name}]`
    );
    const noMatch = noMatchText(b);
    if (noMatch) out.push(`no-match  ${noMatch}`);
    out.push('');
    if (b.picks.length > 0) {
      out.push('picks');
      const rows = [['', 'query', 'picked', 'rank', 'gold', `top ${b.k}`]];
      for (const p of b.picks)
        rows.push([
          p.correct ? 'ok' : 'MISS',
          p.query,
          pickName(p.picked),
          rankText(p.rank),
          goldText(p.gold),
          p.top.join(', ')
        ]);
      out.push(...table(rows), '');
    }
  } else {
    out.push('selectors (side by side)');
    const rows = [['selector', 'accuracy', '95% CI', `recall@${run.k}`, '95% CI', 'MRR']];
    for (const r of run.runs) {
      const b = r.report.baseline;
      rows.push([
        r.name,
        `${pct(b.accuracy)} (${b.correct}/${b.n})`,
        ci(b.ci),
        `${pct(b.recall_at_k)} (${b.retrieved}/${b.n})`,
        ci(b.recall_ci),
        b.mrr.toFixed(3)
      ]);
    }
    out.push(...table(rows));
    for (const r of run.runs) {
      const g = gateText(outcomes, r, 'min-recall');
      if (g) out.push(`  ${r.name}${g}`);
    }
    for (const r of run.runs) {
      const noMatch = noMatchText(r.report.baseline);
      if (noMatch) out.push(`  ${r.name} ${noMatch}`);
    }
    out.push('');
    const first = run.runs[0].report.baseline;
    if (first.picks.length > 0) {
      out.push('picks (pick, and the rank of the best gold tool)');
      const rows = [['query', 'gold', ...run.runs.flatMap((r) => [r.name, 'rank'])]];
      first.picks.forEach((p, i) => {
        const cells = run.runs.flatMap((r) => {
          const q = r.report.baseline.picks[i];
          return [`${q.correct ? 'ok' : 'MISS'} ${pickName(q.picked)}`, rankText(q.rank)];
        });
        rows.push([p.query, goldText(p.gold), ...cells]);
      });
      out.push(...table(rows), '');
    }
  }

  for (const r of run.runs) {
    if (several) out.push(`── selector ${r.name} ──`);
    out.push(...mutationsSection(r, context.mutations, run.k), '');
    const max = r.report.max_drop;
    out.push(`max drop  ${max === null ? '-' : signedPct(max)}${gateText(outcomes, r, 'min-drop')}`);
    if (r.report.max_recall_drop !== null) out.push(`max recall@${run.k} drop  ${signedPct(r.report.max_recall_drop)}`);
    out.push(...sweepSection(r, run.k));
    if (several) out.push('');
  }

  const smellTotal = Object.values(report.smells).reduce((a, c) => a + c, 0);
  const smellList = Object.entries(report.smells)
    .filter(([, c]) => c > 0)
    .map(([g, c]) => `${g} ${c}`)
    .join(', ');
  out.push(
    `catalog   TDQS mean ${report.tdqs.mean.toFixed(3)}, min ${report.tdqs.min.toFixed(3)}; smells ${smellTotal}${smellList ? ` (${smellList})` : ''}; ${report.tokens.whitespace} whitespace tokens`
  );
  out.push(...retrievabilitySection(run));
  // Tool names, intents and queries come from the spec and catalog: escaped, as lint's text is.
  return escapeTerminal(out.join('\n')) + '\n';
};
