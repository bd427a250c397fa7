import { describe, expect, it } from 'vitest';
import { desc008 as rule } from './desc-008-argument-outweighs-description.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (description: unknown, properties: unknown) => ({
  name: 'export_tickets',
  description,
  inputSchema: { type: 'object', properties }
});

describe('DESC-008 fires once per argument whose description is longer than the tool description', () => {
  it('fires for each longer argument, with both lengths', () => {
    const props = {
      a: { description: 'x'.repeat(21) },
      b: { description: 'x'.repeat(20) },
      c: { description: '  ' + 'y'.repeat(30) + '  ' }
    };
    expect(runRule(rule, tool('  ' + 'd'.repeat(20) + '  ', props))).toEqual([
      expected(rule, 'longerThanTool', '/inputSchema/properties/a', {
        argument: 'a',
        argumentLength: 21,
        descriptionLength: 20
      }),
      expected(rule, 'longerThanTool', '/inputSchema/properties/c', {
        argument: 'c',
        argumentLength: 30,
        descriptionLength: 20
      })
    ]);
  });

  it.each([
    ['equal lengths', tool('x'.repeat(10), { a: { description: 'y'.repeat(10) } })],
    ['no tool description', tool(undefined, { a: { description: 'A long argument description' } })],
    ['empty tool description', tool('   ', { a: { description: 'A long argument description' } })],
    ['tool description not a string', tool(5, { a: { description: 'A long argument description' } })],
    ['argument description not a string', tool('Short.', { a: { description: ['x'.repeat(100)] } })],
    ['properties is a string', tool('Short.', 'x'.repeat(100))]
  ])('does not fire: %s', (_label, t) => {
    expect(runRule(rule, t)).toEqual([]);
  });
});

describe('DESC-008 judges Chinese, Japanese and Korean text by what it says (outside the reference preset)', () => {
  it.each([
    [
      'a Chinese tool description against an English argument that says no more (baidu-map map_reverse_geocode latitude)',
      tool('全球逆地理编码', { latitude: { description: 'Latitude coordinate' } })
    ],
    [
      'a Japanese tool description against an English argument',
      tool('天気を取得します', { city: { description: 'City name' } })
    ]
  ])('does not fire: %s', (_label, t) => {
    expect(runRule(rule, t, 'all')).toEqual([]);
  });

  it('fires when the argument is worth more, naming both measures (baidu-map map_geocode address)', () => {
    const t = tool('地理编码服务', { address: { description: '待解析的地址，可以输入完整地址或者 POI 名称' } });
    expect(runRule(rule, t, 'all')).toEqual([
      expected(rule, 'longerThanToolDense', '/inputSchema/properties/address', {
        argument: 'address',
        argumentLength: 60,
        descriptionLength: 18
      })
    ]);
  });

  it('the reference preset counts characters, whatever the script', () => {
    const t = tool('全球逆地理编码', { latitude: { description: 'Latitude coordinate' } });
    expect(runRule(rule, t, 'reference').map((f) => f.messageId)).toEqual(['longerThanTool']);
  });
});
