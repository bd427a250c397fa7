/**
 * Deterministic claim checks: text contains, regex, a number within a tolerance, against the final
 * answer or the outputs of a named tool. User regexes run only through an injected evaluator, so
 * each host bounds them its own way (Node: a VM timeout; the browser: a worker it can terminate).
 */
import type { TraceCall, TraceRun } from '../trace/types.ts';
import { toolIdMatches } from './tool-match.ts';
import type { Check, CheckSource } from './types.ts';

export type RegexOutcome = { ok: true; matched: boolean; match?: string } | { ok: false; error: string };

/** Runs a user-supplied pattern with a bound on time or complexity; never throws. */
export interface RegexEvaluator {
  test(pattern: string, flags: string, text: string): RegexOutcome | Promise<RegexOutcome>;
}

export type CheckOutcome = { ok: true; pass: boolean; evidence: string } | { ok: false; error: string };

/** Text of a tool output: a string as is; an MCP result's text parts (and structured content); else JSON. */
export function outputText(result: unknown): string {
  if (result === undefined || result === null) return '';
  if (typeof result === 'string') return result;
  if (typeof result === 'object' && !Array.isArray(result)) {
    const r = result as { content?: unknown; structuredContent?: unknown };
    if (Array.isArray(r.content)) {
      const parts = r.content.flatMap((c) =>
        c !== null && typeof c === 'object' && typeof (c as { text?: unknown }).text === 'string'
          ? [(c as { text: string }).text]
          : []
      );
      if (r.structuredContent !== undefined) parts.push(JSON.stringify(r.structuredContent));
      return parts.join('\n');
    }
  }
  return JSON.stringify(result) ?? '';
}

/** The texts a check reads: the answer, or every successful output of the named tool. */
export function sourceTexts(source: CheckSource | undefined, run: TraceRun): string[] {
  if (source === undefined || source === 'answer') return [run.answer ?? ''];
  return run.calls
    .filter((c: TraceCall) => !c.isError && toolIdMatches(source.tool, c))
    .map((c) => outputText(c.result));
}

const collapse = (s: string, caseSensitive: boolean) => {
  const collapsed = s.replace(/\s+/g, ' ');
  return caseSensitive ? collapsed : collapsed.toLowerCase();
};
// The claims of a run check the same answer several times over: the last text's form is kept
// (one entry, so memory stays flat on a trace of thousands of runs).
let last: { text: string; caseSensitive: boolean; normal: string } | undefined;
const normalise = (s: string, caseSensitive: boolean) => {
  if (last?.text !== s || last.caseSensitive !== caseSensitive)
    last = { text: s, caseSensitive, normal: collapse(s, caseSensitive) };
  return last.normal;
};

/**
 * Numbers as people write them: `-3`, `2.5`, `2,702`, `1,234.5`. A minus only counts when it does
 * not follow a word character, so the range `14-18` reads as 14 and 18, not 14 and -18.
 */
const NUMBER = /(?:(?<![\w.])-)?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?/g;

export function numbersIn(text: string): Array<{ value: number; end: number; raw: string }> {
  const out: Array<{ value: number; end: number; raw: string }> = [];
  for (const m of text.matchAll(NUMBER))
    out.push({ value: Number(m[0].replace(/,/g, '')), end: m.index! + m[0].length, raw: m[0] });
  return out;
}

function snippet(text: string, at: number, length: number): string {
  const from = Math.max(0, at - 30);
  const to = Math.min(text.length, at + length + 30);
  return (from > 0 ? '…' : '') + text.slice(from, to).replace(/\s+/g, ' ') + (to < text.length ? '…' : '');
}

async function checkOne(check: Check, text: string, regex: RegexEvaluator | undefined): Promise<CheckOutcome> {
  if ('contains' in check) {
    const needles = Array.isArray(check.contains) ? check.contains : [check.contains];
    const hay = normalise(text, check.case_sensitive === true);
    for (const needle of needles) {
      if (!hay.includes(collapse(needle, check.case_sensitive === true)))
        return { ok: true, pass: false, evidence: `'${needle}' not found` };
    }
    const first = hay.indexOf(collapse(needles[0], check.case_sensitive === true));
    return { ok: true, pass: true, evidence: snippet(text.replace(/\s+/g, ' '), first, needles[0].length) };
  }
  if ('regex' in check) {
    if (!regex) return { ok: false, error: 'a regex check needs a regex evaluator, and none is configured' };
    const r = await regex.test(check.regex, check.flags ?? '', text);
    if (!r.ok) return { ok: false, error: `regex /${check.regex}/ could not run: ${r.error}` };
    return {
      ok: true,
      pass: r.matched,
      evidence: r.matched ? `matched '${r.match ?? ''}'` : `/${check.regex}/ did not match`
    };
  }
  const tolerance = check.tolerance ?? 0;
  for (const n of numbersIn(text)) {
    if (Math.abs(n.value - check.number) > tolerance + 1e-9) continue;
    if (check.unit && !text.slice(n.end).replace(/^\s+/, '').toLowerCase().startsWith(check.unit.toLowerCase()))
      continue;
    return { ok: true, pass: true, evidence: snippet(text, n.end - n.raw.length, n.raw.length) };
  }
  return {
    ok: true,
    pass: false,
    evidence: `no number within ${tolerance} of ${check.number}${check.unit ? ` ${check.unit}` : ''}`
  };
}

/** All checks must pass; each passes when any text of its source passes. */
export async function runChecks(
  checks: readonly Check[],
  run: TraceRun,
  regex?: RegexEvaluator
): Promise<CheckOutcome> {
  const evidence: string[] = [];
  for (const check of checks) {
    const texts = sourceTexts(check.in, run);
    let outcome: CheckOutcome = {
      ok: true,
      pass: false,
      evidence: check.in && check.in !== 'answer' ? `no successful output of '${check.in.tool}'` : 'no answer'
    };
    for (const text of texts) {
      const r = await checkOne(check, text, regex);
      if (!r.ok) return r;
      outcome = r;
      if (r.pass) break;
    }
    if (!outcome.ok || !outcome.pass) return outcome;
    evidence.push(outcome.evidence);
  }
  return { ok: true, pass: true, evidence: evidence.join('; ') };
}
