import { describe, expect, it } from 'vitest';
import { ClassIndex, IdMatcher, memberMatches } from './class-match.ts';

describe('member matching', () => {
  it.each([
    ['google.search', { server: 'google', tool: 'search' }, true, 'a qualified member matches its own qualified id'],
    [
      'google.search',
      { server: 'brave', tool: 'search' },
      false,
      'a qualified member does not match the same tool on another server'
    ],
    ['google.search', { tool: 'search' }, false, 'a qualified member does not match a call with no server'],
    [
      'google.search',
      { tool: 'google.search' },
      false,
      'a call with no server matches bare members only, even if its name looks qualified'
    ],
    ['search', { server: 'google', tool: 'search' }, true, 'a bare member matches the tool on any server'],
    ['search', { server: 'brave', tool: 'search' }, true, 'a bare member matches the tool on any server (2)'],
    ['search', { tool: 'search' }, true, 'a bare member matches a call with no server'],
    ['search', { server: 'google', tool: 'web_search' }, false, 'a bare member matches only its own name'],
    [
      'gh.repos.list',
      { server: 'gh', tool: 'repos.list' },
      true,
      'a dotted tool name is matched through its qualified id'
    ],
    ['search', { server: '', tool: 'search' }, true, 'an empty server is treated as no server']
  ] as Array<[string, { server?: string; tool: string }, boolean, string]>)(
    '%s vs %j -> %s (%s)',
    (member, call, want) => {
      expect(memberMatches(member, call)).toBe(want);
      expect(new IdMatcher([member]).matches(call)).toBe(want);
    }
  );
});

describe('class index', () => {
  const index = new ClassIndex([
    { name: 'search', members: ['brave.web_search', 'google.search'] },
    { name: 'fetch', members: ['http.get', 'fetch'] },
    { name: 'any-get', members: ['get', 'http.get'] }
  ]);
  it.each([
    [{ server: 'google', tool: 'search' }, [0]],
    [{ server: 'http', tool: 'get' }, [1, 2]],
    [{ server: 'other', tool: 'get' }, [2]],
    [{ tool: 'fetch' }, [1]],
    [{ server: 'shell', tool: 'exec' }, []]
  ])('%j lands in classes %j', (call, want) => expect(index.classesOf(call)).toEqual(want));
});
