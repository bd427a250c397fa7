import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import type { SpecVersion } from '../spec-versions.ts';
import { sch010McpHeaderInvalid as rule } from './sch-010-mcp-header-invalid.ts';

const run = (inputSchema: unknown, spec: SpecVersion = '2026-07-28') =>
  rule.check({ options: {}, spec, name: 't', description: 'd', tool: { name: 't', inputSchema } as Tool });
const obj = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  ...extra
});
const H = 'x-mcp-header';

describe('SCH-010 mcp-header-invalid', () => {
  it.each([
    [
      'an empty name',
      obj({ r: { type: 'string', [H]: '' } }),
      [{ messageId: 'empty', data: { name: 'r' }, pointer: '/inputSchema/properties/r/x-mcp-header' }]
    ],
    [
      'a name that is not a string',
      obj({ r: { type: 'string', [H]: 7 } }),
      [{ messageId: 'not-string', data: { name: 'r', found: '7' }, pointer: '/inputSchema/properties/r/x-mcp-header' }]
    ],
    [
      'a line feed (header injection)',
      obj({ r: { type: 'string', [H]: 'Region\nX-Admin: 1' } }),
      [
        {
          messageId: 'control-character',
          data: { name: 'r', header: '"Region\\nX-Admin: 1"' },
          pointer: '/inputSchema/properties/r/x-mcp-header'
        }
      ]
    ],
    [
      'a space and a colon (not tchar)',
      obj({ r: { type: 'string', [H]: 'My Region:' } }),
      [
        {
          messageId: 'not-token',
          data: { name: 'r', header: '"My Region:"', bad: '" " ":"' },
          pointer: '/inputSchema/properties/r/x-mcp-header'
        }
      ]
    ],
    [
      'two names equal ignoring case',
      obj({ a: { type: 'string', [H]: 'Region' }, b: { type: 'string', [H]: 'REGION' } }),
      [
        {
          messageId: 'duplicate',
          data: { name: 'b', header: '"REGION"', other: '"Region" of "a"' },
          pointer: '/inputSchema/properties/b/x-mcp-header'
        }
      ]
    ],
    [
      'a number parameter (not permitted)',
      obj({ n: { type: 'number', [H]: 'N' } }),
      [
        {
          messageId: 'not-primitive',
          data: { header: '"N"', name: 'n', problem: 'its type is "number"' },
          pointer: '/inputSchema/properties/n/x-mcp-header'
        }
      ]
    ],
    [
      'an array parameter',
      obj({ n: { type: 'array', items: { type: 'string' }, [H]: 'N' } }),
      [
        {
          messageId: 'not-primitive',
          data: { header: '"N"', name: 'n', problem: 'its type is "array"' },
          pointer: '/inputSchema/properties/n/x-mcp-header'
        }
      ]
    ],
    [
      'a parameter with no type',
      obj({ n: { description: 'anything', [H]: 'N' } }),
      [
        {
          messageId: 'not-primitive',
          data: { header: '"N"', name: 'n', problem: 'it declares no type' },
          pointer: '/inputSchema/properties/n/x-mcp-header'
        }
      ]
    ],
    [
      'inside array items',
      obj({ rows: { type: 'array', items: { type: 'object', properties: { id: { type: 'string', [H]: 'Id' } } } } }),
      [
        {
          messageId: 'not-reachable',
          data: { header: '"Id"', where: '/inputSchema/properties/rows/items/properties/id' },
          pointer: '/inputSchema/properties/rows/items/properties/id/x-mcp-header'
        }
      ]
    ],
    [
      'inside a oneOf branch',
      obj({ a: { type: 'string' } }, { oneOf: [{ properties: { a: { type: 'string', [H]: 'A' } } }] }),
      [
        {
          messageId: 'not-reachable',
          data: { header: '"A"', where: '/inputSchema/oneOf/0/properties/a' },
          pointer: '/inputSchema/oneOf/0/properties/a/x-mcp-header'
        }
      ]
    ],
    [
      'inside a $defs target of a $ref',
      obj({ r: { $ref: '#/$defs/R' } }, { $defs: { R: { type: 'string', [H]: 'R' } } }),
      [
        {
          messageId: 'not-reachable',
          data: { header: '"R"', where: '/inputSchema/$defs/R' },
          pointer: '/inputSchema/$defs/R/x-mcp-header'
        }
      ]
    ],
    [
      'on the schema root',
      { type: 'object', [H]: 'Root', properties: {} },
      [
        {
          messageId: 'not-reachable',
          data: { header: '"Root"', where: '/inputSchema' },
          pointer: '/inputSchema/x-mcp-header'
        }
      ]
    ]
  ])('fires on %s', (_label, schema, expected) => {
    expect(run(schema)).toEqual(expected);
  });

  it.each([
    [
      "the specification's example",
      obj(
        { region: { type: 'string', description: 'The region', [H]: 'Region' }, query: { type: 'string' } },
        { required: ['region', 'query'] }
      )
    ],
    [
      'integer and boolean parameters',
      obj({ n: { type: 'integer', [H]: 'Shard' }, b: { type: 'boolean', [H]: 'Dry-Run' } })
    ],
    ['a nullable string (the header is omitted for null)', obj({ r: { type: ['string', 'null'], [H]: 'Region' } })],
    ['an enum of strings with no type', obj({ r: { enum: ['eu', 'us'], [H]: 'Region' } })],
    [
      'a nested object property reached through properties only',
      obj({ opts: { type: 'object', properties: { tenant: { type: 'string', [H]: 'Tenant' } } } })
    ],
    ['every tchar', obj({ r: { type: 'string', [H]: "a!#$%&'*+-.^_`|~9Z" } })],
    ['no annotations', obj({ q: { type: 'string' } })],
    ['no schema', undefined]
  ])('does not fire on %s', (_label, schema) => {
    expect(run(schema)).toEqual([]);
  });

  it('applies under 2026-07-28 only: the earlier texts define no x-mcp-header', () => {
    const bad = obj({ n: { type: 'number', [H]: '' } });
    expect(run(bad, '2026-07-28').map((f) => f.messageId)).toEqual(['empty', 'not-primitive']);
    expect(run(bad, '2025-11-25')).toEqual([]);
    expect(run(bad, '2025-06-18')).toEqual([]);
  });
});
