/**
 * Where the traces page's inputs come from. Traces: the workspace's trace files, and the bundled
 * example traces (every importer format), which join the workspace when opened. Checks: the
 * workspace's `trace-checks/*.yml`, and the bundled examples/trace-checks/*.yml, which join the
 * workspace when first edited. Edits and pastes are saved by the page (ShownFile). Files the
 * checks name (`task:`) are read from the workspace, else the examples, relative to the checks
 * file; a bare name is also looked up among the bundled files.
 */
import { resolveWorkspaceRef } from '#core/suite/workspace-files';
import { EXAMPLE_FILES } from '$lib/workspace/examples';
import { activeFile, fileAt, filesOfKind } from '$lib/workspace/model';
import type { WorkspaceState } from '$lib/workspace/workspace.svelte';

const checks = import.meta.glob<string>('/examples/trace-checks/*', { query: '?raw', import: 'default' });
const CHECK_FILES = Object.entries(checks).map(([path, load]) => ({ path: path.slice('/examples/'.length), load }));

export const DEFAULT_TRACE = 'traces/openai-chat.json';
export const DEFAULT_CHECKS = 'trace-checks/openai-chat.yml';
export const CHECK_CHOICES = CHECK_FILES.filter((f) => /\.ya?ml$/.test(f.path)).map((f) => f.path);
/** Checks live in the workspace under this folder (edited examples and pasted checks). */
const CHECKS_FOLDER = 'trace-checks/';
const isChecks = (path: string) => path.startsWith(CHECKS_FOLDER) && /\.ya?ml$/.test(path);

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

  /** The workspace's checks files, then the bundled ones it does not hold. */
  readonly checkChoices = $derived.by(() => {
    const own = this.#workspace.state.files.filter((f) => isChecks(f.path)).map((f) => f.path);
    return [...own, ...CHECK_CHOICES.filter((p) => !own.includes(p))];
  });

  /** The trace the page opens on: the open workspace file when it is a trace, else its last trace, else the example. */
  initialTrace(): string {
    const ws = this.#workspace.state;
    const active = activeFile(ws);
    return active?.kind === 'trace' ? active.path : (filesOfKind(ws, 'trace').at(-1)?.path ?? DEFAULT_TRACE);
  }

  /** The checks the page opens on: the workspace's last checks file, else the example. */
  initialChecks(): string {
    return this.#workspace.state.files.filter((f) => isChecks(f.path)).at(-1)?.path ?? DEFAULT_CHECKS;
  }

  /** A trace's text; an example joins the workspace. */
  async trace(path: string): Promise<string | undefined> {
    const have = fileAt(this.#workspace.state, path);
    if (have) return have.text;
    const text = await EXAMPLE_FILES.find((e) => e.path === path)?.load();
    if (text !== undefined) this.#workspace.add({ path, text, kind: 'trace' });
    return text;
  }

  /** A checks file's text: the workspace's copy, else the bundled one. */
  async checks(path: string): Promise<string | undefined> {
    return fileAt(this.#workspace.state, path)?.text ?? (await CHECK_FILES.find((f) => f.path === path)?.load());
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
