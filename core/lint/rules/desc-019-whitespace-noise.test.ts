import { describe, expect, it } from 'vitest';
import { desc019 as rule, whitespaceNoise } from './desc-019-whitespace-noise.ts';
import { expected, runRule } from './desc-testing.ts';

const tool = (description: string, properties: Record<string, unknown> = {}) => ({
  name: 'get_config',
  description,
  inputSchema: { type: 'object', properties }
});
const indented = (lines: string[], pad: number) => lines.map((l) => ' '.repeat(pad) + l).join('\n');
const listLines = ['- blockedCommands', '- defaultShell', '- allowedDirectories', '- fileReadLineLimit', '- version'];

describe('DESC-019 whitespace-noise', () => {
  it('fires on a template literal pasted with its source indentation (desktop-commander)', () => {
    const description = `\n${indented(['Get the server configuration. Fields:', ...listLines], 24)}\n`;
    expect(runRule(rule, tool(description))).toEqual([
      expected(rule, 'indented', '/description', {
        where: 'the description',
        tokens: 6,
        wasted: 6 * 24,
        lines: 6,
        indent: 24
      })
    ]);
  });

  it('fires on an argument description indented after its first line (gcp-observability), counting trailing spaces', () => {
    const filter = {
      type: 'string',
      description: `Optional. A filter.\n${indented(['Only matching entries are returned. ', 'Examples:', '- a', '- b', '- c'], 10)}`
    };
    expect(runRule(rule, tool('Lists log entries.', { filter }))).toEqual([
      expected(rule, 'indented', '/inputSchema/properties/filter/description', {
        where: 'the description of "filter"',
        tokens: 5,
        wasted: 51,
        lines: 5,
        indent: 10
      })
    ]);
  });

  it('fires on runs of blank lines that SEC-006 does not report', () => {
    const description = 'Search items.\n\n\n\n- one\n\n\n\n- two\n\n\n\n- three';
    expect(runRule(rule, tool(description))).toEqual([
      expected(rule, 'blankLines', '/description', { where: 'the description', tokens: 6, wasted: 6, blank: 3 })
    ]);
  });

  it.each([
    ['ordinary Markdown', 'Get the configuration.\n\nFields:\n- a\n  - nested\n- b'],
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
});
