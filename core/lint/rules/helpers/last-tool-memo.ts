/**
 * The rules of one tool run one after another, and several read the same thing collected from
 * the tool (its texts, its described texts): a function of the tool, remembered for the last tool
 * it was asked about. The answer is shared by every caller, so it is read-only.
 */
import type { Tool } from '../../../catalog/types.ts';

export function lastToolMemo<T>(collect: (tool: Tool) => T): (tool: Tool) => T {
  let lastTool: Tool | undefined;
  let last: T | undefined;
  return (tool) => {
    if (lastTool === tool && last !== undefined) return last;
    const value = collect(tool);
    lastTool = tool;
    last = value;
    return value;
  };
}
