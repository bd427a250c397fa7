import { describe, expect, it } from 'vitest';
import { desc006 as rule } from './desc-006-undocumented-required-argument.ts';
import { expected, runRule } from './desc-testing.ts';

const withSchema = (inputSchema: unknown) => ({ name: 'assign_ticket', description: 'Assign a ticket. Returns it.', inputSchema });

describe('DESC-006 fires once per required argument without a description', () => {
  it('fires for each undocumented required argument, in declaration order', () => {
    const schema = {
      type: 'object',
      properties: {
        assignee: { type: 'string' },
        note: { type: 'string' },
        ticket_id: { type: 'string', description: '   ' },
        team: { type: 'string', description: 42 },
        priority: true
      },
      required: ['ticket_id', 'assignee', 'team', 'priority']
    };
    expect(runRule(rule, withSchema(schema))).toEqual([
      expected(rule, 'undocumented', '/inputSchema/properties/assignee', { argument: 'assignee' }),
      expected(rule, 'undocumented', '/inputSchema/properties/ticket_id', { argument: 'ticket_id' }),
      expected(rule, 'undocumented', '/inputSchema/properties/team', { argument: 'team' }),
      expected(rule, 'undocumented', '/inputSchema/properties/priority', { argument: 'priority' })
    ]);
  });

  it('escapes argument names in the pointer', () => {
    expect(runRule(rule, withSchema({ properties: { 'a/b~c': {} }, required: ['a/b~c'] }))).toEqual([
      expected(rule, 'undocumented', '/inputSchema/properties/a~1b~0c', { argument: 'a/b~c' })
    ]);
  });

  it.each([
    ['documented required argument', { properties: { id: { type: 'string', description: 'Ticket id' } }, required: ['id'] }],
    ['undocumented optional argument', { properties: { id: { type: 'string' } } }],
    ['required name with no property (schema rules cover it)', { properties: {}, required: ['id'] }],
    ['required is not an array', { properties: { id: { type: 'string' } }, required: 'id' }],
    ['properties is not an object', { properties: ['id'], required: ['id'] }],
    ['no schema', undefined],
    ['schema is a string', 'object']
  ])('does not fire: %s', (_label, schema) => {
    expect(runRule(rule, withSchema(schema))).toEqual([]);
  });
});

describe('DESC-006, recommended preset: an argument explained elsewhere needs no description of its own', () => {
  it.each([
    ['an enum argument', { type: 'object', properties: { mode: { type: 'string', enum: ['fast', 'full'] } }, required: ['mode'] }],
    ['a wrapper whose fields are described', { type: 'object', properties: { body: { type: 'object', properties: { title: { type: 'string', description: 'Title' }, text: { type: 'string', description: 'Text' } } } }, required: ['body'] }]
  ])('does not fire on %s', (_label, schema) => {
    expect(runRule(rule, withSchema(schema))).toEqual([]);
  });

  it('does not fire when the tool text names the argument (taskmanager request_planning)', () => {
    const tool = { name: 'request_planning', description: "Register a request. You must provide 'originalRequest' and 'tasks'.", inputSchema: { type: 'object', properties: { originalRequest: { type: 'string' } }, required: ['originalRequest'] } };
    expect(runRule(rule, tool)).toEqual([]);
    expect(runRule(rule, tool, 'reference')).toEqual([expected(rule, 'undocumented', '/inputSchema/properties/originalRequest', { argument: 'originalRequest' })]);
  });

  it('still fires on a plain undocumented argument, and on a wrapper with an undescribed field', () => {
    expect(runRule(rule, withSchema({ type: 'object', properties: { assignee: { type: 'string' } }, required: ['assignee'] }))).toHaveLength(1);
    expect(runRule(rule, withSchema({ type: 'object', properties: { body: { type: 'object', properties: { a: { type: 'string' } } } }, required: ['body'] }))).toHaveLength(1);
  });
});
