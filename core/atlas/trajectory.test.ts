import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../source/diagnostic.ts';
import { readTrajectory } from './trajectory.ts';

function read(v: unknown): { steps: unknown[]; errors: Diagnostic[] } {
  const errors: Diagnostic[] = [];
  return { steps: readTrajectory(v, '/reference_trajectory', new Set(), errors), errors };
}

describe('readTrajectory', () => {
  it.each([
    [
      'a bad depends_on before a good step that names it',
      [
        { tool: 'a', depends_on: [{}] },
        { tool: 'b', depends_on: [0] }
      ]
    ],
    ['a step with no tool before one that names it', [{}, { tool: 'b', depends_on: [0] }]],
    [
      'a bad step id before a good step',
      [
        { tool: 'a', id: 3 },
        { tool: 'b', depends_on: ['a'] }
      ]
    ]
  ])('%s is an error at its pointer, not a TypeError', (_name, v) => {
    const r = read(v);
    expect(r.errors.length).toBeGreaterThan(0);
    expect(r.errors[0].pointer).toMatch(/^\/reference_trajectory\/0/);
  });

  it('resolves ids, tool names and indexes', () => {
    const r = read([{ tool: 'a' }, { tool: 'b', depends_on: ['a'] }, { tool: 'c', depends_on: [1] }]);
    expect(r.errors).toEqual([]);
    expect(r.steps).toEqual([
      { id: 'a', tool: 'a', depends_on: [] },
      { id: 'b', tool: 'b', depends_on: ['a'] },
      { id: 'c', tool: 'c', depends_on: ['1'] }
    ]);
  });
});
