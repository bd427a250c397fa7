import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expandBraces, expandInputs, pathMatches } from './inputs.ts';

describe('expandBraces', () => {
  it.each([
    ['a.json', ['a.json']],
    ['{a,b}.json', ['a.json', 'b.json']],
    ['x/{a,b/{c,d}}.yml', ['x/a.yml', 'x/b/c.yml', 'x/b/d.yml']],
    ['{a}.json', ['{a}.json']],
    ['{a,b.json', ['{a,b.json']]
  ])('%s', (glob, expected) => {
    expect(expandBraces(glob)).toEqual(expected);
  });
});

describe('pathMatches', () => {
  it.each([
    ['*.json', 'a.json', true],
    ['*.json', 'd/a.json', false],
    ['**/*.json', 'a.json', true],
    ['**/*.json', 'd/e/a.json', true],
    ['d/**', 'd/e/a.json', true],
    ['d/*/a.json', 'd/e/a.json', true],
    ['d/*/a.json', 'd/a.json', false],
    ['?.json', 'a.json', true],
    ['?.json', 'ab.json', false],
    ['*.json', '.hidden.json', false],
    ['.*.json', '.hidden.json', true],
    ['**/*.json', '.git/a.json', false]
  ])('%s against %s is %s', (glob, file, expected) => {
    expect(pathMatches(glob, file)).toBe(expected);
  });
});

describe('expandInputs', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'tg-inputs-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  for (const f of ['a.json', 'b.yaml', 'notes.txt', 'd/c.json', 'd/e/f.yml', 'node_modules/x.json', '.git/y.json']) {
    mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    writeFileSync(path.join(root, f), '{}');
  }
  const ext = ['.json', '.yaml', '.yml'];

  it('a directory stands for its catalogs, recursively, sorted, without node_modules or dot-folders', async () => {
    expect(await expandInputs(root, ['.'], ext)).toEqual({
      files: ['a.json', 'b.yaml', 'd/c.json', 'd/e/f.yml'],
      problems: []
    });
  });
  it('globs expand relative to the working directory; duplicates are read once, in argument order', async () => {
    expect(await expandInputs(root, ['d/**/*.{json,yml}', 'a.json', 'd/c.json'], ext)).toEqual({
      files: ['d/c.json', 'd/e/f.yml', 'a.json'],
      problems: []
    });
  });
  it('a file named explicitly is kept whatever its extension, and a missing one is left to the reader', async () => {
    expect(await expandInputs(root, ['notes.txt', 'missing.json', '-'], ext)).toEqual({
      files: ['notes.txt', 'missing.json', '-'],
      problems: []
    });
  });
  it('a glob that matches nothing and an empty directory are named as problems', async () => {
    mkdirSync(path.join(root, 'empty'));
    expect(await expandInputs(root, ['*.xml', 'empty'], ext)).toEqual({
      files: [],
      problems: ['no file matches *.xml', 'empty is a directory with no .json, .yaml, .yml file in it']
    });
  });
  it('an absolute glob yields absolute paths', async () => {
    expect((await expandInputs('/', [path.join(root, '*.json')], ext)).files).toEqual([path.join(root, 'a.json')]);
  });
});
