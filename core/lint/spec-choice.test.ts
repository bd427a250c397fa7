/**
 * The specification version a catalog is linted under (issue 42 item 8): the one asked for, else
 * the catalog's own protocolVersion (what a live server negotiated, kept by --save), else the
 * latest; every report says which, and why.
 */
import { describe, expect, it } from 'vitest';
import { parseCatalogValue } from '../catalog/parse-catalog.ts';
import { formatLintHtml } from './formats/html.ts';
import { formatLintJson } from './formats/json.ts';
import { formatLintMarkdown } from './formats/markdown.ts';
import { formatLintText } from './formats/text.ts';
import { lintCatalog } from './lint.ts';
import { DEFAULT_SPEC } from './spec-versions.ts';

const catalog = (meta: Record<string, unknown>) => {
  const r = parseCatalogValue({
    ...meta,
    tools: [{ name: 'get_weather', description: 'Returns the weather for a city.', inputSchema: { type: 'object' } }]
  });
  if (!r.ok) throw new Error('the catalog parses');
  return r.catalog;
};

describe('the spec version a catalog is linted under', () => {
  it.each([
    [
      'its own protocolVersion',
      { protocolVersion: '2025-11-25' },
      undefined,
      { version: '2025-11-25', from: 'catalog' }
    ],
    [
      '--spec beats it',
      { protocolVersion: '2025-11-25' },
      '2025-06-18' as const,
      { version: '2025-06-18', from: 'option' }
    ],
    [
      'a version toolgauge does not know: the latest',
      { protocolVersion: '2024-11-05' },
      undefined,
      { version: DEFAULT_SPEC, from: 'default' }
    ],
    ['none: the latest', {}, undefined, { version: DEFAULT_SPEC, from: 'default' }]
  ])('%s', (_label, meta, spec, expected) => {
    expect(lintCatalog(catalog(meta), spec ? { spec } : {}).spec).toEqual(expected);
  });

  it('text, JSON, Markdown and HTML say the version and why', () => {
    const report = lintCatalog(catalog({ protocolVersion: '2025-11-25' }));
    const ctx = { file: 'saved.json', tokenizer: 'cl100k' as const };
    expect(formatLintText(report, ctx)).toMatch(/ · spec 2025-11-25 \(its protocolVersion\)\n$/);
    expect(JSON.parse(formatLintJson(report, ctx)).spec).toEqual({ version: '2025-11-25', from: 'catalog' });
    expect(formatLintMarkdown(report, ctx)).toContain('Linted under MCP spec 2025-11-25 (its protocolVersion).');
    expect(formatLintHtml([{ file: 'saved.json', report }], ctx)).toContain('spec 2025-11-25 (its protocolVersion)');
  });
});
