/**
 * `bench --pin TARGET`: per selector of the run, the pin advisor's answer (which tools to keep always
 * visible so recall@k reaches TARGET for the fewest cl100k tokens) and when each client defers
 * tools at all. Text after the bench report, or a `pin` object in the JSON report.
 */
import { deferralVerdicts, type DeferralVerdict } from './deferral.ts';
import { advisePins, type PinAdvice } from './pin-advisor.ts';
import type { BenchRun } from './run-bench.ts';
import type { SelectorName } from './selector.ts';
import type { BenchSpec } from './types.ts';
import { sanitize } from '../text/sanitize.ts';
import { countToolTokens, type Encoders } from '../tokens/encoders.ts';

export interface PinReport {
  target: number;
  k: number;
  tokenizer: 'cl100k';
  selectors: Partial<Record<SelectorName, PinAdvice>>;
  clients: DeferralVerdict[];
}

export function pinReport(spec: BenchSpec, run: BenchRun, target: number, encoders: Encoders): PinReport {
  const tokens = spec.catalog.tools.map((t) => countToolTokens(t.tool, encoders).cl100k);
  const selectors: Partial<Record<SelectorName, PinAdvice>> = {};
  for (const r of run.runs)
    selectors[r.name] = advisePins({
      catalog: spec.catalog,
      intents: spec.intents,
      selector: r.name,
      k: run.k,
      target,
      tokens
    });
  return {
    target,
    k: run.k,
    tokenizer: 'cl100k',
    selectors,
    clients: deferralVerdicts(tokens.reduce((a, b) => a + b, 0))
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatPinText(report: PinReport): string {
  const out = [`── pin advice: recall@${report.k} >= ${pct(report.target)} for the fewest tokens (cl100k) ──`];
  for (const [name, a] of Object.entries(report.selectors) as Array<[SelectorName, PinAdvice]>) {
    const what = a.pinned.length === 0 ? 'pin nothing' : `pin ${a.pinned.map(sanitize).join(', ')}`;
    const verdict = a.reached ? 'reaches' : 'cannot reach';
    out.push(
      `${name}: ${what} (${a.pinnedTokens} tokens) -> recall@${report.k} ${pct(a.recall)} (search alone ${pct(a.searchOnlyRecall)}; ${verdict} the target); saves ${a.saved} of ${a.allTokens} tokens against loading every tool${a.exact ? '' : ' (greedy: the search stopped early, maybe not the cheapest)'}`
    );
  }
  out.push('when clients defer tools at all:');
  for (const c of report.clients)
    out.push(
      `  ${c.client}: ${c.defers === true ? 'defers' : c.defers === false ? 'loads every tool' : 'defers tools marked'}: ${c.why}; pin with ${c.pin} (${c.source})`
    );
  return out.join('\n') + '\n';
}

/** The advice as a Markdown section: the text lines in a code block (names stay literal). */
export function formatPinMarkdown(report: PinReport): string {
  const text = formatPinText(report);
  const runs = text.match(/`+/g) ?? [];
  const fence = '`'.repeat(Math.max(3, ...runs.map((r) => r.length + 1)));
  return `### Pin advice\n\n${fence}text\n${text}${fence}\n`;
}
