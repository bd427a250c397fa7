/**
 * The tool-surface cost, defined to the byte so every feature counts the same:
 * for each tool, tokens(name) + tokens(description, or "" when absent)
 * + tokens(JSON.stringify(inputSchema, or {} when absent)), compact JSON in the schema's own key order.
 */
import type { Tool } from '../catalog/types.ts';
import { stringifyJson } from '../source/json-stringify.ts';

/** The three strings whose tokens make up one tool's surface cost. */
export function surfaceStrings(tool: Tool): [string, string, string] {
  const description = typeof tool.description === 'string' ? tool.description : '';
  const schema = tool.inputSchema === undefined ? {} : tool.inputSchema;
  return [tool.name, description, stringifyJson(schema) ?? '{}'];
}

/** Non-empty whitespace-separated pieces: the cheap estimate the bench uses. */
export function countWhitespaceTokens(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const space =
      c === 32 ||
      (c >= 9 && c <= 13) ||
      c === 0xa0 ||
      c === 0x1680 ||
      (c >= 0x2000 && c <= 0x200a) ||
      c === 0x2028 ||
      c === 0x2029 ||
      c === 0x202f ||
      c === 0x205f ||
      c === 0x3000 ||
      c === 0xfeff;
    if (space) inWord = false;
    else if (!inWord) {
      inWord = true;
      count++;
    }
  }
  return count;
}

export function whitespaceToolTokens(tool: Tool): number {
  const [a, b, c] = surfaceStrings(tool);
  return countWhitespaceTokens(a) + countWhitespaceTokens(b) + countWhitespaceTokens(c);
}
