import { describe, expect, it } from 'vitest';
import { con011HintDeniesDelete as rule } from './con-011-hint-denies-delete.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (
  properties: Record<string, unknown>,
  annotations: Record<string, unknown>,
  description = 'Call the API.'
) => ({
  name: 'api_call',
  description,
  inputSchema: { type: 'object', properties },
  annotations
});
const choice = (values: unknown[], extra: Record<string, unknown> = {}) => ({ type: 'string', enum: values, ...extra });
const notDestructive = { readOnlyHint: false, destructiveHint: false };

describe('CON-011 hint-denies-delete', () => {
  it.each([
    ['an HTTP method enum holding DELETE', { method: choice(['GET', 'POST', 'DELETE']) }, 'method', 'DELETE'],
    ['an action enum holding delete', { action: choice(['create', 'update', 'delete']) }, 'action', 'delete'],
    [
      'an operation enum holding remove_member',
      { operation: choice(['add_member', 'remove_member']) },
      'operation',
      'remove_member'
    ],
    ['a const selector', { op: { type: 'string', const: 'purge' } }, 'op', 'purge'],
    [
      'an array of actions',
      { actions: { type: 'array', items: choice(['move', 'deleteMany']) } },
      'actions',
      'deleteMany'
    ],
    ['a Chinese description does not matter: the enum decides', { mode: choice(['查询', 'drop']) }, 'mode', 'drop']
  ])('fires under destructiveHint: false on %s', (_label, properties, argument, value) => {
    expect(runRule(rule, tool(properties, notDestructive))).toEqual([
      expected(rule, 'notDestructive', '/annotations/destructiveHint', { argument, value })
    ]);
  });

  it('fires on readOnlyHint: true, at that hint', () => {
    expect(runRule(rule, tool({ action: choice(['list', 'delete']) }, { readOnlyHint: true }))).toEqual([
      expected(rule, 'readOnly', '/annotations/readOnlyHint', { argument: 'action', value: 'delete' })
    ]);
  });

  it.each([
    ['the hint admits it', { method: choice(['GET', 'DELETE']) }, { readOnlyHint: false, destructiveHint: true }],
    ['no hint at all (the spec default is destructive)', { method: choice(['GET', 'DELETE']) }, {}],
    ['no deleting value', { method: choice(['GET', 'POST', 'PATCH']) }, notDestructive],
    ['a filter whose values name a kind of tool', { category: choice(['read', 'delete']) }, { readOnlyHint: true }],
    ['a word that only starts like a delete', { action: choice(['dropdown', 'removed_items_report']) }, notDestructive],
    [
      'a nested selector (not the tool operation)',
      { body: { type: 'object', properties: { action: choice(['delete']) } } },
      notDestructive
    ]
  ])('does not fire when %s', (_label, properties, annotations) => {
    expect(runRule(rule, tool(properties as Record<string, unknown>, annotations))).toEqual([]);
  });
});
