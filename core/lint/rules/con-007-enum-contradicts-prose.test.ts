import { describe, expect, it } from 'vitest';
import { con007EnumContradictsProse as rule } from './con-007-enum-contradicts-prose.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (schema: Record<string, unknown>) => ({
  name: 'generate_archive',
  description: 'Create an archive of matching assets. Returns its URL.',
  inputSchema: { type: 'object', properties: { kind: schema } }
});
const str = (values: string[], description: string) => ({ type: 'string', enum: values, description });
const POINTER = '/inputSchema/properties/kind';

describe('CON-007 enum-contradicts-prose', () => {
  it.each([
    [
      'a listed value the enum renamed (cloudflare)',
      str(
        ['kv_namespace', 'queue', 'durable_object_namespace'],
        'Type of binding (kv_namespace, queue, durable_object)'
      ),
      '"durable_object"',
      '(kv_namespace, queue, durable_object)'
    ],
    [
      'values named beside "etc" that the enum lacks (contentful)',
      str(['Symbol', 'Text', 'Object', 'Link'], 'Type of the field (Text, Link, JSON, etc)'),
      '"JSON"',
      '(Text, Link, JSON, etc)'
    ],
    [
      'a Chinese list with 、',
      str(['asc', 'desc'], '排序方式，可选值：asc、desc、random'),
      '"random"',
      '可选值：asc、desc、random'
    ]
  ])('fires on %s', (_label, schema, extra, prose) => {
    const [finding] = runRule(rule, tool(schema));
    expect(finding).toMatchObject({ messageId: 'valueNotInEnum', data: { argument: 'kind', extra, prose } });
  });

  it('fires in Japanese and Korean lists', () => {
    for (const description of ['リソースの種類（image、video、gif）', '리소스 종류 (image, video, gif)']) {
      expect(runRule(rule, tool(str(['image', 'video', 'raw'], description))).map((f) => f.data.extra)).toEqual([
        '"gif"'
      ]);
    }
  });

  it("reads the enum of an array's items", () => {
    const t = tool({ type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] }, description: 'Modes (a, b, x)' });
    expect(runRule(rule, t)).toEqual([
      expected(rule, 'valueNotInEnum', POINTER, { argument: 'kind', extra: '"x"', prose: '(a, b, x)', enum: 'a, b, c' })
    ]);
  });

  // The enum is what the model reads as the allowed values: a shorter prose list hides nothing (labelled wrong on cloudinary).
  it.each([
    ['a parenthesis that leaves out a value (cloudinary)', 'The type of resource (image, video, or raw).'],
    ['an intro list ending its sentence', 'Accepted values: image, video and raw. Other text.'],
    ['a Japanese list', 'リソースの種類（image、video、raw）']
  ])('does not fire on %s that the enum extends', (_label, description) => {
    expect(runRule(rule, tool(str(['image', 'video', 'raw', 'all'], description)))).toEqual([]);
  });

  it.each([
    ['a list that matches the enum', str(['image', 'video', 'raw'], 'Resource type (image, video, or raw)')],
    ['a list that differs only in case', str(['Info', 'Warning'], 'Level: one of INFO, WARNING')],
    ['a sample list ("e.g.")', str(['image', 'video', 'raw', 'all'], 'Resource type, e.g. (image, video)')],
    ['a sample list ("such as")', str(['a', 'b', 'c'], 'Mode, such as a, b')],
    [
      'a list under a condition (paddle)',
      str(['USD', 'EUR', 'GBP', 'JPY'], 'Currency code. Must be one of USD, EUR, or GBP if collectionMode is manual.')
    ],
    [
      'a parenthesis glossing one value',
      str(['insert', 'update', 'delete', 'upsert'], 'Operation: insert (add rows), delete, upsert (insert or update)')
    ],
    [
      'quoted values with spaces (huggingface)',
      str(['run', 'ps', 'scheduled run'], 'Operation. Valid values: "run", "ps", "scheduled run"')
    ],
    ['a parenthesis of prose', str(['a', 'b', 'c'], 'Mode (see the docs for a and b)')],
    ['fewer than two enum values in the list', str(['fast', 'slow'], 'Speed (fast, or anything else)')],
    ['no enum', { type: 'string', description: 'Resource type (image, video, or raw)' }]
  ])('does not fire on %s', (_label, schema) => {
    expect(runRule(rule, tool(schema))).toEqual([]);
  });
});
