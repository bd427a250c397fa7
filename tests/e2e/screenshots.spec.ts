import { expect, test } from '@playwright/test';
import { openLintPage } from './page.ts';

// Left in test-results/ (not committed) for a reviewer to look at.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`the lint page at 1280×720 in ${colorScheme}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.emulateMedia({ colorScheme });
    await openLintPage(page);
    await page.locator('[data-testid=tool] button.row').first().click();
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg === 'rgb(22, 23, 25)').toBe(colorScheme === 'dark');
    await expect(page.locator('.monaco-editor').first()).toHaveClass(colorScheme === 'dark' ? /vs-dark/ : /\bvs\b/);
    // nothing overflows the viewport sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.screenshot({ path: `test-results/screenshots/lint-1280x720-${colorScheme}.png` });
  });
}

test('the lint page on a narrow screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLintPage(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/screenshots/lint-390-narrow.png', fullPage: true });
});

test('the editor follows a change of the system theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openLintPage(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('.monaco-editor').first()).toHaveClass(/vs-dark/);
});
