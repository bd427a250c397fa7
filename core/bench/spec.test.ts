import { describe, expect, it } from 'vitest';
import { parseBenchSpec, readBenchSpec, resolveBenchSpec } from './spec.ts';

const CATALOG = `catalog:
  tools:
    - name: get_weather
      description: Return the weather forecast for a city.
    - name: get_time
      description: Return the current time in a city.
`;

const spec = (rest: string) => CATALOG + rest;
const errorsOf = (text: string) => {
  const r = parseBenchSpec(text, { file: 'bench.yml' });
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.errors;
};

describe('a valid spec', () => {
  it('reads catalog, intents and mutations with their parameters', () => {
    const r = parseBenchSpec(
      spec(`intents:
  - query: weather in Paris
    gold: [get_weather]
mutations:
  - { tool: get_weather, kind: blank }
  - { tool: get_weather, kind: genericize }
  - { tool: get_weather, kind: truncate, chars: 10 }
  - { tool: get_time, kind: drop_keyword, word: time }
`)
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.spec.catalog.tools.map((t) => t.id)).toEqual(['get_weather', 'get_time']);
    expect(r.spec.intents).toEqual([{ query: 'weather in Paris', gold: ['get_weather'], pointer: '/intents/0' }]);
    expect(r.spec.mutations.map(({ pointer: _p, ...m }) => m)).toEqual([
      { tool: 'get_weather', kind: 'blank' },
      { tool: 'get_weather', kind: 'genericize' },
      { tool: 'get_weather', kind: 'truncate', chars: 10 },
      { tool: 'get_time', kind: 'drop_keyword', word: 'time' }
    ]);
  });

  it('points inline catalog tools into the spec document', () => {
    const r = parseBenchSpec(spec('intents: []\n'));
    expect(r.ok && r.spec.catalog.tools[1].pointer).toBe('/catalog/tools/1');
  });

  it.each([
    ['a bare array of tools', 'catalog: [{ name: a, description: first tool }]\nintents: []\n'],
    ['a JSON-RPC response', 'catalog: { jsonrpc: "2.0", id: 1, result: { tools: [{ name: a }] } }\nintents: []\n'],
    [
      'a multi-server bundle',
      'catalog: { servers: { s1: { tools: [{ name: a }] } } }\nintents: [{ query: q, gold: [s1.a] }]\n'
    ]
  ])('accepts the catalog as %s', (_what, text) => {
    expect(parseBenchSpec(text).ok).toBe(true);
  });

  it('matches gold and mutation tools by server.tool id or by a unique bare name', () => {
    const r = parseBenchSpec(
      'catalog: { servers: { s1: { tools: [{ name: a }] }, s2: { tools: [{ name: b }] } } }\nintents: [{ query: q, gold: [a, s2.b] }]\nmutations: [{ tool: b, kind: blank }]\n'
    );
    expect(r.ok && r.spec.mutations[0].tool).toBe('s2.b');
  });

  it('mutations may be absent', () => {
    const r = parseBenchSpec(spec('intents: [{ query: weather, gold: [get_weather] }]\n'));
    expect(r.ok && r.spec.mutations).toEqual([]);
  });
});

describe('selector and top_k', () => {
  const ok = (rest: string) => {
    const r = parseBenchSpec(spec(rest + 'intents: []\n'));
    if (!r.ok) throw new Error(r.errors[0].message);
    return r.spec;
  };

  it('are absent unless given (the run then uses lexical and k = 5)', () => {
    const s = ok('');
    expect([s.selectors, s.topK]).toEqual([undefined, undefined]);
  });

  it.each([
    ['selector: bm25\n', ['bm25']],
    ['selector: lexical, bm25\n', ['lexical', 'bm25']],
    ['selector: [bm25, lexical, bm25]\n', ['bm25', 'lexical']]
  ])('%j reads as %j (a name, comma-separated, or a list; repeats once)', (rest, names) => {
    expect(ok(rest).selectors).toEqual(names);
  });

  it('top_k is a whole number of tools', () => {
    expect(ok('top_k: 3\n').topK).toBe(3);
  });

  it.each([
    ['selector: bm52\n', 'unknown selector "bm52" (did you mean "bm25"?)', '/selector', 7],
    ['selector: [lexical, 3]\n', 'unknown selector number 3', '/selector/1', 7],
    ['top_k: 0\n', 'top_k is number 0', '/top_k', 7],
    ['top_k: "5"\n', 'top_k is string "5"', '/top_k', 7],
    ['top_k: 2.5\n', 'top_k is number 2.5', '/top_k', 7]
  ])('%j is an error at its place', (rest, message, pointer, line) => {
    const [e] = errorsOf(spec(rest + 'intents: []\n'));
    expect([e.message, e.pointer, e.line]).toEqual([message, pointer, line]);
    expect(e.expected).toBeTruthy();
  });
});

describe('catalog_path: the caller reads the file', () => {
  it('readBenchSpec returns the path without reading anything', () => {
    const r = readBenchSpec('catalog_path: ../catalogs/x.json\nintents: []\n');
    expect(r.ok && r.draft.catalog).toEqual({ path: '../catalogs/x.json', pointer: '/catalog_path' });
  });

  it('resolveBenchSpec parses the text the caller read, naming that file in its errors', () => {
    const r = readBenchSpec('catalog_path: cat.json\nintents: [{ query: q, gold: [a] }]\n');
    if (!r.ok) throw new Error('unexpected');
    expect(resolveBenchSpec(r.draft, { text: '{"tools": [{"name": "a"}]}', file: 'cat.json' }).ok).toBe(true);
    const bad = resolveBenchSpec(r.draft, { text: '{"tools": [{"nam": "a"}]}', file: 'cat.json' });
    expect(bad.ok ? [] : bad.errors.map((e) => [e.file, e.line, e.pointer])).toEqual([['cat.json', 1, '/tools/0']]);
  });

  it('is an error when the caller did not supply the text', () => {
    const r = readBenchSpec('catalog_path: cat.json\nintents: []\n');
    if (!r.ok) throw new Error('unexpected');
    expect(resolveBenchSpec(r.draft).ok).toBe(false);
  });
});

describe('errors say where (line:column, pointer) and what was expected', () => {
  it('unknown tool, with a suggestion', () => {
    const [e] = errorsOf(spec('intents: []\nmutations:\n  - tool: get_wether\n    kind: blank\n'));
    expect(e.message).toBe('unknown tool "get_wether" (did you mean "get_weather"?)');
    expect([e.file, e.pointer, e.line, e.column]).toEqual(['bench.yml', '/mutations/0/tool', 9, 5]);
  });

  it('unknown kind, with the nearest kind', () => {
    const [e] = errorsOf(spec('intents: []\nmutations:\n  - tool: get_weather\n    kind: truncat\n'));
    expect(e.message).toBe('unknown mutation kind "truncat" (did you mean "truncate"?)');
    expect(e.expected).toBe('blank | genericize | truncate | drop_keyword');
    expect([e.pointer, e.line]).toEqual(['/mutations/0/kind', 10]);
  });

  it.each([
    ['truncate', 'truncate needs chars'],
    ['drop_keyword', 'drop_keyword needs word']
  ])('missing parameter of %s', (kind, message) => {
    const [e] = errorsOf(spec(`intents: []\nmutations:\n  - tool: get_weather\n    kind: ${kind}\n`));
    expect(e.message).toBe(message);
    expect([e.pointer, e.line]).toEqual(['/mutations/0', 9]);
  });

  it.each([
    ['kind: truncate, chars: -1', 'chars is number -1'],
    ['kind: truncate, chars: 2.5', 'chars is number 2.5'],
    ['kind: truncate, chars: "10"', 'chars is string "10"'],
    ['kind: drop_keyword, word: "  "', 'word is string "  "'],
    ['kind: blank, chars: 3', 'blank takes no chars']
  ])('a bad parameter (%s)', (rest, message) => {
    const [e] = errorsOf(spec(`intents: []\nmutations:\n  - { tool: get_weather, ${rest} }\n`));
    expect(e.message).toBe(message);
  });

  it('gold naming no tool, with a suggestion and the exact list item', () => {
    const [e] = errorsOf(spec('intents:\n  - query: what time is it\n    gold: [get_weather, get_tim]\n'));
    expect(e.message).toBe('gold "get_tim" names no tool in the catalog (did you mean "get_time"?)');
    expect([e.pointer, e.line]).toEqual(['/intents/0/gold/1', 9]);
  });

  it('an ambiguous bare name across servers asks for server.tool', () => {
    const [e] = errorsOf(
      'catalog: { servers: { s1: { tools: [{ name: a }] }, s2: { tools: [{ name: a }] } } }\nintents: []\nmutations: [{ tool: a, kind: blank }]\n'
    );
    expect(e.message).toBe('tool "a" is ambiguous: s1.a, s2.a');
  });

  it.each([
    [
      'catalog and catalog_path together',
      'catalog_path: x.json\n' + CATALOG + 'intents: []\n',
      'both catalog and catalog_path are given'
    ],
    ['no catalog', 'intents: []\n', 'the spec has no catalog'],
    ['no intents', CATALOG, 'the spec has no intents'],
    ['intents not a list', spec('intents: { query: q }\n'), 'intents is a mapping'],
    ['an intent without query', spec('intents: [{ gold: [get_time] }]\n'), 'intent has no query'],
    ['a gold that is not a list', spec('intents: [{ query: q, gold: get_time }]\n'), 'gold is string "get_time"'],
    [
      'a misspelt top-level key',
      spec('intents: []\nmutation: []\n'),
      'unknown key "mutation" in the bench spec (did you mean "mutations"?)'
    ],
    [
      'a misspelt intent key',
      spec('intents: [{ query: q, gold: [get_time], gould: 1 }]\n'),
      'unknown key "gould" in the intent (did you mean "gold"?)'
    ],
    ['an empty catalog', 'catalog: { tools: [] }\nintents: []\n', 'the catalog has no tools'],
    ['a spec that is not a mapping', '- a\n- b\n', 'the bench spec is a list']
  ])('%s', (_what, text, message) => {
    expect(errorsOf(text).map((e) => e.message)).toContain(message);
  });

  it('a broken inline catalog is reported at its place in the spec', () => {
    const [e] = errorsOf('catalog:\n  tools:\n    - description: no name\nintents: []\n');
    expect([e.pointer, e.line]).toEqual(['/catalog/tools/0', 3]);
  });

  it('YAML syntax errors come back as a positioned diagnostic', () => {
    const [e] = errorsOf('catalog: [\nintents: ]\n');
    expect(e.line).toBeGreaterThan(0);
    expect(e.file).toBe('bench.yml');
  });
});
