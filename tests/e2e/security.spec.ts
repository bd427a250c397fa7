import { expect, test } from '@playwright/test';
import { expectedOk } from './expected.ts';
import { afterNextRun, openLintPage, pasteCatalog, record } from './page.ts';

// Everything a catalog author could try to make the page run, load or misdisplay.
const HOSTILE = JSON.stringify(
  {
    tools: [
      {
        name: '<script>window.__pwned = "script"</script>',
        description:
          '<img src="https://evil.example/pixel.png" onerror="window.__pwned = \'onerror\'"> and <a href="javascript:window.__pwned=\'link\'">click</a>',
        inputSchema: {
          type: 'object',
          properties: {
            '<svg onload="window.__pwned=1">': {
              type: 'string',
              description: '<iframe src="https://evil.example/"></iframe>'
            }
          },
          required: ['<svg onload="window.__pwned=1">']
        }
      },
      {
        name: 'read\u200bfile',
        description: 'Reads a file \u202etxt.exe\u202c and <style>body{background:url(https://evil.example/bg)}</style>'
      },
      { name: 'javascript:alert(1)', description: '"><img src=x onerror=alert(1)>' },
      { name: '\u2067evil\u2069name', description: '' }
    ]
  },
  null,
  2
);

test('a hostile catalog renders as inert text, runs nothing and fetches nothing from elsewhere', async ({
  page,
  baseURL
}) => {
  const rec = await record(page);
  await openLintPage(page);
  const want = await expectedOk(HOSTILE, 'github.json');
  await pasteCatalog(page, HOSTILE);
  await expect(page.getByTestId('tool')).toHaveCount(want.tools.length);

  // open every tool and every rule's docs so all catalog text is on screen
  for (const row of await page.locator('[data-testid=tool] button.row').all()) await row.click();
  for (const details of await page.locator('[data-testid=finding] details').all())
    await details.evaluate((d) => d.setAttribute('open', ''));
  await page.waitForTimeout(300);

  // the markup shows up as literal text
  await expect(
    page.getByTestId('tool-name').filter({ hasText: '<script>window.__pwned = "script"</script>' })
  ).toHaveCount(1);
  await expect(page.getByTestId('tool-name').filter({ hasText: 'javascript:alert(1)' })).toHaveCount(1);
  // invisible and bidi characters are shown as marks, not applied
  await expect(page.getByTestId('tool-name').filter({ hasText: 'read⟨U+200B⟩file' })).toHaveCount(1);
  await expect(page.getByTestId('tool-name').filter({ hasText: '⟨U+2067⟩evil⟨U+2069⟩name' })).toHaveCount(1);
  const listText = await page.getByTestId('tool-list').innerText();
  expect(listText).not.toMatch(/[\u200b\u202a-\u202e\u2066-\u2069]/);

  // no element came from the catalog
  const outsideEditor = (sel: string) =>
    page
      .locator(`body :not(.monaco-editor) > ${sel}`)
      .evaluateAll((els) => els.filter((e) => !e.closest('.monaco-editor')).length);
  expect(await outsideEditor('script:not([src]):not([type])')).toBeLessThanOrEqual(1); // kit's own bootstrap only
  expect(
    await page
      .locator('img, iframe, svg[onload], a[href^="javascript:"], [onerror], [onload]')
      .evaluateAll((els) => els.filter((e) => !e.closest('.monaco-editor')).length)
  ).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(rec.dialogs).toEqual([]);
  expect(rec.errors).toEqual([]);
  expect(await rec.violations()).toEqual([]);
  const origin = new URL(baseURL!).origin;
  const foreign = rec.requests.filter(
    (u) => !u.startsWith(`${origin}/`) && !u.startsWith('data:') && !u.startsWith('blob:')
  );
  expect(foreign).toEqual([]);
});

test('the server sends a Content-Security-Policy that allows only the app itself', async ({ request }) => {
  const res = await request.get('/');
  expect(res.ok()).toBe(true);
  const csp = res.headers()['content-security-policy'];
  expect(csp).toBeTruthy();
  const directives = new Map(
    csp!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values])
  );
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('script-src')?.[0]).toBe("'self'");
  expect(
    directives
      .get('script-src')
      ?.slice(1)
      .every((v) => v.startsWith("'sha256-"))
  ).toBe(true);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('connect-src')).toEqual(["'self'"]);
  expect(directives.get('worker-src')).toEqual(["'self'"]);
  expect(csp).not.toContain('unsafe-eval');
  for (const values of directives.values()) for (const v of values) expect(v).not.toMatch(/^https?:|^\*$/);
  // and the headers beside it
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['referrer-policy']).toBe('no-referrer');
});

test('a file dropped on the editor opens like a picked one', async ({ page }) => {
  await openLintPage(page);
  const text = '[{"name": "dropped_tool", "description": "Returns the dropped thing as text."}]';
  await afterNextRun(page, async () => {
    const data = await page.evaluateHandle((t) => {
      const dt = new DataTransfer();
      dt.items.add(new File([t], 'dropped.json', { type: 'application/json' }));
      return dt;
    }, text);
    await page.locator('section.editor-pane').dispatchEvent('drop', { dataTransfer: data });
  });
  await expect(page.getByTestId('tool-name')).toHaveText(['dropped_tool']);
});
