/**
 * `npm test` (scripts/test-stages.mjs): a red stage does not hide the ones after it, and the end
 * names every stage with what it did, skipped ones with the stage they needed (issue 42 item 19).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runStages, STAGES } from '../../scripts/test-stages.mjs';
import { REPO } from './helpers/cli.ts';

const ok = 'node -e "process.exit(0)"';
const red = 'node -e "process.exit(1)"';
const quiet = { log: () => {} };

describe('npm test runs every stage and says what each did', () => {
  it('a red unit run still runs the browser stage and fails the whole', () => {
    const r = runStages(
      [
        { name: 'build', command: ok },
        { name: 'unit', command: red, needs: ['build'] },
        { name: 'browser', command: ok, needs: ['build'] }
      ],
      quiet
    );
    expect(r.lines).toEqual(['build: passed', 'unit: FAILED (exit 1)', 'browser: passed']);
    expect(r.ok).toBe(false);
  });

  it('a stage whose need failed is reported as skipped, naming why', () => {
    const r = runStages(
      [
        { name: 'build', command: red },
        { name: 'unit', command: ok, needs: ['build'] },
        { name: 'types', command: ok }
      ],
      quiet
    );
    expect(r.lines).toEqual(['build: FAILED (exit 1)', 'unit: skipped (needs build, which failed)', 'types: passed']);
    expect(r.ok).toBe(false);
  });

  it('a failed gate (chromium) skips everything after it', () => {
    const r = runStages(
      [
        { name: 'chromium', command: red, gate: true },
        { name: 'types', command: ok }
      ],
      quiet
    );
    expect(r.lines).toEqual(['chromium: FAILED (exit 1)', 'types: skipped (needs chromium, which failed)']);
  });

  it('the summary is printed after the stages', () => {
    const log: string[] = [];
    runStages([{ name: 'a', command: ok }], { log: (l) => log.push(l) });
    expect(log.at(-1)).toBe('\n== npm test: 1 stage\n  a: passed');
  });

  it('package.json runs it, and it runs the type checks, biome, the build, vitest and Playwright', () => {
    const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8'));
    expect(pkg.scripts.test).toBe('node scripts/test-stages.mjs');
    expect(STAGES.map((s) => s.name)).toEqual(['chromium', 'types', 'biome', 'build', 'unit', 'browser']);
  });
});
