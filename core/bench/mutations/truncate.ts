/**
 * truncate(chars): keep the first `chars` characters. Characters are Unicode code points, so a
 * cut never splits a surrogate pair; a description no longer than `chars` is unchanged, and an
 * absent one stays absent.
 */
import type { Mutation } from '../types.ts';

export const truncate: Mutation = {
  kind: 'truncate',
  params: ['chars'],
  summary: 'keep only the first `chars` characters',
  apply(description, spec) {
    if (description === undefined) return undefined;
    const chars = spec.chars ?? 0;
    const points = Array.from(description);
    return points.length <= chars ? description : points.slice(0, chars).join('');
  }
};

/** The description's length in the unit `truncate` counts. */
export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
