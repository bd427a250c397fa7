/** How much a change to a tool surface can hurt the agents and clients that use it, least first. */
export const IMPACTS = ['none', 'additive', 'risky', 'breaking'] as const;
export type Impact = (typeof IMPACTS)[number];

/** The impacts `diff --fail-on` takes: fail at this level or above (`none` never fails). */
export const FAIL_ON_IMPACTS = ['breaking', 'risky', 'none'] as const;
export type FailOnImpact = (typeof FAIL_ON_IMPACTS)[number];

/** One reason a change has its impact: a sentence naming the field. */
export interface ImpactReason {
  impact: Impact;
  reason: string;
}

const rank = (i: Impact) => IMPACTS.indexOf(i);

/** The worst of some impacts; `none` for none. */
export function worstImpact(list: Iterable<Impact>): Impact {
  let out: Impact = 'none';
  for (const i of list) if (rank(i) > rank(out)) out = i;
  return out;
}

/** Whether an impact reaches a --fail-on level (`none` is never reached). */
export function reaches(impact: Impact, failOn: FailOnImpact): boolean {
  return failOn !== 'none' && rank(impact) >= rank(failOn);
}

/** Worst first, then in the order found: how reasons are listed. */
export function sortReasons(list: ImpactReason[]): ImpactReason[] {
  return list
    .map((r, i) => [r, i] as const)
    .sort((a, b) => rank(b[0].impact) - rank(a[0].impact) || a[1] - b[1])
    .map(([r]) => r);
}
