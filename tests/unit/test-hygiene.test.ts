/**
 * The suite holds under load (issue 42 item 19): on 2 busy cores every test is several times
 * slower, so no test may assert how long something took (that belongs in `npm run bench`), and a
 * test's own time limit only guards a hang, so it is never tighter than the configured one
 * (vite.config.ts testTimeout). Temp folders are checked at the end of the run (helpers/temp-check.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from './helpers/cli.ts';

/** vite.config.ts's testTimeout and hookTimeout: the floor for a test's own time limit. */
const HANG_GUARD_MS = 180_000;

function testFiles(dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(REPO, dir), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !pattern.test(entry.name)) continue;
    out.push(path.relative(REPO, path.join(entry.parentPath, entry.name)));
  }
  return out.sort();
}

const unitFiles = ['core', 'src', 'tests/unit', 'tests/fuzz'].flatMap((d) => testFiles(d, /\.test\.ts$/));
const browserFiles = testFiles('tests/e2e', /\.spec\.ts$/);

/** `expect(<a duration>)` compared with a number: a wall-clock assertion. */
const TIMED_EXPECT = /expect\(([^;]*?)\)(?:\.not)?\.toBe(?:Less|Greater)Than(?:OrEqual)?\(/g;
const DURATION = /performance\.now|Date\.now|hrtime|\bms\b|[a-z]Ms\b|elapsed|\bwall\b/;

function timedAssertions(file: string): string[] {
  const text = readFileSync(path.join(REPO, file), 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(TIMED_EXPECT)) {
    if (!DURATION.test(m[1])) continue;
    const line = text.slice(0, m.index).split('\n').length;
    found.push(`${file}:${line}: ${m[0]}`);
  }
  return found;
}

/** A test's or hook's own time limit: its last argument, `}, 30_000)` or a number on its own line before `)`. */
const OWN_TIMEOUT = /^\s*\}\s*,\s*([0-9][0-9_]*)\s*\)\s*;?\s*$|^\s*([0-9][0-9_]*)\s*\n\s*\)\s*;?\s*$/gm;

function tightTimeouts(file: string): string[] {
  const text = readFileSync(path.join(REPO, file), 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(OWN_TIMEOUT)) {
    const ms = Number((m[1] ?? m[2]).replaceAll('_', ''));
    // Under a second it is an argument of something else (an index, a poll interval).
    if (ms < 1000 || ms >= HANG_GUARD_MS) continue;
    const line = text.slice(0, m.index).split('\n').length + (m[0].startsWith('\n') ? 1 : 0);
    found.push(`${file}:${line}: ${ms} ms`);
  }
  return found;
}

describe('the suite holds under load', () => {
  it('no unit or browser test asserts wall-clock time', () => {
    expect([...unitFiles, ...browserFiles].flatMap(timedAssertions)).toEqual([]);
  });

  it(`no unit test sets its own time limit below the configured ${HANG_GUARD_MS / 1000} s`, () => {
    expect(unitFiles.flatMap(tightTimeouts)).toEqual([]);
  });

  it('vite.config.ts sets the same limit for tests and hooks', () => {
    const config = readFileSync(path.join(REPO, 'vite.config.ts'), 'utf8');
    expect(config).toMatch(new RegExp(`testTimeout: ${HANG_GUARD_MS.toLocaleString('en').replaceAll(',', '_')}`));
    expect(config).toMatch(new RegExp(`hookTimeout: ${HANG_GUARD_MS.toLocaleString('en').replaceAll(',', '_')}`));
  });
});
