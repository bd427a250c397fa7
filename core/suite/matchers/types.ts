/** The shape every matcher shares: `{ id, describe, match(actual, expected, ctx) => { pass, score, reason } }`. */

export interface MatchResult {
  pass: boolean;
  /** 1 when it passes, 0 when it fails (matchers here are all-or-nothing). */
  score: number;
  /** Why it passed or failed, in words a reader of the report can act on. */
  reason: string;
}

/**
 * Runs a user regex. Injected so each host can bound its time: the core stays pure and cannot
 * interrupt a runaway pattern itself (Node uses a vm timeout, the browser a worker).
 */
export type RegexEvaluator = (
  pattern: string,
  text: string,
  flags?: string
) => { matched: boolean } | { error: string };

export interface MatchContext {
  regex: RegexEvaluator;
}

export interface Matcher<E = unknown> {
  id: string;
  /** One line for reports: what the matcher expects. */
  describe(expected: E): string;
  match(actual: unknown, expected: E, ctx: MatchContext): MatchResult;
}

export function result(pass: boolean, reason: string): MatchResult {
  return { pass, score: pass ? 1 : 0, reason };
}
