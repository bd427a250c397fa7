import { describe, expect, it } from 'vitest';
import { con005RequiredWithDefault as rule } from './con-005-required-with-default.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (properties: Record<string, unknown>, required: string[]) => ({
  name: 'get_entry',
  description: 'Retrieve an entry by its ID. Returns the entry.',
  inputSchema: { type: 'object', properties, required }
});

describe('CON-005 required-with-default', () => {
  it.each([
    ['a string default (contentful)', { type: 'string', default: 'master' }, '"master"'],
    ['a boolean default', { type: 'boolean', default: false }, 'false'],
    ['an array default (supabase)', { type: 'array', items: { type: 'string' }, default: ['public'] }, '["public"]'],
    ['a null default', { type: 'string', default: null }, 'null']
  ])('fires on a required argument with %s', (_label, schema, shown) => {
    expect(runRule(rule, tool({ id: { type: 'string' }, env: schema }, ['id', 'env']))).toEqual([
      expected(rule, 'requiredWithDefault', '/inputSchema/properties/env', { argument: 'env', default: shown })
    ]);
  });

  it('reads nested objects', () => {
    const t = tool(
      {
        query: {
          type: 'object',
          properties: { limit: { type: 'integer', default: 3 }, q: { type: 'string' } },
          required: ['limit', 'q']
        }
      },
      ['query']
    );
    expect(runRule(rule, t)).toEqual([
      expected(rule, 'requiredWithDefault', '/inputSchema/properties/query/properties/limit', {
        argument: 'limit',
        default: '3'
      })
    ]);
  });

  it('reports a required readOnly property once, as required, and lists the other readOnly fields of its object together', () => {
    const t = tool(
      {
        cycle_data: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            project_id: { type: 'string', readOnly: true, default: null },
            created_at: { type: 'string', readOnly: true },
            id: { type: 'string', readOnly: true }
          },
          required: ['name', 'project_id']
        }
      },
      ['cycle_data']
    );
    expect(runRule(rule, t)).toEqual([
      expected(rule, 'requiredReadOnly', '/inputSchema/properties/cycle_data/properties/project_id', {
        argument: 'project_id'
      }),
      expected(rule, 'readOnlyInInput', '/inputSchema/properties/cycle_data', {
        count: 2,
        at: 'cycle_data',
        fields: 'created_at, id'
      })
    ]);
  });

  it.each([
    ['an optional argument with a default', tool({ env: { type: 'string', default: 'master' } }, [])],
    ['a required argument without a default', tool({ env: { type: 'string' } }, ['env'])],
    ['a required discriminator (const)', tool({ type: { type: 'string', const: 'sms', default: 'sms' } }, ['type'])],
    ['a required one-value enum', tool({ type: { type: 'string', enum: ['sms'], default: 'sms' } }, ['type'])],
    [
      'a default on an output schema field',
      {
        ...tool({ id: { type: 'string' } }, ['id']),
        outputSchema: {
          type: 'object',
          properties: { status: { type: 'string', default: 'ok', readOnly: true } },
          required: ['status']
        }
      }
    ],
    [
      'a required name the object does not declare (a oneOf branch)',
      {
        ...tool({ env: { type: 'string', default: 'master' } }, []),
        inputSchema: {
          type: 'object',
          properties: { env: { type: 'string', default: 'master' } },
          oneOf: [{ required: ['env'] }]
        }
      }
    ]
  ])('does not fire on %s', (_label, t) => {
    expect(runRule(rule, t)).toEqual([]);
  });
});
