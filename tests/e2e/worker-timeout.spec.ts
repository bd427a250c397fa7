import { expect, test } from '@playwright/test';

// A core worker that never finishes (standing in for a huge catalog or a runaway regex): the
// page must stop it after its time limit, say so, and stay responsive.
test('a worker that runs too long is stopped and the page says so instead of freezing', async ({ page }) => {
  let served = 0;
  await page.route(/\/workers\/core\.worker-[^/]*\.js$/, (route) => {
    served++;
    return route.fulfill({ contentType: 'text/javascript', body: 'self.onmessage = () => { for (;;) {} };' });
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.getByRole('alert').filter({ hasText: 'took longer than 5 s and was stopped' })).toBeVisible({
    timeout: 30_000
  });
  // the main thread was never blocked: it answers and the controls still work
  expect(await page.evaluate(() => 1)).toBe(1);
  await page.getByTestId('examples').selectOption('memory.json');
  // choosing another catalog started a fresh worker (the stuck one was terminated)
  await expect.poll(() => served, { timeout: 30_000 }).toBeGreaterThan(1);
  expect(errors).toEqual([]);
});
