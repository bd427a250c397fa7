/**
 * The regex engine ajv validates a server's schemas with: every `pattern` and
 * `patternProperties` test runs through the suite matchers' bounded regex (a `vm` timeout,
 * docs/limits.md), so a catastrophic pattern (`^(a+)+$` against `aaaa…!`) is reported instead of
 * holding `call`, a suite or `serve`. A pattern that timed out once is refused at once after that,
 * and a caller with a deadline (`call --timeout`) gets no more than what is left of it.
 */
import { boundedRegex, REGEX_TIMEOUT_MS } from '../suite/regex-bound.ts';

/** ajv's `code.regExp` option: a function making an object with `test`, and the name its standalone code would call. */
type RegExpEngine = ((pattern: string, flags: string) => { test: (s: string) => boolean }) & { code: string };

/** Thrown out of a validation when a pattern could not run; checkAgainst reports it as a problem. */
export class PatternNotRun extends Error {
  constructor(
    readonly pattern: string,
    why: string
  ) {
    super(`pattern ${JSON.stringify(pattern)} could not run: ${why}`);
  }
}

const evaluate = boundedRegex();
const timedOut = new Set<string>();
let deadline = Number.POSITIVE_INFINITY;

/** Runs `fn` with every pattern test ending by `at` (a performance.now() time). */
export function withPatternDeadline<T>(at: number, fn: () => T): T {
  const saved = deadline;
  deadline = at;
  try {
    return fn();
  } finally {
    deadline = saved;
  }
}

function test(pattern: string, flags: string, text: string): boolean {
  if (timedOut.has(pattern))
    throw new PatternNotRun(pattern, `timed out after ${REGEX_TIMEOUT_MS} ms earlier in this run`);
  const left = Math.floor(deadline - performance.now());
  if (left <= 0) throw new PatternNotRun(pattern, 'the deadline passed');
  const r = left < REGEX_TIMEOUT_MS ? boundedRegex(left)(pattern, text, flags) : evaluate(pattern, text, flags);
  if ('matched' in r) return r.matched;
  if (r.error.startsWith('timed out')) timedOut.add(pattern);
  throw new PatternNotRun(pattern, r.error);
}

/** For ajv's `code.regExp`: the pattern is compiled here once, so bad syntax is refused when the schema compiles. */
export const boundedPatternEngine: RegExpEngine = Object.assign(
  (pattern: string, flags: string) => {
    const compiled = new RegExp(pattern, flags);
    // ajv keys its compiled patterns by toString(): each pattern keeps its own.
    return { test: (s: string) => test(pattern, flags, s), toString: () => compiled.toString() };
  },
  { code: 'new RegExp' }
);
