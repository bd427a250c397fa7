import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import { sch004InputSchemaNoProperties as rule } from './sch-004-input-schema-no-properties.ts';

const run = (inputSchema: unknown, description = 'Check the service health. Returns ok.') =>
  rule.check({ preset: 'recommended', name: 't', description, tool: { name: 't', description, inputSchema } as Tool });

describe('SCH-004 input-schema-no-properties', () => {
  it.each([
    [
      'required without properties',
      { type: 'object', required: ['id', 'x'] },
      undefined,
      [{ messageId: 'required-without-properties', data: { count: 2 }, pointer: '/inputSchema' }]
    ],
    [
      'required even when additionalProperties is false',
      { type: 'object', properties: {}, additionalProperties: false, required: ['id'] },
      undefined,
      [{ messageId: 'required-without-properties', data: { count: 1 }, pointer: '/inputSchema' }]
    ],
    [
      'required with empty properties',
      { type: 'object', properties: {}, required: ['id'] },
      undefined,
      [{ messageId: 'required-without-properties', data: { count: 1 }, pointer: '/inputSchema' }]
    ],
    [
      'a description that mentions parameters',
      { type: 'object' },
      'Runs a query. Takes the SQL text as a parameter.',
      [{ messageId: 'described-without-properties', pointer: '/inputSchema' }]
    ],
    [
      'a description that mentions arguments',
      { type: 'object', properties: {} },
      'Call with the following arguments: id, name.',
      [{ messageId: 'described-without-properties', pointer: '/inputSchema' }]
    ],
    [
      'a Parameters: heading',
      { type: 'object' },
      'Create a report.\n\nParameters:\n- name: the report name',
      [{ messageId: 'described-without-properties', pointer: '/inputSchema' }]
    ],
    [
      'the tool passed its parameters in prose',
      { type: 'object' },
      'Run a saved report. Pass the report id and an optional date range as parameters.',
      [{ messageId: 'described-without-properties', pointer: '/inputSchema' }]
    ]
  ])('fires on %s', (_label, schema, description, expected) => {
    expect(run(schema, description)).toEqual(expected);
  });

  it.each([
    ['a tool that takes nothing and says nothing about arguments', { type: 'object' }, undefined],
    [
      'properties: {} with additionalProperties: false (an explicit "no arguments")',
      { type: 'object', properties: {}, additionalProperties: false },
      'Lists sources; use them to find filter parameters for search.'
    ],
    [
      'a description that says the tool takes no arguments',
      { type: 'object' },
      'Lists sessions. This tool takes no arguments.'
    ],
    [
      'declared properties',
      { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      'Pass the id parameter.'
    ],
    ['a free-form map', { type: 'object', additionalProperties: { type: 'string' } }, 'Set arbitrary parameters.'],
    ['properties declared via $ref', { type: 'object', $ref: '#/$defs/A', required: ['a'] }, undefined],
    [
      'properties declared in allOf',
      { type: 'object', allOf: [{ properties: { a: {} } }], required: ['a'] },
      undefined
    ],
    ['a non-object schema (SCH-003 territory)', { type: 'string', required: ['a'] }, 'parameters'],
    ['no schema', undefined, 'parameters'],
    [
      "parameters of the vendor's API that the returned docs list (cloudinary get-tx-reference)",
      { type: 'object', properties: {} },
      'Get Cloudinary transformation rules documentation.\n- DO NOT make up transformation parameters\n- DO NOT guess syntax - only use documented parameters\n\nThis tool returns the complete reference that contains all valid parameters, syntax rules, and best practices.'
    ]
  ])('does not fire on %s', (_label, schema, description) => {
    expect(run(schema, description)).toEqual([]);
  });
});
