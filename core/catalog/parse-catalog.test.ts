import { describe, expect, it } from 'vitest';
import { parseCatalogText, parseCatalogValue } from './parse-catalog.ts';

const tool = (name: string) => ({ name, description: `Does ${name}.` });

describe('parseCatalogValue: every shape people paste', () => {
  it.each([
    [
      'an object with tools (other fields kept)',
      { server: 'x', version: '1', tools: [tool('a'), tool('b')] },
      ['a', 'b'],
      ['/tools/0', '/tools/1']
    ],
    ['a bare array', [tool('a')], ['a'], ['/0']],
    ['a JSON-RPC response', { jsonrpc: '2.0', id: 7, result: { tools: [tool('a')] } }, ['a'], ['/result/tools/0']],
    [
      'a multi-server bundle',
      {
        servers: {
          fs: { tools: [tool('read')] },
          gh: [tool('search')],
          rpc: { jsonrpc: '2.0', id: 1, result: { tools: [tool('x')] } }
        }
      },
      ['fs.read', 'gh.search', 'rpc.x'],
      ['/servers/fs/tools/0', '/servers/gh/0', '/servers/rpc/result/tools/0']
    ]
  ])('reads %s', (_label, value, ids, pointers) => {
    const r = parseCatalogValue(value);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.catalog.tools.map((t) => t.id)).toEqual(ids);
    expect(r.catalog.tools.map((t) => t.pointer)).toEqual(pointers);
  });

  it('keeps top-level fields and unknown tool fields', () => {
    const r = parseCatalogValue({
      server: 'x',
      tools: [{ name: 'a', title: 'A', _meta: { k: 1 }, outputSchema: { type: 'object' }, execution: {} }]
    });
    if (!r.ok) throw new Error('expected ok');
    expect(r.catalog.meta).toEqual({ server: 'x' });
    expect(r.catalog.tools[0].tool).toMatchObject({ title: 'A', _meta: { k: 1 }, execution: {} });
    expect(r.catalog.tools[0].server).toBeUndefined();
  });

  it.each([
    ['a number', 42, '', 'no tools'],
    ['an object without tools', { name: 'x' }, '', 'no "tools" found'],
    ['tools that is not an array', { tools: {} }, '/tools', '"tools" is an object'],
    ['a tool without a name', { tools: [{ description: 'x' }] }, '/tools/0', 'tool 0 has no "name"'],
    ['a tool whose name is a number', { tools: [{ name: 3 }] }, '/tools/0/name', 'tool 0 has a name that is a number'],
    [
      'a JSON-RPC error',
      { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } },
      '/error',
      'the JSON-RPC response is an error: Method not found'
    ]
  ])('rejects %s with a pointer', (_label, value, pointer, message) => {
    const r = parseCatalogValue(value);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0].pointer).toBe(pointer);
    if (message !== 'no tools') expect(r.errors[0].message).toBe(message);
  });

  it('warns on duplicate ids and non-string descriptions', () => {
    const r = parseCatalogValue({ tools: [tool('a'), { name: 'a', description: 5 }] });
    if (!r.ok) throw new Error('expected ok');
    expect(r.warnings.map((w) => w.pointer)).toEqual(['/tools/1/description', '/tools/1']);
    expect(r.catalog.tools[1].description).toBeUndefined();
  });
});

describe('parseCatalogText', () => {
  it('reads YAML and locates errors at line:column', () => {
    const ok = parseCatalogText('tools:\n  - name: a\n    description: Reads a file.\n');
    expect(ok.ok && ok.catalog.tools[0].description).toBe('Reads a file.');
    const bad = parseCatalogText('tools:\n  - description: no name\n', { file: 'x.yml' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]).toMatchObject({ pointer: '/tools/0', line: 2, column: 5, file: 'x.yml' });
  });

  it('reports malformed JSON with its position and never throws', () => {
    const r = parseCatalogText('{\n  "tools": [\n    { "name": "a", }\n  ]\n}', { file: 'c.json' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ line: 3, column: 20, file: 'c.json' });
  });
});
