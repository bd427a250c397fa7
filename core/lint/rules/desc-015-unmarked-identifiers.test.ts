import { describe, expect, it } from 'vitest';
import { runCatalogRule } from './testing/one-catalog.ts';
import { desc015 as rule } from './desc-015-unmarked-identifiers.ts';

const tool = (name: string, properties: Record<string, unknown>, required?: string[]) => ({
  name,
  description: `${name} on a prediction. Returns the prediction.`,
  inputSchema: { type: 'object', properties, ...(required === undefined ? {} : { required }) }
});
const bare = { type: 'string' };

describe('DESC-015 unmarked-identifiers', () => {
  it('reports once per server, on the first undocumented id, naming the others (replicate)', () => {
    const catalog = {
      server: 'replicate',
      tools: [
        tool('list_predictions', { cursor: { type: 'string', description: 'Page cursor' } }),
        tool('get_predictions', { prediction_id: bare }),
        tool('cancel_predictions', { prediction_id: bare, versionId: bare })
      ]
    };
    expect(runCatalogRule(rule, catalog)).toEqual([
      {
        tool: 'get_predictions',
        messageId: 'unmarkedIdentifiers',
        data: { server: 'server "replicate"', count: 3, argument: 'prediction_id' },
        pointer: '/tools/1/inputSchema/properties/prediction_id',
        related: [
          'cancel_predictions /tools/2/inputSchema/properties/prediction_id',
          'cancel_predictions /tools/2/inputSchema/properties/versionId'
        ]
      }
    ]);
  });

  it('judges each server of a bundle on its own', () => {
    const catalog = {
      servers: {
        loose: [tool('get', { id: bare }), tool('cancel', { run_id: bare })],
        strict: [tool('get', { id: bare }, ['id']), tool('cancel', { run_id: bare })]
      }
    };
    expect(runCatalogRule(rule, catalog).map((f) => [f.tool, f.data.server])).toEqual([
      ['loose.get', 'server "loose"']
    ]);
  });

  it.each([
    ['one tool declares required', [tool('get', { id: bare }, ['id']), tool('cancel', { run_id: bare })]],
    [
      'every id is described',
      [
        tool('get', { id: { type: 'string', description: 'Prediction id' } }),
        tool('cancel', { run_id: { type: 'string', description: 'Run id' } })
      ]
    ],
    [
      'ids pinned by format or pattern',
      [
        tool('get', { id: { type: 'string', format: 'uuid' } }),
        tool('cancel', { run_id: { type: 'string', pattern: '^r_' } })
      ]
    ],
    ['only one undocumented id', [tool('get', { id: bare }), tool('search', { query: bare })]],
    [
      'a single tool with parameters',
      [
        tool('get', { id: bare, job_id: bare }),
        { name: 'ping', description: 'Ping.', inputSchema: { type: 'object', properties: {} } }
      ]
    ],
    ['names that only end like ids', [tool('get', { paid: bare, valid: bare }), tool('cancel', { grid: bare })]]
  ])('does not fire when %s', (_label, tools) => {
    expect(runCatalogRule(rule, { tools })).toEqual([]);
  });
});
