import { describe, expect, it } from 'vitest';
import { runCatalogRule } from './testing/one-catalog.ts';
import { desc027BoilerplateAcrossTools as rule } from './desc-027-boilerplate-across-tools.ts';

/** About a token per two characters: enough for the server-wide floor to be read in tokens. */
const half = (t: string) => Math.ceil(t.length / 2);
const encoders = { cl100k: half, o200k: half };
const run = (input: unknown) => runCatalogRule(rule, input, { encoders });

const OWN = [
  'List the calls of the account.',
  'Get one call by its id.',
  'Delete a call record.',
  'Update the call status.',
  'Create an outgoing call.',
  'List the recordings of a call.',
  'Get one recording.',
  'Delete a recording.',
  'List the queues.',
  'Get one queue.'
];
const ZH_OWN = [
  '列出账户下的所有通话记录。',
  '按编号获取一条通话。',
  '删除一条通话记录。',
  '更新通话的状态。',
  '创建一个新的通话。',
  '列出通话的录音。',
  '获取一条录音。',
  '删除一条录音。'
];
const catalog = (texts: string[]) => ({
  tools: texts.map((description, i) => ({
    name: `tool_${i}`,
    description,
    inputSchema: { type: 'object', properties: {} }
  }))
});
/** The first `n` tools of OWN with `line` after their own sentence. */
const pasted = (line: string, n = OWN.length, own = OWN) => own.map((o, i) => (i < n ? `${o} ${line}` : o));
const INTRO = 'Acme - Api: This is the public Acme REST API.';

describe('DESC-027 boilerplate-across-tools', () => {
  it.each([
    ['a vendor intro on every tool', pasted(INTRO), 10],
    [
      'a router paragraph in 8 of 10 tools (80%), on its own lines',
      pasted('\n\nThis tool is a command router.\nSub commands are routed to servers by name.', 8),
      8
    ],
    [
      'a "referenced as" line before the tool text',
      OWN.map((o) => `This command can be referenced as "DC: ..." in your instructions.\n${o}`),
      10
    ],
    [
      'Chinese: the same rules block pasted into every tool (。 splits sentences)',
      pasted('层说明：创建层必须使用带环境标识的唯一层名，创建前先查重。', 8, ZH_OWN),
      8
    ],
    [
      'Japanese: a shared notice in every tool',
      ZH_OWN.map((o) => `${o}このツールは公開APIを呼び出し、利用料金が発生する場合があります。`),
      8
    ]
  ])('reports %s', (_name, texts, count) => {
    const found = run(catalog(texts));
    expect(found).toHaveLength(count);
    expect(found[0]).toMatchObject({ messageId: 'pasted', pointer: expect.stringMatching(/\/description$/) });
    expect(found[0].data.carriers).toBe(count);
    expect(found[0].data.serverTools).toBe(texts.length);
    // The server-wide total is the per-tool costs summed.
    expect(found[0].data.total).toBe(found.reduce((n, f) => n + (f.data.tokens as number), 0));
  });

  it('quotes the pasted text with its words and tokens (the tool count times its share of the characters)', () => {
    const [f, g] = run(catalog(pasted(INTRO)));
    // Each finding names another tool that carries the text.
    expect(f.related).toEqual(['tool_1 /tools/1/description']);
    expect(g.related).toEqual(['tool_0 /tools/0/description']);
    expect(f.data.text).toBe(INTRO);
    expect(f.data.words).toBe(9);
    expect(f.data.tokens).toBe(23);
  });

  it('counts characters / 4 without encoders', () => {
    const [f] = runCatalogRule(rule, catalog(pasted(`${INTRO} Every call is billed to the account that makes it.`)));
    expect(f.data.tokens).toBe(Math.round(96 / 4));
  });

  it.each([
    ['a short shared line that matters', pasted('Requires admin scope.')],
    ['a short Chinese line (a character counts half a word)', pasted('需要管理员权限。', 8, ZH_OWN)],
    [
      'a warning shared by a subset (7 of 10 tools: the write tools)',
      pasted('Only use when the user has explicitly requested to update their records.', 7)
    ],
    ['a paragraph shared by two tools', pasted('This tool calls a paid API and may incur costs for the account.', 2)],
    ['a pasted line on a small server (3 tools: under 100 tokens a listing)', pasted(INTRO).slice(0, 3)],
    [
      'descriptions that are nothing but the shared text (a duplicate tool, OVL-002)',
      OWN.map(() => 'Run the query against the configured database and return rows.')
    ]
  ])('stays quiet on %s', (_name, texts) => {
    expect(run(catalog(texts))).toEqual([]);
  });

  it('indexes each server of a bundle on its own', () => {
    const servers = Object.fromEntries(
      OWN.slice(0, 5).map((o, i) => [`s${i}`, catalog([`${o} ${INTRO}`, 'Open the file.', 'Close the file.'])])
    );
    expect(run({ servers })).toEqual([]);
  });
});
