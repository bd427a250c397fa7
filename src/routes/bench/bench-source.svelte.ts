/**
 * Where the bench page's specs come from: the workspace's bench files, and the bundled examples
 * (bench/*.yml), which join the workspace with the catalogs they name when opened. A spec's
 * `catalog_path:` is read from the workspace, else from the examples, resolved against the spec's
 * folder as the CLI resolves it on disk.
 */
import { EXAMPLE_FILES, loadExample } from '$lib/workspace/examples';
import { activeFile, fileAt, filesOfKind } from '$lib/workspace/model';
import type { WorkspaceState } from '$lib/workspace/workspace.svelte';

export const DEFAULT_BENCH = 'bench/filesystem.yml';

export class BenchSource {
  readonly #workspace: WorkspaceState;
  constructor(workspace: WorkspaceState) {
    this.#workspace = workspace;
  }

  /** Workspace bench files first, then the examples not yet in it. */
  readonly choices = $derived.by(() => {
    const ws = this.#workspace.state;
    const own = filesOfKind(ws, 'bench').map((f) => f.path);
    const examples = EXAMPLE_FILES.filter((e) => e.path.startsWith('bench/') && !own.includes(e.path)).map(
      (e) => e.path
    );
    return [...own, ...examples];
  });

  /**
   * The spec the page opens on: the workspace's open file when it is a bench spec (the one last
   * opened here, or a shared bench report opened as a workspace), else its last bench spec, else
   * the example.
   */
  initial(): string {
    const ws = this.#workspace.state;
    const active = activeFile(ws);
    return active?.kind === 'bench' ? active.path : (filesOfKind(ws, 'bench').at(-1)?.path ?? DEFAULT_BENCH);
  }

  /** The spec's text, adding an example (and the files it names) to the workspace first. */
  async open(path: string): Promise<string | undefined> {
    const have = fileAt(this.#workspace.state, path);
    if (have) return have.text;
    const files = await loadExample(path);
    if (files.length === 0) return undefined;
    // Keep files the workspace already has (the user may have edited them).
    this.#workspace.addAll(files.filter((f, i) => i === 0 || !fileAt(this.#workspace.state, f.path)));
    return files[0].text;
  }

  /** A file by workspace path: the workspace's copy, else the bundled example. */
  read = async (path: string): Promise<string | undefined> =>
    fileAt(this.#workspace.state, path)?.text ?? (await EXAMPLE_FILES.find((e) => e.path === path)?.load());
}
