import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import { con010RequiredMissing as rule } from './con-010-required-missing.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (name: string, description: string, properties: Record<string, unknown>, required?: string[]): Tool => ({
  name,
  description,
  inputSchema: { type: 'object', properties, ...(required ? { required } : {}) }
});
const scope = { repository: { type: 'string', description: 'Repository name' } };

describe('CON-010 required-missing', () => {
  it.each([
    [
      'the only argument of a SQL tool with no required list',
      tool('query', 'Run a read-only SQL query', { sql: { type: 'string' } }),
      'sql',
      'its only argument, the sql the tool description names ("sql")'
    ],
    [
      'the number of the pull request a get tool acts on',
      tool(
        'get_pull_request_git_diff',
        'Returns the Git diff of a pull request',
        {
          ...scope,
          pullRequestNumber: { type: 'number', description: 'Pull request number' }
        },
        ['repository']
      ),
      'pullRequestNumber',
      'the pull request the tool\'s "get" acts on'
    ],
    [
      'the id of the file a delete tool acts on (plural tool name)',
      tool('delete_files', 'Delete a file.', { file_id: { type: 'string' } }),
      'file_id',
      'the file the tool\'s "delete" acts on'
    ],
    [
      'a bare id of an update tool',
      tool('update-contact', 'Update a contact.', { id: { type: 'string' }, first_name: { type: 'string' } }),
      'id',
      'the item the tool\'s "update" acts on'
    ],
    [
      'the name of the deployment a delete tool ends on',
      tool('delete_deployments', 'Delete a deployment.', { deployment_name: { type: 'string' } }),
      'deployment_name',
      'the deployment the tool\'s "delete" acts on'
    ],
    [
      'a Chinese description',
      tool('get_order', '根据订单ID获取订单详情。', { ...scope, orderId: { type: 'string', description: '订单ID' } }, [
        'repository'
      ]),
      'orderId',
      'the order the tool\'s "get" acts on'
    ],
    [
      'a Japanese description',
      tool('delete_page', '指定したページを削除します。', { pageId: { type: 'string', description: 'ページのID' } }),
      'pageId',
      'the page the tool\'s "delete" acts on'
    ],
    [
      'a Korean description',
      tool('cancel_job', '작업을 취소합니다.', { job_id: { type: 'string', description: '작업 ID' } }),
      'job_id',
      'the job the tool\'s "cancel" acts on'
    ]
  ])('fires on %s', (_label, t, argument, evidence) => {
    expect(runRule(rule, t)).toEqual([
      expected(rule, 'requiredMissing', `/inputSchema/properties/${argument}`, { argument, evidence })
    ]);
  });

  const diff = (extra: Record<string, unknown>, description = 'Returns the Git diff of a pull request') =>
    tool('get_pull_request_git_diff', description, { ...scope, pullRequestNumber: { type: 'number' }, ...extra }, [
      'repository'
    ]);

  it.each([
    ['an id in required', tool('delete_files', 'Delete a file.', { file_id: { type: 'string' } }, ['file_id'])],
    [
      'an id with a default',
      tool('delete_files', 'Delete a file.', { file_id: { type: 'string', default: 'latest' } })
    ],
    ['a nullable id', tool('delete_files', 'Delete a file.', { file_id: { type: ['string', 'null'] } })],
    ['an array of ids (a filter)', tool('delete_files', 'Delete files.', { file_id: { type: 'array' } })],
    ['a list tool', tool('list_files', 'List files.', { file_id: { type: 'string' } })],
    [
      'a search tool whose only input is its query',
      tool('search_models', 'Search models.', { query: { type: 'string' } })
    ],
    ['an id of another noun than the tool name', tool('get_issue', 'Get an issue.', { projectId: { type: 'string' } })],
    ['a create tool', tool('create_file', 'Create a file.', { file_id: { type: 'string' } })],
    ['a phone number', tool('update_phone', 'Update a phone.', { phoneNumber: { type: 'string' } })],
    ['another argument that names the item (url)', diff({ pullRequestUrl: { type: 'string' } })],
    [
      'a generic alternative (email)',
      tool('get_customer', 'Get a customer.', { customerId: { type: 'string' }, email: { type: 'string' } })
    ],
    [
      'a required id of the same item beside it',
      tool('update-quote', 'Update a quote.', { quoteId: { type: 'string' }, quoteNumber: { type: 'string' } }, [
        'quoteId'
      ])
    ],
    [
      'an argument described as optional',
      diff({}, 'Returns the diff. pullRequestNumber is optional: if omitted, the default branch diff.')
    ],
    ['the tool prose offers another way', diff({}, 'Returns the diff of a pull request by number or URL.')],
    [
      'prose that names what an empty call uses',
      tool('get_user', 'Get a user. If no user id is given, returns the authenticated user.', {
        userId: { type: 'string' }
      })
    ],
    [
      'a Chinese "current" note',
      tool('get_project', '获取项目。', { projectId: { type: 'string', description: '项目ID，为空时使用当前项目' } })
    ],
    [
      'a Japanese "current" note in the tool prose',
      tool('get_page', 'ページを取得します。ページIDがなければ現在のページ。', { pageId: { type: 'string' } })
    ],
    [
      'a Chinese "optional" note',
      tool('get_order', '获取订单。', { orderId: { type: 'string', description: '订单ID（可选）' } })
    ],
    [
      'a Japanese "if omitted" note',
      tool('get_page', 'ページを取得します。', {
        pageId: { type: 'string', description: '省略した場合は現在のページ' }
      })
    ],
    [
      'a Korean "default" note',
      tool('get_job', '작업을 가져옵니다.', { job_id: { type: 'string', description: '기본값은 최근 작업' } })
    ],
    [
      'a conditional requirement (oneOf)',
      {
        ...diff({}),
        inputSchema: {
          type: 'object',
          properties: { pullRequestNumber: { type: 'number' } },
          oneOf: [{ required: ['pullRequestNumber'] }]
        }
      }
    ],
    [
      'a name argument that is a filter',
      tool('get_recent_tool_calls', 'Get recent tool calls.', { toolName: { type: 'string' } })
    ],
    [
      'a single argument the tool does not name',
      tool('take_screenshot', 'Capture the page.', { path: { type: 'string' } })
    ]
  ])('does not fire on %s', (_label, t) => {
    expect(runRule(rule, t)).toEqual([]);
  });
});
