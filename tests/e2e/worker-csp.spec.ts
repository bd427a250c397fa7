/**
 * A dedicated worker runs under the Content-Security-Policy sent with its own script, not the
 * page's. Every worker the page starts (the core worker, Monaco's editor and YAML workers) must
 * be refused a fetch to another origin, here a real server on another port that would answer.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { afterNextRun, openLintPage } from './page.ts';

test('code in every worker is refused a fetch to another origin, by the CSP sent with the worker script', async ({
  page,
  request
}) => {
  let reached = 0;
  const other = http.createServer((_req, res) => {
    reached++;
    res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'text/plain' });
    res.end('reachable');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const target = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
  try {
    // the server answers anyone who asks outside a browser, so a refusal below is the CSP's
    expect(await (await fetch(target)).text()).toBe('reachable');
    reached = 0;

    await openLintPage(page);
    // a YAML file starts monaco-yaml's worker as well
    const yaml = 'tools:\n  - name: only_tool\n    description: Reads one thing and returns it as text.\n';
    await afterNextRun(page, () =>
      page
        .getByTestId('file-input')
        .setInputFiles({ name: 'mine.yaml', mimeType: 'text/yaml', buffer: Buffer.from(yaml) })
    );
    await expect
      .poll(
        () =>
          page
            .workers()
            .map((w) => w.url())
            .join(' '),
        { timeout: 30_000 }
      )
      .toMatch(/core\.worker/);
    await expect
      .poll(
        () =>
          page
            .workers()
            .map((w) => w.url())
            .join(' '),
        { timeout: 30_000 }
      )
      .toMatch(/yaml\.worker/);
    const workers = page.workers();
    expect(workers.length).toBeGreaterThanOrEqual(3);

    for (const worker of workers) {
      const outcome = await worker.evaluate(async (url) => {
        const violations: string[] = [];
        self.addEventListener('securitypolicyviolation', (e) =>
          violations.push(`${e.violatedDirective} ${e.blockedURI}`)
        );
        const fetched = await fetch(url).then(
          (r) => `allowed ${r.status}`,
          (e: unknown) => `refused ${e instanceof Error ? e.message : String(e)}`
        );
        await new Promise((r) => setTimeout(r, 50));
        return { fetched, violations };
      }, target);
      expect(outcome.fetched, worker.url()).toMatch(/^refused/);
      expect(outcome.violations.join(' '), worker.url()).toContain('connect-src');
      // and the worker's script came with the policy
      const res = await request.get(worker.url());
      expect(res.headers()['content-security-policy'], worker.url()).toContain("connect-src 'self'");
    }
    expect(reached).toBe(0);
  } finally {
    other.close();
  }
});

test('pages keep kit’s policy (with its script hash), also when revalidated', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await openLintPage(page);
  await page.reload();
  await expect(page.getByTestId('editor')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  expect(errors.filter((e) => e.includes('Content Security Policy'))).toEqual([]);
});
