import { describe, expect, it } from 'vitest';
import { resolvePath } from './bench-examples.ts';

describe('resolvePath: a catalog_path relative to the spec, as the CLI reads it from disk', () => {
  it.each([
    ['examples/bench/filesystem.yml', '../catalogs/filesystem.json', 'examples/catalogs/filesystem.json'],
    ['examples/bench/x.yml', './c.json', 'examples/bench/c.json'],
    ['spec.yml', 'catalogs/a.json', 'catalogs/a.json'],
    ['a/b/spec.yml', '/abs/c.json', 'abs/c.json']
  ])('%s + %s -> %s', (from, path, expected) => {
    expect(resolvePath(from, path)).toBe(expected);
  });
});
