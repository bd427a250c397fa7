import { describe, expect, it } from 'vitest';
import { bareValueList, desc025 as rule } from './desc-025-enum-repeated-in-prose.ts';
import { expected, runRule } from './testing/one-tool.ts';

const FACETS = ['email', 'first_name', 'last_name', 'manager_email', 'department', 'business_unit', 'preferred_name'];
const tool = (filters: Record<string, unknown>) => ({
  name: 'people_profile_search',
  description: 'Search the company directory. Returns matching profiles.',
  inputSchema: { type: 'object', properties: { filters } }
});

describe('DESC-025 enum-repeated-in-prose', () => {
  it.each([
    ['enum', { type: 'string', enum: FACETS }, 'enum'],
    ['items.enum', { type: 'array', items: { type: 'string', enum: FACETS } }, 'items.enum']
  ])('fires on a bare list of the values declared in %s', (_label, schema, keyword) => {
    const description = `Allowed facet fields: ${FACETS.join(', ')}. Provide as { "facet": "value" }.`;
    expect(runRule(rule, tool({ ...schema, description }))).toEqual([
      expected(rule, 'repeated', '/inputSchema/properties/filters', {
        argument: 'filters',
        listed: 7,
        count: 7,
        keyword,
        values: 'email, first_name, last_name, manager_email, department, …',
        tokens: 22
      })
    ]);
  });

  it.each([
    [
      'quoted, bracketed (henkey-postgres)',
      '["email", "first_name", "last_name", "manager_email", "department", "business_unit", "preferred_name"]'
    ],
    ['slashes (cloudbase)', '可选值：email/first_name/last_name/manager_email/department/business_unit/preferred_name'],
    [
      'Japanese 、',
      '指定可能な値：email、first_name、last_name、manager_email、department、business_unit、preferred_name'
    ],
    [
      'Korean 또는',
      '가능한 값: email, first_name, last_name, manager_email, department, business_unit 또는 preferred_name'
    ],
    [
      'one value missing (6 of 7)',
      'One of "email", "first_name", "last_name", "manager_email", "department" or "business_unit".'
    ]
  ])('reads a list written with %s', (_label, description) => {
    expect(runRule(rule, tool({ type: 'string', enum: FACETS, description })).map((f) => f.messageId)).toEqual([
      'repeated'
    ]);
  });

  it.each([
    ['each value explained', FACETS.map((v) => `${v}: filters on the ${v.replace('_', ' ')}`).join('; ')],
    ['fewer than 80% listed', 'Fields such as email, first_name, last_name, department.'],
    [
      'values scattered through prose',
      'The email of the person, or their first_name if unknown; last_name and department narrow it.'
    ],
    ['no list at all', 'Facet fields to filter on, as { "facet": "value" }.']
  ])('does not fire when %s', (_label, description) => {
    expect(runRule(rule, tool({ type: 'string', enum: FACETS, description }))).toEqual([]);
  });

  it('does not fire on propertyNames.enum, which many clients drop (glean)', () => {
    const description = `Allowed facet fields: ${FACETS.join(', ')}. Provide as { "facet": "value" }.`;
    expect(runRule(rule, tool({ type: 'object', propertyNames: { enum: FACETS }, description }))).toEqual([]);
  });

  it('does not fire on a short list of short values (about 10 tokens, git_merge)', () => {
    const schema = { type: 'string', enum: ['ort', 'recursive', 'octopus', 'ours', 'subtree'] };
    expect(
      runRule(rule, tool({ ...schema, description: 'Merge strategy (ort, recursive, octopus, ours, subtree).' }))
    ).toEqual([]);
  });

  it('does not fire on fewer than five values', () => {
    const schema = {
      type: 'string',
      enum: ['kv_namespace_binding', 'r2_bucket_binding', 'd1_database_binding', 'queue_binding']
    };
    const description = 'One of kv_namespace_binding, r2_bucket_binding, d1_database_binding, queue_binding';
    expect(runRule(rule, tool({ ...schema, description }))).toEqual([]);
  });

  it('matches whole words only: "team" is not found inside "team_id"', () => {
    expect(bareValueList('team_id, email', ['team', 'email']).values).toEqual(['email']);
  });
});
