import { describe, expect, it } from 'vitest';
import { textTerms } from '../../text/terms.ts';
import { GENERIC_DESCRIPTION } from './genericize.ts';
import { applyMutation } from './index.ts';

describe('genericize replaces the description with a contentless phrase', () => {
  it('the description becomes the fixed generic phrase', () => {
    const out = applyMutation(
      { name: 't', description: 'Return the current weather forecast.' },
      { tool: 't', kind: 'genericize' }
    );
    expect(out.description).toBe(GENERIC_DESCRIPTION);
  });

  it('the phrase carries no selector term (every word is a stop word)', () => {
    expect(textTerms(GENERIC_DESCRIPTION)).toEqual([]);
  });

  it('a tool without a description gets the phrase too (it now has generic text)', () => {
    expect(applyMutation({ name: 't' }, { tool: 't', kind: 'genericize' }).description).toBe(GENERIC_DESCRIPTION);
  });
});
