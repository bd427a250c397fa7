import { describe, expect, it } from 'vitest';
import { test, toolSelection } from '../../tests/fixtures/reports/build-report.ts';
import { testKey, testRuns } from './runs.ts';

describe('testRuns', () => {
  it('reads tool_selection per-run detail: misses say what the run called or spent', () => {
    const runs = testRuns(test('w', { metrics: { tool_selection: toolSelection('yn$', false) } }))!;
    expect(runs.map((r) => [r.run, r.pass, r.misses])).toEqual([
      [1, true, []],
      [2, false, ['did not select get_weather, called search']],
      [3, false, ['2400 tokens, over budget']]
    ]);
    expect(runs[0].notes).toEqual(['1500 tokens']);
  });

  it('reads claims runs (numbered from 0 in the trace) as runs from 1, with coverage as the run score', () => {
    const runs = testRuns(
      test('c', {
        metrics: {
          claims: {
            runs: [
              { run: 0, status: 'passed', coverage: 1 },
              { run: 1, status: 'failed', coverage: 0.5 }
            ]
          }
        }
      })
    )!;
    expect(runs.map((r) => [r.run, r.pass, r.score])).toEqual([
      [1, true, 1],
      [2, false, 0.5]
    ]);
  });

  it('keeps a single-run test as one row (runs: 1 is the legacy behaviour)', () => {
    expect(testRuns(test('w', { metrics: { tool_selection: toolSelection('y', true) } }))).toBeUndefined();
    expect(testRuns(test('t'))).toBeUndefined();
  });
});

describe('testKey', () => {
  it.each([
    ['weather selection', { base: 'weather selection' }],
    ['weather selection [gpt-5]', { base: 'weather selection', model: 'gpt-5' }],
    ['weather selection [gpt-5] #3', { base: 'weather selection', model: 'gpt-5', run: 3 }],
    ['weather selection #10', { base: 'weather selection', run: 10 }],
    ['issue #0', { base: 'issue #0' }],
    ['[only brackets]', { base: '[only brackets]' }]
  ])('splits %j', (name, key) => expect(testKey({ name })).toEqual(key));

  it('prefers a model field over the name', () => {
    expect(testKey({ name: 'w', model: 'gpt-5' })).toEqual({ base: 'w', model: 'gpt-5' });
    expect(testKey({ name: 'w [gpt-5]', model: 'gpt-5' })).toEqual({ base: 'w', model: 'gpt-5' });
  });
});
