import { describe, expect, it } from 'vitest';
import type { ToolReport } from '../lint/types.ts';
import { toolOrder } from './tool-order.ts';

/** A report of tools named by letters, each costing `cost` cl100k and twice that in o200k. */
const report = (ids: string, cost: Record<string, number> = {}): ToolReport[] =>
  [...ids].map((id) => ({
    id,
    name: id,
    pointer: `/tools/${id}`,
    score: 1,
    findings: [],
    clean: true,
    tokens: { cl100k: cost[id] ?? 10, o200k: 2 * (cost[id] ?? 10), whitespace: 0 }
  }));

describe('toolOrder', () => {
  it.each([
    [
      'the same order',
      'abcd',
      'abcd',
      { reordered: false, moved: [], firstMoved: null, cacheInvalidated: { cl100k: 0, o200k: 0 } }
    ],
    [
      'two tools swapped at the end',
      'abcd',
      'abdc',
      {
        reordered: true,
        moved: [
          { id: 'd', from: 4, to: 3 },
          { id: 'c', from: 3, to: 4 }
        ],
        firstMoved: 'd',
        cacheInvalidated: { cl100k: 20, o200k: 40 }
      }
    ],
    [
      'the last tool moved to the front: the whole surface is sent again',
      'abcd',
      'dabc',
      {
        reordered: true,
        moved: [
          { id: 'd', from: 4, to: 1 },
          { id: 'a', from: 1, to: 2 },
          { id: 'b', from: 2, to: 3 },
          { id: 'c', from: 3, to: 4 }
        ],
        firstMoved: 'd',
        cacheInvalidated: { cl100k: 40, o200k: 80 }
      }
    ],
    [
      'a tool added at the end, order kept',
      'abc',
      'abcd',
      { reordered: false, moved: [], firstMoved: null, cacheInvalidated: { cl100k: 0, o200k: 0 } }
    ],
    [
      'a tool removed from the middle, order kept',
      'abcd',
      'abd',
      { reordered: false, moved: [], firstMoved: null, cacheInvalidated: { cl100k: 0, o200k: 0 } }
    ],
    [
      'a new tool before two swapped ones: from the first moved shared tool to the end',
      'abc',
      'axcb',
      {
        reordered: true,
        moved: [
          { id: 'c', from: 3, to: 2 },
          { id: 'b', from: 2, to: 3 }
        ],
        firstMoved: 'c',
        cacheInvalidated: { cl100k: 20, o200k: 40 }
      }
    ]
  ])('%s', (_label, base, head, expected) => {
    const { surface: _s, ...order } = toolOrder(report(base), report(head));
    expect(order).toEqual(expected);
  });

  it("counts the invalidated tokens of the new surface from the first moved tool on, with each tool's own cost", () => {
    const cost = { a: 100, b: 7, c: 30, d: 5 };
    const order = toolOrder(report('abcd', cost), report('acbd', cost));
    expect(order.firstMoved).toBe('c');
    expect(order.cacheInvalidated).toEqual({ cl100k: 30 + 7 + 5, o200k: 2 * (30 + 7 + 5) });
    expect(order.surface).toEqual({ cl100k: 142, o200k: 284 });
  });
});
