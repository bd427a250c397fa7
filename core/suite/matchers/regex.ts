/**
 * `regex`: the value's text matches the pattern. The pattern runs through the host's evaluator,
 * which bounds its time; a timeout or a bad pattern fails the assertion with the reason.
 */
import { result, type Matcher, type RegexEvaluator } from './types.ts';
import { asText, preview } from './text.ts';

/** Longest text a pattern is run against; past it the tail is ignored (bounds work in every host). */
export const MAX_REGEX_INPUT = 1_000_000;

/** The unbounded fallback: fine for trusted patterns and tests; hosts pass their own. */
export const plainRegex: RegexEvaluator = (pattern, text, flags) => {
  try {
    return { matched: new RegExp(pattern, flags).test(text) };
  } catch (e) {
    return { error: `invalid regex: ${(e as Error).message}` };
  }
};

export const regex: Matcher<string> = {
  id: 'regex',
  describe: (expected) => `matches /${expected}/`,
  match(actual, expected, ctx) {
    const text = asText(actual).slice(0, MAX_REGEX_INPUT);
    const r = ctx.regex(expected, text);
    if ('error' in r) return result(false, `regex /${expected}/ could not run: ${r.error}`);
    return r.matched
      ? result(true, `matches /${expected}/`)
      : result(false, `expected text matching /${expected}/, got ${preview(actual)}`);
  }
};
