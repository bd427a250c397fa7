/** Every mutation kind, listed explicitly, and the one way a mutation is applied to a tool. */
import type { Tool } from '../../catalog/types.ts';
import type { Mutation, MutationKind, MutationSpec } from '../types.ts';
import { blank } from './blank.ts';
import { dropKeyword } from './drop-keyword.ts';
import { genericize } from './genericize.ts';
import { truncate } from './truncate.ts';

export const MUTATIONS = {
  blank,
  genericize,
  truncate,
  drop_keyword: dropKeyword
} satisfies Record<MutationKind, Mutation>;

/** A copy of the tool with the mutated description (the field removed when the result is undefined). */
export function applyMutation(tool: Tool, spec: MutationSpec): Tool {
  const before = typeof tool.description === 'string' ? tool.description : undefined;
  const after = MUTATIONS[spec.kind].apply(before, spec);
  // A no-op keeps the very same object (a non-string description counts as absent and stays as is).
  if (after === before) return tool;
  const { description: _old, ...rest } = tool;
  return after === undefined ? (rest as Tool) : { ...rest, description: after };
}

/** How a mutation reads in reports: `blank`, `truncate(40)`, `drop_keyword("weather")`. */
export function mutationLabel(spec: MutationSpec): string {
  if (spec.kind === 'truncate') return `truncate(${spec.chars})`;
  if (spec.kind === 'drop_keyword') return `drop_keyword(${JSON.stringify(spec.word)})`;
  return spec.kind;
}
