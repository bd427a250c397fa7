import { describe, expect, it } from 'vitest';
import { con008PromisesSearchWithoutInput as rule } from './con-008-promises-search-without-input.ts';
import { expected, runRule } from './desc-testing.ts';

const PAGING = { pageNumber: { type: 'number' }, pageSize: { type: 'number' } };
const tool = (
  description: string,
  properties: Record<string, unknown> = PAGING,
  name = 'customers-list',
  extra: Record<string, unknown> = { additionalProperties: false }
) => ({ name, description, inputSchema: { type: 'object', properties, ...extra } });

describe('CON-008 promises-search-without-input', () => {
  it.each([
    [
      '"Filter and search through" (creem)',
      tool('Retrieve a paginated list of all customers. Filter and search through your customer base.'),
      'Filter and search',
      'pageNumber, pageSize'
    ],
    [
      'a search tool by name (creem)',
      tool('Search and retrieve a paginated list of subscriptions.', PAGING, 'subscriptions-search'),
      'Search',
      'pageNumber, pageSize'
    ],
    [
      '"filter by" with no arguments, additionalProperties absent',
      tool('Lists orders. Filter by status to see open ones.', {}, 'list_orders', {}),
      'Filter by',
      'no arguments'
    ],
    [
      'Chinese 按…搜索',
      tool('获取用户列表，可按名称搜索用户。', { page: { type: 'integer' } }, 'list_users'),
      '按名称搜索',
      'page'
    ],
    [
      'Japanese で検索',
      tool('ユーザー一覧を取得します。名前で検索できます。', { limit: { type: 'integer' } }, 'list_users'),
      'で検索',
      'limit'
    ],
    [
      'Korean 으로 검색',
      tool('사용자 목록을 가져옵니다. 이름으로 검색할 수 있습니다.', { cursor: { type: 'string' } }, 'list_users'),
      '으로 검색',
      'cursor'
    ]
  ])('fires on %s', (_label, t, promise, args) => {
    expect(runRule(rule, t)).toEqual([expected(rule, 'promisesSearch', '/description', { promise, arguments: args })]);
  });

  it.each([
    [
      'a filter argument beside the paging',
      tool('Filter and search through your customers.', { ...PAGING, email: { type: 'string' } })
    ],
    [
      'a schema that takes other properties',
      tool('Filter and search through your customers.', PAGING, 'customers-list', { additionalProperties: true })
    ],
    [
      'pattern properties',
      tool('Filter and search through your customers.', PAGING, 'customers-list', { patternProperties: { '^f_': {} } })
    ],
    ["the caller's goal, not a capability", tool('List the active connections. Use this to find a connectionId.', {})],
    ['loose "search for" on a list tool', tool('Search for available portals within Swagger.', {}, 'list_portals')],
    [
      'a search tool whose description never says search',
      tool('Retrieve a paginated list of subscriptions.', PAGING, 'subscriptions-search')
    ],
    ['a paging-only tool that promises nothing', tool('Retrieve a paginated list of all customers.')]
  ])('does not fire on %s', (_label, t) => {
    expect(runRule(rule, t)).toEqual([]);
  });
});
