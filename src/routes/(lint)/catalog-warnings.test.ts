import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import CatalogWarnings from './catalog-warnings.svelte';
import type { LintState } from './lint-state.svelte';

const text = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '');

describe('catalog warnings', () => {
  it('puts a space between the message and what was expected (issue 42)', () => {
    const warnings = [
      { message: 'duplicate tool id "a" (first at /tools/2)', expected: 'unique tool names', line: 1, column: 2 }
    ];
    const { body } = render(CatalogWarnings, { props: { warnings, lint: { canReveal: false } as LintState } });
    expect(text(body)).toContain('duplicate tool id "a" (first at /tools/2) (expected unique tool names)');
  });
});
