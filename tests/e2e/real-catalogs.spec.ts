/**
 * The lint page as a first-time user meets it on real catalogs: duplicate tool names, big
 * catalogs, catalog-level warnings, the keyboard, the file label, and input that is not a catalog.
 */
import { expect, test } from '@playwright/test';
import { count, exampleText, expectedOk, expectedView } from './expected.ts';
import { afterNextRun, editor, openLintPage, pasteCatalog, results } from './page.ts';

const toolsOf = (name: string) => (JSON.parse(exampleText(name)) as { tools: { name: string }[] }).tools;

/** `n` real tools from the example catalogs, every 50th one sharing its name with the one before. */
function bigCatalogWithDuplicates(n: number): string {
  const source = ['github.json', 'filesystem.json', 'memory.json'].flatMap(toolsOf);
  const names = Array.from({ length: n }, (_, i) => `${source[i % source.length].name}_${i}`);
  const tools = names.map((name, i) => ({ ...source[i % source.length], name: i % 50 === 1 ? names[i - 1] : name }));
  return JSON.stringify({ tools }, null, 2);
}

test('two tools with one name are both listed, and the page warns as the CLI does', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openLintPage(page);
  const weather = (description: string) => ({
    name: 'get_weather',
    description,
    inputSchema: { type: 'object', properties: {} }
  });
  const text = JSON.stringify(
    { tools: [weather('Returns the weather for a city.'), weather('Fetches a forecast.')] },
    null,
    2
  );
  const want = await expectedOk(text, 'x.json');
  await pasteCatalog(page, text);
  await expect(page.getByTestId('summary-tools')).toHaveText('2');
  // both rows, none left over from the previous catalog (github's 26)
  await expect(page.getByTestId('tool-name')).toHaveText(['get_weather', 'get_weather']);
  await expect(page.getByTestId('tool')).toHaveCount(2);
  await expect(editor(page)).toHaveAttribute(
    'data-lint-markers',
    String(want.tools.reduce((s, t) => s + t.findings.length, 0))
  );
  // the catalog-level warning, with its position
  const warning = page.getByTestId('catalog-warning');
  await expect(warning).toHaveCount(1);
  const w = want.warnings[0];
  await expect(warning).toContainText(`${w.line}:${w.column}`);
  await expect(warning).toContainText('duplicate tool id "get_weather" (first at /tools/0)');
  // each row opens on its own
  await page.locator('[data-testid=tool] button.row').nth(1).click();
  await expect(page.locator('[data-testid=tool] button.row[aria-expanded=true]')).toHaveCount(1);
  // a catalog-level finding names the other tool, with its position
  const shown = want.tools[1];
  const related = shown.findings.flatMap((f) => f.related ?? []);
  if (related.length > 0)
    await expect(page.getByTestId('finding-related').first()).toContainText(
      `get_weather (${related[0].line}:${related[0].column})`
    );
  expect(errors).toEqual([]);
});

test('a catalog of 900 tools with duplicate names lists every tool and keeps updating', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openLintPage(page);
  const text = bigCatalogWithDuplicates(900);
  const want = await expectedOk(text, 'big.json');
  expect(want.warnings.length).toBeGreaterThan(10);
  await pasteCatalog(page, text);
  await expect(page.getByTestId('summary-tools')).toHaveText(count(900));
  await expect(page.getByTestId('tool-list')).toHaveAttribute('data-count', '900');
  await expect(page.getByTestId('catalog-warnings')).toContainText(`Catalog warnings (${want.warnings.length})`);
  // virtualized: only the rows near the view are in the DOM
  expect(await page.getByTestId('tool').count()).toBeLessThan(120);
  // scrolled to the end, the last (best) tools are there, in the core's order
  await page.getByTestId('tool-scroller').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(page.getByTestId('tool-name').last()).toHaveText(want.tools.at(-1)!.id);
  // and the list still follows the text: back to the github example
  await pasteCatalog(page, exampleText('github.json'));
  await expect(page.getByTestId('summary-tools')).toHaveText('26');
  await expect(page.getByTestId('tool')).toHaveCount(26);
  expect(errors).toEqual([]);
});

test('Tab leaves the editor, the page says so, and Ctrl+M makes Tab indent', async ({ page }) => {
  await openLintPage(page);
  await expect(page.getByTestId('tab-mode')).toContainText('Tab leaves the editor');
  await expect(page.getByTestId('tab-mode')).toContainText('Ctrl+M');
  const input = page.locator('.monaco-editor textarea.inputarea');
  await input.focus();
  const runs = await results(page).getAttribute('data-runs');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('.monaco-editor') !== null)).toBe(false);
  await page.waitForTimeout(300);
  // no indent was typed, so nothing was re-linted
  await expect(results(page)).toHaveAttribute('data-runs', runs ?? '');

  await input.focus();
  await page.keyboard.press('Control+M');
  await expect(page.getByTestId('tab-mode')).toContainText('Tab indents');
  await afterNextRun(page, () => page.keyboard.press('Tab'));
  expect(await page.evaluate(() => document.activeElement?.closest('.monaco-editor') !== null)).toBe(true);
  await page.keyboard.press('Control+M');
  await expect(page.getByTestId('tab-mode')).toContainText('Tab leaves the editor');
});

test('the file label follows the text: a paste replaces it, an edit marks it', async ({ page }) => {
  await openLintPage(page);
  const label = page.getByTitle('The catalog being linted');
  await expect(label).toHaveText('github.json');
  await pasteCatalog(page, exampleText('memory.json'));
  await expect(label).toHaveText('pasted catalog');
  await page.getByTestId('examples').selectOption('filesystem.json');
  await expect(label).toHaveText('filesystem.json');
  await afterNextRun(page, async () => {
    await page.locator('.monaco-editor textarea.inputarea').focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' ');
  });
  await expect(label).toHaveText('filesystem.json (edited)');
});

test('a syntax error says what was expected once', async ({ page }) => {
  await openLintPage(page);
  const broken = '{"tools": [{"name": "a",, "description": "x"}]}';
  const want = await expectedView(broken, 'x.json');
  if (want.ok) throw new Error('parsed');
  await pasteCatalog(page, broken);
  const message = page.getByTestId('parse-error-message').first();
  await expect(message).toHaveText(want.errors[0].message);
  expect((await message.innerText()).match(/\bexpected\b/g)).toHaveLength(1);
  await expect(page.getByTestId('parse-error')).toContainText('does not parse');
});

test('valid JSON that is not a catalog is reported as such, with the shapes that are', async ({ page }) => {
  await openLintPage(page);
  await pasteCatalog(page, '{\n  "name": "my-server",\n  "version": "1.0.0"\n}');
  const panel = page.getByTestId('parse-error');
  await expect(panel).toHaveAttribute('data-kind', 'shape');
  await expect(panel).toContainText('This is valid JSON, but not a tool catalog.');
  await expect(panel).not.toContainText('does not parse');
  await expect(panel).toContainText('no "tools" found');
  await expect(panel).toContainText('a bare array of tools');
});

test('a newcomer is told to paste or drop a catalog, and the hint goes once they do', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openLintPage(page);
  const hint = page.getByTestId('first-visit-hint');
  await expect(hint).toContainText('paste');
  await expect(hint).toContainText('drop');
  // the numbers are explained where they appear, in words on the page
  await expect(page.getByTestId('summary-explain')).toContainText('TDQS');
  await expect(page.getByTestId('summary-explain')).toContainText('Smells');
  await expect(page.getByTestId('summary')).toContainText('Surface cost: the context tokens');
  await pasteCatalog(page, exampleText('memory.json'));
  await expect(hint).toHaveCount(0);
  await page.reload();
  await expect(editor(page)).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('first-visit-hint')).toHaveCount(0);
  expect(errors).toEqual([]);
});
