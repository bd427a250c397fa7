import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import { lintTool } from '../lint.ts';
import { DESC_RULES } from './desc-index.ts';

const RULES = Object.values(DESC_RULES);
const huge = 'Get one of open, closed or pending; see above. '.repeat(40_000); // ~1.9 MB

/** Hostile or odd tools a pasted catalog can contain; no rule may throw on any of them. */
const ODD_TOOLS: Array<[string, Tool]> = [
  ['description is a number', { name: 'a', description: 3 }],
  ['description is an object', { name: 'a', description: { text: 'x' } }],
  ['inputSchema is a string', { name: 'a', inputSchema: 'object' }],
  ['inputSchema is an array', { name: 'a', inputSchema: [{ type: 'object' }] }],
  ['properties is an array', { name: 'a', inputSchema: { properties: [{ name: 'q' }] } }],
  ['properties is null', { name: 'a', inputSchema: { properties: null, required: null } }],
  [
    'property schemas are not objects',
    { name: 'a', inputSchema: { properties: { q: true, r: null, s: 'string', t: 7 }, required: ['q', 'r', 7] } }
  ],
  [
    'enum is not an array',
    { name: 'a', inputSchema: { properties: { q: { enum: { a: 1 }, description: 'one of a, b' } } } }
  ],
  [
    'enum holds nested values',
    {
      name: 'a',
      inputSchema: { properties: { q: { enum: [[1], { a: 1 }, null, 'x'.repeat(10_000)], description: 'Q' } } }
    }
  ],
  [
    'type is an object',
    { name: 'a', inputSchema: { properties: { q: { type: { nested: true }, description: 'Either a or b' } } } }
  ],
  ['annotations is a string', { name: 'a', annotations: 'readOnly' }],
  ['annotation hints are objects', { name: 'a', annotations: { readOnlyHint: {}, destructiveHint: [] } }],
  ['examples is an object', { name: 'a', examples: { a: 1 }, inputSchema: { properties: { a: {}, b: {} } } }],
  [
    'property named __proto__',
    { name: 'a', inputSchema: JSON.parse('{"properties":{"__proto__":{"type":"string"}},"required":["__proto__"]}') }
  ],
  [
    'a huge description and argument description',
    { name: 'a', description: huge, inputSchema: { properties: { q: { type: 'string', description: huge } } } }
  ]
];

describe('DESC rules on hostile input', () => {
  it.each(ODD_TOOLS)('no rule throws when %s', (_label, tool) => {
    const entry = {
      id: tool.name,
      name: tool.name,
      pointer: '/tools/0',
      description: typeof tool.description === 'string' ? tool.description : undefined,
      tool
    };
    const findings = lintTool(entry, { rules: RULES });
    expect(findings.length).toBeGreaterThan(0);
    for (const f of findings) expect(f.pointer.startsWith('/tools/0')).toBe(true);
  });

  it('lints a ~2 MB description without blowing up (the suite timeout is the hang guard)', () => {
    const tool = ODD_TOOLS.at(-1)![1];
    lintTool({ id: 'a', name: 'a', pointer: '', description: huge, tool }, { rules: RULES });
  });
});
