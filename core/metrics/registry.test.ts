import { describe, expect, it } from 'vitest';
import { countWhitespaceTokens } from '../tokens/surface.ts';
import type { TraceRun } from '../trace/types.ts';
import { scoreDistractors } from './distractor-accuracy.ts';
import { scoreOrchestration } from './orchestration.ts';
import { allTargets, METRICS } from './registry.ts';
import { selectionF1 } from './selection-f1.ts';
import { scoreTokenEfficiency } from './token-efficiency.ts';
import { scoreToolSelection } from './tool-selection.ts';

const CLASSES = [{ name: 'search', members: ['search'] }];
const RUNS: TraceRun[] = [
  {
    calls: [{ tool: 'search', arguments: { q: 'x' } }],
    tokens: { total: 10 },
    cost: 0.5,
    surface: [{ name: 'search' }]
  }
];

describe('metric registry', () => {
  it('each metric is registered under its own id', () => {
    for (const [key, info] of Object.entries(METRICS)) expect(info.id).toBe(key);
  });

  it('target names are unique and namespaced by their block', () => {
    const targets = allTargets();
    expect(new Set(targets).size).toBe(targets.length);
    for (const t of targets) expect(t).toMatch(/^(tool_selection|distractors|orchestration|token_efficiency)\./);
  });

  it('the reference defaults: tool_selection.f1 >= 50, distractors.accuracy >= 50, token_efficiency.f1 >= 50', () => {
    expect(METRICS.equal_function_sets.defaultGate).toEqual({ target: 'tool_selection.f1', minimum: 50 });
    expect(METRICS.distractors.defaultGate).toEqual({ target: 'distractors.accuracy', minimum: 50 });
    expect(METRICS.token_efficiency.defaultGate).toEqual({ target: 'token_efficiency.f1', minimum: 50 });
  });

  it('every target reads a number from a real result', () => {
    const results = {
      equal_function_sets: selectionF1(CLASSES, RUNS),
      tool_selection: scoreToolSelection({ expected_tool: 'search', min_selection_rate: 1 }, RUNS),
      distractors: scoreDistractors({ count: 1, source: { from: 'catalog' }, correct: ['search'] }, RUNS),
      orchestration: scoreOrchestration(CLASSES, RUNS),
      token_efficiency: scoreTokenEfficiency(CLASSES, RUNS, { countTokens: countWhitespaceTokens })
    };
    for (const [id, info] of Object.entries(METRICS)) {
      for (const [target, read] of Object.entries(info.targets)) {
        const value = (read as (r: unknown) => number | undefined)(results[id as keyof typeof results]);
        expect(typeof value, target).toBe('number');
      }
    }
  });
});
