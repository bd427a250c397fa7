import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { renderedText as text } from '$lib/text/rendered-text';
import type { ToolView } from '#core/api/lint-view';
import InstructionsList from './instructions-list.svelte';
import type { LintState } from './lint-state.svelte';

const ins = { id: 'weather', tokens: { cl100k: 0, o200k: 0 }, line: 3, findings: [] } as unknown as ToolView;
const shown = (exact: boolean) =>
  text(render(InstructionsList, { props: { instructions: [ins], exact, lint: {} as LintState } }).body);

describe('server instructions', () => {
  it('says "…" for the token count while the tokenizers load, not "0 tokens" (issue 42)', () => {
    expect(shown(false)).toContain('… tokens · line 3');
    expect(shown(false)).not.toContain('0 tokens');
    expect(shown(true)).toContain('0 tokens · line 3');
  });
});
