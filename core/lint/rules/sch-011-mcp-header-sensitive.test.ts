import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import type { SpecVersion } from '../spec-versions.ts';
import { sch011McpHeaderSensitive as rule } from './sch-011-mcp-header-sensitive.ts';

const run = (properties: Record<string, unknown>, spec: SpecVersion = '2026-07-28') =>
  rule.check({
    options: {},
    spec,
    name: 't',
    description: 'd',
    tool: { name: 't', inputSchema: { type: 'object', properties } } as Tool
  });
const H = 'x-mcp-header';

describe('SCH-011 mcp-header-sensitive', () => {
  it.each([
    ['an API key', { api_key: { type: 'string', [H]: 'Key' } }, 'api_key', 'its name says "api_key"'],
    [
      'a camelCase access token',
      { accessToken: { type: 'string', [H]: 'Access' } },
      'accessToken',
      'its name says "token"'
    ],
    ['a password by its header name', { p: { type: 'string', [H]: 'Password' } }, 'p', 'its name says "password"'],
    ['an e-mail address (PII)', { email: { type: 'string', [H]: 'Email' } }, 'email', 'its name says "email"'],
    ['format password', { pin: { type: 'string', format: 'password', [H]: 'Pin' } }, 'pin', 'it has format "password"'],
    ['writeOnly', { pin: { type: 'string', writeOnly: true, [H]: 'Pin' } }, 'pin', 'it is writeOnly']
  ])('fires on %s', (_label, properties, name, because) => {
    expect(run(properties)).toEqual([
      { messageId: 'sensitive', data: { name, because }, pointer: `/inputSchema/properties/${name}/x-mcp-header` }
    ]);
  });

  it.each([
    ['a region', { region: { type: 'string', [H]: 'Region' } }],
    ['an author (not "auth")', { author: { type: 'string', [H]: 'Author' } }],
    ['max_tokens (a count, not a token)', { max_tokens: { type: 'integer', [H]: 'Max-Tokens' } }],
    ['a secret that is not mirrored', { api_key: { type: 'string' } }]
  ])('does not fire on %s', (_label, properties) => {
    expect(run(properties)).toEqual([]);
  });

  it('applies under 2026-07-28 only', () => {
    expect(run({ api_key: { type: 'string', [H]: 'Key' } }, '2025-11-25')).toEqual([]);
  });
});
