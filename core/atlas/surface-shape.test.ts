import { describe, expect, it } from 'vitest';
import { surfaceShapeWarnings } from './surface-shape.ts';
import type { AtlasTask } from './types.ts';

const make = (tools: number, targets: number): AtlasTask => {
  const surface = Array.from({ length: tools }, (_, i) => `t${i}`);
  return {
    task_id: 'x',
    prompt: 'p',
    tool_surface: surface,
    target_tools: surface.slice(0, targets),
    reference_trajectory: [],
    claims: [{ claim: 'c' }],
    pass_threshold: 0.75
  };
};

describe('surfaceShapeWarnings', () => {
  it.each([
    ['a surface in the designed ranges', 12, 4, []],
    ['too few tools and distractors', 8, 4, ['/tool_surface', '/tool_surface']],
    ['too many targets', 18, 9, ['/target_tools']],
    ['too many tools and distractors', 30, 5, ['/tool_surface', '/tool_surface']],
    ['too few targets', 10, 2, ['/target_tools']],
    ['too many distractors', 20, 4, ['/tool_surface']]
  ] as const)('%s', (_label, tools, targets, pointers) => {
    expect(surfaceShapeWarnings(make(tools, targets)).map((w) => w.pointer)).toEqual(pointers);
  });

  it('names the range the method uses', () => {
    expect(surfaceShapeWarnings(make(8, 4))[0].message).toBe(
      "task 'x' has 8 tools on its surface; the method uses 10-25"
    );
  });
});
