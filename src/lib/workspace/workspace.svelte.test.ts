import { describe, expect, it } from 'vitest';
import { MAX_WORKSPACE_FILE_BYTES, WorkspaceState } from './workspace.svelte.ts';

describe('WorkspaceState', () => {
  it('reads picked files in under their names, or one at an exact path', async () => {
    const ws = new WorkspaceState();
    const problems = await ws.addBrowserFiles(
      [new File(['{"tools":[]}'], 'c.json'), new File(['{"runs":[]}'], 't.json')],
      'in'
    );
    expect(problems).toEqual([]);
    await ws.addBrowserFiles([new File(['{"runs":[1]}'], 'whatever.json')], '', 'suites/traces/t.json');
    expect(ws.state.files.map((f) => [f.path, f.kind])).toEqual([
      ['in/c.json', 'catalog'],
      ['in/t.json', 'trace'],
      ['suites/traces/t.json', 'trace']
    ]);
    expect(ws.state.active).toBe('suites/traces/t.json');
  });

  it('refuses a file over the size limit and says which', async () => {
    const ws = new WorkspaceState();
    const big = new File([new Uint8Array(MAX_WORKSPACE_FILE_BYTES + 1)], 'big.json');
    expect(await ws.addBrowserFiles([big])).toEqual(['big.json is 10.0 MB; files over 10 MB are not opened']);
    expect(ws.state.files).toEqual([]);
  });

  it('replace() takes a stored workspace and refuses what is not one', () => {
    const ws = new WorkspaceState();
    expect(
      ws.replace({ files: [{ path: 'a.yml', text: 'rules: {}\n', kind: 'rules' }], active: 'a.yml', view: 'lint' })
    ).toBe(true);
    expect(ws.replace('garbage')).toBe(false);
    expect(ws.state.files.map((f) => f.path)).toEqual(['a.yml']);
    expect(ws.addNew('a.yml', 'x: 1')).toBe('a-2.yml');
    expect(ws.rename('a-2.yml', 'a.yml')).toBe('a.yml already exists');
  });
});
