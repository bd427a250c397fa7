import { describe, expect, it } from 'vitest';
import { desc024 as rule, displayWidth } from './desc-024-title-is-a-sentence.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (extra: Record<string, unknown>) => ({
  name: 'hf_fs',
  description: 'Browse and read files on the Hugging Face Hub.',
  inputSchema: { type: 'object', properties: {} },
  ...extra
});
const long = 'Hugging Face Hub: Find, use and view models, datasets, spaces and papers. ';

describe('DESC-024 title-is-a-sentence', () => {
  it('reports the same long title in both places once (huggingface)', () => {
    expect(runRule(rule, tool({ title: long, annotations: { title: long } }))).toEqual([
      expected(rule, 'sentenceTitle', '/title', {
        where: 'the title (and annotations.title)',
        length: long.length,
        title: long.trim()
      })
    ]);
  });

  it.each([
    ['two short sentences', { title: 'Files. Read them.' }, '/title', 'the title'],
    [
      'a long annotation title',
      { annotations: { title: 'x'.repeat(65) } },
      '/annotations/title',
      'the annotation title'
    ],
    ['a long Chinese title', { title: '查'.repeat(33) }, '/title', 'the title']
  ])('fires on %s', (_label, extra, pointer, where) => {
    expect(runRule(rule, tool(extra)).map((f) => [f.pointer, f.data.where])).toEqual([[`/tools/0${pointer}`, where]]);
  });

  it.each([
    ['a display name', { title: 'Hugging Face Hub files' }],
    ['a long but ordinary name (smartbear)', { title: 'Swagger: Scan API Standardization from Registry' }],
    ['a name with an abbreviation', { title: 'Get U.S. holidays' }],
    ['a short Chinese name', { title: '查询天气' }],
    ['no title', {}]
  ])('does not fire on %s', (_label, extra) => {
    expect(runRule(rule, tool(extra))).toEqual([]);
  });

  it('counts CJK characters double', () => {
    expect(displayWidth('ab查询')).toBe(6);
  });
});
