import { describe, expect, it } from 'vitest';
import {
  failureMarkdown,
  failuresCell,
  MAX_FAILURES_IN_CELL,
  rollupsTable,
  scoreCell,
  suiteTitle,
  summaryLine
} from './markdown-parts.ts';

describe('Markdown parts', () => {
  it('bolds the non-zero outcomes in the summary line and names breached floors', () => {
    expect(summaryLine({ total: 4, pass: 3, fail: 1, skip: 0, error: 0, floors_breached: 0 })).toBe(
      '**3 passed** · **1 failed** · 0 skipped · 0 errors (4 tests)'
    );
    expect(summaryLine({ total: 1, pass: 0, fail: 0, skip: 0, error: 1, floors_breached: 1 })).toBe(
      '0 passed · 0 failed · 0 skipped · **1 error** (1 test) · **1 floor breached**'
    );
  });

  it.each([
    [{ score: 0.75, threshold: 0.7 }, '0.75 (≥ 0.7)'],
    [{ score: 2 / 3 }, '0.667'],
    [{}, '–']
  ])('scoreCell(%j) is %s', (t, text) => expect(scoreCell(t)).toBe(text));

  it('writes a failure as bold label, expected vs actual; the reason stands in for a missing actual', () => {
    expect(failureMarkdown({ label: 'result.a', expected: 'exact 1', actual: '2', depth: 0 })).toBe(
      '**result.a**: expected exact 1, got 2'
    );
    expect(failureMarkdown({ label: 'result.b', expected: 'exact 1', reason: 'no "b"', depth: 1 })).toBe(
      '↳ **result.b**: expected exact 1, got nothing (no "b")'
    );
    expect(failureMarkdown({ label: 'floor x', reason: 'FLOOR', details: ['run 2: missed'], depth: 0 })).toBe(
      '**floor x**: FLOOR<br>run 2: missed'
    );
  });

  it(`lists at most ${MAX_FAILURES_IN_CELL} failures in a cell, then points at the JSON report`, () => {
    const many = Array.from({ length: MAX_FAILURES_IN_CELL + 3 }, (_, i) => ({
      label: `t${i}`,
      reason: 'x',
      depth: 0
    }));
    const cell = failuresCell(many);
    expect(cell.split('<br>')).toHaveLength(MAX_FAILURES_IN_CELL + 1);
    expect(cell.endsWith('and 3 more (see the JSON report)')).toBe(true);
  });

  it('renders the Metric rollups table with mean and count, per column when given', () => {
    const rollups = { quality: { mean: 2 / 3, count: 3 } };
    expect(rollupsTable(rollups)).toEqual([
      '### Metric rollups',
      '',
      '| metric | mean | count |',
      '| --- | ---: | ---: |',
      '| quality | 0.667 | 3 |'
    ]);
    const cols = rollupsTable(rollups, [
      { title: 'a', rollups: { quality: { mean: 1, count: 1 } } },
      { title: 'b', rollups: {} }
    ]);
    expect(cols[4]).toBe('| quality | 1 (1) | – | 0.667 | 3 |');
  });

  it('titles a suite by name, else file', () => {
    expect(suiteTitle({ suite: { name: 'n', file: 'f' } })).toBe('n');
    expect(suiteTitle({ suite: { file: 'f' } })).toBe('f');
    expect(suiteTitle({ suite: {} })).toBe('suite');
  });
});
