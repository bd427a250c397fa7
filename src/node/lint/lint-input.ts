/**
 * Where `toolgauge lint` gets its catalog when it is not a plain file: a live server (`--stdio`,
 * `--url`), every server of a client config (`--client-config`), or a recorded MCP JSON-RPC
 * session. Each becomes catalog text the ordinary lint path reads, so a live catalog lints exactly
 * as the same catalog saved to a file would (`--save` writes that file).
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { terminalSafe } from '#core/report/formats/terminal-safe';
import { importTrace } from '#core/trace/importers/index';
import { formatDiagnostic, type Diagnostic } from '#core/source/diagnostic';
import type { ParsedOptions } from '../cli/args.ts';
import { UsageError } from '../cli/errors.ts';
import type { Io } from '../cli/io.ts';
import { passTrustGate } from '../config/trust-gate.ts';
import { shellSplit } from '../cli/shell-split.ts';
import { resolveSelf } from '../process/self.ts';
import { listServer, mapBounded, type CatalogSnapshot, type ListOutcome } from '../mcp/catalog.ts';
import {
  configServerRunnable,
  parseClientConfig,
  redactor,
  type ClientKind,
  type ConfigResult
} from '../mcp/client-config.ts';
import { DEFAULT_TIMEOUTS, type ServerSpec, type Timeouts } from '../mcp/connect.ts';
import { secretList, urlSecrets } from '#core/text/secrets';

export { LIVE_LINT_OPTIONS, looksLikeTranscript } from './lint-flags.ts';

export interface LintInput {
  text: string;
  file: string;
  path?: string;
  /** Servers that could not be listed: the caller exits 2 after writing the report. */
  failed: number;
}

/** `5`, `5s`, `1.5s`, `500ms`, `5m`. */
export function parseDuration(text: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m)?\s*$/.exec(text);
  if (!m) throw new UsageError(`--timeout must be a duration such as 5s, 500ms or 5m (got "${text}")`);
  const ms = Number(m[1]) * (m[2] === 'ms' ? 1 : m[2] === 'm' ? 60_000 : 1000);
  if (!(ms >= 1)) throw new UsageError(`--timeout must be at least 1ms (got "${text}")`);
  return Math.round(ms);
}

export function timeoutsFrom(values: ParsedOptions): Timeouts {
  if (typeof values.timeout !== 'string') return DEFAULT_TIMEOUTS;
  const ms = parseDuration(values.timeout);
  return { connectMs: ms, listMs: ms, callMs: ms };
}

export function parseHeaders(list: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const h of list) {
    const i = h.indexOf(':');
    if (i <= 0) throw new UsageError(`--header must look like "Name: value" (got "${h.slice(0, 40)}")`);
    headers[h.slice(0, i).trim()] = h.slice(i + 1).trim();
  }
  return headers;
}

const RUNNERS = new Set([
  'node',
  'npx',
  'python',
  'python3',
  'uv',
  'uvx',
  'deno',
  'bun',
  'bunx',
  'tsx',
  'pnpm',
  'pnpx',
  'yarn',
  'docker',
  'toolgauge',
  'sh',
  'bash'
]);

/** A short name for a command line: the program, or for a runner (node, npx, uvx, ...) the first thing it runs. */
export function serverNameOf(words: string[]): string {
  const program = path.basename(words[0] ?? 'server');
  if (!RUNNERS.has(program.replace(/\.exe$/, '')) || words.some((w) => ['-e', '-c', '-p', '--eval'].includes(w)))
    return program;
  const target = words.slice(1).find((w) => !w.startsWith('-') && !['run', 'exec', 'dlx', 'x', 'mock'].includes(w));
  return target ? (target.startsWith('@') ? target : path.basename(target)) : program;
}

/** A stdio command line, split like a shell would, into a server spec. */
export function stdioSpec(line: string, name?: string): ServerSpec {
  const split = shellSplit(line);
  if (!split.ok) throw new UsageError(`--stdio: ${split.message} at column ${split.column}`);
  if (split.words.length === 0)
    throw new UsageError('--stdio needs a command line, e.g. --stdio "npx -y @modelcontextprotocol/server-everything"');
  const { command, args } = resolveSelf(split.words);
  return { name: name ?? serverNameOf(split.words), stdio: { command, args } };
}

/**
 * What to do about a deadline that passed: raise it. A package runner (npx, uvx, pipx, bunx)
 * downloads on a first run, which alone can take longer than the default 10 s.
 */
export function timeoutHint(message: string, spec: ServerSpec | undefined): string {
  if (!/\bno answer to .* within \d/.test(message)) return '';
  const runner = spec?.stdio ? /^(npx|uvx|pipx|bunx|pnpm|yarn)$/.test(path.basename(spec.stdio.command)) : false;
  return `; raise the deadline with --timeout (e.g. --timeout 60s)${runner ? `: a first ${path.basename(spec!.stdio!.command)} run downloads the package before the server starts` : ''}`;
}

/** One server's line on stderr; the server's own words (serverInfo, errors) escaped for the terminal. */
export function statusLine(o: ListOutcome, redact: (t: string) => string, spec?: ServerSpec): string {
  return terminalSafe(unescapedStatusLine(o, redact, spec));
}

function unescapedStatusLine(o: ListOutcome, redact: (t: string) => string, spec?: ServerSpec): string {
  if (o.ok) {
    const info = o.snapshot.serverInfo;
    const n = (list: unknown[] | undefined, word: string) =>
      list?.length ? `${list.length} ${word}${list.length === 1 ? '' : 's'}` : undefined;
    const what = [
      o.snapshot.transport,
      info ? `${info.name} ${info.version}` : undefined,
      `${o.snapshot.tools.length} tool${o.snapshot.tools.length === 1 ? '' : 's'}`,
      n(o.snapshot.resources, 'resource'),
      n(o.snapshot.resourceTemplates, 'resource template'),
      n(o.snapshot.prompts, 'prompt'),
      `${o.elapsedMs} ms`
    ]
      .filter(Boolean)
      .join(', ');
    return redact(`ok      ${o.name}  (${what})`);
  }
  return redact(`failed  ${o.name}  after ${o.elapsedMs} ms: ${o.error.detail}${timeoutHint(o.error.detail, spec)}`);
}

async function save(io: Io, file: string, body: unknown): Promise<void> {
  const full = path.resolve(io.cwd, file);
  try {
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, JSON.stringify(body, null, 2) + '\n');
  } catch (e) {
    throw new UsageError(`cannot write --save ${file}: ${(e as Error).message}`);
  }
}

async function single(io: Io, spec: ServerSpec, label: string, values: ParsedOptions): Promise<LintInput | number> {
  // --url query values (`?api_key=...`), a URL password and --header values are masked in every
  // message and in the report's file label, as a client config's keys are.
  const redact = redactor(
    spec.http ? secretList([...urlSecrets(spec.http.url), ...Object.values(spec.http.headers ?? {})]) : []
  );
  const o = await listServer(spec, timeoutsFrom(values));
  if (!o.ok) {
    io.stderr(redact(`toolgauge lint: ${o.error.message}${timeoutHint(o.error.message, spec)}`) + '\n');
    return 2;
  }
  io.stderr(statusLine(o, redact) + '\n');
  if (typeof values.save === 'string') await save(io, values.save, o.snapshot);
  return { text: JSON.stringify(o.snapshot, null, 2), file: redact(label), failed: 0 };
}

/** What listing every server of a client config gave: the catalogs of those that answered. */
export type ConfigListing =
  | { ok: false; errors: Diagnostic[] }
  /** `total` counts the servers the config enables; `disabled` those it turns off (skipped, in no count). */
  | {
      ok: true;
      servers: Record<string, CatalogSnapshot>;
      failed: number;
      total: number;
      disabled: number;
      kind: ClientKind;
      redact: (text: string) => string;
    };

/**
 * Lists every usable server of a parsed client config (six at a time), calling `emit` with one
 * status line per server (secrets already replaced by ***). Shared by `lint --client-config` and
 * the playground's live panel.
 */
export async function listClientConfig(
  parsed: ConfigResult,
  file: string,
  timeouts: Timeouts,
  emit: (line: string) => void
): Promise<ConfigListing> {
  if (!parsed.ok) return parsed;
  const { config } = parsed;
  const redact = redactor(config.secrets);
  const usable = config.servers.filter((s) => s.spec && !s.disabled);
  let failed = 0;
  for (const s of config.servers) {
    if (s.disabled) emit(`skipped ${s.name}  (disabled in ${file})`);
    else if (!s.spec) {
      failed++;
      emit(redact(`failed  ${s.name}  ${file} ${s.pointer}: ${s.problem}`));
    }
  }
  // Bounded: each stdio server is a process; a config of 30 servers must not start 30 at once.
  const outcomes = await mapBounded(usable, 6, async (s) => {
    const o = await listServer(s.spec as ServerSpec, timeouts);
    emit(statusLine(o, redact, s.spec as ServerSpec));
    return o;
  });
  const servers: Record<string, CatalogSnapshot> = {};
  for (const o of outcomes) {
    if (o.ok) servers[o.name] = o.snapshot;
    else failed++;
  }
  const disabled = config.servers.filter((x) => x.disabled).length;
  return { ok: true, servers, failed, total: config.servers.length - disabled, disabled, kind: config.kind, redact };
}

/** The folder a client config belongs to: the parent of .cursor/.vscode/.gemini, else its own folder. */
function workspaceFolderOf(full: string): string {
  const dir = path.dirname(full);
  return ['.cursor', '.vscode', '.gemini'].includes(path.basename(dir)) ? path.dirname(dir) : dir;
}

/** The closing line of a client-config listing: how many servers answered. */
export function configSummaryLine(
  kind: ClientKind,
  file: string,
  listed: number,
  total: number,
  failed: number,
  disabled = 0
): string {
  return `${kind} config ${file}: ${listed} of ${total} server${total === 1 ? '' : 's'} listed${failed ? `, ${failed} failed` : ''}${disabled ? ` (${disabled} disabled, skipped)` : ''}`;
}

/**
 * A client config named on the command line, read and parsed once: the one reader of `lint
 * --client-config` and the one-server commands (`call`, `lint --watch`). An unreadable file is a
 * UsageError; a config that does not parse comes back as diagnostics.
 */
export async function readClientConfig(io: Io, file: string, kind: ClientKind | undefined): Promise<ConfigResult> {
  const full = path.resolve(io.cwd, file);
  let text: string;
  try {
    text = await readFile(full, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(
      `cannot read client config ${file}: ${code === 'ENOENT' ? 'no such file' : (e as Error).message}`
    );
  }
  const ctx = { env: process.env, workspaceFolder: workspaceFolderOf(full), userHome: homedir() };
  return parseClientConfig(text, file, ctx, kind);
}

async function clientConfig(io: Io, file: string, values: ParsedOptions): Promise<LintInput | number> {
  const parsed = await readClientConfig(io, file, values.client as ClientKind | undefined);
  // Said before anything starts: a client config's commands run as this user (secrets masked).
  if (parsed.ok) {
    const redact = redactor(parsed.config.secrets);
    const commands = parsed.config.servers
      .filter((s) => s.spec?.stdio && !s.disabled)
      .map((s) => `  ${s.name}: ${[s.spec!.stdio!.command, ...(s.spec!.stdio!.args ?? [])].join(' ')}`);
    if (commands.length > 0)
      io.stderr(
        redact(
          `${file} starts these commands (a client config is code: lint only configs you trust):\n${commands.join('\n')}\n`
        )
      );
    const runnables = parsed.config.servers.flatMap((s) => configServerRunnable(s, redact) ?? []);
    if (!(await passTrustGate(io, values, { file, runnables }))) return 2;
  }
  const listing = await listClientConfig(parsed, file, timeoutsFrom(values), (line) => io.stderr(line + '\n'));
  if (!listing.ok) {
    for (const e of listing.errors) io.stderr(formatDiagnostic(e, file) + '\n');
    return 2;
  }
  const { servers, failed } = listing;
  const listed = Object.keys(servers).length;
  io.stderr(configSummaryLine(listing.kind, file, listed, listing.total, failed, listing.disabled) + '\n');
  if (listed === 0) return 2;
  const catalog = { servers };
  if (typeof values.save === 'string') await save(io, values.save, catalog);
  return { text: JSON.stringify(catalog, null, 2), file, failed };
}

/** The tools/list results of a recorded session, as a catalog (one server, or `{servers}` when it names several). */
export function transcriptCatalog(io: Io, text: string, file: string): LintInput | number {
  const r = importTrace(text, { format: 'mcp-jsonrpc', file });
  if (!r.ok) {
    for (const e of r.errors.slice(0, 20)) io.stderr(formatDiagnostic(e, file) + '\n');
    return 2;
  }
  const byServer = new Map<string, unknown[]>();
  for (const run of r.trace.runs) {
    if (!run.surface?.length) continue;
    const key = typeof run.server === 'string' ? run.server : 'server';
    if (!byServer.has(key)) byServer.set(key, run.surface);
  }
  if (byServer.size === 0) {
    io.stderr(
      `toolgauge lint: ${file} is an MCP JSON-RPC session with no tools/list result (it has ${r.trace.runs.length} session${r.trace.runs.length === 1 ? '' : 's'}); record one that lists tools\n`
    );
    return 2;
  }
  io.stderr(
    `${file}: tools/list of ${[...byServer].map(([s, t]) => `${s} (${t.length} tool${t.length === 1 ? '' : 's'})`).join(', ')} from a recorded session; positions refer to the extracted catalog\n`
  );
  const catalog =
    byServer.size === 1
      ? { tools: [...byServer.values()][0] }
      : { servers: Object.fromEntries([...byServer].map(([s, tools]) => [s, { tools }])) };
  return { text: JSON.stringify(catalog, null, 2), file, failed: 0 };
}

/**
 * The catalog from a live flag, or undefined when lint should read its file argument as usual.
 * A number is an exit code: nothing could be listed and the reason was printed.
 */
export async function liveLintInput(
  io: Io,
  values: ParsedOptions,
  positionals: string[]
): Promise<LintInput | number | undefined> {
  const sources = (['stdio', 'url', 'client-config'] as const).filter((k) => typeof values[k] === 'string');
  if (sources.length === 0) {
    if (typeof values.save === 'string')
      throw new UsageError('--save needs a live source: --stdio, --url or --client-config');
    return undefined;
  }
  if (sources.length > 1)
    throw new UsageError(
      `pass one of --stdio, --url, --client-config (got ${sources.map((s) => '--' + s).join(' and ')})`
    );
  if (positionals.length > 0)
    throw new UsageError(`--${sources[0]} lints a live server; drop the file argument ${positionals[0]}`);
  const headers = Array.isArray(values.header) ? (values.header as string[]) : [];
  if (headers.length > 0 && sources[0] !== 'url') throw new UsageError('--header only applies to --url');
  if (sources[0] === 'stdio')
    return single(io, stdioSpec(String(values.stdio)), `stdio:${String(values.stdio)}`, values);
  if (sources[0] === 'url') {
    const url = values.url as string;
    if (!/^https?:\/\//i.test(url)) throw new UsageError(`--url must be an http:// or https:// URL (got "${url}")`);
    return single(io, { name: new URL(url).host, http: { url, headers: parseHeaders(headers) } }, url, values);
  }
  return clientConfig(io, values['client-config'] as string, values);
}
