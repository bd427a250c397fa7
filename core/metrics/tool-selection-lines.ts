/**
 * The lines the CLI prints for a tool_selection floor, as a pure function of the result:
 *
 *   tool-selection floor [PASS] weather selection: selection 9/10 (90%), pass^k 90%, tokens 1520 median / 1840 max
 *
 * and, when the floor fails, one FLOOR line per failed condition followed by one line per run that
 * missed (did not select, or broke the budget), in run order:
 *
 *   FLOOR weather selection: selection rate 60% is below the 80% floor (6 of 10 runs selected `get_weather`)
 *   FLOOR weather selection: 3 of 10 runs exceeded the 2000-token budget (worst run 3120 tokens)
 *   run 4: 2400 tokens, over budget
 *   run 7: did not select `get_weather`, called search
 *
 * Edge cases: no recorded token count anywhere prints `tokens unknown`; a run with no calls prints
 * `called nothing`; under a budget, runs with no token count get their own FLOOR line and
 * `run N: no token count, budget unchecked`. A run that missed both ways gets one line, joined by `; `.
 */
import type { ToolSelectionResult } from './tool-selection.ts';
import { maxOf } from '../stats/extremes.ts';

/** 0.8 -> "80%", 0.755 -> "75.5%": the declared floor as the author wrote it. */
function floorText(rate: number): string {
  return `${Number((rate * 100).toFixed(1))}%`;
}

export function toolSelectionSummaryLine(label: string, r: ToolSelectionResult): string {
  const tokens =
    r.tokens.median === undefined ? 'tokens unknown' : `tokens ${r.tokens.median} median / ${r.tokens.max} max`;
  return `tool-selection floor [${r.pass ? 'PASS' : 'FAIL'}] ${label}: selection ${r.selected}/${r.runs} (${r.selection_rate}%), pass^k ${r.pass_k}%, ${tokens}`;
}

/** The FLOOR lines and per-run lines; empty when the floor passed. */
export function toolSelectionFloorLines(label: string, r: ToolSelectionResult): string[] {
  if (r.pass) return [];
  const lines: string[] = [];
  const expected = `\`${r.expected_tool}\``;
  if (!r.rate_met) {
    lines.push(
      `FLOOR ${label}: selection rate ${r.selection_rate}% is below the ${floorText(r.min_selection_rate)} floor (${r.selected} of ${r.runs} runs selected ${expected})`
    );
  }
  if (r.over_budget > 0) {
    const worst = maxOf(r.detail.flatMap((d) => (d.tokens === undefined ? [] : [d.tokens])));
    lines.push(
      `FLOOR ${label}: ${r.over_budget} of ${r.runs} runs exceeded the ${r.max_total_tokens}-token budget (worst run ${worst} tokens)`
    );
  }
  if (r.no_token_count > 0) {
    lines.push(
      `FLOOR ${label}: ${r.no_token_count} of ${r.runs} runs recorded no token count, so the ${r.max_total_tokens}-token budget cannot be checked`
    );
  }
  if (r.detail.length === 0) lines.push(`run 1: no run was recorded`);
  for (const d of r.detail) {
    if (d.passed) continue;
    const parts: string[] = [];
    if (!d.selected)
      parts.push(`did not select ${expected}, called ${d.called.length === 0 ? 'nothing' : d.called.join(', ')}`);
    if (d.over_budget)
      parts.push(d.tokens === undefined ? 'no token count, budget unchecked' : `${d.tokens} tokens, over budget`);
    lines.push(`run ${d.run}: ${parts.join('; ')}`);
  }
  return lines;
}

/** Summary line first, then the FLOOR and run lines. */
export function toolSelectionLines(label: string, r: ToolSelectionResult): string[] {
  return [toolSelectionSummaryLine(label, r), ...toolSelectionFloorLines(label, r)];
}
