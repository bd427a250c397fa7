import { describe, expect, it } from 'vitest';
import { testFigures } from './figures.ts';

describe('testFigures', () => {
  const metrics = {
    tool_selection: {
      runs: 3,
      pass_k: 67,
      tokens: { median: 1500, max: 1650 },
      pass: true,
      expected_tool: 'get_weather',
      detail: [{ run: 1 }]
    },
    equal_function_sets: { f1: 57, missed_classes: ['weather'], unexpected_tools: [] },
    tool_quality: {
      tools: [
        { name: 'search', score: 0.9 },
        { name: 'a.b', score: 0.4 }
      ],
      smells: { verbose: 2, 'odd key': 1 },
      min_score: 0.5
    },
    claims: { coverage: 0.75, runs: [], failures: [] }
  };

  it('flattens every block to path/value pairs in report order, nested keys dotted, per-item lists last', () => {
    expect(testFigures({ metrics }).map((f) => `${f.path}=${f.value}`)).toEqual([
      'tool_selection.runs=3',
      'tool_selection.pass_k=67',
      'tool_selection.tokens.median=1500',
      'tool_selection.tokens.max=1650',
      'tool_selection.pass=true',
      'tool_selection.expected_tool=get_weather',
      'equal_function_sets.f1=57',
      'equal_function_sets.missed_classes=weather',
      'equal_function_sets.unexpected_tools=(none)',
      'tool_quality.smells.verbose=2',
      'tool_quality.smells["odd key"]=1',
      'tool_quality.min_score=0.5',
      'tool_quality.tools["search"].score=0.9',
      'tool_quality.tools["a.b"].score=0.4',
      'claims.coverage=0.75'
    ]);
  });

  it('leaves per-run lists (detail, runs, failures) to the run-aware formats', () => {
    expect(testFigures({ metrics }).some((f) => /detail|claims\.runs|failures/.test(f.path))).toBe(false);
  });

  it('keeps only numbers for deltas', () => {
    expect(testFigures({ metrics }, { numericOnly: true }).every((f) => typeof f.value === 'number')).toBe(true);
  });

  it('has nothing to say about a test without metrics', () => expect(testFigures({})).toEqual([]));
});
