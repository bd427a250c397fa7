/**
 * The MCP server lists that clients keep, read into ServerSpecs, with each client's own
 * variable expansion. Every value that came from the environment or an input, and every env and
 * header value written in the file, is collected as a secret so callers can redact it from
 * anything they print.
 *
 *   client          file                                   servers under     expansion
 *   claude-desktop  claude_desktop_config.json             mcpServers        none (values are literal)
 *   claude-code     .mcp.json                              mcpServers        ${VAR}, ${VAR:-default}
 *   cursor          .cursor/mcp.json, ~/.cursor/mcp.json   mcpServers        ${env:VAR}, ${userHome}, ${workspaceFolder}, ${workspaceFolderBasename}, ${pathSeparator}, ${/}
 *   vscode          .vscode/mcp.json (settings.json: mcp)  servers, inputs   ${env:VAR}, ${input:ID}, ${userHome}, ${workspaceFolder}, ${workspaceFolderBasename}, ${pathSeparator}, ${/}
 *   windsurf        ~/.codeium/windsurf/mcp_config.json    mcpServers        ${env:VAR}; remote servers use serverUrl
 *   gemini          .gemini/settings.json                  mcpServers        $VAR, ${VAR}; httpUrl (Streamable HTTP), url (SSE), cwd
 *
 * VS Code prompts for `${input:ID}`; toolgauge cannot prompt, so it reads TOOLGAUGE_INPUT_<ID>
 * (ID upper-cased, other characters as `_`) from the environment instead.
 */
import path from 'node:path';
import { parseText } from '#core/source/parse-text';
import type { Diagnostic } from '#core/source/diagnostic';
import type { ServerSpec } from './connect.ts';
import { scrubSecrets } from '#core/text/secrets';
import { remoteRunnable, type Runnable } from '#core/suite/trust';
import { isPlainObject } from '#core/source/values';

export const CLIENT_KINDS = ['claude-desktop', 'claude-code', 'cursor', 'vscode', 'windsurf', 'gemini'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

export interface ConfigServer {
  name: string;
  /** Absent when the entry could not be used; `problem` says why. */
  spec?: ServerSpec;
  problem?: string;
  disabled?: boolean;
  pointer: string;
  /** The environment variables expanded into it (what the trust gate lists as sent to a url server). */
  env?: string[];
}

export interface ClientConfig {
  kind: ClientKind;
  servers: ConfigServer[];
  /** Values never to print (expanded variables, env and header values). */
  secrets: string[];
}

export type ConfigResult = { ok: true; config: ClientConfig } | { ok: false; errors: Diagnostic[] };

export interface ExpandContext {
  env: Record<string, string | undefined>;
  /** The folder a project config belongs to (its `.cursor`/`.vscode` parent, or its own folder). */
  workspaceFolder: string;
  userHome: string;
}

type Obj = Record<string, unknown>;

/** Guesses the client from the file's name and shape. */
export function detectClient(file: string, value: Obj): ClientKind {
  const base = path.basename(file);
  const dir = path.basename(path.dirname(path.resolve(file)));
  if (isPlainObject(value.servers) || (isPlainObject(value.mcp) && isPlainObject((value.mcp as Obj).servers)))
    return 'vscode';
  if (dir === '.cursor') return 'cursor';
  if (dir === '.vscode') return 'vscode';
  if (dir === '.gemini') return 'gemini';
  if (base === 'claude_desktop_config.json') return 'claude-desktop';
  if (base === 'mcp_config.json' || dir === 'windsurf') return 'windsurf';
  return 'claude-code';
}

export function inputEnvName(id: string): string {
  return 'TOOLGAUGE_INPUT_' + id.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

/** Expands one string the way `kind` does; records secrets and what was missing. */
function expander(kind: ClientKind, ctx: ExpandContext, secrets: Set<string>, inputs: Set<string>) {
  const missing: string[] = [];
  const used = new Set<string>();
  const fromEnv = (name: string, fallback?: string): string => {
    const v = ctx.env[name];
    if (v !== undefined && v !== '') {
      used.add(name);
      secrets.add(v);
      return v;
    }
    if (fallback !== undefined) return fallback;
    missing.push(`environment variable ${name}`);
    return '';
  };
  const editorVars = (name: string): string | undefined => {
    if (name === 'userHome') return ctx.userHome;
    if (name === 'workspaceFolder') return ctx.workspaceFolder;
    if (name === 'workspaceFolderBasename') return path.basename(ctx.workspaceFolder);
    if (name === 'pathSeparator' || name === '/') return path.sep;
    return undefined;
  };
  const expand = (s: string): string => {
    switch (kind) {
      case 'claude-desktop':
        return s;
      case 'claude-code':
        return s.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g, (_m, name: string, d?: string) =>
          fromEnv(name, d)
        );
      case 'gemini':
        return s.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_m, a?: string, b?: string) =>
          fromEnv((a ?? b) as string)
        );
      default:
        return s.replace(/\$\{([^}]+)\}/g, (m, body: string) => {
          if (body.startsWith('env:')) return fromEnv(body.slice(4));
          if (body.startsWith('input:') && kind === 'vscode') {
            const id = body.slice(6);
            if (!inputs.has(id)) missing.push(`input "${id}" (not declared in inputs)`);
            const v = ctx.env[inputEnvName(id)];
            if (v === undefined) {
              missing.push(`input "${id}" (VS Code prompts for it; set ${inputEnvName(id)})`);
              return '';
            }
            used.add(inputEnvName(id));
            secrets.add(v);
            return v;
          }
          return editorVars(body) ?? m;
        });
    }
  };
  return { expand, missing, used };
}

const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

function stringMap(v: unknown): Record<string, string> | undefined {
  if (!isPlainObject(v)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(v))
    if (typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean') out[k] = String(x);
  return out;
}

function readServer(
  kind: ClientKind,
  name: string,
  raw: unknown,
  pointer: string,
  ctx: ExpandContext,
  secrets: Set<string>,
  inputs: Set<string>
): ConfigServer {
  if (!isPlainObject(raw))
    return {
      name,
      pointer,
      problem: `expected an object with "command" or "url", found ${Array.isArray(raw) ? 'an array' : typeof raw}`
    };
  const disabled = raw.disabled === true || raw.enabled === false;
  const { expand, missing, used } = expander(kind, ctx, secrets, inputs);
  const mapOf = (v: unknown, secret: boolean) => {
    const m = stringMap(v);
    if (!m) return undefined;
    const out: Record<string, string> = {};
    for (const [k, x] of Object.entries(m)) {
      out[k] = expand(x);
      if (secret && out[k].length >= 4) secrets.add(out[k]);
    }
    return out;
  };
  const type = typeof raw.type === 'string' ? raw.type.toLowerCase() : undefined;
  const url =
    typeof raw.httpUrl === 'string'
      ? raw.httpUrl
      : typeof raw.serverUrl === 'string'
        ? raw.serverUrl
        : typeof raw.url === 'string'
          ? raw.url
          : undefined;
  let spec: ServerSpec | undefined;
  if (typeof raw.command === 'string' && raw.command !== '') {
    if (raw.args !== undefined && !strings(raw.args))
      return { name, pointer, disabled, problem: '"args" must be an array of strings' };
    const env = mapOf(raw.env, true);
    const cwd = typeof raw.cwd === 'string' ? path.resolve(ctx.workspaceFolder, expand(raw.cwd)) : ctx.workspaceFolder;
    spec = {
      name,
      stdio: {
        command: expand(raw.command),
        args: ((raw.args as string[] | undefined) ?? []).map(expand),
        ...(env ? { env } : {}),
        cwd
      }
    };
  } else if (url !== undefined) {
    const headers = mapOf(raw.headers, true);
    // Gemini's `url` and a declared `type: "sse"` mean the legacy SSE transport.
    const sse = type === 'sse' || (kind === 'gemini' && raw.httpUrl === undefined);
    spec = { name, http: { url: expand(url), ...(headers ? { headers } : {}), ...(sse ? { sse: true } : {}) } };
  } else {
    return { name, pointer, disabled, problem: 'has neither "command" (stdio) nor "url" (HTTP)' };
  }
  if (missing.length > 0) return { name, pointer, disabled, problem: `needs ${[...new Set(missing)].join(', ')}` };
  return { name, pointer, spec, ...(disabled ? { disabled } : {}), ...(used.size > 0 ? { env: [...used] } : {}) };
}

/** Reads a client config's text. `kind` forces the client; otherwise it is guessed. */
export function parseClientConfig(text: string, file: string, ctx: ExpandContext, kind?: ClientKind): ConfigResult {
  const parsed = parseText(stripJsonComments(text), { file });
  if (!parsed.ok) return { ok: false, errors: [parsed.error] };
  const root = parsed.value;
  const at = (pointer: string, message: string, expected: string): ConfigResult => ({
    ok: false,
    errors: [{ message, expected, pointer, file, ...(parsed.locate(pointer) ?? {}) }]
  });
  if (!isPlainObject(root))
    return at('', 'a client config must be an object', '{ "mcpServers": {...} } or { "servers": {...} }');
  const client = kind ?? detectClient(file, root);
  let list: unknown;
  let base: string;
  if (isPlainObject(root.mcpServers)) [list, base] = [root.mcpServers, '/mcpServers'];
  else if (isPlainObject(root.servers)) [list, base] = [root.servers, '/servers'];
  else if (isPlainObject(root.mcp) && isPlainObject((root.mcp as Obj).servers))
    [list, base] = [(root.mcp as Obj).servers, '/mcp/servers'];
  else
    return at(
      '',
      'no server list found',
      '"mcpServers" (Claude Desktop, Claude Code, Cursor, Windsurf, Gemini) or "servers" (VS Code) holding named servers'
    );
  const inputsRaw =
    isPlainObject(root.mcp) && Array.isArray((root.mcp as Obj).inputs) ? (root.mcp as Obj).inputs : root.inputs;
  const inputs = new Set<string>(
    Array.isArray(inputsRaw)
      ? inputsRaw.flatMap((i) => (isPlainObject(i) && typeof i.id === 'string' ? [i.id] : []))
      : []
  );
  const secrets = new Set<string>();
  const servers = Object.entries(list as Obj).map(([name, raw]) =>
    readServer(client, name, raw, `${base}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, ctx, secrets, inputs)
  );
  return {
    ok: true,
    config: {
      kind: client,
      servers,
      secrets: [...secrets].filter((s) => s.length >= 4).sort((a, b) => b.length - a.length)
    }
  };
}

/** VS Code and Cursor accept JSON with comments and trailing commas; plain JSON passes through unchanged. */
export function stripJsonComments(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      out += c;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const skipped = text.slice(i, end < 0 ? text.length : end + 2);
      out += skipped.replace(/[^\n]/g, ' ');
      i = end < 0 ? text.length : end + 1;
    } else out += c;
  }
  return out.replace(/,(\s*[}\]])/g, '$1');
}

/**
 * What the trust gate lists for one server of a client config: the command a stdio server runs,
 * or a url server on another machine or sent environment values. Secrets masked.
 */
export function configServerRunnable(s: ConfigServer, redact: (t: string) => string): Runnable | undefined {
  if (!s.spec || s.disabled) return undefined;
  const what = `server "${s.name}"`;
  if (s.spec.stdio) return { what, command: redact([s.spec.stdio.command, ...(s.spec.stdio.args ?? [])].join(' ')) };
  if (s.spec.http) return remoteRunnable(what, redact(s.spec.http.url), s.env ?? []);
  return undefined;
}

/** Replaces every secret in `text`, and every recognisable key format (core/text/secrets.ts), with ***. */
export function redactor(secrets: string[]): (text: string) => string {
  return (text) => scrubSecrets(text, secrets);
}
