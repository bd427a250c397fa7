/** The outputs docs/reports.md shows are real: each is regenerated here and compared. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, runCli } from './helpers/cli.ts';

const doc = readFileSync(path.join(REPO, 'docs/reports.md'), 'utf8');

/** The fenced block that follows `marker` in the doc. */
function blockAfter(marker: string): string {
  const at = doc.indexOf(marker);
  expect(at, marker).toBeGreaterThan(-1);
  const m = /```[a-z]*\n([\s\S]*?)```/.exec(doc.slice(at));
  return m![1];
}

describe('docs/reports.md', () => {
  it('shows the real Markdown report of examples/suites/suite-composition.yml', async () => {
    const saved = await runCli(['run', 'examples/suites/suite-composition.yml', '--format', 'json']);
    const r = await runCli(['report', '-', '--format', 'markdown'], { stdin: saved.stdout });
    expect(blockAfter('A real report, for')).toBe(r.stdout);
  });

  it('shows the real --compare output and exit code of the saved floor-flip pair', async () => {
    const cwd = path.join(REPO, 'tests/fixtures/reports');
    const text = await runCli(['report', 'floor-flip.json', '--compare', 'baseline.json'], { cwd });
    expect(blockAfter('A real comparison')).toBe(
      `$ toolgauge report floor-flip.json --compare baseline.json\n${text.stdout}$ echo $?\n${text.code}\n`
    );
    const md = await runCli(['report', 'floor-flip.json', '--compare', 'baseline.json', '--format', 'markdown'], {
      cwd
    });
    expect(blockAfter('The same as a PR comment')).toBe(md.stdout);
  });
});
