import { describe, expect, it } from 'vitest';
import { CLIENT_DEFERRAL, deferralVerdicts } from './deferral.ts';

describe('when each client defers tools', () => {
  it.each([
    [20_000, 200_000, false],
    [20_001, 200_000, true],
    [12_000, 100_000, true]
  ])('Claude Code with %i tokens in a %i window defers: %s (above 10%)', (tokens, window, defers) => {
    expect(deferralVerdicts(tokens, window).find((v) => v.client === 'claude-code')!.defers).toBe(defers);
  });
  it('FastMCP always defers behind a search transform; the Anthropic API defers what is marked', () => {
    const v = deferralVerdicts(10);
    expect(v.find((x) => x.client === 'fastmcp')!.defers).toBe(true);
    expect(v.find((x) => x.client === 'anthropic-api')!.defers).toBe('if-marked');
  });
  it('every row cites a source', () => {
    for (const c of CLIENT_DEFERRAL) expect(c.source).toMatch(/^https:\/\//);
  });
});
