import { describe, expect, it } from 'vitest';
import type { TraceRun } from '../trace/types.ts';
import { discoveryOf } from './discovery.ts';
import { classifyFailure, failureDistribution, hasParamError } from './failure.ts';
import type { ClaimResult } from './types.ts';

const task = { tool_surface: ['search', 'geocode', 'weather', 'images'], target_tools: ['search', 'geocode'] };
const claims = (...scores: Array<1 | 0.5 | 0 | null>): ClaimResult[] =>
  scores.map((score) => ({ claim: 'c', score, evidence: '', by: 'check' }));
const classify = (run: TraceRun, c = claims(1, 0.5, 0.5, 0.5)) => classifyFailure(run, c, discoveryOf(task, run));
const both = [
  { tool: 'search', arguments: { q: 'x' } },
  { tool: 'geocode', arguments: { address: 'y' } }
];

describe('classifyFailure', () => {
  it.each([
    ['a target tool never called', { calls: [{ tool: 'search', arguments: {} }] }, undefined, 'tool_usage'],
    [
      'unparseable arguments',
      { calls: [both[0], { tool: 'geocode', arguments: '{"address":' }] },
      undefined,
      'tool_usage'
    ],
    [
      'an invalid-params error',
      {
        calls: [
          ...both,
          {
            tool: 'weather',
            arguments: {},
            isError: true,
            error: 'Invalid arguments: lat is required (JSON-RPC -32602)'
          }
        ]
      },
      undefined,
      'tool_usage'
    ],
    [
      'a required argument missing per the surface schema',
      {
        surface: [{ name: 'geocode', inputSchema: { type: 'object', required: ['address'] } }],
        calls: [both[0], { tool: 'geocode', arguments: { addr: 'y' } }]
      },
      undefined,
      'tool_usage'
    ],
    ['stopped early', { calls: both, stopped_early: true }, undefined, 'task_understanding'],
    ['fewer claims attempted than declared', { calls: both }, claims(1, 1, 0.5, 0), 'task_understanding'],
    [
      'a stated claims_attempted below the claim count',
      { calls: both, claims_attempted: 2 },
      undefined,
      'task_understanding'
    ],
    ['all calls succeeded but the answer fell short', { calls: both }, undefined, 'response_quality'],
    [
      'some call failed, everything else in order',
      { calls: [...both, { tool: 'weather', arguments: {}, isError: true, error: 'upstream 503' }] },
      undefined,
      'logical_error'
    ]
  ] as const)('%s', (_label, run, c, expected) => {
    expect(classify(run as TraceRun, c as ClaimResult[] | undefined)).toBe(expected);
  });

  it('counts an unscored claim as attempted', () => {
    expect(classify({ calls: both }, claims(1, 0.5, null, 0.5))).toBe('response_quality');
  });

  it('treats absent arguments as no parameter error', () => {
    expect(hasParamError({ calls: [] }, { tool: 'search' })).toBe(false);
  });
});

describe('failureDistribution', () => {
  it('reports counts and one-decimal percents in the method order', () => {
    expect(failureDistribution(['response_quality', 'tool_usage', 'tool_usage'])).toEqual([
      { category: 'tool_usage', count: 2, percent: 66.7 },
      { category: 'task_understanding', count: 0, percent: 0 },
      { category: 'response_quality', count: 1, percent: 33.3 },
      { category: 'logical_error', count: 0, percent: 0 }
    ]);
  });

  it('is empty when nothing failed', () => {
    expect(failureDistribution([])).toEqual([]);
  });
});

describe('discoveryOf', () => {
  it('counts distinct tools: precision over tools called, recall over targets', () => {
    const d = discoveryOf(task, {
      calls: [{ tool: 'search' }, { tool: 'search' }, { tool: 'images' }, { tool: 'weather' }]
    });
    expect(d).toEqual({
      precision: 1 / 3,
      recall: 0.5,
      called: ['search', 'images', 'weather'],
      missed_targets: ['geocode'],
      extra_tools: ['images', 'weather']
    });
  });

  it('matches atlas ids against calls that carry their server separately', () => {
    const d = discoveryOf(
      { tool_surface: ['google-maps_geocode', 'brave_search'], target_tools: ['google-maps_geocode', 'brave_search'] },
      {
        calls: [
          { server: 'google-maps', tool: 'geocode' },
          { server: 'brave', tool: 'search' }
        ]
      }
    );
    expect(d).toMatchObject({ precision: 1, recall: 1, called: ['google-maps_geocode', 'brave_search'] });
  });

  it('gives precision 0 and recall 0 for a run with no calls', () => {
    expect(discoveryOf(task, { calls: [] })).toMatchObject({ precision: 0, recall: 0 });
  });
});
