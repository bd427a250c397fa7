/**
 * The suite schema is the one source of truth: draft-07, a description on every property (they are
 * editor hovers), closed objects (unknown keys are errors), the generated `as const` copy in sync,
 * and every example suite valid against it as editors see it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { suiteSchema } from '#core/suite/schema-v1';
import { schemaModuleText } from '../../src/node/suite/gen-schema-ts.ts';

const json = readFileSync('static/schema/v1.json', 'utf8');
const schema = JSON.parse(json);

type Node = Record<string, unknown>;

/** Every (pointer, subschema) pair under `properties`, `additionalProperties`, `items` and combinators. */
function walk(node: unknown, pointer: string, visit: (n: Node, p: string) => void): void {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  const n = node as Node;
  visit(n, pointer);
  for (const [k, v] of Object.entries((n.properties as Node) ?? {})) walk(v, `${pointer}/properties/${k}`, visit);
  for (const k of ['additionalProperties', 'items', 'if', 'then', 'propertyNames', 'not'])
    if (n[k] && typeof n[k] === 'object') walk(n[k], `${pointer}/${k}`, visit);
  for (const k of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(n[k])) (n[k] as unknown[]).forEach((b, i) => walk(b, `${pointer}/${k}/${i}`, visit));
  for (const [k, v] of Object.entries((n.definitions as Node) ?? {})) walk(v, `${pointer}/definitions/${k}`, visit);
}

describe('static/schema/v1.json', () => {
  test('is draft-07 and compiles in ajv', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(() => new Ajv({ strict: false }).compile(schema)).not.toThrow();
  });

  test("every property carries a description (a $ref property may inherit its definition's)", () => {
    const missing: string[] = [];
    walk(schema, '', (n, p) => {
      for (const [k, v] of Object.entries((n.properties as Node) ?? {})) {
        const prop = v as Node;
        const ref =
          typeof prop.$ref === 'string'
            ? (schema.definitions[(prop.$ref as string).replace('#/definitions/', '')] as Node)
            : undefined;
        if (typeof prop.description !== 'string' && typeof ref?.description !== 'string')
          missing.push(`${p}/properties/${k}`);
      }
    });
    expect(missing).toEqual([]);
  });

  test('every object with declared properties is closed, except the CallToolResult (servers add fields)', () => {
    const open: string[] = [];
    walk(schema, '', (n, p) => {
      if (
        n.properties &&
        n.additionalProperties !== false &&
        p !== '/definitions/callToolResult' &&
        p !== '/definitions/distractors/properties/source/if'
      )
        open.push(p);
    });
    expect(open).toEqual([]);
  });

  test('core/suite/schema-v1.ts is the generated copy of the JSON (run src/node/suite/gen-schema-ts.ts after editing)', () => {
    expect(readFileSync('core/suite/schema-v1.ts', 'utf8')).toBe(schemaModuleText(json));
    expect(suiteSchema).toEqual(schema);
  });

  test('every example suite validates against the schema as an editor would see it', () => {
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    for (const f of readdirSync('examples/suites').filter((x) => x.endsWith('.yml'))) {
      const ok = validate(parse(readFileSync(`examples/suites/${f}`, 'utf8')));
      expect(ok, `${f}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });
  test("an agent test's fields are said once: typedAgentTest is agentTest with type: required", () => {
    expect(schema.definitions.typedAgentTest).toMatchObject({
      allOf: [{ $ref: '#/definitions/agentTest' }],
      required: ['name', 'type']
    });
    expect(schema.definitions.typedAgentTest.properties).toBeUndefined();
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    expect(validate({ tests: [{ type: 'agent', name: 'a', prompt: 'p', model: 'lexical' }] })).toBe(true);
    expect(validate({ agents: [{ type: 'agent', name: 'a' }] })).toBe(true);
    expect(validate({ tests: [{ name: 'a' }] })).toBe(false);
    expect(validate.errors?.map((e) => [e.instancePath, e.keyword, e.params])).toEqual([
      ['/tests/0', 'required', { missingProperty: 'type' }]
    ]);
    expect(validate({ tests: [{ type: 'agent', name: 'a', promt: 'p' }] })).toBe(false);
    expect(validate.errors?.map((e) => [e.instancePath, e.keyword, e.params])).toEqual([
      ['/tests/0', 'additionalProperties', { additionalProperty: 'promt' }]
    ]);
  });
});
