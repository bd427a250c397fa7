/**
 * A small share link that would make a huge report (3,000 copies of one tool, a couple of KB
 * compressed: issue 34's "Checking the catalog…" forever) ends within seconds with a message
 * that says where it stopped, never an endless spinner.
 */
import { expect, test } from '@playwright/test';
import { lintSharePayload, shareLink } from '../../core/share/links.ts';

for (const copies of [3000, 30000])
  test(`a share link of ${copies} copies of one tool ends with a report or a message within seconds`, async ({
    page,
    baseURL
  }) => {
    const tool = {
      name: 'search',
      description: 'Search the web for a query and return the top results.',
      inputSchema: { type: 'object', properties: { q: { type: 'string' } } }
    };
    const text = JSON.stringify({ tools: Array.from({ length: copies }, () => tool) });
    const link = await shareLink(baseURL!, lintSharePayload({ path: 'copies.json', text }), 'html');
    if (!link.ok) throw new Error(link.message);
    expect(link.chars).toBeLessThan(64 * 1024);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const t0 = Date.now();
    await page.goto(link.url);
    // Either the report (linear now: the duplicates are one finding naming the set) or a message
    // saying where it stopped; never the waiting line alone.
    const done = page.getByTestId('shared-report').getByTestId('summary-tools').or(page.getByRole('alert'));
    await expect(done.first()).toBeVisible({ timeout: 30_000 });
    const seconds = (Date.now() - t0) / 1000;
    console.log(
      `${copies} copies (${link.chars} chars) settled in ${seconds.toFixed(1)} s: ${await done.first().textContent()}`
    );
    await expect(page.getByText('Checking the catalog…')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
