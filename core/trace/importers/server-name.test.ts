import { describe, expect, it } from 'vitest';
import { splitServerName } from './server-name.ts';

describe('splitServerName', () => {
  it.each([
    ['github__create_issue', {}, { server: 'github', tool: 'create_issue' }],
    ['create_issue', {}, { tool: 'create_issue' }],
    ['__leading', {}, { tool: '__leading' }],
    ['trailing__', {}, { tool: 'trailing__' }],
    ['mcp__github__create_issue', {}, { server: 'github', tool: 'create_issue' }],
    ['github-create_issue', { separator: '-' }, { server: 'github', tool: 'create_issue' }],
    ['github.create_issue', { separator: '.' }, { server: 'github', tool: 'create_issue' }],
    ['github.create_issue', { separator: ['__', '.'] }, { server: 'github', tool: 'create_issue' }],
    ['github__create_issue', { separator: false as const }, { tool: 'github__create_issue' }],
    ['github__create_issue', { separator: '' }, { tool: 'github__create_issue' }],
    [
      'google-maps-geocode',
      { separator: '-', servers: ['google', 'google-maps'] },
      { server: 'google-maps', tool: 'geocode' }
    ],
    ['brave-search', { separator: '-', servers: ['google-maps'] }, { tool: 'brave-search' }]
  ])('splits %j with %j', (name, options, expected) => {
    expect(splitServerName(name, options)).toEqual(expected);
  });
});
