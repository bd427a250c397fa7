import { expect, test } from '@playwright/test';

test('the built app serves the landing page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('toolgauge');
  expect(errors).toEqual([]);
});
