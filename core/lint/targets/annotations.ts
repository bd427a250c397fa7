/** What the directory reviews read of a tool: its annotations object, the explicit hints, its title. */
import type { Tool } from '../../catalog/types.ts';
import { isPlainObject } from '../tool-facts.ts';

export type HintName = 'readOnlyHint' | 'destructiveHint' | 'openWorldHint' | 'idempotentHint';

/** True when the tool says the hint itself (true or false), not by the specification's default. */
export function hintIsExplicit(tool: Tool, hint: HintName): boolean {
  return isPlainObject(tool.annotations) && typeof tool.annotations[hint] === 'boolean';
}

/** The tool's display title: `title`, or `annotations.title`. */
export function toolTitle(tool: Tool): string | undefined {
  if (typeof tool.title === 'string' && tool.title.trim()) return tool.title;
  const a = tool.annotations;
  return isPlainObject(a) && typeof a.title === 'string' && a.title.trim() ? a.title : undefined;
}

/** The tool name most model APIs take: ^[a-zA-Z0-9_-]{1,64}$. */
export const API_TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
