import { describe, expect, it } from 'vitest';
import { runCatalogRule } from './testing/one-catalog.ts';
import { ovl003MirroredParameters as rule } from './ovl-003-mirrored-parameters.ts';

const params = {
  type: 'object',
  properties: { owner: { type: 'string' }, repo: { type: 'string' }, pull_number: { type: 'number' } },
  required: ['owner', 'repo', 'pull_number']
};
const t = (name: string, description: string, inputSchema: unknown = params) => ({ name, description, inputSchema });

describe('OVL-003 mirrored-parameters', () => {
  it('fires on the tool whose description the other contains, naming the other and what it adds', () => {
    const findings = runCatalogRule(rule, {
      tools: [
        t('get_pull_request_comments', 'Get the review comments on a pull request.'),
        t('get_pull_request_reviews', 'Get the reviews on a pull request.')
      ]
    });
    expect(findings).toEqual([
      {
        tool: 'get_pull_request_reviews',
        messageId: 'mirrored',
        data: {
          other: '"get_pull_request_comments"',
          params: 'owner, pull_number, repo',
          apart: '"get_pull_request_comments" adds "comments"'
        },
        pointer: '/tools/1/inputSchema',
        related: ['get_pull_request_comments /tools/0/inputSchema']
      }
    ]);
  });

  it('fires on both when the descriptions use the same terms', () => {
    expect(
      runCatalogRule(rule, {
        tools: [t('a_read', 'Read a pull request.'), t('b_read', 'Read the pull requests.')]
      }).map((f) => [f.tool, f.data.apart])
    ).toEqual([
      ['a_read', 'the two descriptions use the same terms'],
      ['b_read', 'the two descriptions use the same terms']
    ]);
  });

  it.each([
    [
      'same parameters, each description says something the other does not',
      [
        t('get_comments', 'Get the review comments on a pull request.'),
        t('get_files', 'List the files changed by a pull request.')
      ]
    ],
    [
      'different types for the same names',
      [
        t('a', 'Get a pull request.'),
        t('b', 'Get a pull request.', {
          type: 'object',
          properties: { owner: { type: 'string' }, repo: { type: 'string' }, pull_number: { type: 'string' } },
          required: ['owner', 'repo', 'pull_number']
        })
      ]
    ],
    [
      'different required sets',
      [t('a', 'Get a pull request.'), t('b', 'Get a pull request.', { ...params, required: ['owner'] })]
    ],
    ['tools without parameters', [t('a', 'Ping.', {}), t('b', 'Ping.', {})]],
    // catalogs-2 patterns: wrappers of the same name holding different fields, and names that say which is which.
    [
      'a params wrapper holding different fields',
      [
        t('delete_project', 'Deletes a Neon project.', {
          type: 'object',
          properties: {
            params: { type: 'object', properties: { projectId: { type: 'string' } }, required: ['projectId'] }
          },
          required: ['params']
        }),
        t('delete_branch', 'Deletes a Neon project branch.', {
          type: 'object',
          properties: {
            params: {
              type: 'object',
              properties: { projectId: { type: 'string' }, branchId: { type: 'string' } },
              required: ['projectId', 'branchId']
            }
          },
          required: ['params']
        })
      ]
    ],
    [
      'different action verbs in the names',
      [
        t('cancel_trainings', 'Cancel a training.', { type: 'object', properties: { id: { type: 'string' } } }),
        t('get_trainings', 'Get a training.', { type: 'object', properties: { id: { type: 'string' } } })
      ]
    ],
    [
      'a name whose extra word the description explains',
      [
        t('db-cluster-get', 'Get a database cluster.'),
        t('db-cluster-get-ca', 'Get the CA certificate of a database cluster.')
      ]
    ]
  ])('does not fire on %s', (_label, tools) => {
    expect(runCatalogRule(rule, { tools })).toEqual([]);
  });
});
