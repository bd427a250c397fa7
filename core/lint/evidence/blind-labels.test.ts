import { describe, expect, it } from 'vitest';
import { readBlindLabels } from './blind-labels.ts';

const ok = {
  kind: 'param-undocumented',
  pointer: '/inputSchema/properties/q',
  impact: 'low',
  evidence: 'q has no text'
};

describe('readBlindLabels', () => {
  it('reads tools with their defects, and clean tools', () => {
    expect(
      readBlindLabels(
        [
          { server: 's', tool: 'a', defects: [ok] },
          { server: 's', tool: 'b', defects: [] }
        ],
        'f.json'
      )
    ).toEqual({
      ok: true,
      labels: [
        { server: 's', tool: 'a', defects: [ok] },
        { server: 's', tool: 'b', defects: [] }
      ]
    });
  });

  it.each([
    [
      'not a list',
      { server: 's' },
      'f.json: expected a JSON list of { server, tool, defects: [{ kind, pointer, impact, evidence }] }'
    ],
    ['no server', [{ tool: 'a', defects: [] }], 'f.json: /0/server: expected the server name'],
    [
      'defects not a list',
      [{ server: 's', tool: 'a' }],
      'f.json: /0/defects: expected a list (empty when the tool is clean)'
    ],
    [
      'a bad impact',
      [{ server: 's', tool: 'a', defects: [{ ...ok, impact: 'severe' }] }],
      'f.json: /0/defects/0/impact: is "severe"; expected high, medium, low'
    ],
    [
      'a pointer that is not one',
      [{ server: 's', tool: 'a', defects: [{ ...ok, pointer: 'inputSchema' }] }],
      'f.json: /0/defects/0/pointer: expected a JSON pointer relative to the tool ("" or starting with "/")'
    ],
    [
      'a kind that is not kebab-case',
      [{ server: 's', tool: 'a', defects: [{ ...ok, kind: 'Param Undocumented' }] }],
      'f.json: /0/defects/0/kind: expected a kebab-case defect kind such as "param-undocumented"'
    ],
    [
      'empty evidence',
      [{ server: 's', tool: 'a', defects: [{ ...ok, evidence: ' ' }] }],
      "f.json: /0/defects/0/evidence: expected the reviewer's evidence, a non-empty string"
    ],
    [
      'a tool reviewed twice',
      [
        { server: 's', tool: 'a', defects: [] },
        { server: 's', tool: 'a', defects: [] }
      ],
      'f.json: /1: s / a is reviewed twice; merge its defects'
    ]
  ])('names the file and the entry: %s', (_label, value, error) => {
    expect(readBlindLabels(value, 'f.json')).toEqual({ ok: false, errors: [error] });
  });
});
