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

/**
 * Non-empty whitespace-separated pieces: the cheap estimate the bench uses. JavaScript's `\s` is the
 * Unicode White_Space set plus U+FEFF; counted by two native regex passes (each piece to one
 * character, then the whitespace out), which on a cold run over a whole bundle is several times
 * faster than a character loop the JIT has not optimised yet.
 */
export function countWhitespaceTokens(text: string): number {
  return text.replace(/\S+/g, 'x').replace(/\s+/g, '').length;
}

export function whitespaceToolTokens(tool: Tool): number {
  const [a, b, c] = surfaceStrings(tool);
  return countWhitespaceTokens(a) + countWhitespaceTokens(b) + countWhitespaceTokens(c);
}
