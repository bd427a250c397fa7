/**
 * Folders import one way. In core/ and in src/node/, the folder-level import graph (one node per
 * immediate subfolder: core/lint/rules counts as core/lint; a file directly in src/node, like
 * main.ts, is a node of its own) has no cycle, counting every relative and `#core/*` import,
 * type-only and dynamic ones included. A cycle fails naming its folders and the imports that
 * close it, so the fix (move the shared piece down) is plain. Over the whole tree (core/ and src/,
 * `.svelte` components included) no file-level cycle either, and the playground never imports
 * src/node. core/'s purity (nothing from src/,
 * no Node built-in) is checked in core-purity.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  fileGraph,
  findCycles,
  folderGraph,
  importSpecifiers,
  nodeOf,
  resolveSpecifier,
  sourceFiles,
  type ImportEdge
} from './helpers/import-graph.ts';
import { REPO } from './helpers/cli.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';

function describeCycles(edges: ImportEdge[]): string[] {
  return findCycles(edges).map((c) => `${c.members.join(', ')}: ${c.path.join(' -> ')}\n  ${c.imports.join('\n  ')}`);
}

describe('folder-level imports', () => {
  it.each(['core', 'src/node'])('%s/ has no import cycle between its folders', (root) => {
    const edges = folderGraph(REPO, root);
    // A graph this small would mean the reader found nothing, not that the code is clean.
    expect(edges.length).toBeGreaterThan(10);
    expect(describeCycles(edges)).toEqual([]);
  });

  it('arrows between src/ and core/ point down: src/ imports core/, core/ never src/', () => {
    const crossing = (from: string, to: string) =>
      sourceFiles(path.join(REPO, from)).flatMap((file) =>
        importSpecifiers(readFileSync(file, 'utf8'))
          .filter((spec) => resolveSpecifier(REPO, file, spec)?.startsWith(path.join(REPO, to) + path.sep))
          .map((spec) => `${path.relative(REPO, file)} -> ${spec}`)
      );
    expect(crossing('core', 'src')).toEqual([]);
    expect(crossing('src/node', 'core').length).toBeGreaterThan(0);
  });
});

describe('file-level imports over the whole tree', () => {
  // core/ and src/ (src/lib, src/routes with their .svelte components, src/node): every import.
  const edges = fileGraph(REPO, ['core', 'src']);

  it('no file-level import cycle anywhere, type-only imports included (move the shared type down)', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges.some((e) => e.from.endsWith('.svelte'))).toBe(true);
    expect(describeCycles(edges)).toEqual([]);
  });

  it('the playground (src/lib, src/routes) never imports the Node CLI (src/node)', () => {
    const intoNode = edges.filter((e) => /^src\/(lib|routes)\//.test(e.from) && e.to.startsWith('src/node/'));
    expect(intoNode.map((e) => e.example)).toEqual([]);
  });
});

describe('the import reader', () => {
  it.each([
    ['a static import', "import { a } from './a.ts';", ['./a.ts']],
    ['a type-only import', "import type { A } from '../x/a.ts';", ['../x/a.ts']],
    ['a re-export', "export { a } from './a.ts';\nexport * from './b.ts';", ['./a.ts', './b.ts']],
    ['a dynamic import', "const m = await import('../commands/lint.ts');", ['../commands/lint.ts']],
    ['a side-effect import', "import './setup.ts';", ['./setup.ts']],
    ['an import type in a type position', "let x: typeof import('./a.ts').A;", ['./a.ts']],
    ['an import in a comment is none', "// import { a } from './a.ts';\n/* from '../b.ts' */", []]
  ])('finds %s', (_label, text, expected) => {
    expect(importSpecifiers(text)).toEqual(expected);
  });

  it('resolves relative and #core specifiers, and leaves packages alone', () => {
    const from = path.join(REPO, 'src/node/commands/lint.ts');
    expect(resolveSpecifier(REPO, from, '#core/lint/lint')).toBe(path.join(REPO, 'core/lint/lint'));
    expect(resolveSpecifier(REPO, from, '../cli/args.ts')).toBe(path.join(REPO, 'src/node/cli/args.ts'));
    expect(resolveSpecifier(REPO, from, 'yaml')).toBeNull();
    expect(nodeOf(path.join(REPO, 'core'), path.join(REPO, 'core/lint/rules/x.ts'))).toBe('lint');
    expect(nodeOf(path.join(REPO, 'src/node'), path.join(REPO, 'src/node/main.ts'))).toBe('main');
    expect(nodeOf(path.join(REPO, 'src/node'), path.join(REPO, 'core/lint/lint.ts'))).toBeNull();
  });

  it('names a cycle, its folders and the imports that close it', () => {
    const edge = (from: string, to: string): ImportEdge => ({ from, to, example: `${from}/x.ts -> ../${to}/y.ts` });
    const edges = [
      edge('lint', 'bench'),
      edge('bench', 'report'),
      edge('report', 'lint'),
      edge('report', 'source'),
      edge('suite', 'lint')
    ];
    expect(describeCycles(edges)).toEqual([
      'bench, lint, report: bench -> report -> lint -> bench\n  bench/x.ts -> ../report/y.ts\n  report/x.ts -> ../lint/y.ts\n  lint/x.ts -> ../bench/y.ts'
    ]);
    expect(findCycles(edges.filter((e) => e.from !== 'report' || e.to !== 'lint'))).toEqual([]);
  });
});
