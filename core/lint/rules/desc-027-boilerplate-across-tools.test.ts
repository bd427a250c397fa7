import { describe, expect, it } from 'vitest';
import { runCatalogRule } from './catalog-testing.ts';
import { desc027BoilerplateAcrossTools as rule } from './desc-027-boilerplate-across-tools.ts';

const own = [
  'List the calls of the account.',
  'Get one call by its id.',
  'Delete a call record.',
  'Update the call status.',
  'Create an outgoing call.'
];
const catalog = (texts: string[]) => ({
  tools: texts.map((description, i) => ({
    name: `tool_${i}`,
    description,
    inputSchema: { type: 'object', properties: {} }
  }))
});
const pasted = (line: string, n = own.length) => own.map((o, i) => (i < n ? `${o} ${line}` : o));
const ZH_OWN = ['列出账户下的所有通话记录。', '按编号获取一条通话。', '删除一条通话记录。', '更新通话的状态。'];

describe('DESC-027 boilerplate-across-tools', () => {
  it.each([
    ['a vendor intro on every tool', pasted('Acme - Api: This is the public Acme REST API.'), 5],
    [
      'a router paragraph in 4 of 5 tools (80%), on its own lines',
      pasted('\n\nThis tool is a command router.\nSub commands are routed to servers by name.', 4),
      4
    ],
    [
      'a "referenced as" line before the tool text',
      own.map((o) => `This command can be referenced as "DC: ..." in your instructions.\n${o}`),
      5
    ],
    [
      'Chinese: the same rules block pasted into every tool (。 splits sentences)',
      ZH_OWN.map((o) => `${o}层说明：创建层必须使用带环境标识的唯一层名，创建前先查重。`),
      4
    ],
    [
      'Japanese: a shared notice in every tool',
      ['ファイルを一覧表示する。', 'ファイルを削除する。', 'ファイルを作成する。'].map(
        (o) => `${o}このツールは公開APIを呼び出し、利用料金が発生する場合があります。`
      ),
      3
    ]
  ])('reports %s', (_name, texts, count) => {
    const found = runCatalogRule(rule, catalog(texts));
    expect(found).toHaveLength(count);
    expect(found[0]).toMatchObject({ messageId: 'pasted', pointer: expect.stringMatching(/\/description$/) });
    expect(found[0].data.carriers).toBe(count);
    expect(found[0].data.serverTools).toBe(texts.length);
    // The server-wide total is the per-tool costs summed.
    expect(found[0].data.total).toBe(found.reduce((n, f) => n + (f.data.tokens as number), 0));
  });

  it('quotes the pasted text and counts tokens with the encoders when given', () => {
    const encoders = { cl100k: (t: string) => Math.ceil(t.length / 3), o200k: (t: string) => Math.ceil(t.length / 3) };
    const [f] = runCatalogRule(rule, catalog(pasted('Acme - Api: This is the public Acme REST API.')), { encoders });
    expect(f.data.text).toBe('Acme - Api: This is the public Acme REST API.');
    expect(f.data.words).toBe(9);
    expect(f.data.tokens).toBeGreaterThan(5);
  });

  it.each([
    ['a short shared line that matters', pasted('Requires admin scope.')],
    ['a short Chinese line (a character counts half a word)', ZH_OWN.map((o) => `${o}需要管理员权限。`)],
    [
      'a warning shared by a subset (3 of 5 tools: the write tools)',
      pasted('Only use when the user has explicitly requested to update their records.', 3)
    ],
    ['a paragraph shared by two tools', pasted('This tool calls a paid API and may incur costs for the account.', 2)],
    [
      'descriptions that are nothing but the shared text (a duplicate tool, OVL-002)',
      own.map(() => 'Run the query against the configured database and return rows.')
    ],
    [
      'the same sentence in tools of different servers of a bundle',
      ['a', 'b', 'c'].map((s) => `${s}. This is the public REST API of the vendor.`)
    ]
  ])('stays quiet on %s', (name, texts) => {
    // Different servers of a bundle: each server is indexed on its own.
    const input = name.startsWith('the same sentence in tools of different servers')
      ? {
          servers: Object.fromEntries(texts.map((t, i) => [`s${i}`, catalog([t, 'Open the file.', 'Close the file.'])]))
        }
      : catalog(texts);
    expect(runCatalogRule(rule, input)).toEqual([]);
  });
});
