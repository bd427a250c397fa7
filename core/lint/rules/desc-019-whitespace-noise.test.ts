import { describe, expect, it } from 'vitest';
import { desc019 as rule, whitespaceNoise } from './desc-019-whitespace-noise.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (description: string, properties: Record<string, unknown> = {}) => ({
  name: 'get_config',
  description,
  inputSchema: { type: 'object', properties }
});
const indented = (lines: string[], pad: number) => lines.map((l) => ' '.repeat(pad) + l).join('\n');

describe('DESC-019 whitespace-noise', () => {
  const fields = Array.from({ length: 20 }, (_, i) => `- field${i + 1} (what it holds)`);

  it('fires on a template literal pasted with its source indentation (desktop-commander)', () => {
    const description = `\n${indented(['Get the server configuration. Fields:', ...fields], 24)}\n`;
    expect(runRule(rule, tool(description))).toEqual([
      expected(rule, 'indented', '/description', {
        where: 'the description',
        tokens: 21,
        wasted: 21 * 24,
        lines: 21,
        indent: 24
      })
    ]);
  });

  it('fires on an argument description indented after its first line, counting trailing spaces', () => {
    const filter = {
      type: 'string',
      description: `Optional. A filter.\n${indented(['Only matching entries are returned. ', 'Examples:', ...fields], 10)}`
    };
    expect(runRule(rule, tool('Lists log entries.', { filter }))).toEqual([
      expected(rule, 'indented', '/inputSchema/properties/filter/description', {
        where: 'the description of "filter"',
        tokens: 22,
        wasted: 22 * 10 + 1,
        lines: 22,
        indent: 10
      })
    ]);
  });

  it('fires on a Chinese description pasted with its indentation', () => {
    const lines = Array.from({ length: 20 }, (_, i) => `- 第${i + 1}项：图层的名称和版本。`);
    const description = `查询云函数的图层信息。\n${indented(lines, 12)}`;
    expect(runRule(rule, tool(description))).toMatchObject([
      { messageId: 'indented', data: { tokens: 20, lines: 20, indent: 12 } }
    ]);
  });

  it('fires on a gap inside a sentence, which SEC-006 does not report (cloudinary generate-image-from-images)', () => {
    const description = `Generate an image.\n\n2. Pick the model and resolve${'\n'.repeat(10)}   to that family's edit model.`;
    expect(runRule(rule, tool(description))).toEqual([
      expected(rule, 'blankLines', '/description', { where: 'the description', blank: 9 })
    ]);
  });

  it.each([
    ['ordinary Markdown', 'Get the configuration.\n\nFields:\n- a\n  - nested\n- b'],
    [
      'a short text pasted with its indentation (6 lines: about 6 tokens, not measurable)',
      `\n${indented(['Get the server configuration. Fields:', ...fields.slice(0, 5)], 24)}`
    ],
    [
      'an argument text indented 10 spaces on 8 lines (gcp-observability)',
      `Optional. A filter.\n${indented(['Examples:', ...fields.slice(0, 7)], 10)}`
    ],
    [
      'runs of blank lines between paragraphs (a run of newlines is a token or two)',
      'Search items.\n\n\n\n- one\n\n\n\n- two\n\n\n\n- three'
    ],
    ['a Chinese description with blank lines between paragraphs', '查询图层。\n\n\n\n\n返回图层列表。'],
    [
      'indentation below eight spaces (hubspot)',
      `\n${indented(['Purpose:', '1. Retrieve a property.', '2. Read its metadata', 'and options.', 'Done.'], 4)}`
    ],
    ['only four indented lines', `Get it.\n${indented(['a', 'b', 'c', 'd'], 12)}`],
    [
      'a diagram whose indentation is its content (cloudbase)',
      `Mermaid classDiagram:\nclassDiagram\n    class Student {\n${indented(['name: string', 'age: number', 'gender: string', 'classId: string', 'course: Course[]'], 8)}\n    }`
    ],
    [
      'indentation inside a fenced code block',
      `Example:\n\`\`\`\n${indented(['{', '"a": 1,', '"b": 2,', '"c": 3,', '}'], 8)}\n\`\`\``
    ],
    ['a gap SEC-006 reports', `Get it.${'\n'.repeat(10)}then more text`],
    ['two blank lines', 'Get it.\n\n\nMore.'],
    ['a trailing space on each line', 'Get it. \nMore. \nEven more. \nAnd more. \nLast. \nReally last.'],
    ['a Japanese description with ordinary line breaks', '天気を取得します。\n\n都市名を指定してください。']
  ])('does not fire on %s', (_label, description) => {
    expect(runRule(rule, tool(description))).toEqual([]);
  });

  it('counts a line added at the margin without losing the pasted indentation', () => {
    const text = `Intro\n${indented(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], 12)}\nA note appended at the margin.`;
    expect(whitespaceNoise(text)).toMatchObject({ indentedLines: 9, indent: 12, tokens: 9 });
  });

  it('skips a text on one line before any other work', () => {
    expect(whitespaceNoise('Get it.        More.   ')).toEqual({
      indentedLines: 0,
      indent: 0,
      splitRun: 0,
      wasted: 0,
      tokens: 0
    });
  });
});
