/**
 * The live panel's call form, against `node build serve`: list the project's mock, pick a tool,
 * fill the form generated from its inputSchema, call it through the guarded /api/live/call, and
 * see the result with its outputSchema verdict: the failing field by its JSON pointer, or a match.
 * What the server sends is shown as text, never run as HTML.
 */
import { expect, test } from '@playwright/test';
import { startServe, type Served } from './serve.ts';

let served: Served;
test.beforeAll(async () => {
  served = await startServe();
});
test.afterAll(async () => {
  await served.stop();
});

test('call a tool from a form generated from its inputSchema; a bad structuredContent names its field', async ({
  page
}) => {
  await page.goto(served.url);
  const panel = page.getByTestId('live-panel');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await panel.locator('summary').click();
  await page.getByTestId('live-command').fill('toolgauge mock --tools-from examples/suites/servers/outputs.yml');
  await page.getByTestId('live-run').click();
  await expect(page.getByTestId('live-status')).toContainText(
    /ok {6}outputs\.yml {2}\(stdio, outputs 1\.0\.0, 3 tools, \d+ ms\)/,
    { timeout: 30_000 }
  );

  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/live/call')) calls.push(r.headers()['x-toolgauge-token'] ?? '');
  });
  const form = page.getByTestId('live-call');
  await expect(form).toBeVisible();
  await page.getByTestId('live-call-tool').selectOption('stats');
  await page.getByTestId('live-arg-store').fill('books');
  await page.getByTestId('live-call-run').click();
  await expect(page.getByTestId('live-call-violation')).toContainText('/structuredContent/count must be integer', {
    timeout: 30_000
  });
  await expect(page.getByTestId('live-call-structured')).toContainText('"count": "many"');
  expect(calls).toEqual([served.token]);

  // A field typed by the schema: an integer field refuses a word before anything is sent.
  await page.getByTestId('live-call-tool').selectOption('lookup');
  await page.getByTestId('live-arg-id').fill('seven');
  await page.getByTestId('live-call-run').click();
  await expect(form.getByRole('alert')).toHaveText('id must be a number');
  expect(calls).toHaveLength(1);
  await page.getByTestId('live-arg-id').fill('7');
  await page.getByTestId('live-call-run').click();
  await expect(page.getByTestId('live-call-valid')).toContainText(
    'structuredContent matches the outputSchema (JSON Schema 2020-12)',
    { timeout: 30_000 }
  );
  await expect(page.getByTestId('live-call-result')).toContainText('user 7 is Ada');
});

test('what a server returns is text: markup in a result is shown, not run', async ({ page }) => {
  await page.goto(served.url);
  await page.getByTestId('live-panel').locator('summary').click();
  await page.getByTestId('live-command').fill('node tests/fixtures/raw-mcp/server.mjs');
  await page.getByTestId('live-run').click();
  await expect(page.getByTestId('live-status')).toContainText('raw-server 0.0.1', { timeout: 30_000 });
  await page.getByTestId('live-call-tool').selectOption('echo');
  const markup = '<img src=x onerror="document.title=\'pwned\'"><b>bold</b>';
  await page.getByTestId('live-arg-text').fill(markup);
  await page.getByTestId('live-call-run').click();
  await expect(page.getByTestId('live-call-result')).toContainText(markup, { timeout: 30_000 });
  await expect(page.getByTestId('live-call-result').locator('img, b')).toHaveCount(0);
  expect(await page.title()).not.toBe('pwned');
});
