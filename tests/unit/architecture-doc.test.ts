/**
 * docs/architecture.md draws the house as lines of folders, top to bottom. This holds the picture to
 * the code: every folder of core/ and src/node/ is in it, and every folder-level import (the graph
 * architecture.test.ts reads) points to a lower line, never up or sideways.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from './helpers/cli.ts';
import { folderGraph, type ImportEdge } from './helpers/import-graph.ts';

const doc = readFileSync(path.join(REPO, 'docs/architecture.md'), 'utf8');

/** The picture's lines of folders for one root: folder -> line number, top line 0. */
function pictureLevels(text: string, root: 'core' | 'src/node'): Map<string, number> {
  const block = text.slice(text.indexOf('```\n'), text.indexOf('\n```', text.indexOf('```\n') + 4)).split('\n');
  const coreAt = block.findIndex((l) => l.includes('core/ (pure'));
  let rows: string[];
  if (root === 'core')
    rows = block.slice(coreAt + 1).map((l) => /^ {3}([a-z]+(?: · [a-z]+)*)(?: {2,}|$)/.exec(l)?.[1] ?? '');
  else {
    const head = block.findIndex((l) => l.includes('src/node/'));
    const col = block[head].indexOf('src/node/');
    rows = block
      .slice(head + 1, coreAt)
      .map((l) => /^\s+([a-z]+(?:\.ts)?(?: · [a-z]+)*)(?: {2,}|$)/.exec(l.slice(col))?.[1] ?? '');
  }
  const levels = new Map<string, number>();
  rows
    .filter((r) => r !== '')
    .forEach((r, i) => {
      for (const name of r.split(' · ')) levels.set(name.replace(/\.ts$/, ''), i);
    });
  return levels;
}

/** The graph's nodes: each immediate folder, and each source file directly in the root. */
function nodesOf(root: string): string[] {
  const dir = path.join(REPO, root);
  return readdirSync(dir)
    .filter((n) =>
      statSync(path.join(dir, n)).isDirectory()
        ? true
        : /\.ts$/.test(n) && !n.endsWith('.test.ts') && !n.endsWith('.d.ts') && n !== 'tsconfig.json'
    )
    .map((n) => n.replace(/\.ts$/, ''))
    .sort();
}

/** Imports that point at the same or a higher line of the picture. */
function upward(edges: ImportEdge[], levels: Map<string, number>): string[] {
  return edges
    .filter((e) => levels.get(e.to)! <= levels.get(e.from)!)
    .map((e) => `${e.from} -> ${e.to} (${e.example})`);
}

describe('docs/architecture.md, the picture', () => {
  it.each(['core', 'src/node'] as const)('names every folder of %s/, once', (root) => {
    expect([...pictureLevels(doc, root).keys()].sort()).toEqual(nodesOf(root));
  });

  it.each(['core', 'src/node'] as const)('%s/: every folder-level import points down a line', (root) => {
    const levels = pictureLevels(doc, root);
    expect(levels.size).toBeGreaterThan(5);
    expect(upward(folderGraph(REPO, root), levels)).toEqual([]);
  });

  it('the check can fail: an import up a line or along one is reported', () => {
    const levels = new Map([
      ['lint', 1],
      ['text', 2],
      ['metrics', 1]
    ]);
    const e = (from: string, to: string): ImportEdge => ({ from, to, example: 'x' });
    expect(upward([e('lint', 'text'), e('text', 'lint'), e('lint', 'metrics')], levels)).toEqual([
      'text -> lint (x)',
      'lint -> metrics (x)'
    ]);
  });
});
