import { describe, expect, it } from 'vitest';
import { parseCatalogValue } from '../catalog/parse-catalog.ts';
import { lintCatalog } from '../lint/lint.ts';
import { canonicalJson, changedFields, diffCatalogs } from './catalog-diff.ts';
import { parseTokenGrowth, tokenGrowthExceeded } from './token-growth.ts';
import { formatDiffText } from './format.ts';

function side(tools: unknown[]) {
  const parsed = parseCatalogValue({ tools });
  if (!parsed.ok) throw new Error('unreachable');
  const counter = (s: string) => s.length;
  return {
    catalog: parsed.catalog,
    report: lintCatalog(parsed.catalog, {
      encoders: { cl100k: counter, o200k: (s: string) => Math.ceil(s.length / 2) }
    })
  };
}

const search = {
  name: 'search',
  description: 'Search issues by keyword. Returns a JSON list of matching issues with ids and titles.',
  inputSchema: {
    type: 'object',
    properties: { q: { type: 'string', description: 'Keywords, for example "crash on start"' } },
    required: ['q']
  },
  annotations: { readOnlyHint: true }
};

describe('changedFields', () => {
  it.each([
    [
      'a reordered schema is not a change',
      { ...search, inputSchema: { required: ['q'], type: 'object', properties: search.inputSchema.properties } },
      []
    ],
    ['a new description', { ...search, description: 'Find issues.' }, ['description']],
    ['a title added', { ...search, title: 'Search' }, ['title']],
    [
      'a parameter added',
      {
        ...search,
        inputSchema: { ...search.inputSchema, properties: { ...search.inputSchema.properties, n: { type: 'integer' } } }
      },
      ['inputSchema']
    ],
    [
      'an output schema added and annotations dropped',
      { ...search, outputSchema: { type: 'object' }, annotations: undefined },
      ['outputSchema', 'annotations']
    ]
  ])('%s', (_name, head, fields) => {
    expect(changedFields(search, head as typeof search)).toEqual(fields);
  });
  it('canonical JSON sorts keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: [2, 1], a: { d: 1, c: 2 } })).toBe('{"a":{"c":2,"d":1},"b":[2,1]}');
  });
});

describe('diffCatalogs', () => {
  const base = side([search, { name: 'old_tool', description: 'Removed in head. Returns nothing useful at all.' }]);
  const head = side([
    { ...search, description: 'Search.' },
    {
      name: 'delete_all',
      inputSchema: { type: 'object', properties: { really: { type: 'boolean' } }, required: ['really'] }
    }
  ]);
  const d = diffCatalogs(base, head);

  it('lists tools added, removed and changed with the fields that differ', () => {
    expect(d.added).toEqual(['delete_all']);
    expect(d.removed).toEqual(['old_tool']);
    expect(d.changed).toEqual(['search']);
    expect(d.tools.find((t) => t.id === 'search')?.fields).toEqual(['description']);
  });
  it('finds findings introduced and fixed, and counts the new criticals', () => {
    expect(d.introduced.every((f) => f.tool === 'search' || f.tool === 'delete_all')).toBe(true);
    expect(d.introduced.some((f) => f.tool === 'delete_all' && f.severity === 'critical')).toBe(true);
    expect(d.fixed.every((f) => f.tool === 'old_tool' || f.tool === 'search')).toBe(true);
    expect(d.newCriticals).toBe(d.introduced.filter((f) => f.severity === 'critical').length);
  });
  it('gives per-tool and total token deltas in both encodings, and score deltas', () => {
    const s = d.tools.find((t) => t.id === 'search')!;
    expect(s.tokens.delta.cl100k).toBe(s.tokens.head!.cl100k - s.tokens.base!.cl100k);
    expect(s.tokens.delta.cl100k).toBeLessThan(0);
    expect(d.tools.find((t) => t.id === 'delete_all')!.tokens.base).toBeNull();
    expect(d.tokens.delta).toEqual({
      cl100k: head.report.summary.tokens.cl100k - base.report.summary.tokens.cl100k,
      o200k: head.report.summary.tokens.o200k - base.report.summary.tokens.o200k
    });
    expect(d.score.delta.mean).toBeCloseTo(head.report.summary.mean_score - base.report.summary.mean_score, 3);
  });
  it('a catalog against itself has no change, no finding introduced or fixed', () => {
    const same = diffCatalogs(
      base,
      side([search, { name: 'old_tool', description: 'Removed in head. Returns nothing useful at all.' }])
    );
    expect([same.added, same.removed, same.changed, same.introduced, same.fixed]).toEqual([[], [], [], [], []]);
    expect(same.tokens.delta).toEqual({ cl100k: 0, o200k: 0 });
  });
});

describe('--max-token-growth', () => {
  it.each([
    ['500', { kind: 'tokens', value: 500 }],
    ['10%', { kind: 'percent', value: 10 }],
    [' 2.5 % ', { kind: 'percent', value: 2.5 }],
    ['-5', undefined],
    ['ten', undefined],
    ['', undefined]
  ])('parses %j', (raw, expected) => {
    expect(parseTokenGrowth(raw)).toEqual(expected);
  });
  it('fails an encoding whose growth is over the limit, absolute or relative to the base', () => {
    const base = side([search]);
    const head = side([{ ...search, description: search.description + ' '.repeat(0) + 'x'.repeat(100) }]);
    const d = diffCatalogs(base, head);
    expect(tokenGrowthExceeded(d, { kind: 'tokens', value: 99 })).toEqual(['cl100k']);
    expect(tokenGrowthExceeded(d, { kind: 'tokens', value: 100 })).toEqual([]);
    const pct = (d.tokens.delta.o200k / d.tokens.base.o200k) * 100;
    expect(tokenGrowthExceeded(d, { kind: 'percent', value: pct - 0.01 })).toContain('o200k');
    expect(tokenGrowthExceeded(d, { kind: 'percent', value: pct + 0.01 })).not.toContain('o200k');
  });
});

describe('diffCatalogs: tool order', () => {
  const other = {
    name: 'close',
    description: 'Close an issue by id. Returns the closed issue.',
    inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }
  };
  it('a change that only reorders tools is reported, with the tokens a prompt cache no longer covers', () => {
    const d = diffCatalogs(side([search, other]), side([other, search]));
    expect([d.added, d.removed, d.changed]).toEqual([[], [], []]);
    expect(d.order.reordered).toBe(true);
    expect(d.order.onlyReorder).toBe(true);
    expect(d.order.firstMoved).toBe('close');
    // The whole surface: the first tool moved.
    expect(d.order.cacheInvalidated).toEqual({ cl100k: d.tokens.head.cl100k, o200k: d.tokens.head.o200k });
  });
  it('a reorder beside other changes is reordered but not onlyReorder; an unchanged order is neither', () => {
    const d = diffCatalogs(side([search, other]), side([other, { ...search, description: 'Search.' }]));
    expect([d.order.reordered, d.order.onlyReorder]).toEqual([true, false]);
    const same = diffCatalogs(side([search, other]), side([search, other]));
    expect([same.order.reordered, same.order.onlyReorder, same.order.firstMoved]).toEqual([false, false, null]);
  });
});

describe('per-tool deltas a user can trust', () => {
  const reordered = {
    ...search,
    inputSchema: { required: ['q'], properties: search.inputSchema.properties, type: 'object' }
  };
  const d = diffCatalogs(
    side([search, { name: 'gone', description: 'Removed in head. Returns nothing useful at all.' }]),
    side([reordered, { name: 'new_one', description: 'Added in head. Returns a greeting as plain text.' }])
  );
  const byId = (id: string) => d.tools.find((t) => t.id === id)!;
  it('a removed or added tool has no score delta (null), only its score on the side it exists', () => {
    expect(byId('gone').score).toEqual({ base: expect.any(Number), head: null, delta: null });
    expect(byId('new_one').score).toEqual({ base: null, head: expect.any(Number), delta: null });
  });
  it('a tool whose JSON moved keys only stays unchanged and says "key order only" beside its token delta', () => {
    const t = byId('search');
    expect(t).toMatchObject({ status: 'unchanged', fields: [], keyOrderOnly: true });
    // Key order changes the bytes a model is sent, so with a real tokenizer the count can move.
    const moved = {
      ...d,
      tools: d.tools.map((x) =>
        x.id === 'search' ? { ...x, tokens: { ...x.tokens, delta: { cl100k: 2, o200k: 1 } } } : x
      )
    };
    const text = formatDiffText(moved, { base: 'a', head: 'b', gate: [] });
    expect(text).toMatch(/^ {2}none +unchanged +search +key order only +.*\+2 \/ \+1 +0\.000$/m);
    expect(text).toMatch(/^ {2}breaking +removed +gone +- +.* -$/m);
  });
});

describe('diffCatalogs: impact per tool and the worst at the top', () => {
  const other = { name: 'get_issue', description: 'Get one issue by its number, with its comments and labels.' };
  it('a removed tool is breaking, an added one additive; the top impact is the worst', () => {
    const d = diffCatalogs(side([search, other]), side([search, { name: 'new_tool', description: 'Something new.' }]));
    expect(d.tools.map((t) => [t.id, t.status, t.impact])).toEqual([
      ['search', 'unchanged', 'none'],
      ['get_issue', 'removed', 'breaking'],
      ['new_tool', 'added', 'additive']
    ]);
    expect(d.impact).toBe('breaking');
  });
  it('a rename is one change, breaking, with from and to; not an addition and a removal', () => {
    const renamed = {
      ...search,
      name: 'search_issues',
      description: 'Search the issues by keyword. Returns a JSON list of matching issues with ids and titles.'
    };
    const d = diffCatalogs(side([search, other]), side([renamed, other]));
    expect([d.added, d.removed, d.renamed]).toEqual([[], [], [{ from: 'search', to: 'search_issues' }]]);
    expect(d.tools[0]).toMatchObject({
      id: 'search_issues',
      status: 'renamed',
      from: 'search',
      to: 'search_issues',
      impact: 'breaking'
    });
    expect(d.tools[0].reasons[0]).toBe('tool renamed from "search" to "search_issues": calls by the old name fail');
    expect(d.tools[0].reasons[1]).toMatch(/description rewritten/);
    expect(d.impact).toBe('breaking');
  });
  it('a reorder-only change has impact none', () => {
    const d = diffCatalogs(side([search, other]), side([other, search]));
    expect(d.order.onlyReorder).toBe(true);
    expect(d.impact).toBe('none');
  });
});
