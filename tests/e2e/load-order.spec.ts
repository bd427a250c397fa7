/**
 * The lint page's load order (issue 44): the worker's first result is on screen and the page is
 * usable before the editor is; Monaco loads after it, a stage per task. And the virtualised tool
 * list still lets a user reach every tool: by scrolling, by Tab, and through the filter.
 */
import { expect, test, type Page } from '@playwright/test';
import { count, exampleText, expectedOk } from './expected.ts';
import { editor, openLintPage, pasteCatalog } from './page.ts';

/**
 * Holds back the chunk of Monaco's first start-up stage (the one that sets the user-timing mark
 * `toolgauge:monaco-stage-0`), and with it every later stage, until `release` is called.
 */
async function holdMonaco(page: Page): Promise<{ release: () => void; held: () => boolean }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(/\/_app\/immutable\/chunks\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (/toolgauge:monaco-stage-0\b/.test(body)) {
      held = true;
      await gate;
    }
    await route.fulfill({ response, body });
  });
  return { release, held: () => held };
}

test('the summary and the tool list come before the editor, and the page is usable meanwhile', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const monaco = await holdMonaco(page);
  await page.goto('/');
  const want = await expectedOk(exampleText('github.json'), 'github.json');
  // the first result, from the worker, while Monaco is held back
  await expect(page.getByTestId('summary-tools')).toHaveText(count(want.summary.tools));
  await expect(page.getByTestId('summary-criticals')).toHaveText(count(want.summary.criticals));
  await expect(page.getByTestId('tool-name').first()).toHaveText(want.tools[0].id);
  await expect.poll(() => monaco.held()).toBe(true);
  await expect(editor(page)).toHaveAttribute('data-ready', 'false');
  await expect(page.getByText('Loading the editor…')).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByName('toolgauge:monaco-stage-0').length)).toBe(0);

  // the filters work
  await page.getByTestId('tool-search').fill(want.tools.at(-1)!.id);
  await expect(page.getByTestId('tool-name')).toHaveText([want.tools.at(-1)!.id]);
  await page.getByTestId('tool-search').fill('');
  await page.getByTestId('tool-severity').selectOption('passing');
  const passing = want.tools.filter((t) => t.findings.length === 0);
  await expect(page.getByTestId('tool-list')).toHaveAttribute('data-count', String(passing.length));
  await page.getByTestId('tool-severity').selectOption('all');
  await expect(page.getByTestId('tool-list')).toHaveAttribute('data-count', String(want.tools.length));
  // a tool opens to its findings, with its line (no editor to show it in yet)
  await page.getByTestId('tool').first().getByRole('button').first().click();
  await expect(page.getByTestId('score-parts').first()).toBeVisible();
  await expect(page.getByTestId('tool').first()).toContainText(`Line ${want.tools[0].line}`);
  // share and download
  await page.getByTestId('share-open').click();
  await expect(page.getByTestId('share-link')).toHaveValue(/#/);
  await page.keyboard.press('Escape');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-html').click();
  expect((await download).suggestedFilename()).toMatch(/\.html$/);
  // still no editor: all of that ran before it
  await expect(editor(page)).toHaveAttribute('data-ready', 'false');

  // let Monaco in: it loads, stage after stage, and takes the text and the markers
  monaco.release();
  await expect(editor(page)).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  const stages = await page.evaluate(
    () => performance.getEntriesByType('mark').filter((m) => m.name.startsWith('toolgauge:monaco-stage-')).length
  );
  expect(stages).toBeGreaterThan(1);
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('"tools"');
  await expect(editor(page)).not.toHaveAttribute('data-lint-markers', '0');
  expect(errors).toEqual([]);
});

/** A catalog of `n` tools, each with a name of its own and a description of varied quality. */
function catalogOf(n: number): string {
  const tools = Array.from({ length: n }, (_, i) => ({
    name: `tool_${String(i).padStart(3, '0')}`,
    description:
      i % 3 === 0
        ? 'Does it.'
        : `Returns record ${i} of the archive as JSON, with its title and date. Use it when the user names one record by number.`,
    inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The record id.' } } }
  }));
  return JSON.stringify({ tools }, null, 2);
}

test('the virtualised tool list lets a user reach every tool by scrolling, by Tab and through the filter', async ({
  page
}) => {
  await openLintPage(page);
  const text = catalogOf(120);
  const want = await expectedOk(text, 'pasted.json');
  await pasteCatalog(page, text);
  await expect(page.getByTestId('tool-list')).toHaveAttribute('data-count', '120');
  // only the rows near the view are in the document
  expect(await page.getByTestId('tool').count()).toBeLessThan(120);

  // Tab from the first row visits every tool, in the list's order
  await page.getByTestId('tool').first().getByRole('button').first().focus();
  const reached: string[] = [];
  for (let i = 0; i < 130; i++) {
    const id = await page.evaluate(
      () => document.activeElement?.closest('[data-testid=tool]')?.getAttribute('data-tool-id') ?? null
    );
    if (id === null) break;
    reached.push(id);
    await page.keyboard.press('Tab');
  }
  expect(reached).toEqual(want.tools.map((t) => t.id));
  // and Shift+Tab comes back into the list at its last tool
  await page.keyboard.press('Shift+Tab');
  await expect
    .poll(() =>
      page.evaluate(() => document.activeElement?.closest('[data-testid=tool]')?.getAttribute('data-tool-id'))
    )
    .toBe(want.tools.at(-1)!.id);

  // scrolled to the top and to the end, the first and the last tools are there
  const scroller = page.getByTestId('tool-scroller');
  await scroller.evaluate((el) => el.scrollTo(0, 0));
  await expect(page.getByTestId('tool-name').first()).toHaveText(want.tools[0].id);
  await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(page.getByTestId('tool-name').last()).toHaveText(want.tools.at(-1)!.id);

  // the filter finds a tool that is not in the document
  await scroller.evaluate((el) => el.scrollTo(0, 0));
  const far = want.tools[100].id;
  await expect(page.locator(`[data-tool-id="${far}"]`)).toHaveCount(0);
  await page.getByTestId('tool-search').fill(far);
  await expect(page.getByTestId('tool-name')).toHaveText([far]);
  await expect(page.getByTestId('tool-shown')).toHaveText(`1 of ${count(120)}`);
});
