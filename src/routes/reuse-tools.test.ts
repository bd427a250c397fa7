import { describe, expect, it } from 'vitest';
import type { ToolView } from '#core/api/lint-view';
import { reuseTools } from './reuse-tools.ts';

const tool = (id: string, over: Partial<ToolView> = {}): ToolView => ({
  id,
  name: id,
  pointer: `/tools/${id}`,
  line: 1,
  column: 1,
  score: 0.5,
  tokens: { cl100k: 10, o200k: 9, whitespace: 5 },
  criticals: 0,
  warnings: 1,
  findings: [{ rule: 'DESC-001', severity: 'warning', message: 'm', pointer: `/tools/${id}`, line: 1, column: 1 }],
  ...over
});

describe('reuseTools: unchanged tool views keep their identity', () => {
  it('returns the previous object for an equal tool and the new one for a changed tool', () => {
    const before = [tool('a'), tool('b')];
    const after = [structuredClone(before[0]), tool('b', { tokens: { cl100k: 11, o200k: 9, whitespace: 5 } })];
    const { tools, changed } = reuseTools(before, after);
    expect(tools[0]).toBe(before[0]);
    expect(tools[1]).toBe(after[1]);
    expect(changed).toBe(1);
  });

  it.each([
    ['a finding moved', { findings: [{ rule: 'DESC-001', severity: 'warning' as const, message: 'm', pointer: '/tools/a', line: 2, column: 1 }] }],
    ['the score changed', { score: 0.6 }],
    ['the tool moved to another line', { line: 3 }],
    ['a finding was added', { warnings: 2 }]
  ])('treats a tool as changed when %s', (_label, over) => {
    const before = [tool('a')];
    const { tools, changed } = reuseTools(before, [tool('a', over)]);
    expect(tools[0]).not.toBe(before[0]);
    expect(changed).toBe(1);
  });

  it('reports findings as unchanged when only the score or tokens moved (the markers stay)', () => {
    const before = [tool('a')];
    expect(reuseTools(before, [tool('a', { score: 0.7, tokens: { cl100k: 12, o200k: 9, whitespace: 5 } })]).findingsChanged).toBe(false);
    expect(reuseTools(before, [tool('a', { findings: [] })]).findingsChanged).toBe(true);
    expect(reuseTools(before, [tool('a'), tool('b')]).findingsChanged).toBe(true);
  });

  it('follows the new order and counts removed tools as changes', () => {
    const before = [tool('a'), tool('b'), tool('c')];
    const { tools, changed } = reuseTools(before, [structuredClone(before[1]), structuredClone(before[0])]);
    expect(tools).toEqual([before[1], before[0]]);
    expect(tools[0]).toBe(before[1]);
    expect(changed).toBe(1);
  });
});
