import { describe, expect, it } from 'vitest';
import { parseCatalogValue } from '../../catalog/parse-catalog.ts';
import { lintCatalog } from '../lint.ts';
import { evaluateTargets, parseTargetList, TARGET_NAMES } from './evaluate.ts';

const catalog = (tools: unknown[]) => {
  const r = parseCatalogValue({ tools });
  if (!r.ok) throw new Error('bad catalog');
  return r.catalog;
};

describe('parseTargetList', () => {
  it('reads a comma list in table order, once each', () => {
    expect(parseTargetList('gemini,openai-strict,gemini')).toEqual({ ok: true, targets: ['openai-strict', 'gemini'] });
    expect(parseTargetList(['anthropic-strict'])).toEqual({ ok: true, targets: ['anthropic-strict'] });
  });
  it('names an unknown target and lists the targets', () => {
    const r = parseTargetList('openai-strict,claude');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toBe(`unknown target "claude"; the targets are ${TARGET_NAMES.join(', ')}`);
  });
});

describe('evaluateTargets and the lint report', () => {
  const c = catalog([
    {
      name: 'a',
      description: 'A.',
      inputSchema: { type: 'object', properties: { s: { type: 'string', pattern: 'x' } } }
    },
    { name: 'b', description: 'B.', inputSchema: { anyOf: [{ type: 'object' }, { type: 'object' }] } },
    { name: 'c', description: 'C.', inputSchema: { type: 'object', properties: {}, additionalProperties: false } }
  ]);
  it('counts rejected and lossy tools per target', () => {
    const r = evaluateTargets(c, ['openai-strict', 'anthropic-strict']);
    expect(r.catalog['openai-strict']).toEqual({ rejected: 1, lossy: 1, request_ok: true, limits: {} });
    expect(r.catalog['anthropic-strict']?.rejected).toBe(1);
    expect(r.catalog['anthropic-strict']?.request_ok).toBe(true);
    expect(r.tools[0]['openai-strict']).toEqual({ accepted: true, lost: ['pattern'], reasons: [] });
  });
  it('lintCatalog puts them on each tool and beside the summary, only when asked', () => {
    const report = lintCatalog(c, { targets: ['gemini'] });
    expect(report.targets?.gemini?.rejected).toBe(1);
    expect(report.tools[0].targets?.gemini).toEqual({ accepted: true, lost: [], reasons: [] });
    expect(report.tools[2].targets?.gemini?.accepted).toBe(false);
    const plain = lintCatalog(c);
    expect(plain.targets).toBeUndefined();
    expect('targets' in plain.tools[0]).toBe(false);
  });
});
