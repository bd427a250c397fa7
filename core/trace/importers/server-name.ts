/**
 * Agents that talk to several MCP servers through a single function namespace encode the server in
 * the function name (`github__create_issue`, `github-create_issue`, `github.create_issue`). This
 * undoes that encoding with a configurable separator, because no one spelling is universal.
 */
import type { ImportOptions } from './types.ts';

export const DEFAULT_SEPARATOR = '__';

export interface SplitName {
  server?: string;
  tool: string;
}

export function separatorsOf(options: Pick<ImportOptions, 'separator'>): string[] {
  const s = options.separator;
  if (s === false || s === '') return [];
  if (s === undefined) return [DEFAULT_SEPARATOR];
  return (Array.isArray(s) ? s : [s]).filter((x) => x !== '');
}

/**
 * Splits at the first occurrence of the first separator that occurs in the name, leaving both
 * halves non-empty. With `servers` given, only a known server prefix counts, which is what makes
 * a separator such as `-` usable when server names themselves contain dashes.
 */
export function splitServerName(name: string, options: Pick<ImportOptions, 'separator' | 'servers'>): SplitName {
  for (const sep of separatorsOf(options)) {
    // Claude Code names MCP tools `mcp__server__tool`: the leading `mcp` is a namespace, not a server.
    if (name.startsWith(`mcp${sep}`) && name.indexOf(sep, 3 + sep.length) > 0) name = name.slice(3 + sep.length);
    if (options.servers && options.servers.length > 0) {
      // Longest known server first, so `google-maps` wins over `google`.
      const known = [...options.servers].sort((a, b) => b.length - a.length);
      for (const server of known) {
        const prefix = server + sep;
        if (name.startsWith(prefix) && name.length > prefix.length) return { server, tool: name.slice(prefix.length) };
      }
      continue;
    }
    const at = name.indexOf(sep);
    if (at > 0 && at + sep.length < name.length)
      return { server: name.slice(0, at), tool: name.slice(at + sep.length) };
  }
  return { tool: name };
}
