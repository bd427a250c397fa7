import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileText } from './files.ts';
import { normalizeWorkspacePath, resolveWorkspaceRef, workspaceSuiteFiles } from './workspace-files.ts';

describe('resolveWorkspaceRef resolves a suite reference as the CLI resolves it on disk', () => {
  const cases: Array<[suite: string, ref: string]> = [
    ['suites/agent-metrics.yml', 'traces/search-fetch.json'],
    ['suites/agent-metrics.yml', '../traces/mcp-jsonrpc-filesystem.jsonl'],
    ['suites/agent-metrics.yml', './catalogs/../catalogs/search-server.json'],
    ['suite.yml', 'trace.json'],
    ['a/b/c/suite.yml', '../../x.json'],
    ['suites/s.yml', '/traces/abs.json']
  ];
  it.each(cases)('%s + %s', (suite, ref) => {
    // The CLI: path.resolve(dirname(suite), ref), with the workspace as the disk's root.
    const root = '/ws';
    const disk = ref.startsWith('/')
      ? path.posix.resolve(root + ref)
      : path.posix.resolve(root, path.posix.dirname(suite), ref);
    expect(resolveWorkspaceRef(suite, ref)).toBe(path.posix.relative(root, disk));
  });

  it('refuses a path that climbs above the workspace', () => {
    expect(resolveWorkspaceRef('suite.yml', '../outside.json')).toBeUndefined();
    expect(normalizeWorkspacePath('a/../../b')).toBeUndefined();
  });

  it('accepts Windows separators as written in a suite', () => {
    expect(resolveWorkspaceRef('suites/s.yml', 'traces\\t.json')).toBe('suites/traces/t.json');
  });
});

describe('workspaceSuiteFiles', () => {
  const files = [
    { path: 'suites/s.yml', text: 'suite' },
    { path: 'suites/traces/t.json', text: '{"runs":[]}' },
    { path: './traces/other.json', text: 'other' }
  ];

  it('keys each file by the path as written and reads it from the resolved place', () => {
    const out = workspaceSuiteFiles(files, 'suites/s.yml', [
      { path: 'traces/t.json' },
      { path: '../traces/other.json' },
      { path: 'traces/t.json' }
    ]);
    expect(out).toEqual({ 'traces/t.json': { text: '{"runs":[]}' }, '../traces/other.json': { text: 'other' } });
  });

  it('says where it looked for a missing file, and names a path above the root', () => {
    const out = workspaceSuiteFiles(files, 'suites/s.yml', [
      { path: 'traces/missing.json' },
      { path: '../../up.json' }
    ]);
    expect(out['traces/missing.json']).toEqual({
      error: 'no such file in the workspace (looked for suites/traces/missing.json)'
    });
    expect(out['../../up.json']).toEqual({ error: "it points above the workspace's top folder (from suites/s.yml)" });
  });

  it('does not treat inherited object keys as files', () => {
    const out = workspaceSuiteFiles(files, 'suites/s.yml', [{ path: '__proto__' }, { path: 'constructor' }]);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(fileText(out, '__proto__', 'trace')).toEqual({
      ok: false,
      reason: 'cannot read trace __proto__: no such file in the workspace (looked for suites/__proto__)'
    });
    expect(fileText(out, 'constructor', 'trace')).toEqual({
      ok: false,
      reason: 'cannot read trace constructor: no such file in the workspace (looked for suites/constructor)'
    });
  });
});
