import { describe, expect, it } from 'vitest';
import { limitsFromEnv } from '../../src/node/cli/limits.ts';
import { configureLimits } from '#core/source/limits';
import { runCli, tempFile } from './helpers/cli.ts';

describe('CLI limits from TOOLGAUGE_MAX_* variables', () => {
  it('reads whole numbers (underscores allowed) and leaves the rest at their defaults', () => {
    expect(limitsFromEnv({ TOOLGAUGE_MAX_DEPTH: '1_000', TOOLGAUGE_MAX_TOOLS: '5' })).toEqual({
      maxDepth: 1000,
      maxTools: 5
    });
    expect(limitsFromEnv({})).toEqual({});
  });

  it.each(['0', '-1', '1.5', 'lots', '1e3'])('refuses %j with the variable, the value and the default', (raw) => {
    expect(() => limitsFromEnv({ TOOLGAUGE_MAX_TOOLS: raw })).toThrow(
      `TOOLGAUGE_MAX_TOOLS must be a whole number of at least 1 (got ${JSON.stringify(raw)}); the default is 100000`
    );
  });

  it('a file over the input limit exits 2 with the file, the size and the variable', async () => {
    const file = tempFile('big.json', JSON.stringify({ tools: [{ name: 'a_long_enough_name' }] })); // 41 characters
    // Read, then refused on its characters; and never read at all past 3 bytes per allowed character.
    for (const [max, said] of [
      [20, 'the input is 41 characters, over the limit of 20'],
      [10, 'the file is 41 bytes, over the limit']
    ] as const) {
      const previous = configureLimits({ maxInputChars: max });
      try {
        const r = await runCli(['lint', file]);
        expect(r.code).toBe(2);
        expect(r.stderr).toContain(
          `big.json:1:1: ${said} (expected a document of at most ${max} characters; set TOOLGAUGE_MAX_INPUT_CHARS to raise the limit)`
        );
      } finally {
        configureLimits(previous);
      }
    }
  });
});
