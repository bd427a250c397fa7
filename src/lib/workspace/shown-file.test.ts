import { describe, expect, it } from 'vitest';
import { ShownFile } from './shown-file.ts';
import { WorkspaceState } from './workspace.svelte.ts';

const texts = (ws: WorkspaceState) => Object.fromEntries(ws.state.files.map((f) => [f.path, f.text]));

describe('ShownFile: what an editor shows is saved into its workspace file', () => {
  it('saves typed text into the shown file', () => {
    const ws = new WorkspaceState();
    ws.add({ path: 'bench/filesystem.yml', text: 'intents: []\n', kind: 'bench' });
    const shown = new ShownFile(ws, 'bench', 'pasted.yml');
    shown.show('bench/filesystem.yml');
    expect(shown.edit('intents: [] # mine\n')).toBe('bench/filesystem.yml');
    expect(texts(ws)).toEqual({ 'bench/filesystem.yml': 'intents: [] # mine\n' });
  });

  it('makes the file on the first edit when the workspace lacks it (a bundled example)', () => {
    const ws = new WorkspaceState();
    const shown = new ShownFile(ws, 'other', 'pasted-checks.yml', 'trace-checks/openai-chat.yml');
    expect(shown.edit('claims: []\n')).toBe('trace-checks/openai-chat.yml');
    expect(ws.state.files).toEqual([{ path: 'trace-checks/openai-chat.yml', text: 'claims: []\n', kind: 'other' }]);
  });

  it('turns a whole-text paste into a new file beside the shown one, which gets its text back', () => {
    const ws = new WorkspaceState();
    ws.add({ path: 'bench/filesystem.yml', text: 'original\n', kind: 'bench' });
    ws.add({ path: 'bench/pasted.yml', text: 'an earlier paste\n', kind: 'bench' });
    const shown = new ShownFile(ws, 'bench', 'pasted.yml', 'bench/filesystem.yml');
    shown.edit('pasted spec\n'); // the editor reports the paste as an edit first
    expect(shown.pasted('pasted spec\n')).toBe('bench/pasted-2.yml');
    expect(shown.path).toBe('bench/pasted-2.yml');
    expect(texts(ws)).toEqual({
      'bench/filesystem.yml': 'original\n',
      'bench/pasted.yml': 'an earlier paste\n',
      'bench/pasted-2.yml': 'pasted spec\n'
    });
    // Typing after the paste goes into the new file.
    shown.edit('pasted spec, edited\n');
    expect(texts(ws)['bench/pasted-2.yml']).toBe('pasted spec, edited\n');
  });

  it('a paste over a file the paste itself made leaves only the new file', () => {
    const ws = new WorkspaceState();
    const shown = new ShownFile(ws, 'trace', 'pasted-trace.json', 'traces/a.json');
    shown.edit('{"messages": []}');
    expect(shown.pasted('{"messages": []}')).toBe('traces/pasted-trace.json');
    expect(texts(ws)).toEqual({ 'traces/pasted-trace.json': '{"messages": []}' });
  });
});
