import { describe, expect, it } from 'vitest';
import { RULE_LIST } from '../lint/registry.ts';
import type { Encoders } from '../tokens/encoders.ts';
import { createCoreApi } from './core-api.ts';

describe('createCoreApi', () => {
  it('loads the encoders once, on the first lint, and uses them', async () => {
    let loads = 0;
    const api = createCoreApi(async () => {
      loads++;
      return { cl100k: (t) => t.length, o200k: (t) => t.length } satisfies Encoders;
    });
    expect(loads).toBe(0);
    const a = await api.lint({ text: '{"tools":[{"name":"abc"}]}', file: 'a.json' });
    const b = await api.lint({ text: '[{"name":"abcd"}]' });
    expect(loads).toBe(1);
    if (!a.ok || !b.ok) throw new Error('expected ok');
    expect(a.file).toBe('a.json');
    // name + "" + "{}" : the surface strings' lengths under the fake encoder
    expect(a.summary.tokens.cl100k).toBe(3 + 0 + 2);
    expect(b.summary.tokens.cl100k).toBe(4 + 0 + 2);
  });

  it("answers 'if-loaded' requests at once without tokens, then exactly once warm", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const api = createCoreApi(async () => {
      await gate;
      return { cl100k: (t) => t.length, o200k: (t) => t.length } satisfies Encoders;
    });
    const quick = await api.lint({ text: '[{"name":"abc"}]', tokens: 'if-loaded' });
    if (!quick.ok) throw new Error('expected ok');
    expect(quick.summary.exactTokens).toBe(false);
    expect(quick.summary.tokens.cl100k).toBe(0);
    const warm = api.warm();
    release();
    await warm;
    const exact = await api.lint({ text: '[{"name":"abc"}]', tokens: 'if-loaded' });
    if (!exact.ok) throw new Error('expected ok');
    expect(exact.summary.exactTokens).toBe(true);
    expect(exact.summary.tokens.cl100k).toBe(5);
  });

  it('serves the docs of every registered rule', async () => {
    const docs = await createCoreApi(async () => ({ cl100k: () => 0, o200k: () => 0 })).rules();
    expect(docs.map((d) => d.id)).toEqual(RULE_LIST.map((r) => r.id));
    for (const d of docs) expect(d.summary && d.why && d.fix).toBeTruthy();
  });
});
