import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { renderedText as text } from '$lib/text/rendered-text';
import type { SuiteRun } from './suite-state.svelte';
import SuiteResults from './suite-results.svelte';

describe('suite results', () => {
  it('puts a space before a threshold (issue 42: "score 0(threshold 0.5)")', () => {
    const test = {
      name: 'picks the tool',
      verdict: 'fail',
      score: 0,
      threshold: 0.5,
      assertions: [],
      derived_metrics: [{ name: 'recall', value: 0.25, threshold: 0.5, passed: false }]
    };
    const run = {
      ok: true,
      exitCode: 1,
      offline: [],
      text: '',
      stderr: [],
      report: {
        summary: { total: 1, pass: 0, fail: 1, skip: 0, error: 0, floors_breached: 0 },
        tests: [test],
        rollups: {}
      }
    } as unknown as SuiteRun;
    const { body } = render(SuiteResults, {
      props: { run, stale: false, onreveal: () => {}, ondownload: () => {} }
    });
    expect(text(body)).toContain('score 0 (threshold 0.5)');
    expect(text(body)).toContain('metric recall = 0.25 (threshold 0.5: NOT met)');
  });
});
