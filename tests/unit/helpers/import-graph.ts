/**
 * The folder-level import graph of a source tree, read from the files' own import statements
 * (TypeScript's pre-processor, so type-only imports, `export … from` and `import()` all count and
 * comments do not). One node per immediate subfolder of the root (core/lint/rules is core/lint);
 * a file directly in the root is a node of its own. Test files are left out: a test may reach
 * anywhere to check its subject.
 */
import ts from 'typescript';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface ImportEdge {
  from: string;
  to: string;
  /** One file-level import that makes this edge, for the failure message. */
  example: string;
}

export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== '__snapshots__' && name !== 'node_modules') out.push(...sourceFiles(full));
    } else if (/\.(ts|js|mjs)$/.test(name) && !/\.test\.ts$|\.d\.ts$/.test(name)) out.push(full);
  }
  return out;
}

/** Every module specifier a file imports or re-exports: static, dynamic and type-only. */
export function importSpecifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** The file a specifier points at (repo-absolute), or null for packages and aliases outside the repo. */
export function resolveSpecifier(repo: string, fromFile: string, spec: string): string | null {
  if (spec.startsWith('#core/')) return path.join(repo, 'core', spec.slice('#core/'.length));
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  return null;
}

/** The graph node a file belongs to: its immediate subfolder of root, or the file itself. */
export function nodeOf(root: string, file: string): string | null {
  const rel = path.relative(root, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [head, ...rest] = rel.split(path.sep);
  return rest.length === 0 ? head.replace(/\.(ts|js|mjs)$/, '') : head;
}

export function folderGraph(repo: string, rootRel: string): ImportEdge[] {
  const root = path.join(repo, rootRel);
  const edges = new Map<string, ImportEdge>();
  for (const file of sourceFiles(root)) {
    const from = nodeOf(root, file)!;
    for (const spec of importSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(repo, file, spec);
      const to = target && nodeOf(root, target);
      if (!to || to === from) continue;
      const key = `${from}\0${to}`;
      if (!edges.has(key)) edges.set(key, { from, to, example: `${path.relative(repo, file)} -> ${spec}` });
    }
  }
  return [...edges.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/**
 * One cycle per strongly connected component of more than one node (Tarjan), with one concrete
 * loop through it and the imports that make that loop.
 */
export interface ImportCycle {
  /** Every node of the strongly connected component, sorted. */
  members: string[];
  /** One loop through it, first node repeated at the end. */
  path: string[];
  /** For each step of the loop, one import that makes it. */
  imports: string[];
}

export function findCycles(edges: ImportEdge[]): ImportCycle[] {
  const out = new Map<string, string[]>();
  for (const e of edges) out.set(e.from, [...(out.get(e.from) ?? []), e.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of out.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1) components.push(comp.sort());
    }
  };
  for (const v of [...new Set(edges.flatMap((e) => [e.from, e.to]))].sort()) if (!index.has(v)) visit(v);
  return components.map((comp) => {
    // One concrete loop inside the component: breadth-first from its first node back to itself.
    const inComp = new Set(comp);
    const start = comp[0];
    const prev = new Map<string, string>();
    const queue = [start];
    let last = '';
    while (queue.length && !last) {
      const v = queue.shift()!;
      for (const w of out.get(v) ?? []) {
        if (!inComp.has(w)) continue;
        if (w === start) {
          last = v;
          break;
        }
        if (!prev.has(w)) {
          prev.set(w, v);
          queue.push(w);
        }
      }
    }
    const loop = [start];
    for (let v = last; v !== start; v = prev.get(v)!) loop.splice(1, 0, v);
    loop.push(start);
    const byKey = new Map(edges.map((e) => [`${e.from}\0${e.to}`, e.example]));
    const imports = loop.slice(0, -1).map((v, i) => byKey.get(`${v}\0${loop[i + 1]}`)!);
    return { members: comp, path: loop, imports };
  });
}

/** Source files of the whole tree as the file-level graph reads them: also `.svelte` components. */
function treeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== '__snapshots__' && name !== 'node_modules') out.push(...treeFiles(full));
    } else if (/\.(ts|js|mjs|svelte)$/.test(name) && !/\.test\.ts$|\.d\.ts$/.test(name)) out.push(full);
  }
  return out;
}

/** The module text a file's imports are in: a component's `<script>` blocks, or the whole file. */
function scriptText(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.svelte')) return text;
  return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
}

/** The file a specifier names, trying the extensions an extensionless one may mean ($lib, #core). */
function resolveFile(repo: string, fromFile: string, spec: string): string | null {
  const base = spec.startsWith('$lib/')
    ? path.join(repo, 'src/lib', spec.slice('$lib/'.length))
    : spec === '$lib'
      ? path.join(repo, 'src/lib/index')
      : resolveSpecifier(repo, fromFile, spec);
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.js`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/**
 * The file-level import graph of the given roots (repo-relative paths as nodes): every static,
 * dynamic and type-only import and re-export, `.svelte` components and `$lib/` included.
 */
export function fileGraph(repo: string, roots: readonly string[]): ImportEdge[] {
  const edges = new Map<string, ImportEdge>();
  for (const root of roots) {
    for (const file of treeFiles(path.join(repo, root))) {
      const from = path.relative(repo, file);
      for (const spec of importSpecifiers(scriptText(file))) {
        const target = resolveFile(repo, file, spec);
        if (target === null) continue;
        const to = path.relative(repo, target);
        if (to === from || to.startsWith('..')) continue;
        const key = `${from}\0${to}`;
        if (!edges.has(key)) edges.set(key, { from, to, example: `${from} -> ${spec}` });
      }
    }
  }
  return [...edges.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}
