/** `exact`: the value deep-equals the expected JSON value. */
import { result, type Matcher } from './types.ts';
import { deepEqual, preview } from './text.ts';

export const exact: Matcher<unknown> = {
  id: 'exact',
  describe: (expected) => `equals ${preview(expected)}`,
  match(actual, expected) {
    return deepEqual(actual, expected)
      ? result(true, `equals ${preview(expected)}`)
      : result(false, `expected ${preview(expected)}, got ${preview(actual)}`);
  }
};
