import { describe, expect, it } from 'vitest';
import { scoreTool, tdqsParts, TDQS_WEIGHTS } from './score.ts';

const good = {
  name: 'get_forecast',
  description: 'Get the weather forecast for a city. Returns JSON with daily highs, lows and conditions.',
  inputSchema: {
    type: 'object',
    properties: {
      city: { type: 'string', description: 'City name, e.g. Paris', examples: ['Paris'] },
      days: { type: 'integer', description: 'Days ahead, 1-7', default: 3 }
    },
    required: ['city']
  },
  annotations: { readOnlyHint: true, openWorldHint: true }
};

describe('TDQS', () => {
  it('weights sum to 1', () => {
    expect(Object.values(TDQS_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('gives a well-documented tool 1', () => {
    expect(scoreTool(good)).toBe(1);
  });

  it('gives a bare tool only what it cannot lose (reference: no properties count as fully documented)', () => {
    // no description, no properties (parameters 1, examples 1), conciseness 1, no returns, no annotations
    expect(tdqsParts({ name: 'x' }, 'reference')).toEqual({
      description: 0,
      parameters: 1,
      conciseness: 1,
      returns: 0,
      annotations: 0,
      examples: 1
    });
    expect(scoreTool({ name: 'x' }, 'reference')).toBe(0.5);
  });

  it('recommended: a tool without an input schema documents no arguments; one that declares it takes none documents them all', () => {
    expect(tdqsParts({ name: 'x' }).parameters).toBe(0);
    expect(scoreTool({ name: 'x' })).toBe(0.25);
    expect(tdqsParts({ name: 'x', inputSchema: { type: 'object', required: ['id'] } }).parameters).toBe(0);
    expect(tdqsParts({ name: 'x', inputSchema: { type: 'object', properties: {} } }).parameters).toBe(1);
    expect(tdqsParts({ name: 'x', inputSchema: { type: 'object' } }).parameters).toBe(1);
  });

  // ea-playwright's start_codegen_session: one `options` wrapper, its three fields described.
  const wrapped = {
    name: 'start_codegen_session',
    description: 'Start a new code generation session to record Playwright actions',
    inputSchema: {
      type: 'object',
      properties: {
        options: {
          type: 'object',
          properties: {
            outputPath: {
              type: 'string',
              description: 'Directory path where generated tests will be saved (use absolute path)'
            },
            testNamePrefix: {
              type: 'string',
              description: 'Prefix to use for generated test names (default: "GeneratedTest")'
            },
            includeComments: {
              type: 'boolean',
              description: 'Whether to include descriptive comments in generated tests'
            }
          },
          required: ['outputPath']
        }
      },
      required: ['options']
    }
  };

  it('recommended: an undescribed wrapper object counts by its described fields', () => {
    expect(tdqsParts(wrapped).parameters).toBe(1);
    expect(tdqsParts(wrapped, 'reference').parameters).toBe(0);
    const half = {
      ...wrapped,
      inputSchema: {
        type: 'object',
        properties: {
          body: { type: 'object', properties: { a: { type: 'string', description: 'A' }, b: { type: 'string' } } }
        }
      }
    };
    expect(tdqsParts(half).parameters).toBe(0.5);
  });

  it.each([
    ['short description', 'description', 0.25, { ...good, description: 'Gets weather.' }],
    ['long description', 'conciseness', 0.5, { ...good, description: 'Returns weather. ' + 'x'.repeat(1233) }],
    [
      'one of two params undocumented',
      'parameters',
      0.5,
      {
        ...good,
        inputSchema: {
          type: 'object',
          properties: { a: { type: 'string', description: 'A value' }, b: { type: 'string' } }
        }
      }
    ],
    ['empty annotations', 'annotations', 0.5, { ...good, annotations: {} }],
    ['string hint', 'annotations', 0.25, { ...good, annotations: { readOnlyHint: 'yes' } }],
    [
      'no example where one shows what to send (a filter string)',
      'examples',
      0,
      {
        ...good,
        inputSchema: {
          type: 'object',
          properties: { a: { type: 'string', description: 'x' }, filter: { type: 'string', description: 'y' } }
        }
      }
    ]
  ] as const)('%s lowers %s to %s', (_l, part, value, tool) => {
    expect(tdqsParts(tool)[part]).toBe(value);
  });

  it('the tuned presets score examples and returns as DESC-009 and DESC-010 judge them; reference as the formula says', () => {
    const plain = {
      name: 'reopen_ticket',
      description: 'Reopen a closed ticket and notify its watchers.',
      inputSchema: {
        type: 'object',
        properties: { a: { type: 'string', description: 'x' }, b: { type: 'number', description: 'y' } }
      }
    };
    expect([tdqsParts(plain).examples, tdqsParts(plain).returns]).toEqual([1, 1]);
    expect([tdqsParts(plain, 'reference').examples, tdqsParts(plain, 'reference').returns]).toEqual([0, 0]);
    expect(
      tdqsParts({ ...plain, name: 'clone_ticket', description: 'Clone a ticket with its comments and watchers.' })
        .returns
    ).toBe(0);
  });
});
