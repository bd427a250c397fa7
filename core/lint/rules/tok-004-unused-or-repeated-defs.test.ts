import { describe, expect, it } from 'vitest';
import { runCatalogRule } from './testing/one-catalog.ts';
import { tok004UnusedOrRepeatedDefs as rule, unusedDefs } from './tok-004-unused-or-repeated-defs.ts';

const richText = { type: 'object', properties: { text: { type: 'string' } } };
const parent = { type: 'object', properties: { page_id: { type: 'string' }, rich: { $ref: '#/$defs/richText' } } };
const schema = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  ...extra
});
const tool = (name: string, inputSchema: unknown) => ({
  name,
  description: `${name} in the workspace. Returns the object.`,
  inputSchema
});

describe('TOK-004 unused-or-repeated-defs', () => {
  it('reports a tool whose $defs nothing references, with the names and an estimate of the tokens', () => {
    const catalog = { tools: [tool('get_user', schema({ id: { type: 'string' } }, { $defs: { richText, parent } }))] };
    const [f] = runCatalogRule(rule, catalog);
    expect(f).toMatchObject({
      tool: 'get_user',
      messageId: 'unused',
      data: { count: 2, keyword: '$defs', names: 'richText, parent' },
      pointer: '/tools/0/inputSchema/$defs'
    });
    // Without encoders: characters / 4.
    expect(f.data.tokens).toBeGreaterThan(20);
  });

  it('gives the server-wide cost when several tools carry unused definitions (notion)', () => {
    const defs = { $defs: { richText, parent } };
    const catalog = {
      tools: [
        tool('get_user', schema({ id: { type: 'string' } }, defs)),
        tool('post_page', schema({ parent: { $ref: '#/$defs/parent' } }, defs)),
        tool('get_self', schema({}, defs))
      ]
    };
    const found = runCatalogRule(rule, catalog);
    expect(found.map((f) => [f.tool, f.messageId, f.data.count, f.data.tools])).toEqual([
      ['get_user', 'unusedAcrossServer', 2, 2],
      ['get_self', 'unusedAcrossServer', 2, 2]
    ]);
    expect(found[0].data.total).toBe((found[0].data.tokens as number) + (found[1].data.tokens as number));
  });

  it.each([
    ['definitions every tool references', schema({ p: { $ref: '#/$defs/parent' } }, { $defs: { richText, parent } })],
    [
      'a reference through definitions (draft-07 keyword)',
      schema({ p: { $ref: '#/definitions/a' } }, { definitions: { a: { $ref: '#/definitions/b' }, b: richText } })
    ],
    [
      'a percent-encoded and escaped name',
      schema({ p: { $ref: '#/$defs/a~1b%20c' } }, { $defs: { 'a/b c': richText } })
    ],
    [
      'a reference by anchor, which could land anywhere',
      schema({ p: { $ref: '#rich' } }, { $defs: { richText: { ...richText, $anchor: 'rich' } } })
    ],
    [
      'a property named definitions (azure-devops)',
      schema({ definitions: { type: 'array', items: { type: 'number' } } })
    ],
    ['an empty $defs', schema({}, { $defs: {} })]
  ])('does not fire on %s', (_label, inputSchema) => {
    expect(runCatalogRule(rule, { tools: [tool('get_user', inputSchema)] })).toEqual([]);
  });

  it('follows references between definitions, and not from an unused one', () => {
    const s = schema(
      { p: { $ref: '#/$defs/parent' } },
      { $defs: { parent, richText, orphan: { $ref: '#/$defs/lonely' }, lonely: richText } }
    );
    expect(unusedDefs(s)?.names).toEqual(['orphan', 'lonely']);
  });
});
