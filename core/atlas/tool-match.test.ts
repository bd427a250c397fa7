import { describe, expect, it } from 'vitest';
import { canonicalToolId, toolIdMatches } from './tool-match.ts';

describe('toolIdMatches', () => {
  it.each([
    ['brave_search', { tool: 'brave_search' }, true],
    ['brave_search', { server: 'brave', tool: 'search' }, true],
    ['google-maps_geocode', { server: 'google-maps', tool: 'geocode' }, true],
    ['github__create_issue', { server: 'github', tool: 'create_issue' }, true],
    ['github.create_issue', { server: 'github', tool: 'create_issue' }, true],
    ['github.create_issue', { tool: 'create_issue' }, false],
    ['create_issue', { server: 'github', tool: 'create_issue' }, true],
    ['brave_search', { server: 'brave', tool: 'search_images' }, false],
    ['brave_searc', { server: 'brave', tool: 'search' }, false]
  ])('%s against %j is %s', (id, call, expected) => {
    expect(toolIdMatches(id, call)).toBe(expected);
  });

  it('names a call by the first listed id it matches, else by its own qualified id', () => {
    expect(canonicalToolId({ server: 'brave', tool: 'search' }, ['x', 'brave_search'])).toBe('brave_search');
    expect(canonicalToolId({ server: 'brave', tool: 'search' }, ['x'])).toBe('brave.search');
  });
});
