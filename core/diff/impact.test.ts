import { describe, expect, it } from 'vitest';
import type { Tool } from '../catalog/types.ts';
import { changeImpact } from './impact.ts';
import { reaches, worstImpact } from './impact-level.ts';

const base: Tool = {
  name: 'search_issues',
  title: 'Search issues',
  description: 'Search issues by keyword. Returns matching issues with ids and titles.',
  inputSchema: {
    type: 'object',
    properties: {
      q: { type: 'string', description: 'Keywords' },
      state: { type: 'string', enum: ['open', 'closed', 'all'], description: 'Which issues' },
      limit: { type: 'integer', description: 'At most this many', default: 20, maximum: 100 },
      filter: { type: 'object', properties: { label: { type: 'string' } } }
    },
    required: ['q']
  },
  outputSchema: {
    type: 'object',
    properties: { total: { type: 'integer' }, items: { type: 'array', items: { type: 'object' } } },
    required: ['total', 'items']
  },
  annotations: { readOnlyHint: true, openWorldHint: true }
};

type Edit = (t: Tool) => void;
const input = (t: Tool) =>
  t.inputSchema as { properties: Record<string, Record<string, unknown>>; required: string[] } & Record<
    string,
    unknown
  >;
const output = (t: Tool) =>
  t.outputSchema as { properties: Record<string, Record<string, unknown>>; required: string[] };
const annotations = (t: Tool) => t.annotations as Record<string, unknown>;

function edited(edit: Edit): Tool {
  const t = structuredClone(base);
  edit(t);
  return t;
}
const same = { base: 100, head: 100 };

describe('changeImpact: every kind of change gets its impact and a reason naming the field', () => {
  it.each<[string, Edit, string, RegExp]>([
    ['an argument removed', (t) => delete input(t).properties.state, 'breaking', /argument "state" removed/],
    [
      'an argument renamed (same schema, new key)',
      (t) => {
        input(t).properties.query = input(t).properties.q;
        delete input(t).properties.q;
        input(t).required = ['query'];
      },
      'breaking',
      /argument "q" renamed to "query"/
    ],
    [
      'a new required argument',
      (t) => {
        input(t).properties.repo = { type: 'string' };
        input(t).required.push('repo');
      },
      'breaking',
      /new required argument "repo"/
    ],
    [
      'an optional argument made required',
      (t) => input(t).required.push('limit'),
      'breaking',
      /"limit" is now required/
    ],
    [
      'string -> integer',
      (t) => (input(t).properties.q.type = 'integer'),
      'breaking',
      /"q" changed type from string to integer/
    ],
    [
      'an enum narrowed',
      (t) => (input(t).properties.state.enum = ['open', 'closed']),
      'breaking',
      /enum dropped "all"/
    ],
    ['a bound tightened', (t) => (input(t).properties.limit.maximum = 50), 'breaking', /"limit"'s maximum is now 50/],
    [
      'additionalProperties: false added to the input',
      (t) => (input(t).additionalProperties = false),
      'breaking',
      /additionalProperties: false added to the input/
    ],
    [
      'a nested argument retyped',
      (t) => (input(t).properties.filter.properties = { label: { type: 'array' } }),
      'breaking',
      /"filter\.label" changed type/
    ],
    ['an output field dropped', (t) => delete output(t).properties.total, 'breaking', /output field "total" dropped/],
    [
      'an output field retyped',
      (t) => (output(t).properties.total = { type: 'string' }),
      'breaking',
      /output field "total" retyped from integer to string/
    ],
    ['the outputSchema removed', (t) => delete t.outputSchema, 'breaking', /outputSchema removed/],
    [
      'destructiveHint turned on',
      (t) => (annotations(t).destructiveHint = true),
      'breaking',
      /destructiveHint unset -> true/
    ],
    ['readOnlyHint turned off', (t) => (annotations(t).readOnlyHint = false), 'breaking', /readOnlyHint true -> false/],
    ['the description rewritten', (t) => (t.description = 'Find issues.'), 'risky', /description rewritten/],
    ['the title rewritten', (t) => (t.title = 'Issue search'), 'risky', /title rewritten/],
    [
      'another annotation changed',
      (t) => (annotations(t).openWorldHint = false),
      'risky',
      /openWorldHint true -> false/
    ],
    [
      "an optional argument's description",
      (t) => (input(t).properties.limit.description = 'Page size'),
      'risky',
      /"limit"'s description changed/
    ],
    [
      "an optional argument's default",
      (t) => (input(t).properties.limit.default = 50),
      'risky',
      /"limit"'s default changed/
    ],
    ["an optional argument's format", (t) => (input(t).properties.q.format = 'uri'), 'risky', /"q"'s format changed/],
    [
      'a new optional argument',
      (t) => (input(t).properties.page = { type: 'integer' }),
      'additive',
      /new optional argument "page"/
    ],
    [
      'an enum value added',
      (t) => (input(t).properties.state.enum as string[]).push('draft'),
      'additive',
      /enum added "draft"/
    ],
    ['a type widened', (t) => (input(t).properties.q.type = ['string', 'null']), 'additive', /now also accepts null/],
    [
      'a new output field',
      (t) => (output(t).properties.next = { type: 'string' }),
      'additive',
      /new output field "next"/
    ],
    ['a required argument relaxed', (t) => (input(t).required = []), 'additive', /"q" is no longer required/],
    [
      'whitespace only',
      (t) => (t.description = '  Search issues by keyword.\n Returns matching issues   with ids and titles. '),
      'none',
      /key order or whitespace only/
    ]
  ])('%s: %s', (_name, edit, impact, reason) => {
    const r = changeImpact(base, edited(edit), same);
    expect(r.impact).toBe(impact);
    expect(r.reasons.join('\n')).toMatch(reason);
  });

  it('key order only is none', () => {
    const reordered: Tool = Object.fromEntries(Object.entries(structuredClone(base)).reverse()) as Tool;
    expect(changeImpact(base, reordered, same)).toEqual({
      impact: 'none',
      reasons: ['key order or whitespace only: the same tool to a caller']
    });
  });

  it('tokens grown past the threshold (more than 50 tokens and 25% by default; an option) are risky', () => {
    expect(changeImpact(base, base, { base: 100, head: 151 })).toMatchObject({ impact: 'risky' });
    expect(changeImpact(base, base, { base: 100, head: 151 }).reasons[0]).toBe(
      'tokens grew from 100 to 151 cl100k, past 50 tokens and 25%: every request carries them'
    );
    expect(changeImpact(base, base, { base: 100, head: 150 }).impact).toBe('none');
    expect(changeImpact(base, base, { base: 40, head: 80 }).impact).toBe('none');
    expect(changeImpact(base, base, { base: 400, head: 480 }).impact).toBe('none');
    expect(changeImpact(base, base, { base: 40, head: 80 }, { kind: 'percent', value: 25 }).impact).toBe('risky');
    expect(changeImpact(base, base, { base: 100, head: 126 }, { kind: 'tokens', value: 30 }).impact).toBe('none');
  });

  it('reads $ref and allOf: the same arguments behind $defs compare as the same, a narrowed one behind them is found', () => {
    const refd = edited((t) => {
      t.inputSchema = {
        allOf: [
          { $ref: '#/$defs/query' },
          {
            properties: {
              state: input(base).properties.state,
              limit: input(base).properties.limit,
              filter: input(base).properties.filter
            }
          }
        ],
        $defs: {
          query: { type: 'object', properties: { q: { type: 'string', description: 'Keywords' } }, required: ['q'] }
        }
      };
    });
    expect(changeImpact(base, refd, same)).toEqual({ impact: 'none', reasons: [] });
    const narrowed = structuredClone(refd);
    (
      narrowed.inputSchema as { $defs: { query: { properties: { q: { type: string } } } } }
    ).$defs.query.properties.q.type = 'integer';
    expect(changeImpact(base, narrowed, same).reasons.join('\n')).toMatch(/"q" changed type from string to integer/);
  });

  it('the reasons list the worst first', () => {
    const r = changeImpact(
      base,
      edited((t) => {
        t.description = 'Find issues.';
        input(t).properties.page = { type: 'integer' };
        delete input(t).properties.state;
      }),
      same
    );
    expect(r.impact).toBe('breaking');
    expect(r.reasons.map((x) => x.split(' ')[0])).toEqual(['argument', 'description', 'new']);
  });
});

describe('impact levels', () => {
  it.each([
    [[], 'none'],
    [['additive', 'none'], 'additive'],
    [['risky', 'breaking', 'additive'], 'breaking']
  ] as const)('worst of %j is %s', (list, worst) => expect(worstImpact(list)).toBe(worst));
  it('--fail-on reaches its level and above; none never fails', () => {
    expect([
      reaches('breaking', 'breaking'),
      reaches('risky', 'breaking'),
      reaches('risky', 'risky'),
      reaches('breaking', 'none')
    ]).toEqual([true, false, true, false]);
  });
});
