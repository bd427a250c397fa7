/**
 * What a new user hit in the playground (issue 29, items 6 and 13), each as they hit it: schema
 * completion on the example suites, a paste over a workspace catalog, New workspace on /suites,
 * Add files…, the traces checks menu after a paste, positions on a shared report, finding the one
 * critical tool in a long list, phone width, and the bench heat map's labels.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { exampleText, expectedOk } from './expected.ts';
import { openLintPage, pasteCatalog, pasteText } from './page.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const schemaKeys = Object.keys(
  (JSON.parse(readFileSync(path.join(repo, 'static/schema/v1.json'), 'utf8')) as { properties: object }).properties
);
const exampleSuites = readdirSync(path.join(repo, 'examples/suites')).filter((f) => f.endsWith('.yml'));

async function openSuitesPage(page: Page): Promise<void> {
  await page.goto('/suites');
  await expect(page.getByTestId('suite-editor')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('suite-summary')).toBeVisible({ timeout: 30_000 });
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name, exact: true }).click();

test('schema completion works on every example suite, whose first line points $schema at a relative path', async ({
  page
}) => {
  test.setTimeout(180_000);
  expect(exampleSuites.length).toBeGreaterThanOrEqual(9);
  await openSuitesPage(page);
  for (const file of exampleSuites) {
    const text = readFileSync(path.join(repo, 'examples/suites', file), 'utf8');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../static/schema/v1.json');
    // A top-level key the suite does not have yet (completion leaves out keys already there).
    const key = schemaKeys.find((k) => !new RegExp(`^${k}:`, 'm').test(text));
    expect(key, file).toBeTruthy();
    await page.getByTestId('workspace-examples').selectOption(`suites/${file}`);
    await expect(page.getByTestId('suite-path')).toHaveText(`suites/${file}`);
    await expect(page.locator('[data-testid=suite-editor] .view-line').first()).toContainText('yaml-language-server');
    await page.locator('[data-testid=suite-editor] textarea.inputarea').focus();
    // A new line under the schema line, at the top level.
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(key!.slice(0, 4));
    await page.keyboard.press('Control+Space');
    await expect(page.locator('.suggest-widget'), `${file}: completion of ${key}`).toContainText(key!, {
      timeout: 30_000
    });
    await page.keyboard.press('Escape');
  }
});

test('a paste over a workspace catalog on the lint page becomes a new file; the catalog keeps its text', async ({
  page
}) => {
  await openSuitesPage(page);
  await page.getByTestId('workspace-examples').selectOption('catalogs/memory.json');
  await expect(page.locator('[data-testid=file-strip] [data-path="catalogs/memory.json"]')).toHaveAttribute(
    'aria-current',
    'true'
  );
  await nav(page, 'Lint');
  await expect(page.getByTestId('editor')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('summary-tools')).toHaveText('9', { timeout: 30_000 });
  await pasteCatalog(page, exampleText('kubernetes.json'));
  await expect(page.getByTestId('summary-tools')).toHaveText(
    String((JSON.parse(exampleText('kubernetes.json')) as { tools: unknown[] }).tools.length)
  );

  await nav(page, 'Suites');
  const strip = page.getByTestId('file-strip');
  await expect(strip.locator('[data-path="pasted.json"]')).toBeVisible();
  // The workspace catalog, opened again on the lint page, is the memory server's still.
  await strip.locator('[data-path="catalogs/memory.json"]').click();
  await nav(page, 'Lint');
  await expect(page.getByTestId('summary-tools')).toHaveText('9', { timeout: 30_000 });
});

test('New workspace on /suites clears the suite, its results and the files it read', async ({ page }) => {
  await openSuitesPage(page);
  await expect(page.getByTestId('suite-ref').first()).toBeVisible();
  await page.getByTestId('workspace-menu').locator('summary').click();
  await page.getByTestId('workspace-new').click();
  await expect(page.locator('[data-testid=file-strip] [data-path]')).toHaveCount(0);
  await expect(page.getByTestId('suite-summary')).toHaveCount(0);
  await expect(page.getByTestId('suite-ref')).toHaveCount(0);
  await expect(page.getByTestId('suite-path')).toHaveCount(0);
  await expect(page.getByTestId('suite-pane')).not.toContainText('agent metrics');
  await expect(page.locator('[data-testid=suite-editor] .view-lines')).not.toContainText('agent metrics');
});

test('Add files… adds the picked files without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openSuitesPage(page);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Add files…' }).click()
  ]);
  await chooser.setFiles([
    { name: 'a.json', mimeType: 'application/json', buffer: Buffer.from(exampleText('memory.json')) },
    { name: 'b.json', mimeType: 'application/json', buffer: Buffer.from(exampleText('github.json')) }
  ]);
  await expect(page.locator('[data-testid=file-strip] [data-path="a.json"]')).toBeVisible();
  await expect(page.locator('[data-testid=file-strip] [data-path="b.json"]')).toBeVisible();
  // The same file picked again is read again (the input was cleared).
  const [again] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Add files…' }).click()
  ]);
  await again.setFiles({ name: 'a.json', mimeType: 'application/json', buffer: Buffer.from('{"tools": []}') });
  expect(errors).toEqual([]);
});

test('the traces checks menu names pasted checks, not the example they replaced', async ({ page }) => {
  await page.goto('/traces');
  await expect(page.getByTestId('checks-editor')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const menu = page.getByTestId('checks-example');
  await expect(menu).toHaveValue('trace-checks/openai-chat.yml', { timeout: 30_000 });
  const checks = readFileSync(path.join(repo, 'examples/trace-checks/openai-chat.yml'), 'utf8');
  await pasteText(page, '[data-testid=checks-editor]', checks);
  await expect(menu).toHaveValue('trace-checks/pasted-checks.yml');
  // Choosing an example again still works.
  await menu.selectOption('trace-checks/openai-chat.yml');
  await expect(menu).toHaveValue('trace-checks/openai-chat.yml');
});

test('a shared report shows positions as text, with no editor buttons that do nothing', async ({ page, browser }) => {
  await openLintPage(page);
  await page.getByTestId('share-open').click();
  const link = await page.getByTestId('share-dialog').getByTestId('share-link').inputValue({ timeout: 30_000 });
  const other = await (await browser.newContext()).newPage();
  await other.goto(link);
  await expect(other.getByTestId('summary-cl100k')).toBeVisible({ timeout: 30_000 });
  await other.getByTestId('tool').first().getByRole('button').first().click();
  await expect(other.getByTestId('finding').first()).toBeVisible();
  await expect(other.getByRole('button', { name: /Show tool in editor/ })).toHaveCount(0);
  await expect(other.locator('[data-testid=finding] button.go')).toHaveCount(0);
  await expect(other.getByTestId('tool').first()).toContainText(/Line \d+/);
  // On the lint page itself they stay buttons that move the editor.
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('tool').first().getByRole('button').first().click();
  await expect(page.getByRole('button', { name: /Show tool in editor/ })).toHaveCount(1);
});

test('the CRITICALS count jumps to the one critical tool, and the list filters by severity and search', async ({
  page
}) => {
  const github = JSON.parse(exampleText('github.json')) as { tools: unknown[] };
  const poisoned = (
    JSON.parse(readFileSync(path.join(repo, 'tests/fixtures/poisoning/catalog.json'), 'utf8')) as {
      tools: { name: string }[];
    }
  ).tools.find((t) => t.name === 'random_fact');
  const text = JSON.stringify({ ...github, tools: [...github.tools, poisoned] }, null, 2);
  const want = await expectedOk(text, 'pasted.json');
  const critical = want.tools.filter((t) => t.criticals > 0);
  expect(critical.map((t) => t.id)).toEqual(['random_fact']);
  // Worst first is worst severity, then score: the one critical tool leads the list (it was row 157
  // when the order went by score alone); the jump and the filter must still pick it out alone.
  expect(want.tools.findIndex((t) => t.criticals > 0)).toBe(0);

  await openLintPage(page);
  await pasteCatalog(page, text);
  await expect(page.getByTestId('tool-list')).toHaveAttribute('data-count', String(want.tools.length));
  await page.getByTestId('jump-criticals').click();
  await expect(page.getByTestId('tool-list')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('tool-severity')).toHaveValue('critical');
  const first = page.getByTestId('tool').first();
  await expect(first).toHaveAttribute('data-tool-id', 'random_fact');
  await expect(first.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
  await expect(first.locator('[data-testid=finding].critical')).not.toHaveCount(0);
  await expect(first.getByRole('button').first()).toBeFocused();
  await expect(page.getByTestId('tool-shown')).toHaveText(`1 of ${want.tools.length}`);

  // Search: by name, over every tool again.
  await page.getByTestId('tool-severity').selectOption('all');
  await page.getByTestId('tool-search').fill('pull_request');
  const matching = want.tools.filter(
    (t) =>
      t.id.toLowerCase().includes('pull_request') ||
      t.findings.some((f) => `${f.rule}\n${f.message}`.toLowerCase().includes('pull_request'))
  );
  expect(matching.length).toBeGreaterThan(0);
  await expect(page.getByTestId('tool-list')).toHaveAttribute('data-count', String(matching.length));
  await page.getByTestId('tool-search').fill('no tool is called this');
  await expect(page.getByTestId('tool-none')).toBeVisible();
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(page.getByTestId('tool-list')).toHaveAttribute('data-count', String(want.tools.length));
});

for (const route of ['/', '/bench', '/traces', '/suites']) {
  test(`${route} does not scroll sideways at phone width (390 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(route);
    const results = { '/': 'summary-cl100k', '/bench': 'bench-selector', '/traces': 'f1', '/suites': 'suite-summary' }[
      route
    ]!;
    await expect(page.getByTestId(results).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test('the bench heat map labels do not overlap, wide or narrow', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/bench');
    const chart = page.getByTestId('plot-carry').locator('[role=img]').first();
    await expect(chart).toBeVisible({ timeout: 30_000 });
    const overlaps = await chart.evaluate((figure) => {
      const boxes = Array.from(figure.querySelectorAll('svg g[aria-label$="tick label"] text')).map((t) => ({
        text: t.textContent ?? '',
        r: t.getBoundingClientRect()
      }));
      const out: string[] = [];
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i].r, boxes[j].r];
          if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
            out.push(`${boxes[i].text} / ${boxes[j].text}`);
        }
      return { count: boxes.length, out };
    });
    expect(overlaps.count, 'tick labels found').toBeGreaterThan(5);
    expect(overlaps.out, `at ${width} px`).toEqual([]);
  }
});
