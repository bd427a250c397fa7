/**
 * The --format html reports opened in real Chromium with JavaScript disabled: each renders (it
 * needs no script), requests nothing besides itself, and a hostile catalog injects no element.
 * The reports come from the built CLI (node build <command> --format html).
 */
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'tg-html-'));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));
test.use({ javaScriptEnabled: false });

const EVIL = `<img src=x onerror="document.title='pwned'"><script>document.title='pwned'</script></details><iframe src="https://example.com/"></iframe>`;
const hostile = {
  tools: [
    {
      name: `x${EVIL}`,
      description: `Deletes things. ${EVIL}`,
      inputSchema: { type: 'object', properties: { [`p${EVIL}`]: { type: 'string' } }, required: [`p${EVIL}`] }
    },
    { name: 'ok', description: `Fine \u202e reversed ${EVIL}` }
  ]
};
writeFileSync(path.join(dir, 'hostile.json'), JSON.stringify(hostile));
writeFileSync(
  path.join(dir, 'hostile2.json'),
  JSON.stringify({ tools: [...hostile.tools, { name: 'added<b>bold</b>', description: EVIL }] })
);

function render(name: string, args: string[]): string {
  const out = path.join(dir, `${name}.html`);
  const r = spawnSync(process.execPath, ['build', ...args, '--format', 'html', '--out', out], {
    cwd: repo,
    encoding: 'utf8'
  });
  expect(r.status === 0 || r.status === 1, r.stderr).toBe(true);
  return pathToFileURL(out).href;
}

const reports: Array<[string, string[], string]> = [
  ['lint', ['lint', 'examples/catalogs/github.json', 'examples/catalogs/memory.json'], 'toolgauge lint: 2 catalogs'],
  ['bench', ['bench', 'examples/bench/weather.yml'], 'toolgauge bench: examples/bench/weather.yml'],
  ['run', ['run', 'examples/suites/agent-metrics.yml'], 'toolgauge suite: agent metrics on recorded traces'],
  [
    'diff',
    ['diff', 'tests/fixtures/catalog-versions/filesystem-2025.7.1.json', 'examples/catalogs/filesystem.json'],
    'toolgauge diff: tests/fixtures/catalog-versions/filesystem-2025.7.1.json -> examples/catalogs/filesystem.json'
  ]
];

for (const [name, args, heading] of reports) {
  test(`${name} --format html renders with scripts disabled and requests nothing else`, async ({ page }) => {
    const url = render(name, args);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(url);
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(page.locator('.card').first()).toBeVisible();
    expect(await page.locator('script').count()).toBe(0);
    expect(requests).toEqual([url]);
    if (name === 'lint') {
      // 26 GitHub tools + 9 memory tools, each a <details> row.
      await expect(page.locator('details')).toHaveCount(35);
      await expect(page.locator('table').first().locator('tbody tr')).toHaveCount(2);
    }
  });
}

test('a hostile catalog injects no element into the lint and diff reports', async ({ page }) => {
  // Each report shows some of the hostile markup as text: lint quotes the tool name, diff names the added tool.
  const cases: Array<[string, string]> = [
    [render('hostile-lint', ['lint', path.join(dir, 'hostile.json')]), '<img src=x onerror='],
    [
      render('hostile-diff', ['diff', path.join(dir, 'hostile.json'), path.join(dir, 'hostile2.json')]),
      'added<b>bold</b>'
    ]
  ];
  for (const [url, shownAsText] of cases) {
    await page.goto(url);
    expect(await page.locator('img, script, iframe').count()).toBe(0);
    expect(await page.locator('b', { hasText: 'bold' }).count()).toBe(0);
    expect(await page.title()).not.toBe('pwned');
    expect(await page.locator('body').innerText()).toContain(shownAsText);
  }
});
