import { describe, expect, it } from 'vitest';
import { desc021 as rule, saysNothing } from './desc-021-undocumented-argument.ts';
import { expected, runRule } from './desc-testing.ts';

const tool = (
  properties: Record<string, unknown>,
  description = 'Show the hosts in the management server.',
  extra = {}
) => ({
  name: 'show_hosts',
  description,
  inputSchema: { type: 'object', properties, ...extra }
});
const str = { type: 'string' };

describe('DESC-021 undocumented-argument', () => {
  it.each([
    // checkpoint-quantum, as published.
    ['an undocumented filter', { filter: str }, 'filter'],
    ['an undocumented order (array of strings)', { order: { type: 'array', items: str } }, 'order'],
    ['a path on a REST proxy', { path: str }, 'path'],
    ['a free-form options bag', { options: { type: 'object', additionalProperties: {} } }, 'options'],
    [
      'a description that only repeats the name (metabase)',
      { target: { type: 'array', items: {}, description: 'Target specification' } },
      'target'
    ],
    ['an untyped body', { body: { anyOf: [{ type: 'object' }, { type: 'array', items: {} }] } }, 'body']
  ])('fires on %s', (_label, properties, argument) => {
    expect(runRule(rule, tool(properties, 'Performs an HTTP request against the API'))).toEqual([
      expected(rule, 'undocumented', `/inputSchema/properties/${argument}`, { argument })
    ]);
  });

  it('reads nested arguments and names them by path', () => {
    const t = tool({ query: { type: 'object', properties: { order: str, limit: { type: 'number' } } } });
    expect(runRule(rule, t)).toEqual([
      expected(rule, 'undocumented', '/inputSchema/properties/query/properties/order', { argument: 'query.order' })
    ]);
  });

  it.each([
    ['a described filter', { filter: { type: 'string', description: 'Free text over names and IPs' } }],
    ['a CJK description', { filter: { type: 'string', description: '过滤条件，例如 name=web' } }],
    [
      'an order whose items declare their form',
      { order: { type: 'array', items: { type: 'object', properties: { ASC: str, DESC: str } } } }
    ],
    ['an enum', { sort: { type: 'string', enum: ['asc', 'desc'] } }],
    ['a pattern', { filter: { type: 'string', pattern: '^[a-z]+=' } }],
    ['an example', { filter: { type: 'string', examples: ['name=web'] } }],
    [
      'a description in an anyOf branch',
      { filter: { anyOf: [{ type: 'object', description: 'Criteria' }, { type: 'null' }] } }
    ],
    ['a string body (the text itself)', { body: str }],
    ['an integer order (a position)', { order: { type: 'integer' } }],
    [
      'self-explaining names',
      {
        owner: str,
        repo: str,
        page: { type: 'number' },
        per_page: { type: 'number' },
        email: { type: 'string', format: 'email' },
        comment_id: str
      }
    ],
    [
      'a wrapper with described fields',
      { params: { type: 'object', properties: { id: { type: 'string', description: 'Host id' } } } }
    ]
  ])('does not fire on %s', (_label, properties) => {
    expect(runRule(rule, tool(properties))).toEqual([]);
  });

  it('does not fire when the tool text names the argument', () => {
    expect(runRule(rule, tool({ filter: str }, 'Show hosts. filter: a name prefix such as "web-".'))).toEqual([]);
  });

  it('reads a path on a file tool as a file path', () => {
    expect(runRule(rule, tool({ path: str }, 'Read the complete contents of a file.'))).toEqual([]);
    expect(runRule(rule, tool({ path: str }, '读取文件内容'))).toEqual([]);
  });

  it('reports a tool none of whose arguments is described once, on the input schema', () => {
    const t = {
      name: 'create-item',
      description: 'Create an item in Xero.',
      inputSchema: {
        type: 'object',
        properties: {
          code: str,
          name: str,
          purchaseDetails: {
            type: 'object',
            properties: { unitPrice: { type: 'number' }, taxType: str, accountCode: str }
          },
          inventoryAssetAccountCode: str,
          isTrackedAsInventory: { type: 'boolean' }
        }
      }
    };
    expect(runRule(rule, t)).toEqual([
      expected(rule, 'toolUndocumented', '/inputSchema', {
        count: 5,
        unexplained: 'purchaseDetails.taxType, purchaseDetails.accountCode, inventoryAssetAccountCode'
      })
    ]);
  });

  it('leaves a tool of self-explaining undescribed arguments alone (github create_issue)', () => {
    const t = {
      name: 'create_issue',
      description: 'Create a new issue in a GitHub repository',
      inputSchema: {
        type: 'object',
        properties: {
          owner: str,
          repo: str,
          title: str,
          body: str,
          assignees: { type: 'array', items: str },
          milestone: { type: 'number' },
          labels: { type: 'array', items: str }
        }
      }
    };
    expect(runRule(rule, t)).toEqual([]);
  });

  it('leaves required arguments DESC-006 reports to it', () => {
    expect(runRule(rule, tool({ filter: str }, 'Show hosts.', { required: ['filter'] }), 'all')).toEqual([]);
  });

  it.each([
    ['Target specification', 'target', true],
    ['The filter', 'filter', true],
    ['Sort order, e.g. [{"name": "ASC"}]', 'order', false],
    ['目标', 'target', false]
  ])('saysNothing(%s, %s) is %s', (text, name, result) => {
    expect(saysNothing(name, text)).toBe(result);
  });
});

describe('DESC-021 on hostile schemas', () => {
  it('reads a schema whose branches and properties alias one object, and a cycle, in bounded time', () => {
    const shared: Record<string, unknown> = { type: 'object' };
    shared.anyOf = Array.from({ length: 50 }, () => shared);
    shared.properties = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`p${i}`, shared]));
    const t = {
      name: 'x',
      description: 'Do x.',
      inputSchema: { type: 'object', properties: { filter: shared, a: shared } }
    };
    // `filter` declares fields (its shape documents it); the fields p0..p49 are not generic names.
    expect(runRule(rule, t)).toEqual([]);
  });
});
