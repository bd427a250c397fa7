import { describe, expect, it } from 'vitest';
import { metaOf, readMeta, storageProblem, summarize, withEntry, type WorkspaceSummary } from './store.ts';

describe('storage problems are explained, not thrown', () => {
  it('a full quota says what to do and that the edits are still on the page', async () => {
    const e = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    expect(await storageProblem(e)).toMatch(
      /^The browser refused to save the workspace: its storage for this site is full\. Delete workspaces you no longer need, or remove big files; your edits stay on this page until it is closed\.$/
    );
  });
  it('storage turned off (private browsing)', async () => {
    expect(await storageProblem(Object.assign(new Error('x'), { name: 'InvalidStateError' }))).toMatch(
      /cannot store workspaces here/
    );
  });
  it('anything else keeps its message', async () => {
    expect(await storageProblem(new Error('disk on fire'))).toBe('The workspace could not be saved: disk on fire');
  });
});

describe('summarize', () => {
  it('counts files and characters', () => {
    const s = summarize({
      id: 'i',
      name: 'n',
      revision: 3,
      created: 1,
      updated: 2,
      workspace: {
        files: [
          { path: 'a.json', text: '{}', kind: 'catalog' },
          { path: 'b.yml', text: 'x: 1', kind: 'other' }
        ],
        active: 'a.json',
        view: 'lint'
      }
    });
    expect(s).toEqual({ id: 'i', name: 'n', files: 2, bytes: 6, updated: 2 });
  });
});

describe('withEntry (the list after an autosave, without reading every workspace back)', () => {
  const w = (id: string, updated: number, bytes = 1): WorkspaceSummary => ({ id, name: id, files: 1, bytes, updated });
  it.each([
    ['replaces the saved entry and moves it first', [w('a', 3), w('b', 2), w('c', 1)], w('c', 4, 9), ['c', 'a', 'b']],
    ['keeps its place when it stays the newest', [w('a', 3), w('b', 2)], w('a', 5, 7), ['a', 'b']],
    ['adds an entry the list did not have', [w('a', 3)], w('z', 1), ['a', 'z']]
  ])('%s', (_name, list, entry, order) => {
    const out = withEntry(list, entry);
    expect(out.map((x) => x.id)).toEqual(order);
    expect(out.find((x) => x.id === entry.id)).toBe(entry);
    expect(out).toHaveLength(order.length);
  });
});

describe('the meta entry beside each record (what the list and the revision check read)', () => {
  const record = {
    id: 'i',
    name: 'n',
    revision: 7,
    created: 1,
    updated: 2,
    workspace: {
      files: [{ path: 'a.json', text: '{"tools":[]}', kind: 'catalog' as const }],
      active: 'a.json',
      view: 'lint'
    }
  };
  it('metaOf keeps the revision and dates, counts files and characters, and holds no file text', () => {
    const m = metaOf(record);
    expect(m).toEqual({ id: 'i', name: 'n', revision: 7, created: 1, updated: 2, files: 1, bytes: 12 });
    expect(JSON.stringify(m)).not.toContain('tools');
  });
  it.each([
    ['a stored entry reads back as written', metaOf(record), metaOf(record)],
    [
      'missing counts and dates read as 0',
      { id: 'i', name: 'n', revision: 1 },
      { id: 'i', name: 'n', revision: 1, files: 0, bytes: 0, created: 0, updated: 0 }
    ],
    ['no revision: unreadable', { id: 'i', name: 'n' }, undefined],
    ['no id: unreadable', { name: 'n', revision: 1 }, undefined],
    ['not an object', 'x', undefined],
    ['null', null, undefined]
  ])('readMeta: %s', (_name, value, expected) => {
    expect(readMeta(value)).toEqual(expected);
  });
});
