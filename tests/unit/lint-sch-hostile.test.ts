import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Tool } from '#core/catalog/types';
import type { Rule } from '#core/lint/types';
import { presetOptions } from '#core/lint/presets';
import { SCH_RULES } from '#core/lint/rules/sch-index';
import { MAX_SCHEMA_NODES, walkSchema } from '#core/lint/rules/helpers/schema-walk';

const rules: Rule[] = Object.values(SCH_RULES);
const schemaKeys = fc.constantFrom(
  'type',
  'properties',
  'items',
  'required',
  '$ref',
  '$defs',
  'anyOf',
  'allOf',
  'oneOf',
  'not',
  'prefixItems',
  'enum',
  '__proto__',
  'constructor',
  'a b',
  ''
);
const schemaLike = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue(),
    fc.dictionary(schemaKeys, tie('node'), { maxKeys: 5 }),
    fc.array(tie('node'), { maxLength: 3 }),
    fc.constantFrom('#', '#/$defs/a', '#/properties', '#/$defs/%', 'http://x', '#x')
  )
})).node;

describe('SCH rules on hostile schemas', () => {
  it('never throw, whatever inputSchema and outputSchema hold', () => {
    fc.assert(
      fc.property(schemaLike, schemaLike, (input, output) => {
        const tool = { name: 't', inputSchema: input, outputSchema: output } as Tool;
        for (const rule of rules) {
          const found = rule.check({
            options: presetOptions(rule, 'recommended'),
            name: 't',
            description: 'parameters',
            tool
          });
          for (const f of found)
            expect(
              f.pointer.startsWith('/inputSchema') || f.pointer.startsWith('/outputSchema') || f.pointer === ''
            ).toBe(true);
        }
      }),
      { numRuns: 400 }
    );
  });

  it('walk shared sub-schemas once (a 2^25-path DAG) and survive a self-containing schema', () => {
    // YAML aliases are refused by the parser past a small count; a value handed to the core directly can still share objects.
    let level: Record<string, unknown> = { type: 'object', properties: { x: { description: 'untyped' } } };
    for (let i = 0; i < 25; i++) level = { type: 'object', properties: { p: level, q: level } };
    // The rules alone: the engine's token count serializes the schema, which a DAG like this would blow up.
    const tool = { name: 'dag', inputSchema: level } as Tool;
    const found = rules.flatMap((r) =>
      r
        .check({ options: presetOptions(r, 'recommended'), name: 'dag', description: undefined, tool })
        .map((f) => `${r.id}:${f.messageId}`)
    );
    expect(found).toEqual(['SCH-001:untyped']);
    expect(walkSchema(level, '/inputSchema').length).toBeLessThanOrEqual(MAX_SCHEMA_NODES);

    const loop: Record<string, unknown> = { type: 'object' };
    loop.properties = { again: loop, items: { type: 'array', items: loop } };
    for (const r of rules)
      expect(() =>
        r.check({
          options: presetOptions(r, 'recommended'),
          name: 'l',
          description: undefined,
          tool: { name: 'l', inputSchema: loop }
        })
      ).not.toThrow();
  });

  it('stop at the depth bound on a 100,000-level schema without overflowing the stack', () => {
    let deep: Record<string, unknown> = { description: 'bottom' };
    for (let i = 0; i < 100_000; i++) deep = { type: 'object', properties: { x: deep } };
    const tool = { name: 'deep', inputSchema: deep } as Tool;
    for (const rule of rules)
      expect(() =>
        rule.check({ options: presetOptions(rule, 'recommended'), name: 'deep', description: undefined, tool })
      ).not.toThrow();
  });
});
