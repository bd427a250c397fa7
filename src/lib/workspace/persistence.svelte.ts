/**
 * Autosave of the app's one WorkspaceState into IndexedDB (store.ts), and the list of saved
 * workspaces. Each change is saved shortly after it is made (and at once when the page is hidden
 * or closed), naming the revision it started from. When another tab saved first:
 *   - with no unsaved edits here, this tab simply takes the newer version;
 *   - with unsaved edits here, nothing is overwritten: `conflict` is set and the page asks which
 *     to keep (mine, theirs, or mine as a copy). Autosave waits until the choice is made.
 * The state lives on the main thread, so a crashed or restarted core worker loses nothing.
 */
import { getContext, setContext } from 'svelte';
import { emptyWorkspace, type Workspace } from './model.ts';
import {
  BLOCKED,
  NEWER_TAB,
  storageProblem,
  summarize,
  withEntry,
  WorkspaceStore,
  type SavedWorkspace,
  type WorkspaceSummary
} from './store.ts';
import type { WorkspaceState } from './workspace.svelte.ts';

/** Which workspace this tab has open (sessionStorage: survives a reload, not shared with other tabs); a new tab starts from the last one opened anywhere (localStorage). */
const CURRENT_KEY = 'toolgauge.workspace.current';
function rememberCurrent(id: string): void {
  try {
    sessionStorage.setItem(CURRENT_KEY, id);
    localStorage.setItem(CURRENT_KEY, id);
  } catch {
    // storage refused: the tab still works, a reload opens the most recent workspace
  }
}
function recallCurrent(): string | null {
  try {
    return sessionStorage.getItem(CURRENT_KEY) ?? localStorage.getItem(CURRENT_KEY);
  } catch {
    return null;
  }
}
export const AUTOSAVE_MS = 300;

export type SaveStatus = 'loading' | 'saved' | 'saving' | 'unsaved' | 'conflict' | 'error' | 'unavailable';

export class WorkspacePersistence {
  readonly #ws: WorkspaceState;
  #store: WorkspaceStore | undefined;
  #base = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The state last saved or loaded: a change is anything else. */
  #clean: Workspace | undefined;
  #saving: Promise<void> | undefined;
  #listeners = new Set<() => void>();

  id = $state<string | undefined>();
  name = $state('');
  status = $state<SaveStatus>('loading');
  problem = $state<string | undefined>();
  conflict = $state.raw<SavedWorkspace | undefined>();
  list = $state.raw<WorkspaceSummary[]>([]);
  /** Settles once the saved workspace is loaded (or storage turned out to be unavailable). */
  readonly ready: Promise<void>;
  #ready: () => void = () => {};

  constructor(ws: WorkspaceState) {
    this.#ws = ws;
    this.ready = new Promise((resolve) => (this.#ready = resolve));
  }

  /** In the browser only (the layout's onMount): open the store and load the last workspace. */
  start(): void {
    void this.#start().finally(() => this.#ready());
  }

  /** A workspace from elsewhere (a share link): saved as a new workspace and opened. */
  async adopt(workspace: Workspace, name: string): Promise<void> {
    await this.ready;
    await this.flush();
    this.#ws.replace(workspace);
    if (this.#store) await this.#createFrom(this.#ws.state, name);
    for (const fn of this.#listeners) fn();
    await this.refreshList();
  }

  /** Called when the workspace was replaced from outside the page (another tab, a reopened workspace). */
  onReplaced(fn: () => void): () => void {
    this.#listeners.add(fn);
    return () => this.#listeners.delete(fn);
  }

  async #start(): Promise<void> {
    try {
      this.#store = await WorkspaceStore.open({
        blocked: () => {
          this.problem = BLOCKED;
        },
        // Another tab upgrades the database: save what this one has, then let go of it (the other
        // tab waits until then); from here on this tab says why it no longer saves.
        versionchange: (close) =>
          void this.flush().finally(() => {
            close();
            this.status = 'error';
            this.problem = NEWER_TAB;
          })
      });
      if (this.problem === BLOCKED) this.problem = undefined;
    } catch (e) {
      this.status = 'unavailable';
      this.problem = await storageProblem(e);
      return;
    }
    this.#store.listen((m) => void this.#fromOtherTab(m));
    const wanted = recallCurrent();
    const record = (wanted ? await this.#store.get(wanted) : undefined) ?? (await this.#latest());
    if (record) this.#take(record, false);
    else await this.#createFrom(this.#ws.state, 'Workspace 1');
    await this.refreshList();
    addEventListener('pagehide', () => void this.flush());
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && void this.flush());
  }

  async #latest(): Promise<SavedWorkspace | undefined> {
    const [first] = (await this.#store?.list()) ?? [];
    return first ? this.#store?.get(first.id) : undefined;
  }

  #take(record: SavedWorkspace, notify = true): void {
    this.id = record.id;
    this.name = record.name;
    this.#base = record.revision;
    this.#ws.replace(record.workspace);
    this.#clean = this.#ws.state;
    this.conflict = undefined;
    this.status = 'saved';
    rememberCurrent(record.id);
    if (notify) for (const fn of this.#listeners) fn();
  }

  async #createFrom(workspace: Workspace, name: string): Promise<void> {
    if (!this.#store) return;
    try {
      const record = await this.#store.create(name, workspace);
      this.id = record.id;
      this.name = record.name;
      this.#base = record.revision;
      this.#clean = workspace;
      this.status = 'saved';
      rememberCurrent(record.id);
    } catch (e) {
      this.status = 'error';
      this.problem = await storageProblem(e);
    }
  }

  /** The page's workspace changed: save it soon. */
  changed(state: Workspace): void {
    if (!this.#store || !this.id || state === this.#clean) return;
    if (this.status === 'conflict') return;
    this.status = 'unsaved';
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.flush(), AUTOSAVE_MS);
  }

  /** Saves now if there is anything unsaved. */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    await this.#saving;
    if (!this.#store || !this.id || this.status === 'conflict' || this.#ws.state === this.#clean) return;
    const state = this.#ws.state;
    this.status = 'saving';
    const done: { saved?: SavedWorkspace } = {};
    this.#saving = (async () => {
      const r = await this.#store!.save(this.id!, state, this.#base);
      if (r.ok) {
        done.saved = r.record;
        this.#base = r.record.revision;
        this.#clean = state;
        this.problem = undefined;
        this.status = this.#ws.state === state ? 'saved' : 'unsaved';
        if (this.status === 'unsaved') this.changed(this.#ws.state);
      } else if ('conflict' in r) {
        this.conflict = r.conflict;
        this.status = 'conflict';
      } else if ('gone' in r) {
        // Deleted in another tab while open here: keep the edits as a new workspace.
        await this.#createFrom(state, `${this.name} (recovered)`);
      } else {
        this.status = 'error';
        this.problem = r.error;
      }
    })();
    await this.#saving;
    this.#saving = undefined;
    // An autosave changes only this workspace's entry: update it here rather than reading every
    // saved workspace back (getAll deserializes all their files: a long task once they hold a
    // few MB of catalogs, after every pause in typing).
    const { saved } = done;
    if (saved && this.list.some((w) => w.id === saved.id)) this.list = withEntry(this.list, summarize(saved));
    else void this.refreshList();
  }

  async #fromOtherTab(m: { type: string; id: string; revision?: number }): Promise<void> {
    await this.refreshList();
    if (m.id !== this.id || !this.#store) return;
    if (m.type === 'renamed') {
      // The list just read has the new name: no need to read the whole record (all its files) back.
      this.name = this.list.find((w) => w.id === m.id)?.name ?? this.name;
      return;
    }
    if (m.type !== 'saved' || (m.revision ?? 0) <= this.#base) return;
    const theirs = await this.#store.get(m.id);
    if (!theirs) return;
    // No edits here since the last save: follow the other tab. Edits here: ask.
    if (this.#ws.state === this.#clean && this.status !== 'saving') this.#take(theirs);
    else {
      clearTimeout(this.#timer);
      this.conflict = theirs;
      this.status = 'conflict';
    }
  }

  /** The conflict's choices. */
  async keepMine(): Promise<void> {
    if (!this.conflict) return;
    this.#base = this.conflict.revision;
    this.conflict = undefined;
    this.status = 'unsaved';
    await this.flush();
  }
  keepTheirs(): void {
    if (this.conflict) this.#take(this.conflict);
  }
  async keepBoth(): Promise<void> {
    if (!this.conflict) return;
    // Mine becomes a new workspace (opened here); theirs stays under the old one.
    const mine = this.#ws.state;
    this.conflict = undefined;
    await this.#createFrom(mine, `${this.name} (my edits)`);
    await this.refreshList();
  }

  async refreshList(): Promise<void> {
    if (this.#store) this.list = await this.#store.list();
  }

  async open(id: string): Promise<void> {
    await this.flush();
    const record = await this.#store?.get(id);
    if (record) this.#take(record);
  }
  async create(): Promise<void> {
    await this.flush();
    await this.#createFrom(emptyWorkspace(), `Workspace ${this.list.length + 1}`);
    this.#ws.replace(emptyWorkspace());
    this.#clean = this.#ws.state;
    for (const fn of this.#listeners) fn();
    await this.refreshList();
  }
  async rename(id: string, name: string): Promise<void> {
    const clean = name.trim().slice(0, 120);
    if (!clean || !this.#store) return;
    await this.#store.rename(id, clean);
    if (id === this.id) this.name = clean;
    await this.refreshList();
  }
  async duplicate(id: string): Promise<void> {
    await this.flush();
    try {
      await this.#store?.duplicate(id);
    } catch (e) {
      this.problem = await storageProblem(e);
    }
    await this.refreshList();
  }
  async delete(id: string): Promise<void> {
    await this.#store?.delete(id);
    await this.refreshList();
    if (id !== this.id) return;
    const next = await this.#latest();
    if (next) this.#take(next);
    else await this.create();
  }
}

const KEY = Symbol('toolgauge.persistence');

/** Called once, by the root layout, with the app's workspace. */
export function providePersistence(ws: WorkspaceState): WorkspacePersistence {
  return setContext(KEY, new WorkspacePersistence(ws));
}

export function usePersistence(): WorkspacePersistence | undefined {
  return getContext<WorkspacePersistence | undefined>(KEY);
}
