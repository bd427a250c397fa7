import { describe, expect, it } from 'vitest';
import { parseAtlasTasksText, parseAtlasTasksValue } from './task.ts';

const base = {
  task_id: 't1',
  prompt: 'Do the thing.',
  tool_surface: ['search', 'geocode', 'weather', 'elevation'],
  target_tools: ['search', 'geocode', 'weather'],
  reference_trajectory: [
    { tool: 'search', depends_on: [] },
    { tool: 'geocode', depends_on: ['search'] },
    { tool: 'weather', depends_on: ['geocode'] }
  ],
  claims: ['A claim for the judge', { claim: 'X is 4', check: { number: 4 } }]
};

const errorsOf = (v: unknown) => {
  const r = parseAtlasTasksValue(v);
  return r.ok ? [] : r.errors;
};

describe('parseAtlasTasksValue', () => {
  it('reads the method task JSON with a default pass threshold of 0.75', () => {
    const r = parseAtlasTasksValue(base);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.tasks[0].pass_threshold).toBe(0.75);
    expect(r.tasks[0].claims).toEqual([
      { claim: 'A claim for the judge' },
      { claim: 'X is 4', check: [{ number: 4, tolerance: 0 }] }
    ]);
    expect(r.tasks[0].reference_trajectory[1]).toEqual({ id: 'geocode', tool: 'geocode', depends_on: ['search'] });
  });

  it.each([
    [
      'a target tool not on the surface',
      { target_tools: ['search', 'route'] },
      '/target_tools/1',
      "target tool 'route' is not on the tool surface"
    ],
    [
      'a dependency on a missing step',
      { reference_trajectory: [{ tool: 'search' }, { tool: 'geocode', depends_on: ['route'] }] },
      '/reference_trajectory/1/depends_on/0',
      "step 'geocode' depends on 'route'"
    ],
    [
      'a cycle',
      {
        reference_trajectory: [
          { tool: 'search', depends_on: ['weather'] },
          { tool: 'geocode', depends_on: ['search'] },
          { tool: 'weather', depends_on: ['geocode'] }
        ]
      },
      '/reference_trajectory/0/depends_on',
      'dependency cycle: search -> weather -> geocode -> search'
    ],
    [
      'a self-dependency',
      { reference_trajectory: [{ tool: 'search', depends_on: ['search'] }] },
      '/reference_trajectory/0/depends_on/0',
      'depends on itself'
    ],
    [
      'an ambiguous tool reference',
      { reference_trajectory: [{ tool: 'search' }, { tool: 'search' }, { tool: 'weather', depends_on: ['search'] }] },
      '/reference_trajectory/2/depends_on/0',
      "'search' names 2 steps"
    ],
    [
      'a trajectory tool not on the surface',
      { reference_trajectory: [{ tool: 'route' }] },
      '/reference_trajectory/0/tool',
      "uses 'route'"
    ],
    ['no claims', { claims: [] }, '/claims', 'at least one claim'],
    ['an invalid regex', { claims: [{ claim: 'c', check: { regex: '(' } }] }, '/claims/0/check/regex', 'invalid regex'],
    [
      'two kinds in one check',
      { claims: [{ claim: 'c', check: { contains: 'a', number: 1 } }] },
      '/claims/0/check',
      'use one per check'
    ],
    [
      'partial without check',
      { claims: [{ claim: 'c', partial: { contains: 'a' } }] },
      '/claims/0/partial',
      'partial check without a full check'
    ],
    [
      'a check on a tool off the surface',
      { claims: [{ claim: 'c', check: { contains: 'a', in: { tool: 'route' } } }] },
      '/claims/0',
      "reads 'route'"
    ],
    ['a threshold above 1', { pass_threshold: 75 }, '/pass_threshold', 'fraction of coverage']
  ])('rejects %s', (_label, patch, pointer, message) => {
    const errors = errorsOf({ ...base, ...patch });
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0].pointer).toBe(pointer);
    expect(errors[0].message).toContain(message);
  });

  it('resolves dependencies by explicit id and by index', () => {
    const r = parseAtlasTasksValue({
      ...base,
      reference_trajectory: [
        { id: 'find', tool: 'search' },
        { id: 'find-again', tool: 'search' },
        { tool: 'geocode', depends_on: ['find', 1] }
      ]
    });
    expect(r.ok).toBe(true);
  });

  it('reads a list of tasks and rejects a repeated task_id', () => {
    expect(errorsOf({ tasks: [base, base] })[0]).toMatchObject({
      pointer: '/tasks/1/task_id',
      message: "task_id 't1' is used twice"
    });
  });

  it('locates errors in task text', () => {
    const text = JSON.stringify({ ...base, target_tools: ['search', 'route'] }, null, 2);
    const r = parseAtlasTasksText(text, { file: 'task.json' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const line = text.split('\n').findIndex((l) => l.includes('"route"')) + 1;
    expect(r.errors[0]).toMatchObject({ line, file: 'task.json' });
  });
});

describe('hostile task input', () => {
  it('validates a 20,000-step chain quickly and finds a cycle closing at its end', () => {
    const steps = Array.from({ length: 20_000 }, (_, i) => ({
      id: `s${i}`,
      tool: 'search',
      depends_on: i === 0 ? ['s19999'] : [`s${i - 1}`]
    }));
    const errors = errorsOf({ ...base, reference_trajectory: steps });
    expect(errors[0].message).toBe(
      'the trajectory has a dependency cycle: s0 -> s19999 -> s19998 -> s19997 -> s19996 -> s19995 -> s19994 -> s19993 -> s19992 -> s19991 -> … (20000 steps) -> s0'
    );
  });
});
