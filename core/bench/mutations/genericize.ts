/**
 * genericize: the description becomes a phrase that reads like a description but names nothing.
 * Every word of it is a selector stop word, so for selection it equals blank; lint and token
 * counts still see text, which is how a generic description differs from a missing one.
 */
import type { Mutation } from '../types.ts';

export const GENERIC_DESCRIPTION = 'Use this tool when it is needed.';

export const genericize: Mutation = {
  kind: 'genericize',
  params: [],
  summary: 'replace the description with a contentless phrase',
  apply: () => GENERIC_DESCRIPTION
};
