/**
 * The example suites and the trust gate (issue 42 item 17): a suite that starts nothing and reads
 * only files inside its folder runs without --trust (exit 2 in CI before: its files sat beside
 * the folder); a suite that starts servers or hooks shows --trust in its run line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, runCli } from './helpers/cli.ts';

const SUITES = 'examples/suites';
const files = readdirSync(path.join(REPO, SUITES)).filter((f) => f.endsWith('.yml'));
const startsSomething = (text: string) => /^(servers|hooks):/m.test(text);

describe('example suites and --trust', () => {
  const offline = files.filter((f) => !startsSomething(readFileSync(path.join(REPO, SUITES, f), 'utf8')));

  it('some are offline (the premise)', () => {
    expect(offline).toEqual(expect.arrayContaining(['agent-metrics.yml', 'atlas-claims.yml', 'tool-quality.yml']));
  });

  it.each(offline)('%s runs without --trust: nothing outside its folder', async (file) => {
    const saved = process.env.TOOLGAUGE_TRUST;
    delete process.env.TOOLGAUGE_TRUST;
    try {
      const r = await runCli(['run', `${SUITES}/${file}`, '--json']);
      expect(r.stderr).not.toContain('outside its folder');
      expect(r.code, r.stderr).toBeLessThan(2);
    } finally {
      if (saved !== undefined) process.env.TOOLGAUGE_TRUST = saved;
    }
  });

  it.each(files.filter((f) => !offline.includes(f)))('%s shows --trust in its run line', (file) => {
    const text = readFileSync(path.join(REPO, SUITES, file), 'utf8');
    expect(text).toMatch(new RegExp(`toolgauge run examples/suites/${file.replace('.', '\\.')} --trust`));
  });
});
