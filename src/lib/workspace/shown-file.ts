/**
 * One editor showing one workspace file (the bench spec, the trace, the trace checks): what is
 * typed is saved into that file, and a paste that replaced the whole text becomes a file of its
 * own, beside the shown one, which gets its text back (the lint page does the same with
 * catalogs). The editor reports a paste as an edit first and as a paste right after, so the
 * text before the last edit is kept to undo that edit.
 */
import { fileAt, freePath, type FileKind } from './model.ts';
import type { WorkspaceState } from './workspace.svelte.ts';

export class ShownFile {
  readonly #workspace: WorkspaceState;
  readonly #kind: FileKind;
  readonly #pastedName: string;
  #path: string;
  /** The shown file as it was before the last edit, or undefined when that edit made the file. */
  #before: { path: string; text: string } | undefined;

  /** `pastedName`: the name a paste gets, in the shown file's folder (`pasted.yml`). */
  constructor(workspace: WorkspaceState, kind: FileKind, pastedName: string, path = '') {
    this.#workspace = workspace;
    this.#kind = kind;
    this.#pastedName = pastedName;
    this.#path = path;
  }

  get path(): string {
    return this.#path;
  }

  /** The editor now shows this file (opened from a menu, the workspace, an example). */
  show(path: string): void {
    this.#path = path;
    this.#before = undefined;
  }

  /** Typed text: saved into the shown file (made under a free name when the workspace lacks it). Returns its path. */
  edit(text: string): string {
    const was = fileAt(this.#workspace.state, this.#path);
    if (was) {
      this.#before = { path: was.path, text: was.text };
      this.#workspace.setText(was.path, text);
      return was.path;
    }
    this.#before = undefined;
    this.#path = this.#workspace.addNew(this.#path || this.#pastedName, text, this.#kind);
    return this.#path;
  }

  /** The last edit was a paste over the whole text: it becomes a new file. Returns its path. */
  pasted(text: string): string {
    if (this.#before) this.#workspace.setText(this.#before.path, this.#before.text);
    else if (fileAt(this.#workspace.state, this.#path)) this.#workspace.remove(this.#path);
    this.#before = undefined;
    const slash = this.#path.lastIndexOf('/');
    const folder = slash < 0 ? '' : this.#path.slice(0, slash + 1);
    this.#path = this.#workspace.add({
      path: freePath(this.#workspace.state, folder + this.#pastedName),
      text,
      kind: this.#kind
    });
    return this.#path;
  }
}
