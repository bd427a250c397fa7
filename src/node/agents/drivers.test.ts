import { describe, expect, test } from 'vitest';
import { DEFAULT_PROVIDER_TIMEOUT_MS, driverFor, providerOf, providerTimeoutMs } from './drivers.ts';

describe('driverFor: the model picks the driver, the environment gives the key', () => {
  test.each([
    ['lexical', 'builtin'],
    ['bm25', 'builtin'],
    ['gpt-4.1-mini', 'openai'],
    ['o4-mini', 'openai'],
    ['openai:qwen2.5', 'openai'],
    ['claude-sonnet-4-5', 'anthropic'],
    ['anthropic:my-proxy-model', 'anthropic'],
    ['mistral-large', undefined]
  ])('%s -> %s', (model, provider) => {
    expect(providerOf(model)).toBe(provider);
  });

  test('the built-in agents need nothing', () => {
    expect(driverFor('lexical', { env: {} }).ok).toBe(true);
  });

  test('an HTTP model without its key says which variable to set', () => {
    expect(driverFor('gpt-5', { env: {} })).toEqual({
      ok: false,
      reason:
        'model gpt-5 needs OPENAI_API_KEY in the environment (or OPENAI_BASE_URL for a local server that takes no key)'
    });
    expect(driverFor('claude-sonnet-4-5', { env: { ANTHROPIC_API_KEY: '' } })).toEqual({
      ok: false,
      reason: 'model claude-sonnet-4-5 needs ANTHROPIC_API_KEY in the environment'
    });
    expect(driverFor('gpt-5', { env: { OPENAI_API_KEY: 'sk' } }).ok).toBe(true);
    // A local OpenAI-compatible server takes no key.
    expect(driverFor('openai:llama3.1', { env: { OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' } }).ok).toBe(true);
  });

  test('an unknown model names the choices', () => {
    const r = driverFor('mistral-large', { env: {} });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toContain('openai:<model>');
  });
});

describe('providerTimeoutMs: the provider deadline from TOOLGAUGE_PROVIDER_TIMEOUT_MS', () => {
  test.each([
    [undefined, DEFAULT_PROVIDER_TIMEOUT_MS],
    ['5000', 5000],
    [' 250 ', 250],
    ['0', DEFAULT_PROVIDER_TIMEOUT_MS],
    ['-1', DEFAULT_PROVIDER_TIMEOUT_MS],
    ['1.5', DEFAULT_PROVIDER_TIMEOUT_MS],
    ['soon', DEFAULT_PROVIDER_TIMEOUT_MS]
  ])('%s -> %s', (raw, ms) => {
    expect(providerTimeoutMs({ TOOLGAUGE_PROVIDER_TIMEOUT_MS: raw })).toBe(ms);
  });
});
