/**
 * The static build's pieces that need no build to check (the base path, the _headers file, page
 * links), and, when build/static exists (npm run build:static, as the e2e run makes it), its
 * layout: a folder per page, the fallback, the meta CSP on every page.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticBase } from '../../scripts/static-base.js';
import { CSP_DIRECTIVES, staticHeaders } from '../../src/node/web/csp.js';
import { pageHref } from '../../src/lib/paths.ts';
import { REPO } from './helpers/cli.ts';

describe('BASE_PATH', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['/', ''],
    ['toolgauge', '/toolgauge'],
    ['/toolgauge/', '/toolgauge'],
    ['/org/repo', '/org/repo'],
    [' /a.b_c~d-e ', '/a.b_c~d-e']
  ])('%j is %j', (raw, base) => expect(staticBase(raw)).toBe(base));
  it.each(['/a b', '/a/../b', '/a?x', '/a#x', '/ä', '/a/./b'])('%j is refused, saying what is expected', (raw) => {
    expect(() => staticBase(raw)).toThrow(/is not a URL path: expected something like \/toolgauge or \/org\/repo/);
  });
});

describe('_headers', () => {
  it('security headers and frame-ancestors on everything, the asset CSP on _app/*, under the base', () => {
    const lines = staticHeaders('/tg').split('\n');
    expect(lines[0]).toBe('/tg/*');
    expect(lines).toContain("  content-security-policy: frame-ancestors 'none'");
    expect(lines).toContain('  referrer-policy: no-referrer');
    const at = lines.indexOf('/tg/_app/*');
    expect(lines[at + 1]).toMatch(/^ {2}content-security-policy: default-src 'self'; script-src 'self';/);
    expect(staticHeaders('')).toMatch(/^\/\*\n/);
  });
});

describe('page links', () => {
  it.each([
    ['/', '', false, '/'],
    ['/bench', '', false, '/bench'],
    ['/', '/tg', true, '/tg/'],
    ['/bench', '/tg', true, '/tg/bench/']
  ])('%s under %j (static %s) is %s', (route, base, slash, href) => {
    expect(pageHref(route, { base, slash })).toBe(href);
  });
});

const OUT = path.join(REPO, 'build/static');
describe.skipIf(!existsSync(path.join(OUT, 'index.html')))('build/static (when built)', () => {
  const pages = ['index.html', 'bench/index.html', 'suites/index.html', 'traces/index.html', 'view/index.html'];
  it.each(pages)(
    "%s: the meta CSP with kit's hash, no frame-ancestors (a meta tag cannot carry it), relative assets",
    (page) => {
      const html = readFileSync(path.join(OUT, page), 'utf8');
      const csp = /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(html)?.[1];
      expect(csp).toBeDefined();
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toContain('frame-ancestors');
      for (const name of Object.keys(CSP_DIRECTIVES).filter((d) => d !== 'frame-ancestors'))
        expect(csp).toContain(name);
      expect(html).toContain('<meta name="referrer" content="no-referrer" />');
      expect(html).toMatch(/href="\.{1,2}\/_app\/immutable\//);
    }
  );
  it('the fallback, .nojekyll and _headers are there', () => {
    for (const f of ['404.html', '.nojekyll', '_headers']) expect(existsSync(path.join(OUT, f))).toBe(true);
    expect(readFileSync(path.join(OUT, '404.html'), 'utf8')).toMatch(/<meta http-equiv="content-security-policy"/);
  });
});
