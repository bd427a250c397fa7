import { describe, expect, it } from 'vitest';
import type { FiringKey } from './precision-labels.ts';
import {
  type BlindDefect,
  type BlindLabel,
  DEFECT_KIND_RULES,
  defectFlagged,
  recallTable,
  samePlace,
  toolRelative,
  unknownKindRules
} from './recall.ts';
import { recallTableMarkdown } from './recall-markdown.ts';
import { RULE_LIST } from '../registry.ts';

const defect = (kind: string, pointer: string, impact: BlindDefect['impact'] = 'medium'): BlindDefect => ({
  kind,
  pointer,
  impact,
  evidence: 'e'
});

describe('samePlace: a finding at the place of a defect', () => {
  it.each([
    ['the same pointer', '/inputSchema/properties/q', '/inputSchema/properties/q', true],
    ['the whole tool, a finding on the tool', '', '', true],
    ['the whole tool, a finding inside it', '', '/annotations', true],
    ['a finding inside the defect', '/inputSchema/properties', '/inputSchema/properties/q/description', true],
    [
      'a finding on the property holding the defect',
      '/inputSchema/properties/body/properties/ids',
      '/inputSchema/properties/body',
      true
    ],
    [
      "a property of the object whose required list the defect is on (contentful get_entry's environmentId)",
      '/inputSchema/required',
      '/inputSchema/properties/environmentId',
      true
    ],
    [
      'a finding inside one of those properties',
      '/inputSchema/required',
      '/inputSchema/properties/a/properties/b',
      true
    ],
    [
      'a property of a nested object, the required list at the top',
      '/inputSchema/properties/a/required',
      '/inputSchema/properties/b',
      false
    ],
    ['a finding on the whole input schema (not one property)', '/inputSchema/properties/q', '/inputSchema', false],
    ['a finding on the whole tool (not one property)', '/description', '', false],
    ['a sibling property', '/inputSchema/properties/q', '/inputSchema/properties/query', false],
    ['the description, a finding on a parameter', '/description', '/inputSchema/properties/q/description', false]
  ])('%s', (_label, d, f, same) => {
    expect(samePlace(d, f)).toBe(same);
  });
});

describe('defectFlagged: same place and same reason', () => {
  it.each([
    ['a rule of the kind at the place', defect('missing-annotations', ''), [{ rule: 'DESC-012', pointer: '' }], true],
    [
      'a rule of another kind at the place',
      defect('missing-annotations', ''),
      [{ rule: 'DESC-010', pointer: '' }],
      false
    ],
    [
      'a rule of the kind elsewhere',
      defect('param-undocumented', '/inputSchema/properties/a'),
      [{ rule: 'DESC-006', pointer: '/inputSchema/properties/b' }],
      false
    ],
    [
      'a kind no rule addresses',
      defect('telemetry-param', '/inputSchema/properties/intent'),
      [{ rule: 'SEC-005', pointer: '/inputSchema/properties/intent' }],
      false
    ]
  ])('%s', (_label, d, findings, flagged) => {
    expect(defectFlagged(d, findings)).toBe(flagged);
  });
});

describe('the kind table', () => {
  it('names rules by id; the ones not registered yet are listed, not failed', () => {
    const unknown = unknownKindRules(new Set(RULE_LIST.map((r) => r.id)));
    // Rules other engineers are adding (issue 38); this list shrinks as they land.
    expect(unknown.every((id) => /^(CON|DESC|TOK|OVL)-\d{3}$/.test(id))).toBe(true);
    expect(
      Object.values(DEFECT_KIND_RULES)
        .flat()
        .filter((id) => !unknown.includes(id)).length
    ).toBeGreaterThan(0);
  });
});

describe('recallTable', () => {
  const firing = (tool: string, rule: string, pointer: string): FiringKey => ({
    server: 's',
    tool,
    rule,
    messageId: 'm',
    pointer
  });
  const labels: BlindLabel[] = [
    {
      server: 's',
      tool: 'a',
      defects: [defect('missing-annotations', ''), defect('param-undocumented', '/inputSchema/properties/x', 'low')]
    },
    { server: 's', tool: 'b', defects: [defect('missing-annotations', '', 'high')] },
    { server: 's', tool: 'c', defects: [] }
  ];
  it('counts per kind, per impact and in total, for each preset, with catalog pointers made tool-relative', () => {
    const t = recallTable('set', labels, {
      recommended: [firing('a', 'DESC-012', '/tools/0')],
      all: [
        firing('a', 'DESC-012', '/tools/0'),
        firing('b', 'DESC-012', '/tools/1'),
        firing('a', 'DESC-006', '/tools/0/inputSchema/properties/x')
      ]
    });
    expect(t).toEqual({
      set: 'set',
      tools: 3,
      byKind: [
        {
          kind: 'missing-annotations',
          rules: DEFECT_KIND_RULES['missing-annotations'],
          defects: 2,
          recommended: 1,
          all: 2
        },
        {
          kind: 'param-undocumented',
          rules: DEFECT_KIND_RULES['param-undocumented'],
          defects: 1,
          recommended: 0,
          all: 1
        }
      ],
      byImpact: [
        { impact: 'high/medium', defects: 2, recommended: 1, all: 2 },
        { impact: 'low', defects: 1, recommended: 0, all: 1 }
      ],
      total: { defects: 3, recommended: 1, all: 3 }
    });
  });

  it('a firing on another tool of the same name on another server flags nothing', () => {
    const t = recallTable('set', labels, {
      recommended: [],
      all: [{ ...firing('a', 'DESC-012', '/tools/0'), server: 'z' }]
    });
    expect(t.total).toEqual({ defects: 3, recommended: 0, all: 0 });
  });

  it('toolRelative strips the tool index', () => {
    expect([toolRelative('/tools/12/inputSchema'), toolRelative('/tools/3'), toolRelative('')]).toEqual([
      '/inputSchema',
      '',
      ''
    ]);
  });
});

describe('recallTableMarkdown', () => {
  it('one row per kind, rules still to come marked, then impact and total rows', () => {
    const table = recallTable(
      'catalogs-x',
      [{ server: 's', tool: 'a', defects: [defect('required-with-default', '/inputSchema/required', 'low')] }],
      { recommended: [], all: [] }
    );
    expect(recallTableMarkdown(table, new Set()).split('\n')).toEqual([
      '### catalogs-x: 1 defects in 1 reviewed tools',
      '',
      '| defect kind | rules that address it | defects | flagged by default | flagged by `all` |',
      '| --- | --- | --- | --- | --- |',
      '| required-with-default | CON-005 (to come), CON-012 (to come) | 1 | 0 (0%) | 0 (0%) |',
      '| **high/medium impact** | | 0 | n/a | n/a |',
      '| **low impact** | | 1 | 0 (0%) | 0 (0%) |',
      '| **total** | | 1 | 0 (0%) | 0 (0%) |'
    ]);
  });
});
