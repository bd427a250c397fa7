/** `not`: passes when the inner matcher fails (and the other way round). */
import { result, type Matcher, type MatchContext, type MatchResult } from './types.ts';

export type Inner = Record<string, unknown>;

/** `not` needs the registry to run its inner matcher; index.ts passes `run` in to avoid an import cycle. */
export function makeNot(
  run: (matcher: Inner, actual: unknown, ctx: MatchContext) => MatchResult,
  describe: (matcher: Inner) => string
): Matcher<Inner> {
  return {
    id: 'not',
    describe: (inner) => `not (${describe(inner)})`,
    match(actual, inner, ctx) {
      const r = run(inner, actual, ctx);
      return r.pass
        ? result(false, `expected not (${describe(inner)}), but it did: ${r.reason}`)
        : result(true, `not (${describe(inner)}): ${r.reason}`);
    }
  };
}
