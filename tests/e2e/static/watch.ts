/** What a page on the static build must not do: throw, log an error, break its CSP, or call the (absent) API. */
import { expect, type Page } from '@playwright/test';

export async function watch(page: Page) {
  const errors: string[] = [];
  const api: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.includes('/api/')) api.push(r.url());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`)
    );
  });
  return {
    errors,
    /** No error, no violation, no API request so far. */
    async clean() {
      expect(errors).toEqual([]);
      expect(api).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    }
  };
}
