/**
 * The playground's workspace: the files people work with across pages (catalogs, bench specs,
 * traces, suites, rule settings), held in the browser. Its state is plain data that survives
 * JSON and structured clone unchanged, so it can be stored (IndexedDB) or shared (a URL) as is:
 *
 *   {
 *     files: [                                   // in the order they were added; paths unique
 *       { path: 'suites/agent-metrics.yml',      // '/'-separated, relative, no '.' or '..'
 *         text: 'name: agent metrics\n...',      // the file's text, exactly
 *         kind: 'suite' },                       // FileKind: detected when added, changeable
 *       ...
 *     ],
 *     active: 'suites/agent-metrics.yml',        // the file being edited, or null
 *     view: 'suites'                             // the page last used ('lint', 'suites', ...)
 *   }
 *
 * Every function here is pure: it takes a state and returns a new one (or the same object when
 * nothing changed), never mutating its input. Paths are resolved between files exactly as the
 * CLI resolves them on disk (core/suite/workspace-files.ts), so a suite's `trace: traces/a.json`
 * finds the workspace file `<suite's folder>/traces/a.json`.
 */
import { normalizeWorkspacePath } from '#core/suite/workspace-files';
import { detectKind } from './detect.ts';

import { FILE_KINDS, type FileKind } from './file-kinds.ts';

export { FILE_KINDS, type FileKind };

export interface WorkspaceFile {
  path: string;
  text: string;
  kind: FileKind;
}

export interface Workspace {
  files: WorkspaceFile[];
  active: string | null;
  view: string;
}

export function emptyWorkspace(view = 'lint'): Workspace {
  return { files: [], active: null, view };
}

/** A path as the workspace stores it, or an error that says what is wrong with it. */
export function cleanPath(path: string): { ok: true; path: string } | { ok: false; error: string } {
  const p = normalizeWorkspacePath(path.trim());
  if (p === undefined) return { ok: false, error: `${path} climbs above the workspace's top folder` };
  if (p === '') return { ok: false, error: 'a file needs a name' };
  return { ok: true, path: p };
}

export function fileAt(ws: Workspace, path: string): WorkspaceFile | undefined {
  return ws.files.find((f) => f.path === path);
}

export function activeFile(ws: Workspace): WorkspaceFile | undefined {
  return ws.active === null ? undefined : fileAt(ws, ws.active);
}

/** The files of some kinds, in workspace order. */
export function filesOfKind(ws: Workspace, ...kinds: FileKind[]): WorkspaceFile[] {
  return ws.files.filter((f) => kinds.includes(f.kind));
}

/** `base` if no file has that path, else `name-2.ext`, `name-3.ext`, ... (for pastes and drops). */
export function freePath(ws: Workspace, base: string): string {
  const clean = cleanPath(base);
  const p = clean.ok ? clean.path : 'untitled';
  if (!fileAt(ws, p)) return p;
  const slash = p.lastIndexOf('/');
  const dot = p.lastIndexOf('.');
  const [stem, ext] = dot > slash + 1 ? [p.slice(0, dot), p.slice(dot)] : [p, ''];
  for (let n = 2; ; n++) if (!fileAt(ws, `${stem}-${n}${ext}`)) return `${stem}-${n}${ext}`;
}

export interface NewFile {
  path: string;
  text: string;
  /** Detected from the path and text when absent. */
  kind?: FileKind;
}

/**
 * Adds a file and makes it active. A file already at that path is replaced in place, as saving
 * over a file on disk would (a suite that refers to it sees the new text).
 */
export function addFile(ws: Workspace, file: NewFile): Workspace {
  const clean = cleanPath(file.path);
  if (!clean.ok) return ws;
  const next: WorkspaceFile = {
    path: clean.path,
    text: file.text,
    kind: file.kind ?? detectKind(clean.path, file.text)
  };
  const i = ws.files.findIndex((f) => f.path === clean.path);
  const files = i < 0 ? [...ws.files, next] : ws.files.map((f, j) => (j === i ? next : f));
  return { ...ws, files, active: clean.path };
}

/** Adds several files at once (an example with the files it refers to); the first becomes active. */
export function addFiles(ws: Workspace, files: NewFile[]): Workspace {
  const added = files.reduce(addFile, ws);
  const first = files.length > 0 ? cleanPath(files[0].path) : undefined;
  return first?.ok ? { ...added, active: first.path } : added;
}

/** New text for a file (an edit). A file filed as `other` is looked at again: it may be one now. */
export function setText(ws: Workspace, path: string, text: string): Workspace {
  const f = fileAt(ws, path);
  if (!f || f.text === text) return ws;
  const kind = f.kind === 'other' ? detectKind(f.path, text) : f.kind;
  return { ...ws, files: ws.files.map((g) => (g === f ? { ...g, text, kind } : g)) };
}

export function setKind(ws: Workspace, path: string, kind: FileKind): Workspace {
  const f = fileAt(ws, path);
  if (!f || f.kind === kind) return ws;
  return { ...ws, files: ws.files.map((g) => (g === f ? { ...g, kind } : g)) };
}

export function setActive(ws: Workspace, path: string | null): Workspace {
  if (path !== null && !fileAt(ws, path)) return ws;
  return ws.active === path ? ws : { ...ws, active: path };
}

export function setView(ws: Workspace, view: string): Workspace {
  return ws.view === view ? ws : { ...ws, view };
}

/** Removes a file; when it was active, its neighbour (the next, else the previous) becomes active. */
export function removeFile(ws: Workspace, path: string): Workspace {
  const i = ws.files.findIndex((f) => f.path === path);
  if (i < 0) return ws;
  const files = ws.files.filter((_, j) => j !== i);
  const active = ws.active !== path ? ws.active : (files[Math.min(i, files.length - 1)]?.path ?? null);
  return { ...ws, files, active };
}

/** Renames a file (a suite's references follow paths, so renaming can fix or break them). */
export function renameFile(
  ws: Workspace,
  from: string,
  to: string
): { ok: true; workspace: Workspace } | { ok: false; error: string } {
  const f = fileAt(ws, from);
  if (!f) return { ok: false, error: `there is no file ${from}` };
  const clean = cleanPath(to);
  if (!clean.ok) return clean;
  if (clean.path === from) return { ok: true, workspace: ws };
  if (fileAt(ws, clean.path)) return { ok: false, error: `${clean.path} already exists` };
  const files = ws.files.map((g) => (g === f ? { ...g, path: clean.path } : g));
  return { ok: true, workspace: { ...ws, files, active: ws.active === from ? clean.path : ws.active } };
}

/**
 * A workspace from untrusted data (storage, a share link), or undefined when it is not one.
 * An unknown kind is detected again; files with a bad or repeated path are dropped; an `active` that
 * names no file becomes null. Nothing is taken from the input beyond these fields.
 */
export function parseWorkspace(value: unknown): Workspace | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (!Array.isArray(v.files)) return undefined;
  const files: WorkspaceFile[] = [];
  for (const f of v.files as unknown[]) {
    if (f === null || typeof f !== 'object') continue;
    const { path, text, kind } = f as Record<string, unknown>;
    if (typeof path !== 'string' || typeof text !== 'string') continue;
    const clean = cleanPath(path);
    if (!clean.ok || files.some((g) => g.path === clean.path)) continue;
    files.push({
      path: clean.path,
      text,
      kind: FILE_KINDS.includes(kind as FileKind) ? (kind as FileKind) : detectKind(clean.path, text)
    });
  }
  const active = typeof v.active === 'string' && files.some((f) => f.path === v.active) ? v.active : null;
  return { files, active, view: typeof v.view === 'string' ? v.view : 'lint' };
}
