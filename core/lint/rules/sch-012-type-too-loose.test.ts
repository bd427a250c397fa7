import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import { expected, runRule } from './testing/one-tool.ts';
import { sch012TypeTooLoose as rule } from './sch-012-type-too-loose.ts';

const tool = (properties: Record<string, unknown>): Tool => ({
  name: 'search_issues',
  description: 'Search issues. Returns matching issues.',
  inputSchema: { type: 'object', properties }
});
const number = (description?: string, extra: Record<string, unknown> = {}) => ({
  type: 'number',
  ...(description === undefined ? {} : { description }),
  ...extra
});

describe('SCH-012 type-too-loose', () => {
  it.each([
    ['a limit', 'limit', number('Maximum number of issues (1-100)'), 'the name "limit"'],
    ['a count of results named n', 'n', number('Number of results to retrieve'), 'the name "n"'],
    ['a snake_case count', 'image_count', number(), 'the name "image_count"'],
    ['a page size in camelCase', 'perPage', number(), 'the name "perPage"'],
    ['a numeric id', 'pullRequestId', number('The ID of the pull request'), 'the name "pullRequestId"'],
    ['a line number', 'startLine', number(), 'the name "startLine"'],
    ['a max-prefixed plural', 'maxResults', number(), 'the name "maxResults"'],
    ['a nullable port', 'port', { type: ['number', 'null'] }, 'the name "port"'],
    ['an English "how many" description', 'top', number('How many teams to return'), 'the description "How many"'],
    ['a "last N" description', 'tail', number('Returns only the last N lines'), 'the description "last N"'],
    ['a Chinese description', 'size', number('每页返回的数量'), 'the description "数量"'],
    ['a Japanese description', 'size', number('取得する件数'), 'the description "件数"'],
    ['a Korean description', 'size', number('가져올 결과 개수'), 'the description "개수"']
  ])('fires on %s', (_label, argument, schema, evidence) => {
    expect(runRule(rule, tool({ [argument]: schema }))).toEqual([
      expected(rule, 'numberForInteger', `/inputSchema/properties/${argument}`, { argument, evidence })
    ]);
  });

  it('reads nested properties', () => {
    const t = tool({ query: { type: 'object', properties: { skip: number() } } });
    expect(runRule(rule, t)).toEqual([
      expected(rule, 'numberForInteger', '/inputSchema/properties/query/properties/skip', {
        argument: 'skip',
        evidence: 'the name "skip"'
      })
    ]);
  });

  it.each([
    ['an enum of "true" and "false"', { type: 'string', enum: ['true', 'false'] }, 'the enum ["true","false"]'],
    [
      '"bool as string" prose',
      { type: 'string', description: 'Only deployed topics (bool as string)' },
      'the description "bool as string"'
    ],
    [
      'a "(true/false)" note',
      { type: 'string', description: 'Include archived items (true/false)' },
      'the description "(true/false)"'
    ]
  ])('fires on a flag typed string: %s', (_label, schema, evidence) => {
    expect(runRule(rule, tool({ archived: schema }))).toEqual([
      expected(rule, 'booleanAsString', '/inputSchema/properties/archived', { argument: 'archived', evidence })
    ]);
  });

  it.each([
    [
      'a type list, described "Whether"',
      { type: ['boolean', 'string'], description: 'Whether another step is needed' },
      'the description "Whether"'
    ],
    ['an anyOf, named like a flag', { anyOf: [{ type: 'boolean' }, { type: 'string' }] }, 'the name "isRevision"'],
    [
      'a Chinese 是否 description',
      { type: ['boolean', 'string'], description: '是否需要更多步骤' },
      'the description "是否"'
    ],
    [
      'a Japanese かどうか description',
      { type: ['boolean', 'string'], description: '続きが必要かどうか' },
      'the description "かどうか"'
    ],
    [
      'a Korean 여부 description',
      { type: ['boolean', 'string'], description: '추가 단계 필요 여부' },
      'the description "여부"'
    ]
  ])('fires on a flag typed boolean or any string: %s', (_label, schema, evidence) => {
    const argument = evidence.startsWith('the name') ? 'isRevision' : 'more';
    expect(runRule(rule, tool({ [argument]: schema }))).toEqual([
      expected(rule, 'flagOrAnyString', `/inputSchema/properties/${argument}`, { argument, evidence })
    ]);
  });

  it.each([
    [
      'a boolean or a described commit (git merged)',
      {
        merged: {
          description: 'Show merged branches (true) or into a commit (string)',
          anyOf: [{ type: 'boolean' }, { type: 'string', minLength: 1, description: 'Commit reference' }]
        }
      }
    ],
    ['a value that may be any scalar', { value: { type: ['string', 'boolean'] } }],
    [
      'a boolean or an enum string',
      {
        gated: {
          anyOf: [
            { type: 'boolean', const: false },
            { type: 'string', enum: ['auto', 'manual'] }
          ]
        }
      }
    ],
    ['an integer limit', { limit: { type: 'integer' } }],
    ['a number with multipleOf 1', { limit: number(undefined, { multipleOf: 1 }) }],
    ['a fractional default', { depth: number(undefined, { default: 0.5 }) }],
    ['a timeout in seconds', { timeout: number('Timeout in seconds') }],
    ['a delay named by its unit', { retryDelaySeconds: number() }],
    ['a latitude', { latitude: number('Latitude in decimal degrees') }],
    ['a ratio described between 0 and 1', { innerRadius: number('the value between 0 and 1') }],
    ['a count described with a decimal example', { offset: number('Scroll offset, e.g. 0.5 of the page') }],
    ['a temperature', { temperature: number('Sampling temperature') }],
    ['a price whose prose says number of', { price: number('Number of cents') }],
    ['a quantity on an invoice line', { numberOfUnits: number('The number of units') }],
    ['a phone number', { phone_number: number() }],
    ['a width in pixels', { width: number('Viewport width') }],
    ['a Chinese ratio', { weight: number('权重比例') }],
    ['a Japanese duration', { wait: number('待機する秒数') }],
    ['a Korean ratio', { share: number('비율 (0-1)') }],
    ['a count typed string (CON-003 reports it)', { limit: { type: 'string' } }],
    ['a string enum that is not a flag', { state: { type: 'string', enum: ['true', 'false', 'auto'] } }],
    ['a real boolean', { archived: { type: 'boolean' } }]
  ])('does not fire on %s', (_label, properties) => {
    expect(runRule(rule, tool(properties))).toEqual([]);
  });
});
