/** The tool-search part of the diff reports (diff --intents): recall@k per selector, then the intents whose rank moved. */
import type { SearchChange } from './search-change.ts';

const rank = (r: number | null) => (r === null ? '-' : String(r));
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** One line per selector: "lexical  recall@5 3/4 -> 2/4 (75.0% -> 50.0%); no-match answered 1/2 -> 2/2". */
export function searchSummary(s: SearchChange): string[] {
  const width = Math.max(0, ...s.selectors.map((x) => x.selector.length));
  return s.selectors.map((x) => {
    const nm = x.noMatch
      ? `; no-match answered ${x.noMatch.before}/${x.noMatch.n} -> ${x.noMatch.after}/${x.noMatch.n}`
      : '';
    return `${x.selector.padEnd(width)}  recall@${s.k} ${x.retrieved.before}/${x.n} -> ${x.retrieved.after}/${x.n} (${pct(x.recall.before)} -> ${pct(x.recall.after)})${nm}`;
  });
}

/** Per intent whose gold rank moved under any selector: its query and "lexical 2 -> 7, bm25 1 -> 1". */
export function movedIntents(s: SearchChange): Array<{ query: string; ranks: string; dropped: boolean }> {
  const first = s.selectors[0]?.intents ?? [];
  return first.flatMap((row, i) => {
    const moved = s.selectors.some((x) => x.intents[i].before !== x.intents[i].after);
    if (!moved) return [];
    return [
      {
        query: row.query,
        ranks: s.selectors
          .map((x) => `${x.selector} ${rank(x.intents[i].before)} -> ${rank(x.intents[i].after)}`)
          .join(', '),
        dropped: s.selectors.some((x) => x.dropped.includes(row.query))
      }
    ];
  });
}

export function searchText(s: SearchChange, clean: (t: string) => string): string[] {
  const out = ['', `tool search (gold tool's rank before -> after; recall@${s.k} over the intents with a gold tool)`];
  for (const line of searchSummary(s)) out.push(`  ${line}`);
  for (const m of movedIntents(s)) out.push(`  ${m.dropped ? 'OUT ' : '    '}"${clean(m.query)}"  ${m.ranks}`);
  return out;
}

export function searchMarkdown(s: SearchChange, md: (t: string) => string): string[] {
  const out = [`### Tool search (recall@${s.k})`, ''];
  for (const line of searchSummary(s)) out.push(`- ${md(line)}`);
  const moved = movedIntents(s);
  if (moved.length > 0) {
    out.push('', '| | intent | gold rank before → after |', '| --- | --- | --- |');
    for (const m of moved) out.push(`| ${m.dropped ? `out of top ${s.k}` : ''} | ${md(m.query)} | ${md(m.ranks)} |`);
  }
  out.push('');
  return out;
}
