import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import { desc001 as rule } from './desc-001-missing-description.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (description: unknown): Tool =>
  description === undefined ? { name: 'get_invoice' } : { name: 'get_invoice', description };

describe('DESC-001 fires when the description is missing, empty or under 20 characters', () => {
  it.each([
    ['absent', tool(undefined), expected(rule, 'missing', '')],
    ['null', tool(null), expected(rule, 'missing', '')],
    ['a number', tool(42), expected(rule, 'notString', '/description', { found: 'a number' })],
    ['an object', tool({ en: 'Get invoice' }), expected(rule, 'notString', '/description', { found: 'an object' })],
    ['empty', tool(''), expected(rule, 'empty', '/description')],
    ['only whitespace', tool(' \n\t '), expected(rule, 'empty', '/description')],
    ['13 characters', tool('Gets invoice.'), expected(rule, 'tooShort', '/description', { length: 13, minimum: 20 })],
    [
      '19 characters once trimmed',
      tool('   Get one invoice now   '),
      expected(rule, 'tooShort', '/description', { length: 19, minimum: 20 })
    ]
  ])('fires once: %s', (_label, t, finding) => {
    expect(runRule(rule, t, 'reference')).toEqual([finding]);
  });

  it.each([
    ['exactly 20 characters', tool('Get one invoice now.')],
    ['a full sentence', tool('Fetch one invoice by id. Returns its line items and totals.')],
    ['a huge description (DESC-002 covers length)', tool('Fetch invoices. '.repeat(100_000))]
  ])('does not fire: %s', (_label, t) => {
    expect(runRule(rule, t, 'reference')).toEqual([]);
  });
});

describe('DESC-001, recommended preset: under 12 characters (one or two words)', () => {
  it.each([
    ['"Invoices." (9)', tool('Invoices.'), expected(rule, 'tooShort', '/description', { length: 9, minimum: 12 })],
    ['absent', tool(undefined), expected(rule, 'missing', '')]
  ])('fires once: %s', (_label, t, finding) => {
    expect(runRule(rule, t)).toEqual([finding]);
  });

  // Real corpus texts the reference's 20-character cutoff flagged although name, arguments and annotations say the rest.
  it.each([
    ['Delete an R2 bucket'],
    ['Navigate to a URL'],
    ['Close the page'],
    ['List all routes'],
    ['Create a new queue']
  ])('does not fire on %s', (text) => {
    expect(runRule(rule, tool(text))).toEqual([]);
  });
});

describe('DESC-001, recommended preset: Chinese, Japanese and Korean judged by what they say', () => {
  // Real review-3 false alarms (baidu-map): complete descriptions a 12-character count called too short.
  it.each([
    ['地理编码服务 (baidu-map map_geocode, "geocoding service")'],
    ['全球逆地理编码 (baidu-map map_reverse_geocode, "global reverse geocoding")'],
    ['地点详情检索服务 (baidu-map map_place_details, "place details retrieval service")'],
    ['查询天气预报 ("query the weather forecast")'],
    ['天気を取得 ("get the weather")'],
    ['날씨 조회 ("weather lookup")']
  ])('does not fire on %s', (labelled) => {
    const text = labelled.slice(0, labelled.indexOf(' ('));
    expect(runRule(rule, tool(text))).toEqual([]);
  });

  it.each([
    ['地图 ("map")', '地图', { length: 2, equivalent: 6, minimum: 12 }],
    ['天気 ("weather")', '天気', { length: 2, equivalent: 6, minimum: 12 }],
    ['지도 ("map")', '지도', { length: 2, equivalent: 6, minimum: 12 }],
    ['API地图 ("API map")', 'API地图', { length: 5, equivalent: 9, minimum: 12 }]
  ])('fires on %s', (_label, text, data) => {
    expect(runRule(rule, tool(text))).toEqual([expected(rule, 'tooShortDense', '/description', data)]);
  });

  it('the reference preset counts characters as TDQS does, whatever the script', () => {
    expect(runRule(rule, tool('地理编码服务'), 'reference')).toEqual([
      expected(rule, 'tooShort', '/description', { length: 6, minimum: 20 })
    ]);
  });
});
