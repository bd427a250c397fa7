import { describe, expect, it } from 'vitest';
import { maskUrl, scrubSecrets, secretList, urlSecrets } from './secrets.ts';

describe('scrubSecrets', () => {
  it.each([
    [
      'the exact key sent',
      'Incorrect API key provided: local-key-1234. You can find…',
      ['local-key-1234'],
      'Incorrect API key provided: ***. You can find…'
    ],
    [
      'an OpenAI key it was not told about',
      'Incorrect API key provided: sk-proj-abcdefghijklmnopqrstuvwx.',
      [],
      'Incorrect API key provided: ***.'
    ],
    ['an Anthropic key', 'bad key sk-ant-api03-AAAAAAAAAAAAAAAAAAAAAAAA', [], 'bad key ***'],
    ['a GitHub token', 'token ghp_0123456789abcdefghijABCDEFGHIJ012345 rejected', [], 'token *** rejected'],
    [
      'a Bearer token keeps the word Bearer',
      'Authorization: Bearer abcdefghijklmnop.qrs',
      [],
      'Authorization: Bearer ***'
    ],
    ['an AWS key id', 'AKIAIOSFODNN7EXAMPLE is not allowed', [], '*** is not allowed'],
    ['a JWT', 'jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijklmno', [], 'jwt ***']
  ])('masks %s', (_label, text, secrets, expected) => {
    expect(scrubSecrets(text, secrets)).toBe(expected);
  });

  it('leaves ordinary text, short values and numbers alone', () => {
    expect(scrubSecrets('HTTP 401: unauthorized after 12 ms (skip-list ok)', ['1', 'ab'])).toBe(
      'HTTP 401: unauthorized after 12 ms (skip-list ok)'
    );
  });

  it('masks a longer secret before a shorter one inside it', () => {
    expect(secretList(['abcd', 'abcdefgh', 'Bearer tok-12345'])).toEqual([
      'Bearer tok-12345',
      'tok-12345',
      'abcdefgh',
      'abcd'
    ]);
  });
});

describe('URL secrets', () => {
  it('masks every query value and the password, raw and decoded', () => {
    expect(urlSecrets('https://u:p%40ss@h.example/mcp?api_key=k%2B123&x=1')).toEqual(
      expect.arrayContaining(['p%40ss', 'p@ss', 'k+123', 'k%2B123'])
    );
    expect(maskUrl('http://127.0.0.1:9/mcp?api_key=secret-123&region=eu-west')).toBe(
      'http://127.0.0.1:9/mcp?api_key=***&region=***'
    );
  });

  it('returns no secrets for a URL without any', () => {
    expect(urlSecrets('http://127.0.0.1:9/mcp')).toEqual([]);
    expect(urlSecrets('not a url')).toEqual([]);
  });
});
