import { describe, expect, it } from 'vitest';
import { parseCatalogText } from '../catalog/parse-catalog.ts';
import { lintCatalog } from './lint.ts';
import { LINT_FORMATS } from './formats/index.ts';
import { contextCountsText } from './context-report.ts';

// Counting by characters keeps the figures checkable by hand.
const encoders = { cl100k: (t: string) => t.length, o200k: (t: string) => Math.ceil(t.length / 2) };

const single = JSON.stringify({
  tools: [{ name: 'search', description: 'Search the index.', inputSchema: { type: 'object' } }],
  resources: [{ name: 'readme', description: 'The readme.', uri: 'file:///readme.md' }, 'not an object'],
  resourceTemplates: [{ name: 'doc', uriTemplate: 'file:///{path}' }],
  prompts: [
    { name: 'summarize', description: 'Summarize.', arguments: [{ name: 'text', required: true }] },
    { name: 'hello' }
  ]
});

function lint(text: string) {
  const parsed = parseCatalogText(text, { file: 'c.json' });
  if (!parsed.ok) throw new Error('parse');
  return { parsed, report: lintCatalog(parsed.catalog, { encoders }) };
}

describe('resources, templates and prompts: read beside the tools, counted, in every format', () => {
  it('each item with its kind, pointer and cost (name + description + uri / uriTemplate / arguments JSON)', () => {
    const { report } = lint(single);
    expect(report.context?.items).toEqual([
      {
        kind: 'resource',
        id: 'readme',
        name: 'readme',
        pointer: '/resources/0',
        tokens: { cl100k: 6 + 11 + 17, o200k: 3 + 6 + 9 }
      },
      {
        kind: 'resource_template',
        id: 'doc',
        name: 'doc',
        pointer: '/resourceTemplates/0',
        tokens: { cl100k: 3 + 14, o200k: 2 + 7 }
      },
      {
        kind: 'prompt',
        id: 'summarize',
        name: 'summarize',
        pointer: '/prompts/0',
        tokens: { cl100k: 9 + 10 + 33, o200k: 5 + 5 + 17 }
      },
      { kind: 'prompt', id: 'hello', name: 'hello', pointer: '/prompts/1', tokens: { cl100k: 5, o200k: 3 } }
    ]);
    expect(report.context?.counts).toEqual({ resources: 1, resource_templates: 1, prompts: 2 });
    expect(report.context?.tokens).toEqual({ cl100k: 34 + 17 + 52 + 5, o200k: 18 + 9 + 27 + 3 });
    expect(contextCountsText(report.context!)).toBe('1 resource, 1 resource template, 2 prompts');
  });

  it('a bundle of servers gives server.name ids and pointers under each server', () => {
    const { report } = lint(
      JSON.stringify({
        servers: {
          a: { tools: [], prompts: [{ name: 'p' }] },
          b: { tools: [{ name: 't' }], resources: [{ uri: 'mem://x' }] }
        }
      })
    );
    expect(report.context?.items.map((i) => [i.id, i.server, i.pointer])).toEqual([
      ['a.p', 'a', '/servers/a/prompts/0'],
      ['b.mem://x', 'b', '/servers/b/resources/0']
    ]);
  });

  it('a catalog of tools alone has no context in its report or its JSON (reports stay as they were)', () => {
    const { report } = lint(JSON.stringify({ tools: [{ name: 't' }] }));
    expect(report.context).toBeUndefined();
    expect(JSON.parse(LINT_FORMATS.json([{ file: 'c.json', report }], { tokenizer: 'cl100k' }))).not.toHaveProperty(
      'context'
    );
  });

  it('text, json, sarif, markdown and html all report them', () => {
    const { parsed, report } = lint(single);
    const entries = [{ file: 'c.json', report, locate: parsed.source?.locate }];
    const ctx = { tokenizer: 'cl100k' as const };
    expect(LINT_FORMATS.text(entries, ctx)).toContain(
      'resources and prompts: 1 resource, 1 resource template, 2 prompts · 108 tokens (cl100k_base), loaded by clients that list them\n      resource          readme  (34 tokens)\n'
    );
    expect(JSON.parse(LINT_FORMATS.json(entries, ctx)).context.counts).toEqual({
      resources: 1,
      resource_templates: 1,
      prompts: 2
    });
    expect(JSON.parse(LINT_FORMATS.sarif(entries)).runs[0].properties.context.tokens).toEqual({
      cl100k: 108,
      o200k: 57
    });
    expect(LINT_FORMATS.markdown(entries, ctx)).toContain(
      '| c.json | 1 resource, 1 resource template, 2 prompts | 108 |'
    );
    expect(LINT_FORMATS.html(entries, ctx)).toContain('<td>prompt</td><td>summarize</td>');
  });

  it('names are escaped: in the terminal and in HTML', () => {
    const { report } = lint(JSON.stringify({ tools: [], prompts: [{ name: '\u001b[31m<b>x</b>' }] }));
    const entries = [{ file: 'c.json', report }];
    expect(LINT_FORMATS.text(entries, { tokenizer: 'cl100k' })).toContain('\\u001b[31m<b>x</b>');
    expect(LINT_FORMATS.html(entries, { tokenizer: 'cl100k' })).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});
