import { describe, expect, it } from 'vitest';
import { desc021 as rule } from './desc-021-undocumented-argument.ts';
import { saysNothing } from './helpers/undocumented-arguments.ts';
import { expected, runRule } from './testing/one-tool.ts';

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

/** The rule with its opt-in reasons on (`opaqueNames`, `bareSchemas`), as the table below reads it. */
const every = {
  ...rule,
  options: {
    opaqueNames: { ...rule.options!.opaqueNames, default: true },
    bareSchemas: { ...rule.options!.bareSchemas, default: true }
  }
};

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
    expect(runRule(every, tool(properties, 'Performs an HTTP request against the API'))).toEqual([
      expected(rule, 'undocumented', `/inputSchema/properties/${argument}`, { argument })
    ]);
  });

  it('reads nested arguments and names them by path', () => {
    const t = tool({ query: { type: 'object', properties: { order: str, limit: { type: 'number' } } } });
    expect(runRule(every, t)).toEqual([
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
    expect(runRule(every, tool(properties))).toEqual([]);
  });

  it('does not fire when the tool text names the argument', () => {
    expect(runRule(every, tool({ filter: str }, 'Show hosts. filter: a name prefix such as "web-".'))).toEqual([]);
  });

  it('reads a path on a file tool as a file path', () => {
    expect(runRule(every, tool({ path: str }, 'Read the complete contents of a file.'))).toEqual([]);
    expect(runRule(every, tool({ path: str }, '读取文件内容'))).toEqual([]);
  });

  it('reports a tool none of whose arguments is described once, on its properties', () => {
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
    expect(runRule(every, t)).toEqual([
      expected(rule, 'toolUndocumented', '/inputSchema/properties', {
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
    expect(runRule(every, t)).toEqual([]);
  });

  it('reports required arguments too (DESC-006 leaves them to it, so turning DESC-006 off hides nothing)', () => {
    const t = tool({ filter: str }, 'Show hosts.', { required: ['filter'] });
    const want = [expected(rule, 'undocumented', '/inputSchema/properties/filter', { argument: 'filter' })];
    expect(runRule(every, t, 'all')).toEqual(want);
    expect(runRule(every, t)).toEqual(want);
  });

  it.each([
    ['a key from a vocabulary the agent cannot see', { project_key: str }, 'project_key', 'opaqueName'],
    ['a connection string', { connectionString: str }, 'connectionString', 'opaqueName'],
    ['a setting type with no values', { taxType: str }, 'taxType', 'opaqueName'],
    ['a number with no unit', { timeout: { type: 'number' } }, 'timeout', 'opaqueName']
  ])('fires on %s', (_label, properties, argument, messageId) => {
    const t = tool({ ...properties, ticket: { type: 'string', description: 'Ticket number' } });
    expect(runRule(every, t)).toEqual([expected(rule, messageId, `/inputSchema/properties/${argument}`, { argument })]);
  });

  it('fires on an enum of bare tokens that says nothing of what it changes, quoting the values', () => {
    const t = tool({
      path: { type: 'string', description: 'File to write' },
      origin: { type: 'string', enum: ['ui', 'llm'] }
    });
    expect(runRule(every, t)).toEqual([
      expected(rule, 'opaqueValues', '/inputSchema/properties/origin', { argument: 'origin', values: 'ui, llm' })
    ]);
  });

  it('reads the fields of array items and of composed parts, at the place they are declared', () => {
    const t = tool(
      {
        files: {
          type: 'array',
          description: 'Files to push',
          items: { type: 'object', properties: { path: str, mode: str } }
        },
        query: { $ref: '#/$defs/Query' }
      },
      'Push files.',
      { $defs: { Query: { allOf: [{ type: 'object', properties: { order: str } }] } } }
    );
    expect(runRule(every, t)).toEqual([
      expected(rule, 'opaqueName', '/inputSchema/properties/files/items/properties/mode', { argument: 'files[].mode' }),
      expected(rule, 'undocumented', '/inputSchema/$defs/Query/allOf/0/properties/order', { argument: 'query.order' })
    ]);
  });

  it.each([
    ['an owner whose role is unsaid', { model_owner: str, model_name: str }, 'model_owner'],
    ['the only argument, never named by the tool', { task: str }, 'task'],
    ['an untyped value', { value2: {}, name: str }, 'value2']
  ])('fires, in a schema that describes nothing, on %s', (_label, properties, argument) => {
    expect(runRule(every, tool(properties, 'Set up browser automation for this project.'))).toEqual([
      expected(rule, 'bareSchema', `/inputSchema/properties/${argument}`, { argument })
    ]);
  });

  it.each([
    ['English', 'Get the quality gate status of a project'],
    ['Chinese', '获取项目的质量门状态'],
    ['Japanese', 'プロジェクトの品質ゲートの状態を取得する'],
    ['Korean', '프로젝트의 품질 게이트 상태를 가져옵니다']
  ])('fires whatever the language of the tool text (%s)', (_lang, description) => {
    expect(runRule(every, tool({ project_key: str }, description))).toEqual([
      expected(rule, 'opaqueName', '/inputSchema/properties/project_key', { argument: 'project_key' })
    ]);
  });

  it.each([
    ['an enum of words (open/closed)', { state: { type: 'string', enum: ['open', 'closed', 'all'] } }],
    ['an enum of well-known short codes (asc/desc)', { direction: { type: 'string', enum: ['asc', 'desc'] } }],
    ['an enum of numbers (HTTP redirects)', { redirect_type: { type: 'string', enum: ['301', '302'] } }],
    ['an enum named as its vocabulary', { currency: { type: 'string', enum: ['EUR', 'USD'] } }],
    ['a credential', { api_key: str }],
    ['a standard code', { postal_code: str, country_code: str }],
    ['a MIME type', { content_type: str }],
    ['an idempotency key', { idempotency_key: str }],
    [
      'a key beside a value',
      { headers: { type: 'array', items: { type: 'object', properties: { key: str, value: str } } } }
    ],
    ['a quantity named units', { units: { type: 'integer' } }],
    ['a number whose unit the name says', { timeout_ms: { type: 'number' } }],
    ['a flag', { include_archived: { type: 'boolean' } }],
    ['a read-only field the agent never sends', { level: { type: 'integer', readOnly: true } }],
    [
      'a Chinese description',
      { origin: { type: 'string', enum: ['ui', 'llm'], description: '调用来源：ui 为用户，llm 为模型' } }
    ],
    ['a Japanese description', { connectionString: { type: 'string', description: 'PostgreSQL の接続文字列' } }],
    ['a Korean description', { project_key: { type: 'string', description: '프로젝트 키' } }]
  ])('does not fire on %s', (_label, properties) => {
    expect(runRule(every, tool({ ...properties, ticket: { type: 'string', description: 'Ticket number' } }))).toEqual(
      []
    );
  });

  it.each([
    ['English', 'The value. If the type is SECRET, it is encrypted.'],
    ['Chinese', '变量的值；type 为 SECRET 时加密保存'],
    ['Japanese', '変数の値。type が SECRET のとき暗号化されます']
  ])('does not fire on an argument a sibling describes (%s)', (_lang, description) => {
    expect(runRule(every, tool({ value: { type: 'string', description }, type: str }))).toEqual([]);
  });

  it('still fires on a generic name a sibling uses only as a word', () => {
    const t = tool({
      categories: { type: 'array', items: str, description: 'The other categories also filter web results.' },
      filter: str
    });
    expect(runRule(every, t)).toEqual([
      expected(rule, 'undocumented', '/inputSchema/properties/filter', { argument: 'filter' })
    ]);
  });

  it('does not fire on an argument the tool text names and explains', () => {
    const t = tool({ project_key: str }, 'Get the quality gate of project_key, the key shown in the project list.');
    expect(runRule(every, t)).toEqual([]);
    expect(runRule(every, tool({ project_key: str }, '返回 project_key 对应项目的质量门'))).toEqual([]);
  });

  it.each([
    ['a self-evident id beside a clear tool description', 'delete_comment', 'Deletes a comment.', { comment_id: str }],
    ['the only id of a tool', 'approve_request', 'Finalizes the entire request.', { requestId: str }],
    ['an optional id of a named kind', 'get_sections', 'Get sections list from Todoist', { project_id: str }],
    [
      'self-explaining names',
      'list_issues',
      'List issues in a GitHub repository.',
      { owner: str, repo: str, page: { type: 'number' }, labels: { type: 'array', items: str } }
    ],
    ['a self-explaining only argument', 'resolve_host', '解析主机名', { hostname: str }]
  ])('does not fire, in a schema that describes nothing, on %s', (_label, name, description, properties) => {
    expect(runRule(every, { name, description, inputSchema: { type: 'object', properties } })).toEqual([]);
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
    expect(runRule(every, t)).toEqual([]);
  });

  it('reports opaque names and bare-schema guesses only when asked (labelled mostly wrong: off by default)', () => {
    const opaque = tool({ project_key: str }, 'Show the quality gate of a project.');
    const bare = {
      name: 'browser_eval',
      description: 'Evaluate in the browser.',
      inputSchema: { type: 'object', properties: { task: {} } }
    };
    expect(runRule(rule, opaque)).toEqual([]);
    expect(runRule(rule, bare)).toEqual([]);
    expect(runRule(every, opaque)).toHaveLength(1);
    expect(runRule(every, bare)).toHaveLength(1);
  });

  it('leaves alone a wrapper that admits only {} (the schema fixes its one value)', () => {
    const t = tool({ params: { type: 'object', properties: {}, additionalProperties: false } });
    expect(runRule(rule, t)).toEqual([]);
    expect(runRule(rule, tool({ params: { type: 'object' } }))).toHaveLength(1);
  });
});
