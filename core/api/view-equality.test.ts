import { describe, expect, it } from 'vitest';
import type { ToolView } from './lint-view.ts';
import { sameFindings, sameTool } from './view-equality.ts';

const tool = (id: string, over: Partial<ToolView> = {}): ToolView => ({
  index: 0,
  id,
  name: id,
  pointer: `/tools/${id}`,
  line: 1,
  column: 1,
  score: 0.5,
  scoreWhy: 'lost returns 0.15 (0 of 1)',
  tokens: { cl100k: 10, o200k: 9, whitespace: 5 },
  criticals: 0,
  warnings: 1,
  findings: [{ rule: 'DESC-001', severity: 'warning', message: 'm', pointer: `/tools/${id}`, line: 1, column: 1 }],
  ...over
});

describe('sameTool: a tool view changed when anything it shows changed', () => {
  it('treats a structured clone as the same', () => {
    expect(sameTool(tool('a'), structuredClone(tool('a')))).toBe(true);
  });

  it.each([
    [
      'a finding moved',
      {
        findings: [
          { rule: 'DESC-001', severity: 'warning' as const, message: 'm', pointer: '/tools/a', line: 2, column: 1 }
        ]
      }
    ],
    ['the score changed', { score: 0.6 }],
    ['the tool moved to another line', { line: 3 }],
    ['a finding was added', { warnings: 2 }],
    ['the tokens changed', { tokens: { cl100k: 11, o200k: 9, whitespace: 5 } }],
    ['it sits at another position in the catalog (a duplicate name)', { index: 1 }]
  ])('treats a tool as changed when %s', (_label, over) => {
    expect(sameTool(tool('a'), tool('a', over))).toBe(false);
  });

  it('reports findings as unchanged when only the score or tokens moved (the markers stay)', () => {
    expect(sameFindings(tool('a'), tool('a', { score: 0.7, tokens: { cl100k: 12, o200k: 9, whitespace: 5 } }))).toBe(
      true
    );
    expect(sameFindings(tool('a'), tool('a', { findings: [] }))).toBe(false);
  });
});
