import { describe, expect, it } from 'vitest';
import type { ToolView } from '#core/api/lint-view';
import { filterTools, NO_FILTER, type ToolFilter } from './tool-filter';

const tool = (
  index: number,
  id: string,
  findings: { rule: string; severity: 'critical' | 'warning' | 'hint'; message: string }[]
): ToolView =>
  ({
    index,
    id,
    name: id,
    pointer: `/tools/${index}`,
    line: index + 1,
    column: 1,
    score: 0.5,
    tokens: { cl100k: 1, o200k: 1 },
    criticals: findings.filter((f) => f.severity === 'critical').length,
    warnings: findings.filter((f) => f.severity === 'warning').length,
    findings: findings.map((f) => ({ ...f, messageId: 'x', line: 1, column: 1, pointer: '' }))
  }) as unknown as ToolView;

const tools = [
  tool(0, 'list_issues', [{ rule: 'DESC-003', severity: 'warning', message: 'The description is short' }]),
  tool(1, 'read_file', []),
  tool(2, 'send_mail', [{ rule: 'SEC-002', severity: 'critical', message: 'Hidden instructions to the model' }]),
  tool(3, 'Search_Code', [{ rule: 'DESC-003', severity: 'hint', message: 'no example' }])
];
const ids = (f: ToolFilter) => filterTools(tools, f).map((t) => t.id);

describe('filterTools', () => {
  it.each<[string, ToolFilter, string[]]>([
    ['no filter keeps every tool in order', NO_FILTER, ['list_issues', 'read_file', 'send_mail', 'Search_Code']],
    ['critical keeps tools with a critical finding', { severity: 'critical', query: '' }, ['send_mail']],
    ['warning keeps tools with a warning', { severity: 'warning', query: '' }, ['list_issues']],
    ['passing keeps tools without findings', { severity: 'passing', query: '' }, ['read_file']],
    ['the search matches ids case-insensitively', { severity: 'all', query: 'search' }, ['Search_Code']],
    [
      'the search matches rule ids and messages',
      { severity: 'all', query: 'desc-003' },
      ['list_issues', 'Search_Code']
    ],
    ['every word must match', { severity: 'all', query: 'hidden model' }, ['send_mail']],
    ['severity and search together', { severity: 'warning', query: 'search' }, []]
  ])('%s', (_name, filter, want) => {
    expect(ids(filter)).toEqual(want);
  });
  it('returns the same array when nothing filters (no copy of a 10,000-tool list per keystroke)', () => {
    expect(filterTools(tools, { severity: 'all', query: '  ' })).toBe(tools);
  });
});
