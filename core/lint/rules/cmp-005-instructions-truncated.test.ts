import { describe, expect, it } from 'vitest';
import { lintCatalog } from '../lint.ts';
import { cmp005InstructionsTruncated as rule } from './cmp-005-instructions-truncated.ts';
import { lintInstructions } from '../instructions.ts';
import type { PresetName } from '../types.ts';

const run = (text: string, preset: PresetName = 'recommended') =>
  lintInstructions([{ pointer: '/instructions', text }], { rules: [rule], preset, docsBase: 'docs/rules/' }).flatMap(
    (i) => i.findings
  );

describe('CMP-005 instructions-truncated', () => {
  it("fires past 2,048 characters at the instructions' pointer and quotes where the cut falls", () => {
    const text = 'a'.repeat(2048 - 5) + 'HERE IS THE CUT' + 'b'.repeat(10);
    const [f] = run(text);
    expect(f).toMatchObject({
      rule: 'CMP-005',
      severity: 'warning',
      messageId: 'instructionsTruncated',
      pointer: '/instructions',
      data: { length: text.length, limit: 2048, lost: text.length - 2048 }
    });
    expect(f.data.cut).toContain('HERE IS THE CUT');
    expect(f.message).toBe(
      `the server instructions are ${text.length} characters; Claude Code keeps the first 2048 and drops ${text.length - 2048}, cutting at: "${f.data.cut}"`
    );
  });

  it('reports every cut, whatever it drops (unlike CMP-004 on descriptions)', () => {
    // A response-field gloss past the cut: CMP-004's tuned presets would let this pass on a description.
    const text = 'Update a price. '.repeat(128) + '\n- timesAttempted: How many times delivery has been attempted.\n';
    expect(run(text)).toHaveLength(1);
    expect(run(text, 'all')).toHaveLength(1);
  });

  it.each([
    ['exactly 2,048 characters', 'a'.repeat(2048)],
    ['a short text', 'Use the search tool first.']
  ])('does not fire on %s', (_label, text) => {
    expect(run(text)).toEqual([]);
  });

  it('is off in the reference preset', () => {
    expect(run('a'.repeat(3000), 'reference')).toEqual([]);
  });

  it("runs on each server's instructions in a bundle and never on a tool description", () => {
    const long = 'x'.repeat(2100);
    const report = lintCatalog(
      {
        tools: [
          {
            id: 'a.t',
            name: 't',
            server: 'a',
            pointer: '/servers/a/tools/0',
            description: long,
            tool: { name: 't', description: long }
          }
        ],
        meta: {},
        instructions: [
          { server: 'a', pointer: '/servers/a/instructions', text: long },
          { server: 'b', pointer: '/servers/b/instructions', text: 'short' }
        ]
      } as Parameters<typeof lintCatalog>[0],
      { rules: [rule] }
    );
    expect(report.tools[0].findings).toEqual([]);
    expect(report.instructions?.map((i) => i.findings.map((f) => [f.rule, f.pointer]))).toEqual([
      [['CMP-005', '/servers/a/instructions']],
      []
    ]);
  });
});
