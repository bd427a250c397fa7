import { describe, expect, it } from 'vitest';
import type { Rule } from '../lint/types.ts';
import type { Encoders } from '../tokens/encoders.ts';
import { lintText } from './lint-view.ts';

// A rule defined here so the view is tested independently of which DESC/SCH rules exist.
const noDescription: Rule = {
  id: 'TEST-001',
  slug: 'test-no-description',
  category: 'description',
  severity: 'critical',
  smell: 'underspecified',
  docs: { summary: 's', why: 'w', fix: 'f', bad: { name: 'a' }, good: { name: 'a', description: 'd' } },
  messages: { missing: '"{{tool}}" has no description' },
  suggestions: { missing: 'describe {{tool}}' },
  check: (ctx) => (ctx.description ? [] : [{ messageId: 'missing', pointer: '' }])
};
const shortParam: Rule = {
  id: 'TEST-002',
  slug: 'test-param',
  category: 'schema',
  severity: 'warning',
  docs: { summary: 's', why: 'w', fix: 'f', bad: { name: 'a' }, good: { name: 'a' } },
  messages: { p: 'param {{p}}' },
  check: (ctx) => {
    const props = (ctx.tool.inputSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
    return Object.keys(props).map((p) => ({ messageId: 'p', data: { p }, pointer: `/inputSchema/properties/${p}` }));
  }
};
const rules = [noDescription, shortParam];
const fakeEncoders: Encoders = { cl100k: (t) => t.length, o200k: (t) => Math.ceil(t.length / 2) };

const catalog = `{
  "tools": [
    { "name": "good", "description": "Reads a file and returns its text content." },
    {
      "name": "bare",
      "inputSchema": { "type": "object", "properties": { "q": { "type": "string" } } }
    }
  ]
}`;

describe('lintText: the playground view of a lint run', () => {
  it('lists tools worst first with score, tokens and counts', () => {
    const view = lintText(catalog, { file: 'x.json', rules, encoders: fakeEncoders });
    if (!view.ok) throw new Error('expected ok');
    expect(view.tools.map((t) => t.name)).toEqual(['bare', 'good']);
    expect(view.tools[0]).toMatchObject({ criticals: 1, warnings: 1, pointer: '/tools/1', line: 4, column: 5 });
    expect(view.tools[1].findings).toEqual([]);
    expect(view.tools[0].tokens.cl100k).toBeGreaterThan(0);
  });

  it("lists a tool's criticals first, each severity in document order", () => {
    const late: Rule = {
      ...noDescription,
      id: 'TEST-003',
      check: (ctx) => (ctx.name === 'bare' ? [{ messageId: 'missing', pointer: '/inputSchema/properties/q/type' }] : [])
    };
    const view = lintText(catalog, { rules: [shortParam, late], encoders: fakeEncoders });
    if (!view.ok) throw new Error('expected ok');
    const bare = view.tools.find((t) => t.name === 'bare');
    // in the text the warning (at "q") comes before the critical (at q's "type"); in the list it follows
    const [critical, warning] = bare?.findings ?? [];
    expect([critical?.severity, warning?.severity]).toEqual(['critical', 'warning']);
    expect(warning.line === critical.line && warning.column < critical.column).toBe(true);
  });

  it('gives every finding the line and column of its pointer, in document order', () => {
    // a property is located at its key, "q" on line 6
    const qColumn = catalog.split('\n')[5].indexOf('"q"') + 1;
    const view = lintText(catalog, { rules, encoders: fakeEncoders });
    if (!view.ok) throw new Error('expected ok');
    expect(view.tools[0].findings.map((f) => [f.rule, f.pointer, f.line, f.column])).toEqual([
      ['TEST-001', '/tools/1', 4, 5],
      ['TEST-002', '/tools/1/inputSchema/properties/q', 6, qColumn]
    ]);
    expect(view.tools[0].findings[0]).toMatchObject({
      severity: 'critical',
      message: '"bare" has no description',
      suggestion: 'describe bare'
    });
  });

  it('sums DESC and SCH severities and names the tokenizers', () => {
    const view = lintText(catalog, { rules, encoders: fakeEncoders });
    if (!view.ok) throw new Error('expected ok');
    expect(view.summary).toMatchObject({
      tools: 2,
      criticals: 1,
      warnings: 1,
      smells: 1,
      exactTokens: true,
      tokenizers: { cl100k: 'cl100k_base', o200k: 'o200k_base' }
    });
    expect(view.summary.smellGroups).toEqual([{ group: 'underspecified', count: 1 }]);
    expect(view.summary.minScore).toBeLessThanOrEqual(view.summary.meanScore);
  });

  it('marks token counts as estimates when no encoders are given', () => {
    const view = lintText(catalog, { rules });
    if (!view.ok) throw new Error('expected ok');
    expect(view.summary.exactTokens).toBe(false);
    expect(view.summary.tokens.cl100k).toBe(0);
  });

  it.each([
    ['a JSON syntax error', '{\n  "tools": [\n    { "name": "a", }\n  ]\n}', 'json', 3],
    ['a YAML syntax error', 'tools:\n  - name: a\n    description: "open\n  - : :\n', 'yaml', undefined],
    ['a catalog without tools', '{ "server": "x" }', 'json', 1],
    ['empty text', '   ', 'yaml', 1]
  ])('returns %s as a positioned error, not a throw', (_label, text, format, line) => {
    const view = lintText(text, { rules });
    if (view.ok) throw new Error('expected an error');
    expect(view.format).toBe(format);
    expect(view.errors.length).toBeGreaterThan(0);
    expect(view.errors[0].line).toBeGreaterThanOrEqual(1);
    expect(view.errors[0].column).toBeGreaterThanOrEqual(1);
    if (line !== undefined) expect(view.errors[0].line).toBe(line);
  });

  it('reads YAML catalogs with YAML positions', () => {
    const view = lintText('tools:\n  - name: a\n    description: Reads a file and returns it.\n  - name: b\n', {
      rules
    });
    if (!view.ok) throw new Error('expected ok');
    expect(view.format).toBe('yaml');
    const b = view.tools.find((t) => t.name === 'b');
    expect(b?.findings[0]).toMatchObject({ rule: 'TEST-001', line: 4, column: 5 });
  });

  it('produces structured-clone-safe plain data', () => {
    for (const text of [catalog, '{ nope']) {
      const view = lintText(text, { rules, encoders: fakeEncoders });
      expect(structuredClone(view)).toEqual(view);
    }
  });
});
