/** blank: the description is removed entirely (the field goes, not just its text). */
import type { Mutation } from '../types.ts';

export const blank: Mutation = {
  kind: 'blank',
  params: [],
  summary: 'remove the description entirely',
  apply: () => undefined
};
