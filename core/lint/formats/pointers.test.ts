import { describe, expect, it } from 'vitest';
import type { Finding, LintReport } from '../types.ts';
import { reportPointers } from './pointers.ts';

const finding = (pointer: string, related?: string[]): Finding => ({
  rule: 'X-001',
  severity: 'warning',
  messageId: 'm',
  message: 'm',
  data: {},
  pointer,
  docsUrl: 'https://example.test/X-001',
  ...(related ? { related: related.map((p) => ({ toolId: 't', pointer: p })) } : {})
});

describe('reportPointers', () => {
  it.each([
    ['no findings', { tools: [{ findings: [] }] }, []],
    [
      'tool findings and their related tools, in order',
      { tools: [{ findings: [finding('/tools/0/name', ['/tools/3'])] }, { findings: [finding('/tools/1')] }] },
      ['/tools/0/name', '/tools/3', '/tools/1']
    ],
    [
      'instructions findings after the tools',
      { tools: [{ findings: [finding('/tools/0')] }], instructions: [{ findings: [finding('/instructions')] }] },
      ['/tools/0', '/instructions']
    ]
  ])('%s', (_name, report, expected) => {
    expect(reportPointers(report as unknown as LintReport)).toEqual(expected);
  });
});
