/** `icontains`: like `contains`, ignoring letter case (Unicode lower-casing on both sides). */
import { textContains } from './contains.ts';
import { result, type Matcher } from './types.ts';
import { preview } from './text.ts';

export const icontains: Matcher<string> = {
  id: 'icontains',
  describe: (expected) => `contains ${JSON.stringify(expected)} (any case)`,
  match(actual, expected) {
    return textContains(actual, expected, (s) => s.toLowerCase())
      ? result(true, `contains ${JSON.stringify(expected)} (any case)`)
      : result(false, `expected text containing ${JSON.stringify(expected)} in any case, got ${preview(actual)}`);
  }
};
