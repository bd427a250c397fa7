/** Driving the lint page the way a user does, plus the recorders the security tests need. */
import { expect, type Page } from '@playwright/test';

export const results = (page: Page) => page.getByTestId('results');
export const editor = (page: Page) => page.getByTestId('editor');

/** Opens the page and waits until the editor is up and the summary has exact token counts. */
export async function openLintPage(page: Page): Promise<void> {
  await page.goto('/');
  await expect(editor(page)).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('summary-cl100k')).toBeVisible({ timeout: 30_000 });
}

/** Waits until the workspace is saved (the header's status). */
export const saved = (page: Page) =>
  expect(page.getByTestId('workspace-status')).toHaveAttribute('data-status', 'saved', { timeout: 30_000 });

/** Opens the header's workspace menu (if closed) and returns it. */
export async function openMenu(page: Page) {
  const menu = page.getByTestId('workspace-menu');
  if ((await menu.locator('details').getAttribute('open')) === null) await menu.locator('summary').click();
  return menu;
}

async function runs(page: Page): Promise<number> {
  return Number(await results(page).getAttribute('data-runs'));
}

/** Does something, then waits for the worker's next applied result. */
export async function afterNextRun(page: Page, action: () => Promise<void>): Promise<void> {
  const before = await runs(page);
  await action();
  await expect.poll(() => runs(page), { timeout: 30_000 }).toBeGreaterThan(before);
  await expect(results(page).locator('[aria-busy=true]')).toHaveCount(0, { timeout: 30_000 });
}

/** Select all in the Monaco editor inside `scope` (a CSS selector; '' for the page's only one), then paste `text` through a real paste event. */
export async function pasteText(page: Page, scope: string, text: string): Promise<void> {
  const input = page.locator(`${scope} .monaco-editor textarea.inputarea`.trim());
  await input.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await input.evaluate((el, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Select all in the (first) Monaco editor, then paste `text` through a real paste event. */
export async function pasteIntoEditor(page: Page, text: string): Promise<void> {
  await pasteText(page, '', text);
}

/** Select all in the editor, then paste `text` through a real paste event. */
export async function pasteCatalog(page: Page, text: string): Promise<void> {
  await afterNextRun(page, () => pasteIntoEditor(page, text));
  await expect
    .poll(() => page.evaluate(() => document.querySelector('.monaco-editor')?.textContent?.length ?? 0))
    .toBeGreaterThan(0);
}

/** Everything a page might do that a hostile catalog must not cause. */
export interface Recorder {
  requests: string[];
  errors: string[];
  dialogs: string[];
  violations(): Promise<string[]>;
}

export async function record(page: Page): Promise<Recorder> {
  const rec = { requests: [] as string[], errors: [] as string[], dialogs: [] as string[] };
  page.on('request', (r) => rec.requests.push(r.url()));
  page.on('pageerror', (e) => rec.errors.push(e.message));
  page.on('dialog', (d) => {
    rec.dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`)
    );
  });
  return {
    ...rec,
    violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
  };
}
