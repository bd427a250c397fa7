/**
 * `contains`: the value's text contains the substring. A list passes when one of its items does,
 * so `result.content` lists and tag arrays work without picking an index.
 */
import { result, type Matcher } from './types.ts';
import { asText, preview } from './text.ts';

export function textContains(actual: unknown, needle: string, fold: (s: string) => string): boolean {
  if (Array.isArray(actual) && actual.some((item) => textContains(item, needle, fold))) return true;
  return fold(asText(actual)).includes(fold(needle));
}

export const contains: Matcher<string> = {
  id: 'contains',
  describe: (expected) => `contains ${JSON.stringify(expected)}`,
  match(actual, expected) {
    return textContains(actual, expected, (s) => s)
      ? result(true, `contains ${JSON.stringify(expected)}`)
      : result(false, `expected text containing ${JSON.stringify(expected)}, got ${preview(actual)}`);
  }
};
