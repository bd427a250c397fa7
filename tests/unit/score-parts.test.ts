/**
 * Each tool's score comes with its parts (issue 42 item 4): "0.75 … meets every rule" says which
 * component cost what, in JSON always, in text with --score-parts, in HTML always.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lintText } from '#core/api/lint-view';
import { REPO, runCli } from './helpers/cli.ts';

const MEMORY = 'examples/catalogs/memory.json';

describe('score parts', () => {
  it('JSON: every tool has its six parts, and the score is 1 minus what they lost', async () => {
    const json = JSON.parse((await runCli(['lint', MEMORY, '--json'])).stdout);
    for (const t of json.tools as Array<{ score: number; score_parts: Array<{ part: string; lost: number }> }>) {
      expect(t.score_parts.map((p) => p.part)).toEqual([
        'description',
        'parameters',
        'conciseness',
        'returns',
        'annotations',
        'examples'
      ]);
      const lost = t.score_parts.reduce((s, p) => s + p.lost, 0);
      expect(Math.abs(1 - lost - t.score)).toBeLessThan(0.002);
    }
    const add = json.tools.find((t: { name: string }) => t.name === 'add_observations');
    expect(add.score).toBe(0.75);
    expect(add.score_parts.find((p: { part: string }) => p.part === 'parameters')).toEqual({
      part: 'parameters',
      weight: 0.25,
      value: 0,
      lost: 0.25
    });
  });

  it('text: a line per tool with --score-parts, none without', async () => {
    const r = await runCli(['lint', MEMORY, '--score-parts']);
    expect(r.stdout).toContain(
      '0.75  add_observations  (105 tokens)\n      score lost parameters 0.25 (0 of 1)\n      pass  meets every rule\n'
    );
    expect((await runCli(['lint', MEMORY])).stdout).not.toContain('score lost');
  });

  it('HTML: each tool says what its score lost', async () => {
    const r = await runCli(['lint', MEMORY, '--format', 'html']);
    expect(r.stdout).toContain('<p class="muted">score: lost parameters 0.25 (0 of 1)</p>');
  });

  it("the playground's expanded row reads the same parts (lint-view's scoreWhy)", () => {
    const view = lintText(readFileSync(path.join(REPO, MEMORY), 'utf8'));
    if (!view.ok) throw new Error('the example lints');
    expect(view.tools.find((t) => t.name === 'add_observations')?.scoreWhy).toBe('lost parameters 0.25 (0 of 1)');
  });
});
