import { describe, expect, it } from 'vitest';
import { compactName, desc003 as rule } from './desc-003-description-equals-name.ts';
import { expected, runRule } from './testing/one-tool.ts';

describe('DESC-003 fires when the description equals the name, ignoring case, separators and edge punctuation', () => {
  it.each([
    ['get_user', 'get_user'],
    ['get_user', 'Get user'],
    ['get_user', 'Get user.'],
    ['getUser', 'get user!'],
    ['get-user', '`get_user`'],
    ['files.read', 'Files / read'],
    ['close_ticket', '  CLOSE TICKET  ']
  ])('fires once: name %j, description %j', (name, description) => {
    expect(runRule(rule, { name, description }, 'reference')).toEqual([expected(rule, 'repeatsName', '/description')]);
  });

  it.each([
    ['get_user', 'Get a user'],
    ['get_user', 'Get user by id. Returns the profile.'],
    ['get_user', ''],
    ['get_user', '...'],
    ['get_user', undefined],
    ['get_user', 7],
    ['get_user', 'get_user '.repeat(10_000)]
  ])('does not fire: name %j, description %j', (name, description) => {
    expect(runRule(rule, { name, description }, 'reference')).toEqual([]);
  });

  it('compacts names and descriptions the same way', () => {
    expect(compactName('Get_User-by.ID: ')).toBe('getuserbyid');
  });
});

describe('DESC-003, recommended preset: a name echo with articles or in another order counts too', () => {
  it.each([
    ['queue_delete', 'Delete a queue'],
    ['r2_delete_bucket', 'Delete an R2 bucket'],
    ['browser_handle_dialog', 'Handle a dialog'],
    ['delete_tag', 'Delete a tag'],
    ['getUser', 'Get the user.']
  ])('fires on %s described as %j', (name, description) => {
    expect(runRule(rule, { name, description })).toEqual([expected(rule, 'repeatsName', '/description')]);
  });

  it.each([
    ['queue_create', 'Create a new queue'],
    ['playwright_navigate', 'Navigate to a URL'],
    ['route_list', 'List all routes for a zone'],
    ['get_user', 'Get a user by id and return their profile and roles.']
  ])('does not fire on %s described as %j', (name, description) => {
    expect(runRule(rule, { name, description })).toEqual([]);
  });
});

describe('DESC-003 in the tuned presets skips self-evident single-object actions (linear, replicate on catalogs-2)', () => {
  const ids = (...names: string[]) => ({
    type: 'object',
    properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])),
    required: names
  });
  it.each([
    ['linear_delete_comment', 'Deletes a comment', ids('id')],
    ['linear_unresolve_comment', 'Unresolves a comment', ids('id')],
    ['cancel_trainings', 'Cancel a training', ids('training_id')],
    ['route_delete', 'Delete a route', ids('zoneId', 'routeId')]
  ])('%s: %j with only ids', (name, description, inputSchema) => {
    expect(runRule(rule, { name, description, inputSchema })).toEqual([]);
  });
  it('the reference preset keeps its exact echo on an id-only tool', () => {
    expect(
      runRule(rule, { name: 'delete_comment', description: 'Delete comment', inputSchema: ids('id') }, 'reference')
    ).toHaveLength(1);
  });
  it('still fires when an argument says more than which object (route_update(routeId, pattern))', () => {
    expect(
      runRule(rule, { name: 'route_update', description: 'Update a route', inputSchema: ids('routeId', 'pattern') })
    ).toHaveLength(1);
  });
});
