/**
 * Saved workspaces in IndexedDB (through `idb`): one record per workspace, with a revision that
 * every save of its content increments. A save names the revision it started from and succeeds
 * only if that is still the stored one (compare-and-set inside one readwrite transaction), so a
 * second tab's later save can never silently overwrite edits it has not seen: it gets the stored
 * record back as a conflict instead. Every save is announced on a BroadcastChannel so other tabs
 * can follow at once.
 *
 * Beside each record, a small `meta` entry (name, revision, file count, size) written in the same
 * transaction: the revision check and the list read only these, since reading a record back
 * deserializes all its files (a 100-170 ms main-thread task per autosave once a workspace holds a
 * MB-sized catalog). The full record is read only when a save conflicts and on opening one.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { parseWorkspace, type Workspace } from './model.ts';

export interface SavedWorkspace {
  id: string;
  name: string;
  workspace: Workspace;
  revision: number;
  created: number;
  updated: number;
}

export interface WorkspaceSummary {
  id: string;
  name: string;
  files: number;
  bytes: number;
  updated: number;
}

export type SaveResult =
  | { ok: true; record: SavedWorkspace }
  | { ok: false; conflict: SavedWorkspace }
  | { ok: false; gone: true }
  | { ok: false; error: string };

export interface SavedMessage {
  type: 'saved' | 'deleted' | 'renamed';
  id: string;
  revision?: number;
  /** The tab that saved, so it ignores its own message. */
  tab: string;
}

/** What `list()` and the revision check read: a record without its files. */
export interface WorkspaceMeta extends WorkspaceSummary {
  revision: number;
  created: number;
}

interface Schema extends DBSchema {
  workspaces: { key: string; value: SavedWorkspace; indexes: { updated: number } };
  meta: { key: string; value: WorkspaceMeta };
}

/** 2 added the `meta` store (filled from the records by the upgrade). */
export const DB_VERSION = 2;

/** Why the store stopped working, for the page: another tab opened a newer version of the database. */
export const BLOCKED =
  'The saved workspaces are held by this page in another tab, in an older version: reload or close that tab to load them here.';
export const NEWER_TAB =
  'This page was opened in a newer version in another tab, which needs the saved workspaces to itself: your edits so far are saved; reload this page to keep saving.';

export const DB_NAME = 'toolgauge';
export const CHANNEL = 'toolgauge.workspaces';

/** The error a closed store's calls fail with: its message is for the user as it is. */
const CLOSED_ERROR = 'WorkspaceStoreClosed';

/** What the user reads when the browser refuses to store: quota errors explained. */
export async function storageProblem(e: unknown): Promise<string> {
  const name = (e as { name?: string })?.name;
  if (name === CLOSED_ERROR) return (e as Error).message;
  if (name === 'QuotaExceededError') {
    let usage = '';
    try {
      const est = await navigator.storage?.estimate?.();
      if (est?.quota) usage = ` (this site uses ${mb(est.usage ?? 0)} of the ${mb(est.quota)} the browser allows it)`;
    } catch {
      // no estimate: the message stands without figures
    }
    return `The browser refused to save the workspace: its storage for this site is full${usage}. Delete workspaces you no longer need, or remove big files; your edits stay on this page until it is closed.`;
  }
  if (name === 'InvalidStateError' || name === 'UnknownError')
    return 'The browser cannot store workspaces here (private browsing or storage turned off); your edits stay on this page until it is closed.';
  return `The workspace could not be saved: ${(e as Error)?.message ?? String(e)}`;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(n < 10 * 1024 * 1024 ? 1 : 0)} MB`;

export function summarize(r: SavedWorkspace): WorkspaceSummary {
  return {
    id: r.id,
    name: r.name,
    files: r.workspace.files.length,
    bytes: r.workspace.files.reduce((n, f) => n + f.text.length, 0),
    updated: r.updated
  };
}

/** The `meta` entry stored beside a record. */
export function metaOf(r: SavedWorkspace): WorkspaceMeta {
  return { ...summarize(r), revision: r.revision, created: r.created };
}

export function readMeta(value: unknown): WorkspaceMeta | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || typeof v.name !== 'string' || typeof v.revision !== 'number') return undefined;
  return {
    id: v.id,
    name: v.name,
    revision: v.revision,
    files: Number(v.files) || 0,
    bytes: Number(v.bytes) || 0,
    created: Number(v.created) || 0,
    updated: Number(v.updated) || 0
  };
}

const summaryOf = ({ id, name, files, bytes, updated }: WorkspaceMeta): WorkspaceSummary => ({
  id,
  name,
  files,
  bytes,
  updated
});

export interface OpenOptions {
  /** A tab still holds an older version of the database open: opening waits until it closes. */
  blocked?: () => void;
  /**
   * Another tab wants a newer version: this connection must close or that tab hangs. Called
   * with a function that closes it; the page saves what it has first. Without it, it closes at once.
   */
  versionchange?: (close: () => void) => void;
}

/** The list with one workspace's entry replaced, most recently updated first (as `list()` orders it). */
export function withEntry(list: WorkspaceSummary[], entry: WorkspaceSummary): WorkspaceSummary[] {
  return [entry, ...list.filter((w) => w.id !== entry.id)].sort((a, b) => b.updated - a.updated);
}

function readRecord(value: unknown): SavedWorkspace | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const workspace = parseWorkspace(v.workspace);
  if (typeof v.id !== 'string' || typeof v.name !== 'string' || !workspace || typeof v.revision !== 'number')
    return undefined;
  return {
    id: v.id,
    name: v.name,
    workspace,
    revision: v.revision,
    created: Number(v.created) || 0,
    updated: Number(v.updated) || 0
  };
}

export class WorkspaceStore {
  readonly #db: IDBPDatabase<Schema>;
  readonly #channel: BroadcastChannel | undefined;
  readonly tab = crypto.randomUUID();
  /** Set once the connection is closed (for a newer tab): every call then fails with this. */
  closed: string | undefined;

  private constructor(db: IDBPDatabase<Schema>) {
    this.#db = db;
    this.#channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : undefined;
  }

  static async open(options: OpenOptions = {}): Promise<WorkspaceStore> {
    let store: WorkspaceStore | undefined;
    const db = await openDB<Schema>(DB_NAME, DB_VERSION, {
      async upgrade(db, oldVersion, _newVersion, tx) {
        if (oldVersion < 1) db.createObjectStore('workspaces', { keyPath: 'id' }).createIndex('updated', 'updated');
        if (oldVersion < 2) {
          const meta = db.createObjectStore('meta', { keyPath: 'id' });
          // Existing workspaces get their entry; one the page cannot read stays out of the list, as before.
          for (let c = await tx.objectStore('workspaces').openCursor(); c; c = await c.continue()) {
            const r = readRecord(c.value);
            if (r) await meta.put(metaOf(r));
          }
        }
      },
      blocked: () => options.blocked?.(),
      blocking: () => {
        const close = () => store?.close(NEWER_TAB);
        if (options.versionchange) options.versionchange(close);
        else close();
      }
    });
    store = new WorkspaceStore(db);
    return store;
  }

  /** Messages from other tabs (saves, renames, deletions). */
  listen(handler: (m: SavedMessage) => void): () => void {
    const on = (e: MessageEvent<SavedMessage>) => {
      if (e.data?.tab !== this.tab) handler(e.data);
    };
    this.#channel?.addEventListener('message', on);
    return () => this.#channel?.removeEventListener('message', on);
  }

  #announce(m: Omit<SavedMessage, 'tab'>): void {
    this.#channel?.postMessage({ ...m, tab: this.tab });
  }

  #check(): void {
    if (this.closed) throw Object.assign(new Error(this.closed), { name: CLOSED_ERROR });
  }

  async list(): Promise<WorkspaceSummary[]> {
    this.#check();
    const all = await this.#db.getAll('meta');
    return all
      .map(readMeta)
      .filter((r): r is WorkspaceMeta => r !== undefined)
      .sort((a, b) => b.updated - a.updated)
      .map(summaryOf);
  }

  async get(id: string): Promise<SavedWorkspace | undefined> {
    this.#check();
    return readRecord(await this.#db.get('workspaces', id));
  }

  async create(name: string, workspace: Workspace): Promise<SavedWorkspace> {
    const now = Date.now();
    const record: SavedWorkspace = {
      id: crypto.randomUUID(),
      name,
      workspace,
      revision: 1,
      created: now,
      updated: now
    };
    this.#check();
    const tx = this.#db.transaction(['workspaces', 'meta'], 'readwrite');
    await Promise.all([tx.objectStore('workspaces').add(record), tx.objectStore('meta').add(metaOf(record)), tx.done]);
    this.#announce({ type: 'saved', id: record.id, revision: 1 });
    return record;
  }

  /** Saves if the stored revision is still `base`; otherwise returns the stored record as a conflict. */
  async save(id: string, workspace: Workspace, base: number): Promise<SaveResult> {
    try {
      this.#check();
      const tx = this.#db.transaction(['workspaces', 'meta'], 'readwrite');
      const records = tx.objectStore('workspaces');
      const meta = tx.objectStore('meta');
      // The small entry says the revision; the record (all the files) is read only on a conflict.
      const current = readMeta(await meta.get(id));
      if (!current) {
        await tx.done;
        return { ok: false, gone: true };
      }
      if (current.revision !== base) {
        const theirs = readRecord(await records.get(id));
        await tx.done;
        return theirs ? { ok: false, conflict: theirs } : { ok: false, gone: true };
      }
      const record: SavedWorkspace = {
        id,
        name: current.name,
        workspace,
        revision: base + 1,
        created: current.created,
        updated: Date.now()
      };
      await Promise.all([records.put(record), meta.put(metaOf(record)), tx.done]);
      this.#announce({ type: 'saved', id, revision: record.revision });
      return { ok: true, record };
    } catch (e) {
      return { ok: false, error: await storageProblem(e) };
    }
  }

  /** Renaming does not change the content's revision, so it never conflicts with an edit. */
  async rename(id: string, name: string): Promise<void> {
    this.#check();
    const tx = this.#db.transaction(['workspaces', 'meta'], 'readwrite');
    const current = readRecord(await tx.objectStore('workspaces').get(id));
    if (current) {
      const renamed = { ...current, name };
      await Promise.all([tx.objectStore('workspaces').put(renamed), tx.objectStore('meta').put(metaOf(renamed))]);
    }
    await tx.done;
    this.#announce({ type: 'renamed', id });
  }

  async duplicate(id: string, name?: string): Promise<SavedWorkspace | undefined> {
    const current = await this.get(id);
    return current ? this.create(name ?? `${current.name} (copy)`, current.workspace) : undefined;
  }

  async delete(id: string): Promise<void> {
    this.#check();
    const tx = this.#db.transaction(['workspaces', 'meta'], 'readwrite');
    await Promise.all([tx.objectStore('workspaces').delete(id), tx.objectStore('meta').delete(id), tx.done]);
    this.#announce({ type: 'deleted', id });
  }

  /** `reason`: why, for later calls (they fail with it instead of a browser error). */
  close(reason = 'The saved workspaces were closed.'): void {
    if (this.closed) return;
    this.closed = reason;
    this.#channel?.close();
    this.#db.close();
  }
}
