/**
 * The live panel and the server behind it, against `node build serve` started with a fresh token:
 * the token leaves the address bar, the panel lints the project's mock server over stdio into the
 * normal lint view, the panel is absent where the server cannot list live servers, and a page on
 * another origin cannot make the server start a process (the MCP Inspector's CVE-2025-49596 class).
 */
import { expect, test } from '@playwright/test';
import http from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServe, type Served } from './serve.ts';

let served: Served;
test.beforeAll(async () => {
  served = await startServe();
});
test.afterAll(async () => {
  await served.stop();
});

test('the printed URL opens the page, the token leaves the address bar, and the live panel lints the mock server over stdio', async ({
  page
}) => {
  expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#token=[A-Za-z0-9_-]{43}$/);
  await page.goto(served.url);
  const panel = page.getByTestId('live-panel');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => page.url()).toBe(`${served.origin}/`);
  expect(await page.evaluate(() => sessionStorage.getItem('toolgauge.launch-token'))).toBe(served.token);
  // Nothing was started by opening the page: no listing request went out.
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/live/')) calls.push(r.url());
  });
  await expect(page.getByTestId('summary-tools')).toBeVisible({ timeout: 30_000 });
  expect(calls).toEqual([]);

  await panel.locator('summary').click();
  await expect(page.getByTestId('live-token')).toHaveCount(0);
  await page.getByTestId('live-command').fill('toolgauge mock --tools-from examples/suites/servers/api.yml');
  await page.getByTestId('live-run').click();
  await expect(page.getByTestId('live-status')).toContainText(
    /ok {6}api\.yml {2}\(stdio, api 1\.0\.0, 6 tools, \d+ ms\)/,
    { timeout: 30_000 }
  );
  await expect(page.getByTestId('summary-tools')).toHaveText('6', { timeout: 30_000 });
  await expect(page.getByTitle('The catalog being linted')).toContainText('stdio:toolgauge mock');
  expect(calls).toHaveLength(1);
  expect(calls[0]).not.toContain(served.token);
});

test('without the token in the tab, the panel asks for it, and a wrong one is refused with the reason', async ({
  page
}) => {
  await page.goto(`${served.origin}/`);
  await page.getByTestId('live-panel').locator('summary').click();
  await page.getByTestId('live-command').fill('toolgauge mock --tools-from examples/suites/servers/api.yml');
  await page.getByTestId('live-token').fill('not-the-token-at-all');
  await page.getByTestId('live-run').click();
  await expect(page.getByTestId('live-error')).toContainText('wrong launch token');
});

test('the panel is absent when the server cannot list live servers', async ({ page }) => {
  await page.route('**/api/capabilities', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto(`${served.origin}/`);
  await expect(page.getByTestId('summary-tools')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('live-panel')).toHaveCount(0);
});

function raw(method: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: served.port,
        method,
        path: '/api/live/lint',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        setHost: false
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      }
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('raw requests without the token, with a foreign Origin or a rebinding Host are refused; the happy path is not', async () => {
  const body = JSON.stringify({
    source: 'stdio',
    command: 'toolgauge mock --tools-from examples/suites/servers/api.yml'
  });
  const host = `127.0.0.1:${served.port}`;
  const ok = { host, origin: `http://${host}`, 'content-type': 'application/json', 'x-toolgauge-token': served.token };
  expect(await raw('POST', { ...ok, 'x-toolgauge-token': '' }, body)).toBe(401);
  expect(await raw('POST', { ...ok, 'x-toolgauge-token': 'A'.repeat(43) }, body)).toBe(401);
  expect(await raw('POST', { ...ok, origin: 'http://attacker.example' }, body)).toBe(403);
  expect(await raw('POST', { host, 'content-type': 'application/json', 'x-toolgauge-token': served.token }, body)).toBe(
    403
  );
  expect(
    await raw(
      'POST',
      { ...ok, host: `attacker.example:${served.port}`, origin: `http://attacker.example:${served.port}` },
      body
    )
  ).toBe(403);
  expect(await raw('POST', ok, body)).toBe(200);
});

test('a page on another origin cannot make the server start a process, even knowing the token', async ({ page }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tg-cve-'));
  const marker = path.join(dir, 'pwned');
  const command = `"${process.execPath}" -e "require('fs').writeFileSync(process.argv[1], '')" "${marker}"`;
  // The attacker's page: a plain server on another port, no CSP, trying every trick a page has.
  const attacker = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end('<!doctype html><title>attacker</title>');
  });
  await new Promise<void>((r) => attacker.listen(0, '127.0.0.1', () => r()));
  const attackerPort = (attacker.address() as { port: number }).port;
  try {
    await page.goto(`http://127.0.0.1:${attackerPort}/`);
    const target = `${served.origin}/api/live/lint`;
    const outcomes = await page.evaluate(
      async ({ target, command, token }) => {
        const body = JSON.stringify({ source: 'stdio', command });
        const tries = [
          fetch(target, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body }),
          fetch(target, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-toolgauge-token': token },
            body
          }),
          fetch(target, { method: 'POST', mode: 'no-cors', body: new Blob([body], { type: 'application/json' }) })
        ];
        navigator.sendBeacon(target, new Blob([body], { type: 'application/json' }));
        const form = document.createElement('form');
        form.method = 'POST';
        form.action = target;
        form.enctype = 'text/plain';
        const input = document.createElement('input');
        input.name = body;
        form.append(input);
        document.body.append(form);
        const settled = await Promise.allSettled(tries);
        return settled.map((s) =>
          s.status === 'fulfilled' ? `answered ${s.value.type} ${s.value.status}` : `refused: ${String(s.reason)}`
        );
      },
      { target, command, token: served.token }
    );
    // The CORS request with the token dies at the preflight; the no-cors ones reach the server and are refused there.
    expect(outcomes[1]).toMatch(/^refused/);
    await page.waitForTimeout(1500);
    expect(existsSync(marker)).toBe(false);
    // The same command from the page itself does run: the marker is a fair witness.
    expect(
      await raw(
        'POST',
        {
          host: `127.0.0.1:${served.port}`,
          origin: served.origin,
          'content-type': 'application/json',
          'x-toolgauge-token': served.token
        },
        JSON.stringify({ source: 'stdio', command })
      )
    ).toBe(200);
    expect(existsSync(marker)).toBe(true);
  } finally {
    attacker.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('toolgauge serve on a port in use: one line, no stack trace, exit 2', async () => {
  const { spawnSync } = await import('node:child_process');
  const { REPO } = await import('./serve.ts');
  const r = spawnSync(process.execPath, ['build', 'serve', '--port', String(served.port)], {
    cwd: REPO,
    encoding: 'utf8',
    timeout: 30_000
  });
  expect(r.status).toBe(2);
  expect(r.stderr.trim()).toBe(
    `toolgauge serve: port ${served.port} is already in use on 127.0.0.1; pass --port N (or PORT=N), or stop what is using it`
  );
  expect(r.stdout).toBe('');
});
