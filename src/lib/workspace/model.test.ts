import { describe, expect, it } from 'vitest';
import { workspaceSuiteFiles } from '#core/suite/workspace-files';
import {
  activeFile,
  addFile,
  addFiles,
  cleanPath,
  emptyWorkspace,
  filesOfKind,
  freePath,
  parseWorkspace,
  removeFile,
  renameFile,
  setActive,
  setKind,
  setText,
  type Workspace
} from './model.ts';
import { referencedPaths } from './examples.ts';

const SUITE = 'name: s\nagents:\n  - name: a\n    trace: traces/t.json\n';
const TRACE = '{"runs":[]}';

function sample(): Workspace {
  return addFiles(emptyWorkspace(), [
    { path: 'suites/s.yml', text: SUITE },
    { path: 'suites/traces/t.json', text: TRACE },
    { path: 'catalogs/c.json', text: '{"tools":[]}' }
  ]);
}

describe('the workspace state is plain data', () => {
  it('survives JSON and structured clone unchanged', () => {
    const ws = sample();
    expect(JSON.parse(JSON.stringify(ws))).toEqual(ws);
    expect(structuredClone(ws)).toEqual(ws);
    expect(parseWorkspace(JSON.parse(JSON.stringify(ws)))).toEqual(ws);
  });

  it('functions never mutate their input', () => {
    const ws = sample();
    const before = JSON.stringify(ws);
    addFile(ws, { path: 'x.json', text: '{}' });
    setText(ws, 'suites/s.yml', 'name: t\n');
    removeFile(ws, 'catalogs/c.json');
    renameFile(ws, 'catalogs/c.json', 'c2.json');
    setKind(ws, 'catalogs/c.json', 'other');
    expect(JSON.stringify(ws)).toBe(before);
  });
});

describe('adding files', () => {
  it('detects the kind and makes the new file active', () => {
    const ws = sample();
    expect(ws.files.map((f) => [f.path, f.kind])).toEqual([
      ['suites/s.yml', 'suite'],
      ['suites/traces/t.json', 'trace'],
      ['catalogs/c.json', 'catalog']
    ]);
    expect(ws.active).toBe('suites/s.yml'); // addFiles: the first named file
    expect(addFile(ws, { path: 'n.json', text: '{}' }).active).toBe('n.json');
  });

  it('replaces a file at the same path, keeping its place, as saving over it would', () => {
    const ws = addFile(sample(), { path: './suites/traces/t.json', text: '{"runs":[{}]}' });
    expect(ws.files.map((f) => f.path)).toEqual(['suites/s.yml', 'suites/traces/t.json', 'catalogs/c.json']);
    expect(ws.files[1].text).toBe('{"runs":[{}]}');
  });

  it('keeps an explicit kind', () => {
    expect(addFile(emptyWorkspace(), { path: 'a.yml', text: 'x: 1', kind: 'rules' }).files[0].kind).toBe('rules');
  });

  it('ignores a path that climbs out of the workspace', () => {
    const ws = sample();
    expect(addFile(ws, { path: '../etc/passwd', text: 'x' })).toBe(ws);
    expect(cleanPath('../x')).toEqual({ ok: false, error: "../x climbs above the workspace's top folder" });
    expect(cleanPath(' ./a//b/../c.json ')).toEqual({ ok: true, path: 'a/c.json' });
  });

  it('freePath numbers a name that is taken', () => {
    let ws = addFile(emptyWorkspace(), { path: 'pasted.json', text: '{}' });
    expect(freePath(ws, 'pasted.json')).toBe('pasted-2.json');
    ws = addFile(ws, { path: 'pasted-2.json', text: '{}' });
    expect(freePath(ws, 'pasted.json')).toBe('pasted-3.json');
    expect(freePath(ws, 'README')).toBe('README');
    expect(freePath(addFile(ws, { path: 'dir.v2/README', text: '' }), 'dir.v2/README')).toBe('dir.v2/README-2');
  });
});

describe('editing, kinds, removing and renaming', () => {
  it('setText looks again at a file filed as other', () => {
    let ws = addFile(emptyWorkspace(), { path: 'new.yml', text: '' });
    expect(ws.files[0].kind).toBe('other');
    ws = setText(ws, 'new.yml', SUITE);
    expect(ws.files[0].kind).toBe('suite');
    // A known kind stays while the text is mid-edit.
    expect(setText(ws, 'new.yml', 'name: half-typed').files[0].kind).toBe('suite');
  });

  it('removing the active file activates its neighbour', () => {
    const ws = setActive(sample(), 'suites/traces/t.json');
    expect(removeFile(ws, 'suites/traces/t.json').active).toBe('catalogs/c.json');
    expect(removeFile(setActive(ws, 'catalogs/c.json'), 'catalogs/c.json').active).toBe('suites/traces/t.json');
    expect(removeFile(addFile(emptyWorkspace(), { path: 'a', text: '' }), 'a').active).toBeNull();
  });

  it('renaming refuses a taken name and carries the active file along', () => {
    const ws = setActive(sample(), 'catalogs/c.json');
    expect(renameFile(ws, 'catalogs/c.json', 'suites/s.yml')).toEqual({
      ok: false,
      error: 'suites/s.yml already exists'
    });
    const r = renameFile(ws, 'catalogs/c.json', 'catalogs/d.json');
    expect(r.ok && activeFile(r.workspace)?.path).toBe('catalogs/d.json');
  });

  it('setActive ignores a path with no file', () => {
    const ws = sample();
    expect(setActive(ws, 'nope')).toBe(ws);
    expect(filesOfKind(ws, 'trace', 'catalog').map((f) => f.path)).toEqual(['suites/traces/t.json', 'catalogs/c.json']);
  });
});

describe('a suite resolves its references inside the workspace', () => {
  it('finds trace: beside the suite, and says where it looked when renamed away', () => {
    const ws = sample();
    expect(workspaceSuiteFiles(ws.files, 'suites/s.yml', [{ path: 'traces/t.json' }])).toEqual({
      'traces/t.json': { text: TRACE }
    });
    const r = renameFile(ws, 'suites/traces/t.json', 'traces/t.json');
    expect(r.ok && workspaceSuiteFiles(r.workspace.files, 'suites/s.yml', [{ path: 'traces/t.json' }])).toEqual({
      'traces/t.json': { error: 'no such file in the workspace (looked for suites/traces/t.json)' }
    });
  });

  it('referencedPaths reads the paths an example names, relative to it', () => {
    const text =
      'agents:\n  - trace: traces/a.json\n    token_efficiency:\n      catalog: "../catalogs/c.json" # here\n  - task: ../atlas/t.task.json\n    recorded:\n      content: []\n';
    expect(referencedPaths('suites/s.yml', text)).toEqual([
      'suites/traces/a.json',
      'catalogs/c.json',
      'atlas/t.task.json'
    ]);
    expect(referencedPaths('bench/b.yml', 'catalog_path: ../catalogs/github.json\n')).toEqual(['catalogs/github.json']);
  });
});

describe('parseWorkspace takes untrusted data', () => {
  it.each([null, 1, 'x', [], {}, { files: 'no' }])('refuses %j', (v) => expect(parseWorkspace(v)).toBeUndefined());

  it('keeps only well-formed files and fields', () => {
    const ws = parseWorkspace({
      files: [
        { path: 'a.json', text: '{"tools":[]}', kind: 'catalog', extra: 1 },
        { path: '../x', text: '' },
        { path: 'a.json', text: 'dup' },
        { path: 'b.yml', text: 'rules: {}\n', kind: 'bogus' },
        null,
        { path: 3 }
      ],
      active: 'gone.json',
      view: 'suites',
      __proto__: { polluted: true }
    });
    expect(ws).toEqual({
      files: [
        { path: 'a.json', text: '{"tools":[]}', kind: 'catalog' },
        { path: 'b.yml', text: 'rules: {}\n', kind: 'rules' }
      ],
      active: null,
      view: 'suites'
    });
  });
});
