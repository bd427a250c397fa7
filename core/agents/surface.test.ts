import { describe, expect, test } from 'vitest';
import { buildSurface } from './surface.ts';
import type { ServedTool } from './types.ts';

const served: ServedTool[] = [
  { server: 'shop', tool: { name: 'search', description: 'Search products.' } },
  { server: 'docs', tool: { name: 'search', description: 'Search documents.' } },
  { server: 'docs', tool: { name: 'read_page', description: 'Read a page.' } }
];

describe('buildSurface: the presented tool list', () => {
  test('names shared by two servers become server__tool; unique names stay', () => {
    const s = buildSurface(served);
    expect(s.entries.map((e) => e.name)).toEqual(['shop__search', 'docs__search', 'read_page']);
    expect(s.entries[0].target).toEqual({ server: 'shop', tool: 'search' });
    expect(s.entries[0].definition).toEqual({ name: 'shop__search', description: 'Search products.' });
    expect(s.distractors).toEqual([]);
    expect(s.seed).toBeUndefined();
  });

  test('distractors are appended, deterministic from the block and its seed, and recorded', () => {
    const block = { count: 3, source: { from: 'catalog' as const }, seed: 7, correct: ['shop.search'] };
    const a = buildSurface(served, block);
    const b = buildSurface(served, block);
    expect(a.distractors).toHaveLength(3);
    expect(a).toEqual(b);
    expect(a.seed).toBe(7);
    expect(a.entries.slice(3).map((e) => e.name)).toEqual(a.distractors);
    expect(a.entries.slice(3).every((e) => 'distractor' in e.target)).toBe(true);
    // Another seed permutes the pool differently.
    expect(buildSurface(served, { ...block, seed: 8 }).distractors).not.toEqual(a.distractors);
  });

  test('a list of counts injects its first count; near-duplicates never take a real name', () => {
    const s = buildSurface(served, {
      count: [2, 6],
      source: { from: 'near_duplicate', of: ['read_page'] },
      correct: ['docs.read_page']
    } as never);
    expect(s.distractors).toHaveLength(2);
    expect(s.distractors).not.toContain('read_page');
    expect(s.seed).toBe(0);
  });
});
