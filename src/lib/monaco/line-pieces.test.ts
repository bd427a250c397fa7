import { describe, expect, it } from 'vitest';
import { linePieces } from './line-pieces.ts';

describe('linePieces', () => {
  it.each([
    ['', 5, []],
    ['abc', 5, ['abc']],
    ['aaaaaa\nbb\ncc\n', 3, ['aaaaaa\n', 'bb\ncc\n']],
    ['a\r\nb\r\nc', 1, ['a\r\n', 'b\r\n', 'c']],
    ['no line breaks at all', 4, ['no line breaks at all']]
  ])('cuts %j every %i characters after a line break, losing nothing', (text, size, pieces) => {
    expect(linePieces(text, size)).toEqual(pieces);
    expect(linePieces(text, size).join('')).toBe(text);
  });

  it('keeps each piece near the size on a real-sized text', () => {
    const text = Array.from({ length: 40_000 }, (_, i) => `  "line ${i}": ${'x'.repeat(i % 80)},`).join('\n');
    const pieces = linePieces(text, 200_000);
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBeGreaterThan(5);
    for (const p of pieces.slice(0, -1)) expect(p.length).toBeLessThan(200_200);
  });
});
