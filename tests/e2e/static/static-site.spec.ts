/**
 * Every page of the static build under /tg/, as GitHub Pages or `python3 -m http.server` serves
 * it: a direct visit works (with or without the trailing slash), the worker and Monaco run under
 * the page's <meta> CSP, links stay under the base, the live panel is not offered (and nothing
 * asks for /api/), workspaces persist in IndexedDB, and an unknown path gets the app's 404 page.
 */
import { expect, test, type Page } from '@playwright/test';
import { exampleText } from '../expected.ts';
import { pasteCatalog } from '../page.ts';
import { watch } from './watch.ts';

const ORIGIN = `http://127.0.0.1:${process.env.E2E_STATIC_PORT}`;

/** What shows that each page did its work: the worker's answer, not only the HTML. */
const READY: Record<string, (page: Page) => Promise<void>> = {
  '': async (page) => {
    await expect(page.getByTestId('editor')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    await expect(page.getByTestId('summary-cl100k')).toBeVisible({ timeout: 30_000 });
  },
  bench: async (page) => {
    await expect(page.getByTestId('bench-selector').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('bench-editor')).toBeVisible();
  },
  suites: async (page) => {
    await expect(page.getByTestId('suite-summary')).toBeVisible({ timeout: 30_000 });
  },
  traces: async (page) => {
    await expect(page.getByTestId('verdict').first()).toBeVisible({ timeout: 30_000 });
  },
  view: async (page) => {
    // No fragment: the page says so (a message, not a crash).
    await expect(page.getByTestId('shared-report')).toContainText('no shared report');
  }
};

for (const [route, ready] of Object.entries(READY)) {
  test(`/tg/${route} works on a direct visit, with no error and no /api/ request`, async ({ page }) => {
    const w = await watch(page);
    // Without the slash the server redirects to the folder (as GitHub Pages does); with it, its index.html.
    await page.goto(`${ORIGIN}/tg/${route}`);
    expect(new URL(page.url()).pathname).toBe(`/tg/${route ? `${route}/` : ''}`);
    await ready(page);
    expect(await page.locator('meta[http-equiv="content-security-policy"]').count()).toBe(1);
    await expect(page.getByTestId('live-panel')).toHaveCount(0);
    // Every nav link stays under the base.
    for (const href of await page.locator('header a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href)))
      expect(new URL(href).pathname.startsWith('/tg/')).toBe(true);
    await w.clean();
  });
}

test('the nav moves between pages under /tg/ and a workspace survives a reload (IndexedDB)', async ({ page }) => {
  const w = await watch(page);
  await page.goto(`${ORIGIN}/tg/`);
  await READY[''](page);
  await pasteCatalog(page, exampleText('memory.json'));
  await expect(page.getByTestId('summary-tools')).toHaveText('9');
  await expect(page.getByTestId('workspace-status')).toHaveAttribute('data-status', 'saved', { timeout: 30_000 });
  await page.reload();
  await expect(page.getByTestId('summary-tools')).toHaveText('9', { timeout: 30_000 });
  await page.getByRole('link', { name: 'Bench', exact: true }).click();
  await expect(page).toHaveURL(`${ORIGIN}/tg/bench/`);
  await READY.bench(page);
  await page.getByRole('link', { name: 'toolgauge', exact: true }).click();
  await expect(page).toHaveURL(`${ORIGIN}/tg/`);
  await READY[''](page);
  await w.clean();
});

test('an unknown path under /tg/ gets the 404 fallback: the app, saying the page is not there', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto(`${ORIGIN}/tg/no/such/page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main')).toContainText('404');
  expect(errors).toEqual([]);
});
