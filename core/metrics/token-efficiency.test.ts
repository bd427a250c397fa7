import { describe, expect, it } from 'vitest';
import { parseCatalogValue } from '../catalog/parse-catalog.ts';
import type { Catalog } from '../catalog/types.ts';
import { countWhitespaceTokens } from '../tokens/surface.ts';
import { loadEncoders } from '../tokens/encoders.ts';
import type { TraceRun } from '../trace/types.ts';
import { gradeFor, runSurface, scoreTokenEfficiency, surfaceTokens } from './token-efficiency.ts';

const CLASSES = [
  { name: 'search', members: ['search'] },
  { name: 'fetch', members: ['fetch'] }
];
const SEARCH = {
  name: 'search',
  description: 'Search the documents by keyword.',
  inputSchema: { type: 'object', properties: { q: { type: 'string' } } }
};
const FETCH = {
  name: 'fetch',
  description: 'Fetch one document by id.',
  inputSchema: { type: 'object', properties: { id: { type: 'string' } } }
};
// A deterministic counter for table tests: whitespace pieces (the real cl100k is checked below).
const ws = countWhitespaceTokens;
const catalogOf = (tools: object[]): Catalog => {
  const r = parseCatalogValue({ tools });
  if (!r.ok) throw new Error('bad test catalog');
  return r.catalog;
};
const run = (tools: string[], extra: Partial<TraceRun> = {}): TraceRun => ({
  calls: tools.map((tool) => ({ tool, arguments: {} })),
  ...extra
});

describe('grade', () => {
  it.each([
    [100, 'A'],
    [90, 'A'],
    [89, 'B'],
    [80, 'B'],
    [79, 'C'],
    [70, 'C'],
    [69, 'D'],
    [60, 'D'],
    [59, 'F'],
    [0, 'F']
  ])('f1 %i grades %s', (f1, grade) => expect(gradeFor(f1)).toBe(grade));
});

describe('token efficiency', () => {
  const perRun = surfaceTokens([SEARCH, FETCH], ws);

  it('scores the selection F1 and counts true positives as correct selections', () => {
    const r = scoreTokenEfficiency(CLASSES, [run(['search', 'fetch']), run(['search', 'shell'])]);
    expect(r).toMatchObject({ f1: 75, correct_selections: 3, grade: 'C' });
  });

  it("counts the run's recorded surface and divides what every run paid by the correct selections", () => {
    const r = scoreTokenEfficiency(
      CLASSES,
      [run(['search', 'fetch'], { surface: [SEARCH, FETCH] }), run(['search'], { surface: [SEARCH, FETCH] })],
      { countTokens: ws }
    );
    expect(r.tool_surface_tokens).toBe(perRun);
    expect(r.tokens_per_correct).toBe(Math.floor((2 * perRun) / 3 + 0.5));
  });

  it('falls back to the catalog the suite names when a run recorded no surface', () => {
    const r = scoreTokenEfficiency(CLASSES, [run(['search', 'fetch'])], {
      countTokens: ws,
      catalog: catalogOf([SEARCH, FETCH])
    });
    expect(r).toMatchObject({ tool_surface_tokens: perRun, tokens_per_correct: perRun / 2 });
  });

  it('resolves surface ids against the catalog; an unresolvable id makes the surface unknown', () => {
    const catalog = catalogOf([SEARCH, FETCH]);
    expect(runSurface({ surface: ['search', FETCH] }, catalog)).toEqual([SEARCH, FETCH]);
    expect(runSurface({ surface: ['search', 'nope'] }, catalog)).toBeUndefined();
    expect(runSurface({ surface: ['search'] })).toBeUndefined();
    expect(runSurface({})).toBeUndefined();
  });

  it('tool_surface_tokens and tokens_per_correct are absent when any surface is unknown or no tokenizer is given', () => {
    const noSurface = scoreTokenEfficiency(CLASSES, [run(['search'], { surface: [SEARCH] }), run(['fetch'])], {
      countTokens: ws
    });
    expect(noSurface.tool_surface_tokens).toBeUndefined();
    expect(noSurface.tokens_per_correct).toBeUndefined();
    expect(scoreTokenEfficiency(CLASSES, [run(['search'], { surface: [SEARCH] })]).tool_surface_tokens).toBeUndefined();
  });

  it('per-correct figures are absent, never divided by zero, when nothing was correct', () => {
    const r = scoreTokenEfficiency(CLASSES, [run(['shell'], { surface: [SEARCH], cost: 0.02 })], { countTokens: ws });
    expect(r).toMatchObject({ correct_selections: 0, cost: 0.02 });
    expect(r.tool_surface_tokens).toBeGreaterThan(0);
    expect(r.tokens_per_correct).toBeUndefined();
    expect(r.cost_per_correct).toBeUndefined();
  });

  it('cost sums the recorded costs; cost_per_correct divides it; a free run has none', () => {
    const paid = scoreTokenEfficiency(CLASSES, [
      run(['search', 'fetch'], { cost: 0.01 }),
      run(['search'], { cost: 0.02 }),
      run(['fetch'])
    ]);
    expect(paid.cost).toBeCloseTo(0.03, 12);
    expect(paid.cost_per_correct).toBeCloseTo(0.0075, 12);
    const free = scoreTokenEfficiency(CLASSES, [run(['search'], { cost: 0 })]);
    expect(free.cost).toBe(0);
    expect(free.cost_per_correct).toBeUndefined();
    expect(scoreTokenEfficiency(CLASSES, [run(['search'])]).cost).toBeUndefined();
  });

  it('an empty recorded surface costs 0 tokens', () => {
    expect(scoreTokenEfficiency(CLASSES, [run(['search'], { surface: [] })], { countTokens: ws })).toMatchObject({
      tool_surface_tokens: 0,
      tokens_per_correct: 0
    });
  });

  it('counts with the real cl100k tokenizer: name + description + schema JSON per tool', async () => {
    const enc = await loadEncoders();
    const want = enc.cl100k('search') + enc.cl100k(SEARCH.description) + enc.cl100k(JSON.stringify(SEARCH.inputSchema));
    const r = scoreTokenEfficiency(CLASSES, [run(['search'], { surface: [SEARCH] })], { countTokens: enc.cl100k });
    expect(r.tool_surface_tokens).toBe(want);
    expect(r.tokens_per_correct).toBe(want);
  });
});
