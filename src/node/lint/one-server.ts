/**
 * One server from the command line, for the commands that talk to a single server (`call`,
 * `lint --watch`): `--stdio CMD`, `--url URL [--header ...]`, or `--client-config FILE --server
 * NAME` (the name may be left out when the config holds one usable server).
 */
import { formatDiagnostic } from '#core/source/diagnostic';
import { nearest } from '#core/source/nearest';
import type { ParsedOptions } from '../cli/args.ts';
import { UsageError } from '../cli/errors.ts';
import type { Io } from '../cli/io.ts';
import { configServerRunnable, redactor, type ClientKind } from '../mcp/client-config.ts';
import type { ServerSpec } from '../mcp/connect.ts';
import { passTrustGate } from '../config/trust-gate.ts';
import { parseHeaders, readClientConfig, stdioSpec } from './lint-input.ts';

export { ONE_SERVER_OPTIONS } from './lint-flags.ts';

export interface OneServer {
  spec: ServerSpec;
  /** What the user named it by, for messages. */
  label: string;
  /** Replaces secrets (env and header values of a config) with ***. */
  redact: (text: string) => string;
}

/** The server the flags name; bad flags are a UsageError. */
export async function oneServer(io: Io, values: ParsedOptions, command: string): Promise<OneServer> {
  const sources = (['stdio', 'url', 'client-config'] as const).filter((k) => typeof values[k] === 'string');
  if (sources.length === 0)
    throw new UsageError(
      `name the server: --stdio "CMD", --url URL, or --client-config FILE --server NAME (see toolgauge ${command} --help)`
    );
  if (sources.length > 1)
    throw new UsageError(
      `pass one of --stdio, --url, --client-config (got ${sources.map((s) => '--' + s).join(' and ')})`
    );
  const headers = Array.isArray(values.header) ? (values.header as string[]) : [];
  if (headers.length > 0 && sources[0] !== 'url') throw new UsageError('--header only applies to --url');
  if (typeof values.server === 'string' && sources[0] !== 'client-config')
    throw new UsageError('--server picks a server of --client-config');
  if (sources[0] === 'stdio')
    return { spec: stdioSpec(String(values.stdio)), label: String(values.stdio), redact: (t) => t };
  if (sources[0] === 'url') {
    const url = values.url as string;
    if (!/^https?:\/\//i.test(url)) throw new UsageError(`--url must be an http:// or https:// URL (got "${url}")`);
    const h = parseHeaders(headers);
    return {
      spec: { name: new URL(url).host, http: { url, headers: h } },
      label: url,
      redact: redactor(Object.values(h).filter((v) => v.length >= 4))
    };
  }
  const file = values['client-config'] as string;
  const parsed = await readClientConfig(io, file, values.client as ClientKind | undefined);
  if (!parsed.ok) throw new UsageError(parsed.errors.map((e) => formatDiagnostic(e, file)).join('\n'));
  const { servers, secrets } = parsed.config;
  const redact = redactor(secrets);
  const names = servers.map((s) => s.name);
  let wanted = values.server as string | undefined;
  if (wanted === undefined) {
    const usable = servers.filter((s) => s.spec && !s.disabled);
    if (usable.length !== 1)
      throw new UsageError(
        `${file} has ${names.length} server${names.length === 1 ? '' : 's'} (${names.join(', ') || 'none'}); pick one with --server NAME`
      );
    wanted = usable[0].name;
  }
  const entry = servers.find((s) => s.name === wanted);
  if (!entry) {
    const near = nearest(wanted, names);
    throw new UsageError(
      `${file} has no server "${wanted}"${near ? ` (did you mean "${near}"?)` : ''}; it has ${names.join(', ') || 'none'}`
    );
  }
  if (!entry.spec) throw new UsageError(redact(`${file} ${entry.pointer}: server "${entry.name}" ${entry.problem}`));
  const runnables = [configServerRunnable(entry, redact) ?? []].flat();
  if (!(await passTrustGate(io, values, { file, runnables })))
    throw new UsageError(`${file}: server "${entry.name}" was not started`);
  return { spec: entry.spec, label: `${file} ${entry.name}`, redact };
}
