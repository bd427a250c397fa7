/**
 * What the DESC rule tests assert on: a rule run through the real engine (lintTool) over one tool
 * at `/tools/0`, reduced to the stable parts of each finding (never the English message).
 */
import type { Tool } from '../../../catalog/types.ts';
import { lintTool } from '../../lint.ts';
import type { FindingData, PresetName, Rule } from '../../types.ts';

export interface FindingShape {
  rule: string;
  messageId: string;
  data: FindingData;
  pointer: string;
}

export const TOOL_POINTER = '/tools/0';

export function runRule(rule: Rule, tool: Tool, preset: PresetName = 'recommended'): FindingShape[] {
  const entry = {
    id: tool.name,
    name: tool.name,
    pointer: TOOL_POINTER,
    description: typeof tool.description === 'string' ? tool.description : undefined,
    tool
  };
  // The rule runs even where the preset leaves it out, so each definition can be tested.
  return lintTool(entry, {
    rules: [rule],
    preset,
    severityFor: (_r, _t, base) => (base === 'off' ? 'hint' : (base ?? 'warning'))
  }).map(({ rule: id, messageId, data, pointer }) => ({ rule: id, messageId, data, pointer }));
}

/** The expected shape of one finding of `rule`, with the pointer given relative to the tool. */
export function expected(rule: Rule, messageId: string, pointer: string, data: FindingData = {}): FindingShape {
  return { rule: rule.id, messageId, data, pointer: TOOL_POINTER + pointer };
}
