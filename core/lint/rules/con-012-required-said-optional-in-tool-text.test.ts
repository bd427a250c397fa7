import { describe, expect, it } from 'vitest';
import { con012RequiredSaidOptionalInToolText as rule } from './con-012-required-said-optional-in-tool-text.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (
  description: string,
  required: string[],
  names = ['AccountSid', 'Sid', 'branch', 'namespace', 'region', 'url']
) => ({
  name: 'some_tool',
  description,
  inputSchema: {
    type: 'object',
    properties: Object.fromEntries(names.map((n) => [n, { type: 'string', description: `The ${n}` }])),
    required
  }
});
const fires = (argument: string, quote: string) => [
  expected(rule, 'saidOptional', `/inputSchema/properties/${argument}`, { argument, quote })
];

describe('CON-012 required-said-optional-in-tool-text', () => {
  it.each([
    [
      'a default named for an identifier argument',
      'Fetch a call (Uses default AccountSid: AC0123 if not provided)',
      ['AccountSid', 'Sid'],
      'AccountSid',
      'Uses default AccountSid'
    ],
    ['"is optional"', 'Create a pull request. `branch` is optional.', ['branch'], 'branch', '`branch` is optional'],
    [
      '"if ... is omitted"',
      'List instances; if region is omitted, every region is listed.',
      ['region'],
      'region',
      'if region is omitted'
    ],
    [
      '"optionally <name>"',
      'Describe a resource by kind, name and optionally namespace.',
      ['namespace'],
      'namespace',
      'optionally namespace'
    ],
    ['Chinese（可选）', '查询实例列表，region（可选）为地域。', ['region'], 'region', 'region（可选）'],
    ['Japanese 省略可', 'インスタンスを一覧します。regionは省略可。', ['region'], 'region', 'regionは省略可']
  ])('fires on %s', (_label, description, required, argument, quote) => {
    expect(runRule(rule, tool(description, required))).toEqual(fires(argument, quote));
  });

  it.each([
    ['the argument is not required', 'Fetch a call (Uses default AccountSid if not provided)', ['Sid']],
    ['a plain word that names a concept', 'Open a pull request against the default branch.', ['branch']],
    ['another argument is the optional one', 'Fetch a call by Sid; region is optional.', ['Sid']],
    ['a name inside a longer word', 'Lists subnamespace entries; subnamespace is optional.', ['namespace']],
    ['"unless told otherwise"', 'Open a new tab and load a URL. Use project URL if not specified otherwise.', ['url']],
    ['optional words far from the name', 'Requires namespace. Returns optional labels when present.', ['namespace']]
  ])('does not fire when %s', (_label, description, required) => {
    expect(runRule(rule, tool(description, required))).toEqual([]);
  });
});
