import { describe, expect, it } from 'vitest';
import { runCatalogRule } from './testing/one-catalog.ts';
import { desc023 as rule } from './desc-023-sibling-states-format.ts';

const t = (name: string, properties: Record<string, unknown>) => ({
  name,
  description: `Do ${name}.`,
  inputSchema: { type: 'object', properties }
});
const str = (description: string, extra: Record<string, unknown> = {}) => ({ type: 'string', description, ...extra });
const fired = (tools: unknown[]) => runCatalogRule(rule, { tools }).map((f) => `${f.tool}.${f.data.argument}`);

describe('DESC-023 sibling-states-format', () => {
  it('flags amap maps_regeocode location, whose phrase ends a sibling phrase that states the order', () => {
    const tools = [
      t('maps_regeocode', { location: str('经纬度') }),
      t('maps_bicycling', { origin: str('出发点经纬度，坐标格式为：经度，纬度') })
    ];
    expect(runCatalogRule(rule, { tools })).toEqual([
      {
        tool: 'maps_regeocode',
        messageId: 'siblingStatesFormat',
        data: {
          argument: 'location',
          own: '经纬度',
          sibling: '"maps_bicycling.origin"',
          stated: '出发点经纬度，坐标格式为：经度，纬度'
        },
        pointer: '/tools/0/inputSchema/properties/location',
        related: ['maps_bicycling /tools/1/inputSchema/properties/origin']
      }
    ]);
  });

  it('flags an English phrase whose sibling states the format', () => {
    const tools = [
      t('get_weather', { location: str('Latitude and longitude') }),
      t('get_forecast', { location: str('Latitude and longitude, in the form "lat,lng"') })
    ];
    expect(fired(tools)).toEqual(['get_weather.location']);
  });

  it('does not fire when the sibling only gives a sample of a well-known syntax (kubectl, labelled wrong)', () => {
    const tools = [
      t('kubectl_logs', { labelSelector: str('Filter resources by label selector') }),
      t('kubectl_get', { labelSelector: str("Filter resources by label selector (e.g. 'app=nginx')") }),
      t('kubectl_top', { selector: str('标签选择器') }),
      t('kubectl_describe', { selector: str('标签选择器，例如 app=nginx') })
    ];
    expect(fired(tools)).toEqual([]);
  });

  it.each([
    ['its own form statement', str('经纬度，格式为 经度,纬度')],
    ['a pattern', str('经纬度', { pattern: '^-?\\d+(\\.\\d+)?,-?\\d+(\\.\\d+)?$' })],
    ['an enum', str('经纬度', { enum: ['116.48,39.99'] })],
    ['another phrase', str('城市名称')]
  ])('does not fire on an argument with %s', (_label, schema) => {
    expect(
      fired([t('a', { location: schema }), t('b', { origin: str('出发点经纬度，坐标格式为：经度，纬度') })])
    ).toEqual([]);
  });

  it.each([
    [
      'an id copied from a listing',
      'tableId',
      'The table ID returned by listTables',
      'The table ID returned by listTables, for example "table:0"'
    ],
    ['a self-explaining name', 'title', 'Run title', 'Run title (e.g., "CI Build #1234")'],
    ['a date (DESC-022 reports it)', 'start_date', 'Start of the range', 'Start of the range, format YYYY-MM-DD'],
    ['a generic name only repeated (DESC-021 reports it)', 'filter', 'Filter', 'Filter, e.g. name=web']
  ])('does not fire on %s', (_label, name, own, stated) => {
    expect(fired([t('a', { [name]: str(own) }), t('b', { [name]: str(stated) })])).toEqual([]);
  });

  it('does not fire on arrays or across servers', () => {
    const arr = (d: string) => ({ type: 'array', items: { type: 'string', enum: ['prices'] }, description: d });
    expect(
      fired([
        t('a', { include: arr('Include related entities.') }),
        t('b', { include: arr('Include related entities. Use a comma-separated list.') })
      ])
    ).toEqual([]);
    const servers = {
      x: [t('a', { location: str('经纬度') })],
      y: [t('b', { origin: str('出发点经纬度，坐标格式为：经度，纬度') })]
    };
    expect(runCatalogRule(rule, { servers })).toEqual([]);
  });
});
