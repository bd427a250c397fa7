/**
 * Where the traces page's inputs come from. Traces: the workspace's trace files, and the bundled
 * example traces (every importer format), which join the workspace when opened; a pasted trace is
 * added to it too. Checks: the bundled examples/trace-checks/*.yml. Files the checks name
 * (`task:`) are read from the workspace, else the examples, relative to the checks file; pasted
 * checks have no folder, so a bare name is also looked up among the bundled files.
 */
import { resolveWorkspaceRef } from '#core/suite/workspace-files';
import { EXAMPLE_FILES } from '$lib/workspace/examples';
import { fileAt, filesOfKind } from '$lib/workspace/model';
import type { WorkspaceState } from '$lib/workspace/workspace.svelte';

const checks = import.meta.glob<string>('/examples/trace-checks/*', { query: '?raw', import: 'default' });
const CHECK_FILES = Object.entries(checks).map(([path, load]) => ({ path: path.slice('/examples/'.length), load }));

export const DEFAULT_TRACE = 'traces/openai-chat.json';
export const DEFAULT_CHECKS = 'trace-checks/openai-chat.yml';
export const CHECK_CHOICES = CHECK_FILES.filter((f) => /\.ya?ml$/.test(f.path)).map((f) => f.path);

export class TraceSource {
  readonly #workspace: WorkspaceState;
  constructor(workspace: WorkspaceState) {
    this.#workspace = workspace;
  }

  readonly choices = $derived.by(() => {
    const own = filesOfKind(this.#workspace.state, 'trace').map((f) => f.path);
    return [
      ...own,
      ...EXAMPLE_FILES.filter((e) => e.path.startsWith('traces/') && !own.includes(e.path)).map((e) => e.path)
    ];
  });

  /** A trace's text; an example joins the workspace. */
  async trace(path: string): Promise<string | undefined> {
    const have = fileAt(this.#workspace.state, path);
    if (have) return have.text;
    const text = await EXAMPLE_FILES.find((e) => e.path === path)?.load();
    if (text !== undefined) this.#workspace.add({ path, text, kind: 'trace' });
    return text;
  }

  checks(path: string): Promise<string> | undefined {
    return CHECK_FILES.find((f) => f.path === path)?.load();
  }

  /** A pasted trace joins the workspace under a free name; returns that path. */
  addPasted(text: string): string {
    return this.#workspace.addNew('pasted-trace.json', text, 'trace');
  }

  /** A file the checks name: workspace, examples, then the checks' own folder, then any folder by name. */
  referenced = async (from: string, ref: string): Promise<string | undefined> => {
    const path = resolveWorkspaceRef(from, ref) ?? ref;
    const ws = fileAt(this.#workspace.state, path)?.text;
    if (ws !== undefined) return ws;
    const all = [...EXAMPLE_FILES, ...CHECK_FILES];
    const hit = all.find((f) => f.path === path) ?? all.find((f) => f.path.endsWith(`/${path}`));
    return hit?.load();
  };
}
