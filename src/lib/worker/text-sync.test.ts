import { describe, expect, it } from 'vitest';
import type { LintUpdate } from '#core/api/lint-session';
import {
  applyEdit,
  SYNC_MIN_CHARS,
  TextMirror,
  TextSender,
  textEdit,
  type SyncedRequest,
  type TextSyncApi
} from './text-sync.ts';

const big = (fill: string) =>
  `{"tools":[${Array.from({ length: SYNC_MIN_CHARS / 16 }, (_, i) => `{"name":"t${i}","d":"${fill}"}`).join(',')}]}`;

describe('textEdit / applyEdit', () => {
  it.each([
    ['insert in the middle', 'abcdef', 'abcXdef', { at: 3, remove: 0, insert: 'X' }],
    ['delete', 'abcdef', 'abdef', { at: 2, remove: 1, insert: '' }],
    ['replace', 'abcdef', 'abZZef', { at: 2, remove: 2, insert: 'ZZ' }],
    ['same text', 'abc', 'abc', { at: 3, remove: 0, insert: '' }],
    ['from empty', '', 'abc', { at: 0, remove: 0, insert: 'abc' }],
    ['to empty', 'abc', '', { at: 0, remove: 3, insert: '' }],
    ['repeated letters (prefix and suffix must not overlap)', 'aaaa', 'aaaaa', { at: 4, remove: 0, insert: 'a' }],
    ['astral characters', 'a😀b', 'a😀😀b', { at: 3, remove: 0, insert: '😀' }]
  ])('%s', (_name, from, to, edit) => {
    expect(textEdit(from, to)).toEqual(edit);
    expect(applyEdit(from, textEdit(from, to))).toBe(to);
  });
  it('large texts, edits far from either end', () => {
    const a = big('x');
    const b = a.slice(0, 30_000) + 'inserted' + a.slice(30_005);
    expect(applyEdit(a, textEdit(a, b))).toBe(b);
    expect(textEdit(a, b).insert).toBe('inserted');
  });
});

describe('TextMirror', () => {
  const whole = (id: number, text: string): SyncedRequest => ({ id, length: text.length, text });
  it('takes a whole text, then edits of it, and refuses edits of a text it does not hold', () => {
    const m = new TextMirror();
    expect(m.accept({ id: 2, length: 2, base: 1, edit: { at: 0, remove: 0, insert: 'ab' } })).toBeUndefined();
    expect(m.accept(whole(1, 'hello'))).toBe('hello');
    expect(m.accept({ id: 2, length: 6, base: 1, edit: { at: 5, remove: 0, insert: '!' } })).toBe('hello!');
    // an edit of id 1 again: the mirror now holds 2
    expect(m.accept({ id: 3, length: 6, base: 1, edit: { at: 5, remove: 0, insert: '?' } })).toBeUndefined();
    // a length that does not match, an edit out of range
    expect(m.accept({ id: 3, length: 9, base: 2, edit: { at: 0, remove: 0, insert: 'x' } })).toBeUndefined();
    expect(m.accept({ id: 3, length: 1, base: 2, edit: { at: 4, remove: 5, insert: '' } })).toBeUndefined();
    expect(m.accept({ id: 3, length: 7, base: 2, edit: { at: 0, remove: 0, insert: '>' } })).toBe('>hello!');
  });
});

describe('TextSender', () => {
  /** A fake worker: its mirror, and the texts it linted and how they came. */
  function worker() {
    const mirror = new TextMirror();
    const linted: { text: string; how: 'whole' | 'edit'; chars: number }[] = [];
    const api: TextSyncApi = {
      async updateSynced(request) {
        const text = mirror.accept(request);
        if (text === undefined) return { resend: true };
        const how = 'text' in request ? 'whole' : 'edit';
        linted.push({ text, how, chars: 'text' in request ? request.text.length : request.edit.insert.length });
        return { ok: true, file: request.file } as unknown as LintUpdate;
      }
    };
    return { api, linted };
  }

  it('sends a large text whole once, then only the edits; the worker lints the page text each time', async () => {
    const w = worker();
    const sender = new TextSender();
    const texts = [big('a'), big('a').replace('"t7"', '"t7x"'), big('a').replace('"t7"', '"t7xy"'), big('a')];
    for (const t of texts) await sender.update(w.api, t, { file: 'f.json' });
    expect(w.linted.map((l) => l.text)).toEqual(texts);
    expect(w.linted.map((l) => l.how)).toEqual(['whole', 'edit', 'edit', 'edit']);
    expect(Math.max(...w.linted.slice(1).map((l) => l.chars))).toBeLessThan(10);
  });

  it('a small text always goes whole', async () => {
    const w = worker();
    const sender = new TextSender();
    for (const t of ['{"tools":[]}', '{"tools":[ ]}']) await sender.update(w.api, t, {});
    expect(w.linted.map((l) => l.how)).toEqual(['whole', 'whole']);
  });

  it('a fresh worker (restarted) gets the text whole after answering resend', async () => {
    const first = worker();
    const sender = new TextSender();
    await sender.update(first.api, big('a'), {});
    const second = worker();
    const next = big('b');
    await sender.update(second.api, next, {});
    expect(second.linted).toEqual([{ text: next, how: 'whole', chars: next.length }]);
  });

  it('after forget() the next text goes whole', async () => {
    const w = worker();
    const sender = new TextSender();
    await sender.update(w.api, big('a'), {});
    sender.forget();
    await sender.update(w.api, big('c'), {});
    expect(w.linted.map((l) => l.how)).toEqual(['whole', 'whole']);
  });
});
