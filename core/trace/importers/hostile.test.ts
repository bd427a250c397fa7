import { describe, expect, it } from 'vitest';
import { importTrace } from './index.ts';
import { MAX_ERRORS } from './trace-reader.ts';

const deep = '['.repeat(100_000) + ']'.repeat(100_000);

describe('hostile trace input', () => {
  it.each([
    ['a deeply nested JSON document', deep],
    ['deeply nested JSONL lines', `${deep}\n${deep}`],
    ['a deeply nested line in a JSON-RPC transcript', `{"jsonrpc":"2.0","id":1,"method":"ping"}\n${deep}`]
  ])('returns diagnostics, never throws, for %s', (_label, text) => {
    const r = importTrace(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.length).toBeGreaterThan(0);
  });

  it('caps warnings and positions only the ones it keeps', () => {
    const messages = Array.from({ length: 50_000 }, (_, i) => ({ role: 'tool', tool_call_id: `x${i}`, content: 'y' }));
    const r = importTrace(JSON.stringify({ messages: [...messages, { role: 'assistant', content: 'done' }] }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.warnings).toHaveLength(MAX_ERRORS + 1);
    expect(r.warnings[MAX_ERRORS].message).toBe(`${50_000 - MAX_ERRORS} more warnings not shown`);
  });

  it('treats __proto__ ids and names as plain data', () => {
    const r = importTrace({
      messages: [
        {
          role: 'assistant',
          tool_calls: [
            {
              id: '__proto__',
              type: 'function',
              function: { name: 'constructor', arguments: '{"__proto__":{"polluted":1}}' }
            }
          ]
        },
        { role: 'tool', tool_call_id: '__proto__', content: 'ok' },
        { role: 'assistant', content: 'done' }
      ]
    });
    expect(r.ok && r.trace.runs[0].calls[0]).toMatchObject({ tool: 'constructor', result: 'ok' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
