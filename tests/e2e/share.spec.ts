/**
 * Share links: the lint page's report, shared as a link (after showing what it holds), opened in
 * a fresh browser context reproduces the same report, read-only, offline too; "open as
 * workspace" takes it to the lint page; a link too big says so and offers the HTML export; a
 * damaged link is a message, not a crash.
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { REPO } from './serve.ts';
import { openLintPage, pasteCatalog } from './page.ts';

/** Everything the report shows that must match: summary figures, tool order, the expanded tool's findings. */
async function snapshot(page: Page) {
  await expect(page.getByTestId('summary-cl100k')).toBeVisible({ timeout: 30_000 });
  const summary: Record<string, string> = {};
  for (const id of ['tools', 'mean', 'min', 'criticals', 'warnings', 'smells', 'cl100k', 'o200k'])
    summary[id] = (await page.getByTestId(`summary-${id}`).textContent()) ?? '';
  const tools = await page.getByTestId('tool-name').allTextContents();
  const findings = await page.getByTestId('finding').allTextContents();
  return { summary, tools: tools.slice(0, 12), findings };
}

async function shareLink(page: Page): Promise<string> {
  await page.getByTestId('share-open').click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog).toBeVisible();
  const link = await dialog.getByTestId('share-link').inputValue({ timeout: 30_000 });
  return link;
}

test('a shared link opened in a fresh browser shows the same report, read-only, and opens as a workspace', async ({
  page,
  browser
}) => {
  await openLintPage(page);
  await page.getByTestId('tool').first().getByRole('button').first().click();
  await expect(page.getByTestId('finding').first()).toBeVisible();
  const before = await snapshot(page);

  await page.getByTestId('share-open').click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog.getByTestId('share-files')).toContainText(/github\.json\s+\d+(\.\d)? KB/);
  await expect(dialog).toContainText('A catalog may be private');
  const link = await dialog.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/view#s=1\.[A-Za-z0-9_-]+$/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const requests: string[] = [];
  other.on('request', (r) => requests.push(r.url()));
  await other.goto(link);
  await expect(other.getByTestId('shared-report')).toBeVisible();
  await expect(other.getByTestId('shared-file')).toHaveText('github.json');
  const after = await snapshot(other);
  expect(after).toEqual(before);
  // Read-only: no editor; the fragment never went to the server.
  await expect(other.getByTestId('editor')).toHaveCount(0);
  expect(requests.some((u) => u.endsWith('/view'))).toBe(true);
  expect(requests.filter((u) => u.includes('s=1.'))).toEqual([]);

  await other.getByTestId('open-as-workspace').click();
  await expect(other).toHaveURL(/\/$/);
  await expect(other.getByTestId('editor')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  expect((await snapshot(other)).summary).toEqual(before.summary);
  await fresh.close();
});

test('a link works offline once the page is loaded (the data is in the fragment)', async ({
  page,
  browser,
  baseURL
}) => {
  await openLintPage(page);
  const link = await shareLink(page);
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(`${baseURL}/view`);
  await expect(other.getByRole('alert')).toContainText('holds no shared report');
  await other.waitForLoadState('networkidle');
  await fresh.setOffline(true);
  await other.evaluate((hash) => (location.hash = hash), new URL(link).hash);
  await expect(other.getByTestId('summary-tools')).toHaveText('26', { timeout: 30_000 });
  await fresh.close();
});

test('a damaged or foreign link is a message, not a crash', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const [hash, message] of [
    ['#s=1.AAAAAAAA', 'does not decompress'],
    ['#s=9.abc', 'version 9'],
    ['#s=1.%%%', 'damaged']
  ]) {
    await page.goto(`${baseURL}/view${hash}`);
    await expect(page.getByRole('alert')).toContainText(message);
  }
  expect(errors).toEqual([]);
});

test('a report too big for a link says so and offers the HTML export', async ({ page }) => {
  await openLintPage(page);
  // Descriptions of pseudo-random words hardly compress: about 200 KB of them.
  let x = 2463534242;
  const next = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), x >>> 0);
  const word = () => Array.from({ length: 3 + (next() % 8) }, () => String.fromCharCode(97 + (next() % 26))).join('');
  const tools = Array.from({ length: 150 }, (_, i) => ({
    name: `tool_${i}`,
    description: Array.from({ length: 180 }, word).join(' '),
    inputSchema: { type: 'object' }
  }));
  await pasteCatalog(page, JSON.stringify({ tools }, null, 2));
  await expect(page.getByTestId('summary-tools')).toHaveText('150', { timeout: 30_000 });
  await page.getByTestId('share-open').click();
  await expect(page.getByTestId('share-too-long')).toContainText(
    /over the 64 KB a link can safely carry\. Download the report as one HTML file/,
    { timeout: 30_000 }
  );
  const download = page.waitForEvent('download');
  await page.getByTestId('share-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('pasted.lint.html');
  const html = await (await import('node:fs/promises')).readFile((await file.path()) as string, 'utf8');
  expect(html).toMatch(/^<!doctype html>/i);
  expect(html).toContain('tool_149');
  expect(html).not.toMatch(/<script/i);
});

test('the link lint --share-url prints for toolgauge serve opens the report there (view/ redirects to view, the fragment kept)', async ({
  page,
  baseURL
}) => {
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      ['build/index.js', 'lint', 'examples/catalogs/github.json', '--share-url', baseURL!],
      { cwd: REPO, encoding: 'utf8' }
    );
  } catch (e) {
    out = (e as { stdout: string }).stdout;
  }
  const link = /http:\/\/\S+#s=1\.[A-Za-z0-9_-]+/.exec(out)![0];
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(link);
  await expect(page.getByTestId('shared-report')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/view');
  await expect(page.getByTestId('summary-tools')).toHaveText(/^\d+$/, { timeout: 30_000 });
  await expect(page.getByTestId('shared-file')).toHaveText('examples/catalogs/github.json');
  expect(errors).toEqual([]);
});
