import { describe, expect, it } from 'vitest';
import { con008PromisesSearchWithoutInput as rule } from './con-008-promises-search-without-input.ts';
import { expected, runRule } from './testing/one-tool.ts';

const PAGING = { pageNumber: { type: 'number' }, pageSize: { type: 'number' } };
const SEARCH = {
  query: { type: 'string', description: 'Search query' },
  count: { type: 'number', description: 'Number of results (1-20)' },
  offset: { type: 'number', description: 'Pagination offset' }
};
const URLS = { urls: { type: 'array', items: { type: 'string', format: 'uri' } } };
const tool = (
  description: string,
  properties: Record<string, unknown> = PAGING,
  name = 'customers-list',
  extra: Record<string, unknown> = { additionalProperties: false }
) => ({ name, description, inputSchema: { type: 'object', properties, ...extra } });

describe('CON-008 promises-search-without-input', () => {
  it.each([
    [
      '"Filter and search through" on paging only (creem)',
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
      '"freshness controls" with no date or freshness argument',
      tool('Web search. Supports pagination, content filtering, and freshness controls.', SEARCH, 'web_search', {
        required: ['query']
      }),
      'freshness controls',
      'query, count, offset'
    ],
    [
      '"filter by" a criterion no argument names, additionalProperties absent',
      tool('Lists orders. Filter by status to see open ones.', { project_id: { type: 'string' } }, 'list_orders', {
        required: ['project_id']
      }),
      'Filter by status to see open ones',
      'project_id'
    ],
    [
      '"supports sorting" with no sort or order argument',
      tool('Lists invoices. Supports sorting and pagination.', { cursor: { type: 'string' } }, 'list_invoices'),
      'sorting',
      'cursor'
    ],
    [
      'Chinese 按…搜索',
      tool('获取用户列表，可按名称搜索用户。', { page: { type: 'integer' } }, 'list_users'),
      '按名称搜索',
      'page'
    ],
    [
      'Chinese 支持排序',
      tool('获取订单列表，支持排序。', { page: { type: 'integer' } }, 'list_orders'),
      '支持排序',
      'page'
    ],
    [
      'Japanese で検索',
      tool('ユーザー一覧を取得します。名前で検索できます。', { limit: { type: 'integer' } }, 'list_users'),
      '名前で検索',
      'limit'
    ],
    [
      'Japanese 日付で絞り込み',
      tool('イベント一覧を取得します。日付で絞り込みできます。', { limit: { type: 'integer' } }, 'list_events'),
      '日付で絞り込',
      'limit'
    ],
    [
      'Japanese 絞り込み on paging only',
      tool('タスク一覧を取得します。ステータスで絞り込みできます。', { limit: { type: 'integer' } }, 'list_tasks'),
      'ステータスで絞り込み',
      'limit'
    ],
    [
      'Korean 으로 검색',
      tool('사용자 목록을 가져옵니다. 이름으로 검색할 수 있습니다.', { cursor: { type: 'string' } }, 'list_users'),
      '으로 검색',
      'cursor'
    ],
    [
      'Korean 날짜로 필터',
      tool('이벤트 목록을 가져옵니다. 날짜로 필터링할 수 있습니다.', { cursor: { type: 'string' } }, 'list_events'),
      '날짜로 필터',
      'cursor'
    ]
  ])('fires on %s', (_label, t, promise, args) => {
    expect(runRule(rule, t)).toEqual([expected(rule, 'promisesSearch', '/description', { promise, arguments: args })]);
  });

  it('quotes every claim no argument covers, up to three', () => {
    const t = tool('Lists events. Supports sorting and date ranges.', { cursor: { type: 'string' } }, 'list_events');
    expect(runRule(rule, t)).toEqual([
      expected(rule, 'promisesSearch', '/description', { promise: 'date ranges", "sorting', arguments: 'cursor' })
    ]);
  });

  it.each([
    [
      'a filter argument beside the paging',
      tool('Filter and search through your customers.', { ...PAGING, email: { type: 'string' } })
    ],
    [
      'a freshness argument beside the query',
      tool('Web search. Supports pagination, content filtering, and freshness controls.', {
        ...SEARCH,
        freshness: { type: 'string', description: 'Only results from the past day, week or month' }
      })
    ],
    [
      'a date named by its description only',
      tool('Lists events. Filter by date range.', {
        window: { type: 'string', description: 'ISO 8601 interval' }
      })
    ],
    [
      '"with advanced options" (vague: names no capability)',
      tool('Scrape webpages with advanced options for content extraction.', URLS, 'scrape_batch', {
        required: ['urls'],
        additionalProperties: false
      })
    ],
    [
      '"with advanced options" where a second argument is an option',
      tool('Scrape a page with advanced options.', { url: { type: 'string' }, selector: { type: 'string' } })
    ],
    [
      '"with advanced options" where the one argument is an options object',
      tool('Scrape a page with advanced options.', {
        request: { type: 'object', properties: { url: { type: 'string' }, wait: { type: 'number' } } }
      })
    ],
    [
      '"filter by" the criterion an argument is named for',
      tool('Lists issues. Filter by project.', { project_id: { type: 'string' } })
    ],
    [
      'an optional argument that narrows a list',
      tool(
        'List items with optional filtering and sorting.',
        {
          collection_id: { type: 'string' },
          slug: { type: 'string' },
          sortBy: { type: 'string' }
        },
        'list_items',
        { required: ['collection_id'] }
      )
    ],
    [
      'a free-form object argument',
      tool('Lists orders. Filter by status or date range.', { params: { type: 'object' } })
    ],
    [
      'a schema that takes other properties',
      tool('Filter and search through your customers.', PAGING, 'customers-list', { additionalProperties: true })
    ],
    [
      'pattern properties',
      tool('Filter and search through your customers.', PAGING, 'customers-list', { patternProperties: { '^f_': {} } })
    ],
    ['a fixed order, not a capability', tool('Lists the invoices, sorted by date, newest first.')],
    ['a denied capability', tool('Lists the invoices. Does not support filtering.')],
    ['a capability handed to another tool', tool('Lists the invoices. To filter by status, use search_invoices.')],
    ['what the result is for', tool('Lists event fields, for filtering by user in other tools.', {}, 'list_fields')],
    ['a tool about filters', tool('Lists saved filters. Filter by owner.', {}, 'list_saved_filters')],
    ["the caller's goal, not a capability", tool('List the active connections. Use this to find a connectionId.', {})],
    ['loose "search for" on a list tool', tool('Search for available portals within Swagger.', {}, 'list_portals')],
    [
      'a search tool whose description never says search',
      tool('Retrieve a paginated list of subscriptions.', PAGING, 'subscriptions-search')
    ],
    [
      'Chinese 支持按条件筛选、分页、排序 with query, sort and offset',
      tool('查询数据库记录。支持按条件筛选、分页、排序。', {
        query: { type: 'object', properties: {} },
        sort: { type: 'string' },
        offset: { type: 'integer' }
      })
    ],
    [
      'Japanese 絞り込み covered by a status argument',
      tool('タスク一覧を取得します。ステータスで絞り込みできます。', {
        status: { type: 'string', description: 'ステータス' }
      })
    ],
    ['a paging-only tool that promises nothing', tool('Retrieve a paginated list of all customers.')]
  ])('does not fire on %s', (_label, t) => {
    expect(runRule(rule, t)).toEqual([]);
  });
});
