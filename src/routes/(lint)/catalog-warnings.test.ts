import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { renderedText as text } from '$lib/text/rendered-text';
import CatalogWarnings from './catalog-warnings.svelte';
import type { LintState } from './lint-state.svelte';

describe('catalog warnings', () => {
  it('puts a space between the message and what was expected (issue 42)', () => {
    const warnings = [
      { message: 'duplicate tool id "a" (first at /tools/2)', expected: 'unique tool names', line: 1, column: 2 }
    ];
    const { body } = render(CatalogWarnings, { props: { warnings, lint: { canReveal: false } as LintState } });
    expect(text(body)).toContain('duplicate tool id "a" (first at /tools/2) (expected unique tool names)');
  });
});
