/**
 * Saved workspaces in IndexedDB (through `idb`): one record per workspace, with a revision that
 * every save of its content increments. A save names the revision it started from and succeeds
 * only if that is still the stored one (compare-and-set inside one readwrite transaction), so a
 * second tab's later save can never silently overwrite edits it has not seen: it gets the stored
 * record back as a conflict instead. Every save is announced on a BroadcastChannel so other tabs
 * can follow at once.
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

interface Schema extends DBSchema {
  workspaces: { key: string; value: SavedWorkspace; indexes: { updated: number } };
}

export const DB_NAME = 'toolgauge';
export const CHANNEL = 'toolgauge.workspaces';

/** What the user reads when the browser refuses to store: quota errors explained. */
export async function storageProblem(e: unknown): Promise<string> {
  const name = (e as { name?: string })?.name;
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

  private constructor(db: IDBPDatabase<Schema>) {
    this.#db = db;
    this.#channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : undefined;
  }

  static async open(): Promise<WorkspaceStore> {
    const db = await openDB<Schema>(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore('workspaces', { keyPath: 'id' }).createIndex('updated', 'updated');
      }
    });
    return new WorkspaceStore(db);
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

  async list(): Promise<WorkspaceSummary[]> {
    const all = await this.#db.getAll('workspaces');
    return all
      .map(readRecord)
      .filter((r): r is SavedWorkspace => r !== undefined)
      .sort((a, b) => b.updated - a.updated)
      .map(summarize);
  }

  async get(id: string): Promise<SavedWorkspace | undefined> {
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
    await this.#db.add('workspaces', record);
    this.#announce({ type: 'saved', id: record.id, revision: 1 });
    return record;
  }

  /** Saves if the stored revision is still `base`; otherwise returns the stored record as a conflict. */
  async save(id: string, workspace: Workspace, base: number): Promise<SaveResult> {
    try {
      const tx = this.#db.transaction('workspaces', 'readwrite');
      const current = readRecord(await tx.store.get(id));
      if (!current) {
        await tx.done;
        return { ok: false, gone: true };
      }
      if (current.revision !== base) {
        await tx.done;
        return { ok: false, conflict: current };
      }
      const record = { ...current, workspace, revision: base + 1, updated: Date.now() };
      await tx.store.put(record);
      await tx.done;
      this.#announce({ type: 'saved', id, revision: record.revision });
      return { ok: true, record };
    } catch (e) {
      return { ok: false, error: await storageProblem(e) };
    }
  }

  /** Renaming does not change the content's revision, so it never conflicts with an edit. */
  async rename(id: string, name: string): Promise<void> {
    const tx = this.#db.transaction('workspaces', 'readwrite');
    const current = readRecord(await tx.store.get(id));
    if (current) await tx.store.put({ ...current, name });
    await tx.done;
    this.#announce({ type: 'renamed', id });
  }

  async duplicate(id: string, name?: string): Promise<SavedWorkspace | undefined> {
    const current = await this.get(id);
    return current ? this.create(name ?? `${current.name} (copy)`, current.workspace) : undefined;
  }

  async delete(id: string): Promise<void> {
    await this.#db.delete('workspaces', id);
    this.#announce({ type: 'deleted', id });
  }

  close(): void {
    this.#channel?.close();
    this.#db.close();
  }
}
