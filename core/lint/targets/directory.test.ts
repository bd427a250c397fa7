import { describe, expect, it } from 'vitest';
import { checkAnthropicDirectory } from './anthropic-directory.ts';
import { checkOpenAiApps } from './openai-apps.ts';
import { toolWith } from './test-tool.ts';

const schema = { type: 'object', properties: {} };

describe("OpenAI's app review: all three hints, said explicitly", () => {
  it('refuses a tool missing a hint, naming it', () => {
    const v = checkOpenAiApps(toolWith(schema, { annotations: { readOnlyHint: true } }));
    expect(v.accepted).toBe(false);
    expect(v.reasons).toEqual([
      'explicit-hints at /annotations/destructiveHint: destructiveHint is not set',
      'explicit-hints at /annotations/openWorldHint: openWorldHint is not set'
    ]);
  });
  it('accepts false as explicit', () => {
    const annotations = { readOnlyHint: false, destructiveHint: false, openWorldHint: false };
    expect(checkOpenAiApps(toolWith(schema, { annotations })).accepted).toBe(true);
  });
});

describe("Anthropic's directory review: a title and the read/write hint", () => {
  it('refuses a tool with neither', () => {
    const v = checkAnthropicDirectory(toolWith(schema));
    expect(v.reasons.map((r) => r.split(' ')[0])).toEqual(['title', 'read-write-hint']);
  });
  it('takes annotations.title or the tool title, and one of the hints', () => {
    expect(
      checkAnthropicDirectory(toolWith(schema, { title: 'Do it', annotations: { readOnlyHint: true } })).accepted
    ).toBe(true);
    expect(
      checkAnthropicDirectory(toolWith(schema, { annotations: { title: 'Do it', destructiveHint: false } })).accepted
    ).toBe(true);
  });
  it('refuses a name of more than 64 characters', () => {
    const v = checkAnthropicDirectory(
      toolWith(schema, { title: 'T', annotations: { readOnlyHint: true } }, 'x'.repeat(65))
    );
    expect(v.reasons[0]).toMatch(/^name at \/name/);
  });
});
