/**
 * Share links the CLI prints (`lint|bench|run --share-url BASE`): the same payload the
 * playground's share dialog makes, read back by its /view page (src/lib/share/payload.ts).
 *
 *   { workspace: { files: [{ path, text, kind }], active, view }, view: { page, expanded, rules? } }
 *
 * - lint: the catalog as read (and the rules it was linted with); /view lints it again in the
 *   browser, with the same core, so the report is the one the CLI printed.
 * - bench: the spec and the catalog its catalog_path: names, at paths that keep that reference
 *   working; /view runs the spec as the bench page does.
 * - run: the report itself (`view.report`, the --format json value), since a run may have called
 *   live servers and agents the browser cannot; /view shows it as the suites page shows a run.
 *
 * A link longer than the codec's cap is not made: the caller gets a message pointing to the HTML
 * report instead.
 */
import { encodeShare, MAX_SHARE_CHARS } from './codec.ts';
import { normalizeWorkspacePath, resolveWorkspaceRef } from '../suite/workspace-files.ts';

export type SharePage = 'lint' | 'bench' | 'run';
export type SharedKind = 'catalog' | 'rules' | 'bench' | 'suite';

export interface SharedFile {
  path: string;
  text: string;
  kind: SharedKind;
}

export interface CliSharePayload {
  workspace: { files: SharedFile[]; active: string; view: string };
  view: { page: SharePage; expanded: number[]; rules?: string; report?: unknown };
}

/** A link, or why there is none: `reason` completes "the full report is …", `message` adds what to do. */
export type ShareLink =
  | { ok: true; url: string; chars: number }
  | { ok: false; reason: string; message: string; chars: number };

/** A file's place in a shared workspace: its path as shown, made relative; else its base name. */
export function sharedPath(shown: string, fallback: string): string {
  const clean = normalizeWorkspacePath(shown.replace(/^[A-Za-z]:/, ''));
  if (clean) return clean;
  const name = shown
    .replace(/\\/g, '/')
    .split('/')
    .filter((s) => s && s !== '.' && s !== '..')
    .pop();
  return name ?? fallback;
}

/** `--share-url` / `share-url:` as a base URL (no trailing slash), or what is wrong with it. */
export function parseShareBase(raw: string): { ok: true; base: string } | { ok: false; message: string } {
  const expected = 'an http(s) URL where the playground is served, e.g. https://you.github.io/toolgauge';
  const text = raw.trim();
  // A plain check rather than the URL class (core has no DOM or node types): scheme, a host, a path.
  // Printable ASCII only, and none of < > " ` (a Markdown link target and a terminal take it as it is).
  if (/[^!-~]|[<>"`]/.test(text))
    return {
      ok: false,
      message: `${JSON.stringify(raw.slice(0, 200))} has characters a link cannot carry as they are (spaces, control or non-ASCII characters, < > " \`): percent-encode them; expected ${expected}`
    };
  const m = /^(https?):\/\/([^/?#]+)([^?#]*)$/i.exec(text);
  if (!m) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^https?:/i.test(text))
      return { ok: false, message: `${JSON.stringify(raw.slice(0, 200))} is not an http(s) URL; expected ${expected}` };
    if (/[?#]/.test(text))
      return {
        ok: false,
        message: `${JSON.stringify(raw.slice(0, 200))} has a ?query or #fragment; expected ${expected} (the link adds its own fragment)`
      };
    return { ok: false, message: `${JSON.stringify(raw.slice(0, 200))} is not a URL; expected ${expected}` };
  }
  return { ok: true, base: `${m[1].toLowerCase()}://${m[2]}${m[3]}`.replace(/\/+$/, '') };
}

/**
 * The /view address under a base. Ends in a slash: the static build's page is view/index.html,
 * which every static server finds at view/ (toolgauge serve redirects view/ to view, keeping the
 * fragment).
 */
export function viewUrl(base: string): string {
  return `${base.replace(/\/+$/, '')}/view/`;
}

/** The payload of a lint report: the catalog, and the rules file when the lint used one. */
export function lintSharePayload(
  catalog: { path: string; text: string },
  rules?: { path: string; text: string }
): CliSharePayload {
  const cat = sharedPath(catalog.path, 'catalog.json');
  const files: SharedFile[] = [{ path: cat, text: catalog.text, kind: 'catalog' }];
  let rulesPath: string | undefined;
  if (rules) {
    rulesPath = sharedPath(rules.path, 'toolgauge-rules.json');
    if (rulesPath === cat) rulesPath = `rules/${rulesPath}`;
    files.push({ path: rulesPath, text: rules.text, kind: 'rules' });
  }
  return {
    workspace: { files, active: cat, view: 'lint' },
    view: { page: 'lint', expanded: [], ...(rulesPath ? { rules: rulesPath } : {}) }
  };
}

/**
 * The payload of a bench report: the spec, and the catalog at the workspace path its
 * catalog_path: resolves to from the spec's place. undefined when that path would climb above
 * the workspace (the spec then cannot find it in /view).
 */
export function benchSharePayload(
  spec: { path: string; text: string },
  catalog?: { ref: string; text: string }
): CliSharePayload | undefined {
  const at = sharedPath(spec.path, 'bench.yml');
  const files: SharedFile[] = [{ path: at, text: spec.text, kind: 'bench' }];
  if (catalog) {
    const resolved = resolveWorkspaceRef(at, catalog.ref);
    if (!resolved || resolved === at) return undefined;
    files.push({ path: resolved, text: catalog.text, kind: 'catalog' });
  }
  return { workspace: { files, active: at, view: 'bench' }, view: { page: 'bench', expanded: [] } };
}

/** The payload of a suite run: the suite file (for its name and path) and the report as JSON. */
export function runSharePayload(suite: { path: string; text: string }, report: unknown): CliSharePayload {
  const at = sharedPath(suite.path, 'suite.yml');
  return {
    workspace: { files: [{ path: at, text: suite.text, kind: 'suite' }], active: at, view: 'suites' },
    view: { page: 'run', expanded: [], report }
  };
}

/** The link to a payload at a base, or, over the cap, a message that names the HTML report instead. */
export async function shareLink(base: string, payload: CliSharePayload, htmlHint: string): Promise<ShareLink> {
  const encoded = await encodeShare(payload);
  const key = encoded.ok ? undefined : encoded.error.key;
  if (key) {
    const reason = `not shared as a link: ${key.where} holds what looks like a live ${key.kind} (${key.masked}), which a link would carry in full (revoke it and take it out: SEC-007 names it)`;
    return {
      ok: false,
      chars: 0,
      reason,
      message: `the report is ${reason}; share the HTML report instead (${htmlHint})`
    };
  }
  if (!encoded.ok) {
    const kb = (n: number) => `${Math.ceil(n / 1024)} KB`;
    const reason = `too big for a share link (${kb(encoded.error.chars)}, over the ${kb(MAX_SHARE_CHARS)} a link can carry)`;
    return {
      ok: false,
      chars: encoded.error.chars,
      reason,
      message: `the report is ${reason}; share the HTML report instead (${htmlHint})`
    };
  }
  const url = `${viewUrl(base)}#${encoded.fragment}`;
  return { ok: true, url, chars: url.length };
}
