import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mockManifestSchema } from './manifest-schema.ts';
import { parseManifest } from './manifest.ts';
import { fillTemplates, matchScenario } from './server.ts';

describe('mock manifest', () => {
  it('static/schema/mock.json is the schema the loader validates with', () => {
    expect(JSON.parse(readFileSync(new URL('../../../static/schema/mock.json', import.meta.url), 'utf8'))).toEqual(
      mockManifestSchema
    );
  });

  it('bad manifests get file:line:column problems, with the nearest key or value', () => {
    const r = parseManifest(
      'mock_server:\n  name: x\n  tools:\n    - name: a\n      fault: explode\n      respnse: {}\n',
      'm.yml'
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => [e.line, e.message, e.expected])).toEqual([
      [
        6,
        'unknown key "respnse" (did you mean "response"?)',
        'one of name, title, description, input_schema, output_schema, allow_invalid_output, annotations, latency_ms, response, fault, scenarios'
      ],
      [5, 'unknown value "explode"', 'one of hang, crash, malformed, oversized']
    ]);
    const typo = parseManifest(
      'mock_server:\n  name: x\n  list_falt: hnag\n  tools: [{ name: a, fault: hnag }]\n',
      'm.yml'
    );
    expect(typo.ok ? [] : typo.errors.map((e) => e.message)).toEqual([
      'unknown key "list_falt" (did you mean "list_fault"?)',
      'unknown value "hnag" (did you mean "hang"?)'
    ]);
  });

  it('duplicate tool names are refused', () => {
    const r = parseManifest('mock_server:\n  name: x\n  tools:\n    - name: a\n    - name: a\n', 'm.yml');
    expect(r.ok ? [] : r.errors.map((e) => [e.line, e.message])).toEqual([[5, 'duplicate tool name "a"']]);
  });

  it('${args.x} templates fill strings at any depth; scenarios match on argument subsets, first wins', () => {
    expect(fillTemplates({ a: ['q=${args.q}', { n: '${args.o.n}' }] }, { q: 'rust', o: { n: 3 } })).toEqual({
      a: ['q=rust', { n: '3' }]
    });
    const tool = {
      name: 't',
      scenarios: [{ when: { args: { q: 'x' } }, fault: 'hang' as const }, { response: { isError: true } }]
    };
    expect(matchScenario(tool, { q: 'x', other: 1 })?.fault).toBe('hang');
    expect(matchScenario(tool, { q: 'y' })?.response?.isError).toBe(true);
  });
});
