import { describe, expect, it } from 'vitest';
import { con009StringHoldsDelimitedList as rule } from './con-009-string-holds-delimited-list.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (properties: Record<string, unknown>) => ({
  name: 'list_flights',
  description: 'List live flights matching the filters. Returns positions.',
  inputSchema: { type: 'object', properties }
});
const str = (description: string, extra: Record<string, unknown> = {}) => ({ type: 'string', description, ...extra });

describe('CON-009 string-holds-delimited-list', () => {
  it.each([
    ['English (flightradar24)', 'Flight numbers (comma-separated values, max 15).', 'comma', 'comma-separated'],
    [
      '"separated by commas" (codacy)',
      'List of languages to filter by, separated by commas',
      'comma',
      'separated by commas'
    ],
    ['space-separated (azure-devops)', 'Work item IDs to associate, space-separated.', 'space', 'space-separated'],
    ['Japanese カンマ区切り (chatwork)', '管理者権限のユーザーのID (カンマ区切り)', 'comma', 'カンマ区切'],
    ['Chinese 逗号分隔', '用户ID列表，以英文逗号分隔', 'comma', '英文逗号分隔'],
    [
      'Chinese 竖线 between coordinates (amap)',
      '起点经度，纬度，可以传多个坐标，使用竖线隔离，比如120,30|120,31',
      'pipe',
      '竖线隔离'
    ],
    ['Korean 쉼표로 구분', '사용자 ID 목록 (쉼표로 구분)', 'comma', '쉼표로 구분'],
    ['a nullable string', 'Tags, comma delimited.', 'comma', 'comma delimited', { type: ['string', 'null'] }]
  ])('fires on %s', (_label, description, delimiter, phrase, extra: Record<string, unknown> = {}) => {
    expect(runRule(rule, tool({ ids: str(description, extra) }))).toEqual([
      expected(rule, 'delimitedString', '/inputSchema/properties/ids', { argument: 'ids', delimiter, phrase })
    ]);
  });

  it('reads nested arguments', () => {
    const t = tool({ body: { type: 'object', properties: { to_ids: str('担当者のアカウントID (カンマ区切り)') } } });
    expect(runRule(rule, t).map((f) => f.pointer)).toEqual(['/tools/0/inputSchema/properties/body/properties/to_ids']);
  });

  it.each([
    [
      'an array (CON-002 reads those)',
      { type: 'array', items: { type: 'string' }, description: 'Comma-separated IDs' }
    ],
    ['a string with an array branch', str('Comma-separated IDs', { anyOf: [{ type: 'array' }] })],
    ['a string that also offers an array', str('IDs as a comma-separated string or an array')],
    ['an enum', str('Comma-separated mode', { enum: ['a,b', 'c'] })],
    ['one coordinate pair (baidu-map)', str('经纬度，经度在前纬度在后，逗号分隔，格式如116.404,39.915')],
    [
      'a bounding box (flightradar24)',
      str('Coordinates defining an area. Order: north, south, west, east (comma-separated float values).')
    ],
    [
      'key-value pairs (cloudinary)',
      str('A pipe-separated list of key-value pairs (e.g., "alt=My image|caption=Nice photo").')
    ],
    ['a sort expression', str('A comma-separated list of fields to sort by; append " desc" for descending order.')],
    ['a string with no delimiter', str('The flight number, e.g. BA123')],
    ['a file format', str('Export format: CSV (comma-separated values) or JSON')],
    ['newline-separated text', str('The file content, newline-separated lines')]
  ])('does not fire on %s', (_label, schema) => {
    expect(runRule(rule, tool({ ids: schema }))).toEqual([]);
  });

  it('does not fire when an array form of the same argument sits beside it (cloudbase args / argsList)', () => {
    const t = tool({
      args: str('Container arguments, space-separated'),
      argsList: { type: 'array', items: { type: 'string' }, description: 'Container arguments, already split' }
    });
    expect(runRule(rule, t)).toEqual([]);
    const alone = tool({ args: str('Container arguments, space-separated') });
    expect(runRule(rule, alone).map((f) => f.pointer)).toEqual(['/tools/0/inputSchema/properties/args']);
  });
});
