/**
 * The bench page: drop a word and see the intents flip, to the tool the CLI names for the same
 * spec with that mutation declared; screenshots in both themes; charts with no CSP violation.
 */
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { record } from './page.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const CLI = join(ROOT, 'build/index.js');

/** The example spec with one declared mutation, run through the built CLI for every selector. */
function cliFlips(
  tool: string,
  word: string
): { accuracy: Record<string, string>; flips: Record<string, Array<{ query: string; from: string; to: string }>> } {
  const dir = mkdtempSync(join(tmpdir(), 'tg-bench-e2e-'));
  try {
    const spec = readFileSync(join(ROOT, 'examples/bench/filesystem.yml'), 'utf8')
      .replace(
        'catalog_path: ../catalogs/filesystem.json',
        `catalog_path: ${join(ROOT, 'examples/catalogs/filesystem.json')}`
      )
      .replace(/^mutations:[\s\S]*$/m, `mutations:\n  - tool: ${tool}\n    kind: drop_keyword\n    word: ${word}\n`);
    writeFileSync(join(dir, 'spec.yml'), spec);
    const json = JSON.parse(
      execFileSync('node', [CLI, 'bench', join(dir, 'spec.yml'), '--selector', 'lexical,bm25,fastmcp-bm25', '--json'], {
        encoding: 'utf8'
      })
    );
    const text = execFileSync(
      'node',
      [CLI, 'bench', join(dir, 'spec.yml'), '--selector', 'lexical,bm25,fastmcp-bm25'],
      { encoding: 'utf8' }
    );
    const flips: Record<string, Array<{ query: string; from: string; to: string }>> = {};
    let selector = '';
    for (const line of text.split('\n')) {
      const head = /── selector ([\w-]+) ──/.exec(line);
      if (head) selector = head[1];
      const flip = /^\s+(?:lost|gained)\s+"(.*)": (\S+) -> (\S+)$/.exec(line);
      if (flip && selector) (flips[selector] ??= []).push({ query: flip[1], from: flip[2], to: flip[3] });
    }
    const accuracy: Record<string, string> = {};
    for (const [name, block] of Object.entries(
      json.selectors as Record<string, { mutations: Array<{ accuracy: number }> }>
    ))
      accuracy[name] = `${(block.mutations[0].accuracy * 100).toFixed(1)}%`;
    return { accuracy, flips };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function openBench(page: Page): Promise<void> {
  await page.goto('/bench');
  await expect(page.getByTestId('bench-results')).toHaveAttribute('data-runs', /[1-9]/, { timeout: 30_000 });
  await expect(page.getByTestId('bench-tool').first()).toBeVisible();
}

test('dropping "tail" from read_text_file flips the tail intent, under each selector to the tool the CLI names', async ({
  page
}) => {
  const expected = cliFlips('read_text_file', 'tail');
  expect(expected.flips.lexical?.length).toBeGreaterThan(0);
  await openBench(page);
  const card = page.locator('[data-testid=bench-tool][data-tool=read_text_file]');
  await card.locator('button.word[data-word=tail]').first().click();
  await expect(page.getByTestId('bench-results')).toHaveAttribute('data-edits', '1');

  for (const selector of ['lexical', 'bm25', 'fastmcp-bm25']) {
    const flips = page.locator(`[data-testid=flip][data-selector=${selector}]`);
    const want = expected.flips[selector] ?? [];
    await expect(flips).toHaveCount(want.length);
    for (const f of want) {
      await expect(
        page.locator(`[data-testid=flip][data-selector=${selector}][data-query=${JSON.stringify(f.query)}]`)
      ).toHaveAttribute('data-to', f.to);
    }
    await expect(
      page.locator(`[data-testid=bench-selector][data-selector=${selector}] [data-testid=accuracy]`)
    ).toHaveText(expected.accuracy[selector]);
    // The intent table shows the new pick for that intent.
    for (const f of want)
      await expect(
        page.locator(
          `[data-testid=intent-table] tr[data-query=${JSON.stringify(f.query)}] td[data-selector=${selector}]`
        )
      ).toHaveAttribute('data-pick', f.to);
  }
  await expect(card.locator('.edits')).toContainText('drop_keyword("tail")');

  // Reset puts every pick back.
  await card.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByTestId('bench-results')).toHaveAttribute('data-edits', '2');
  const tailRow = page.locator(
    `[data-testid=intent-table] tr[data-query=${JSON.stringify(expected.flips.lexical[0].query)}] td[data-selector=lexical]`
  );
  await expect(tailRow).toHaveAttribute('data-pick', expected.flips.lexical[0].from);
});

test('the baseline figures equal the CLI report for the same spec', async ({ page }) => {
  const json = JSON.parse(
    execFileSync(
      'node',
      [CLI, 'bench', join(ROOT, 'examples/bench/filesystem.yml'), '--selector', 'lexical,bm25,fastmcp-bm25', '--json'],
      { encoding: 'utf8' }
    )
  );
  await openBench(page);
  for (const [name, block] of Object.entries(
    json.selectors as Record<string, { baseline: { accuracy: number; recall_at_k: number; correct: number } }>
  )) {
    const card = page.locator(`[data-testid=bench-selector][data-selector=${name}]`);
    await expect(card.getByTestId('accuracy')).toHaveText(`${(block.baseline.accuracy * 100).toFixed(1)}%`);
    await expect(card.getByTestId('recall')).toHaveText(`${(block.baseline.recall_at_k * 100).toFixed(1)}%`);
    await expect(card).toHaveAttribute('data-correct', String(block.baseline.correct));
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the bench page at 1280×720 in ${colorScheme}: plots drawn, data tables reachable, no CSP violation`, async ({
    page
  }) => {
    const rec = await record(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.emulateMedia({ colorScheme });
    await openBench(page);
    for (const id of ['plot-baseline', 'plot-drops', 'plot-carry']) {
      const figure = page.getByTestId(id);
      await expect(figure.locator('[role=img]').first()).toBeVisible({ timeout: 30_000 });
      await expect(figure.locator('[role=img] svg, svg[role=img]').first()).toBeVisible();
      // The same figures as a table, behind a summary a keyboard can open.
      await figure.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(figure.locator('details table')).toBeVisible();
    }
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg === 'rgb(22, 23, 25)').toBe(colorScheme === 'dark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.getByTestId('bench-results').evaluate((el) => (el.scrollTop = 0));
    const shot = await page.screenshot({ path: `test-results/screenshots/bench-1280x720-${colorScheme}.png` });
    expect(shot.length).toBeGreaterThan(20_000); // a blank 1280×720 PNG is a few kB
    expect(await rec.violations()).toEqual([]);
    expect(rec.errors).toEqual([]);
  });
}
