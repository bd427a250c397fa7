/**
 * The lint use case for one input, the one function the CLI (`toolgauge lint`, `--watch`) and the
 * playground's report download call: what it returns for a catalog, for text that is no catalog,
 * and that the lint it is given is the lint it runs.
 */
import { describe, expect, it } from 'vitest';
import type { Catalog } from '../catalog/types.ts';
import { formatLintReport, lintInput } from './lint-input.ts';
import { lintCatalog, type LintOptions } from './lint.ts';

const TEXT = `{
  "tools": [
    { "name": "get_user", "description": "Fetch one user by id. Returns the user record.",
      "inputSchema": { "type": "object", "properties": { "id": { "type": "string", "description": "The user id" } } } },
    { "name": "bad name", "inputSchema": { "type": "object", "properties": { "q": {} } } }
  ]
}`;

describe('lintInput: parse, lint, locate, one report entry', () => {
  it('lints the catalog with the options given and names the input file in the entry', async () => {
    const r = await lintInput({ text: TEXT, file: 'tools.json' }, { preset: 'all' });
    if (!r.ok) throw new Error('the catalog parses');
    expect(r.entry.file).toBe('tools.json');
    expect(r.catalog.tools.map((t) => t.name)).toEqual(['get_user', 'bad name']);
    expect(r.entry.report).toEqual(lintCatalog(r.catalog, { preset: 'all' }));
    expect(r.warnings).toEqual([]);
  });

  it('locates every pointer the report names as a line and column of the text', async () => {
    const r = await lintInput({ text: TEXT, file: 'tools.json' }, {});
    if (!r.ok) throw new Error('the catalog parses');
    const pointers = r.entry.report.tools.flatMap((t) => t.findings.map((f) => f.pointer));
    expect(pointers.length).toBeGreaterThan(0);
    for (const p of pointers) expect(r.entry.locate?.(p), p).toMatchObject({ line: expect.any(Number) });
    expect(r.entry.locate?.('/tools/1')).toMatchObject({ line: 5 });
  });

  it('returns the parse problems, with their position, for text that is no catalog', async () => {
    const r = await lintInput({ text: '{"tools": [', file: 'x.json' }, {});
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ line: expect.any(Number), column: expect.any(Number) });
  });

  it('runs the lint it is given, with the options it is given (the CLI passes its two-thread lint)', async () => {
    const calls: LintOptions[] = [];
    const lint = async (catalog: Catalog, options: LintOptions) => {
      calls.push(options);
      return lintCatalog(catalog, options);
    };
    const r = await lintInput({ text: TEXT, file: 't.json' }, { preset: 'reference', docsBase: 'D/' }, lint);
    expect(calls).toEqual([{ preset: 'reference', docsBase: 'D/' }]);
    if (r.ok) expect(r.entry.report.tools[1].findings[0].docsUrl.startsWith('D/')).toBe(true);
  });
});

describe('formatLintReport', () => {
  it('writes the entries in the format asked for; a single client view joins the JSON as client_view', async () => {
    const r = await lintInput({ text: TEXT, file: 't.json' }, {});
    if (!r.ok) throw new Error('the catalog parses');
    const json = JSON.parse(formatLintReport([r.entry], 'json', { tokenizer: 'cl100k' }));
    expect(json.tools).toHaveLength(2);
    expect(json.client_view).toBeUndefined();
    const view = { client: 'x' } as never;
    const withView = JSON.parse(formatLintReport([r.entry], 'json', { tokenizer: 'cl100k', views: [view] }));
    expect(withView.client_view).toEqual({ client: 'x' });
  });
});
