/** The matcher registry and `runMatcher`, which dispatches a `{ <id>: expected }` object. */
import { contains } from './contains.ts';
import { exact } from './exact.ts';
import { icontains } from './icontains.ts';
import { makeNot, type Inner } from './not.ts';
import { plainRegex, regex } from './regex.ts';
import { schema } from './schema.ts';
import { result, type Matcher, type MatchContext, type MatchResult } from './types.ts';

export type MatcherId = 'exact' | 'contains' | 'icontains' | 'regex' | 'schema' | 'not';

export const DEFAULT_MATCH_CONTEXT: MatchContext = { regex: plainRegex };

function entry(m: Inner): [string, unknown] | undefined {
  const keys = Object.keys(m);
  return keys.length === 1 ? [keys[0], m[keys[0]]] : undefined;
}

export function describeMatcher(m: Inner): string {
  const e = entry(m);
  const matcher = e ? MATCHERS[e[0] as MatcherId] : undefined;
  return e && matcher ? (matcher as Matcher<unknown>).describe(e[1]) : JSON.stringify(m);
}

export function runMatcher(m: Inner, actual: unknown, ctx: MatchContext = DEFAULT_MATCH_CONTEXT): MatchResult {
  const e = entry(m);
  const matcher = e ? MATCHERS[e[0] as MatcherId] : undefined;
  if (!e || !matcher) return result(false, `not a matcher: ${JSON.stringify(m)}`);
  return (matcher as Matcher<unknown>).match(actual, e[1], ctx);
}

export const MATCHERS = {
  exact,
  contains,
  icontains,
  regex,
  schema,
  not: makeNot(runMatcher, describeMatcher)
} satisfies Record<MatcherId, Matcher<never>>;
