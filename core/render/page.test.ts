import { describe, expect, it } from 'vitest';
import { parseCatalogValue } from '../catalog/parse-catalog.ts';
import { formatLintHtml } from '../lint/formats/html.ts';
import { lintCatalog } from '../lint/lint.ts';
import { escapeHtml, htmlPage } from './page.ts';

describe('escapeHtml', () => {
  it.each([
    ['tags are text', '<script>x</script>', '&lt;script&gt;x&lt;/script&gt;'],
    ['attributes cannot be closed', `" onload='x'`, '&quot; onload=&#39;x&#39;'],
    ['entities stay literal', '&amp;', '&amp;amp;'],
    ['bidi overrides are shown escaped', 'a\u202eb', 'a\\u202eb']
  ])('%s', (_name, input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});

describe('htmlPage', () => {
  it('is one document with inline CSS, no script, and a CSP that forbids scripts and network', () => {
    const page = htmlPage('t', '<p>x</p>');
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);
    expect(page).not.toMatch(/<script|<link|src=|href=/i);
  });

  it('a hostile catalog reaches the lint page only as text', () => {
    const evil = '<img src=x onerror=alert(1)><script>alert(1)</script>';
    const parsed = parseCatalogValue({
      tools: [
        { name: evil, description: evil, inputSchema: { type: 'object', properties: { [evil]: {} }, required: [evil] } }
      ]
    });
    if (!parsed.ok) throw new Error('unreachable');
    const page = formatLintHtml([{ file: `${evil}.json`, report: lintCatalog(parsed.catalog) }], {
      tokenizer: 'cl100k'
    });
    expect(page).not.toMatch(/<img|<script/i);
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
