/**
 * The workspace as page state: one instance for the whole app (the layout creates it and puts it
 * in context), so files added on one page are there on the next. It holds the plain `Workspace`
 * of model.ts immutably (`$state.raw`): every change replaces the state through a pure function,
 * so whoever stores or shares it (IndexedDB, share links) reads `state` and writes it back with
 * `replace()` (an `$effect` on `state` sees every change).
 */
import { getContext, setContext } from 'svelte';
import {
  addFile,
  addFiles,
  emptyWorkspace,
  freePath,
  parseWorkspace,
  removeFile,
  renameFile,
  setActive,
  setKind,
  setText,
  setView,
  type FileKind,
  type NewFile,
  type Workspace
} from './model.ts';

/** Dropped or picked files larger than this are refused (the lint page's limit too). */
export const MAX_WORKSPACE_FILE_BYTES = 10 * 1024 * 1024;

export class WorkspaceState {
  #state = $state.raw<Workspace>(emptyWorkspace());

  get state(): Workspace {
    return this.#state;
  }

  /** Replace everything (a restored or shared workspace); bad data is refused with false. */
  replace(value: unknown): boolean {
    const ws = parseWorkspace(value);
    if (ws) this.#state = ws;
    return ws !== undefined;
  }

  add(file: NewFile): string {
    this.#state = addFile(this.#state, file);
    return this.#state.active ?? file.path;
  }
  addAll(files: NewFile[]): void {
    this.#state = addFiles(this.#state, files);
  }
  /** Adds pasted text under a free name derived from `base`, returning the path it got. */
  addNew(base: string, text: string, kind?: FileKind): string {
    return this.add({ path: freePath(this.#state, base), text, ...(kind ? { kind } : {}) });
  }
  /** Reads picked or dropped files in; `at` puts a single file at that exact path. Returns the problems. */
  async addBrowserFiles(files: Iterable<File>, folder = '', at?: string): Promise<string[]> {
    const problems: string[] = [];
    for (const file of files) {
      if (file.size > MAX_WORKSPACE_FILE_BYTES) {
        problems.push(
          `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; files over ${MAX_WORKSPACE_FILE_BYTES / 1024 / 1024} MB are not opened`
        );
        continue;
      }
      this.add({ path: at ?? (folder ? `${folder}/${file.name}` : file.name), text: await file.text() });
    }
    return problems;
  }
  setText(path: string, text: string): void {
    this.#state = setText(this.#state, path, text);
  }
  setKind(path: string, kind: FileKind): void {
    this.#state = setKind(this.#state, path, kind);
  }
  open(path: string | null): void {
    this.#state = setActive(this.#state, path);
  }
  setView(view: string): void {
    this.#state = setView(this.#state, view);
  }
  remove(path: string): void {
    this.#state = removeFile(this.#state, path);
  }
  rename(from: string, to: string): string | undefined {
    const r = renameFile(this.#state, from, to);
    if (!r.ok) return r.error;
    this.#state = r.workspace;
    return undefined;
  }
}

const KEY = Symbol('toolgauge.workspace');

/** Called once, by the root layout. */
export function provideWorkspace(): WorkspaceState {
  return setContext(KEY, new WorkspaceState());
}

/** The app's workspace, from any page or component under the layout. */
export function useWorkspace(): WorkspaceState {
  const ws = getContext<WorkspaceState | undefined>(KEY);
  if (!ws) throw new Error('useWorkspace() outside the layout that provides it');
  return ws;
}
