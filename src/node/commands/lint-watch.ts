/**
 * `toolgauge lint --watch`: lint once, then again whenever the catalog changes, printing what
 * changed since the last lint (the diff of core/diff: tools added, removed and changed, findings
 * introduced and fixed, tokens and scores). The catalog is a file (re-linted on save; the folder is
 * watched so an editor's write-to-temp-and-rename save is seen) or a live server, kept connected
 * and listed again on each `notifications/tools/list_changed`. Ctrl-C (SIGINT) or SIGTERM ends
 * it: watchers closed, the server stopped, exit 0.
 */
import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { parseCatalogText } from '#core/catalog/parse-catalog';
import { diffCatalogs, type DiffSide } from '#core/diff/catalog-diff';
import { formatDiffText } from '#core/diff/format';
import type { LintOptions } from '#core/lint/lint';
import { LINT_FORMATS } from '#core/lint/formats/index';
import { reportPointers } from '#core/lint/formats/pointers';
import { terminalSafe } from '#core/report/formats/text';
import { formatDiagnostic } from '#core/source/diagnostic';
import type { Encoders, Encoding } from '#core/tokens/encoders';
import type { ParsedOptions } from '../cli/args.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { handleInterrupts, type Io } from '../cli/io.ts';
import { readRegularFileBounded } from '../cli/read-bounded.ts';
import { lintCatalogTwoThreads } from '../tokens/parallel-tokens.ts';

export interface WatchOptions {
  lint: LintOptions & { encoders: Encoders };
  tokenizer: Encoding;
  /** Ends the watch (tests); without it SIGINT/SIGTERM do. */
  signal?: AbortSignal;
  /** Called after each lint, with its number (1 = the first). */
  onLint?: (n: number) => void;
  /** Quiet period after a file event before re-linting (editors write a file in several steps). */
  debounceMs?: number;
}

const clock = () => new Date().toISOString().slice(11, 19);

/** Lints catalog text; undefined (and the problems printed) when it does not parse. */
async function lintText(
  io: Io,
  text: string,
  file: string,
  o: WatchOptions
): Promise<(DiffSide & { locate?: (p: string) => { line: number; column: number } | undefined }) | undefined> {
  const parsed = parseCatalogText(text, { file });
  if (!parsed.ok) {
    for (const e of parsed.errors) io.stderr(formatDiagnostic(e, file) + '\n');
    return undefined;
  }
  const report = await lintCatalogTwoThreads(parsed.catalog, o.lint);
  parsed.source?.prepare?.(reportPointers(report));
  return { catalog: parsed.catalog, report, locate: parsed.source?.locate };
}

/** The watch loop shared by files and servers: `read()` gives the catalog text on each change, until stopped. */
async function loop(
  io: Io,
  label: string,
  o: WatchOptions,
  subscribe: (changed: (why: string) => void, halt: (code: number) => void) => Promise<() => Promise<void>>,
  read: () => Promise<string | undefined>
): Promise<number> {
  let previous: DiffSide | undefined;
  let lints = 0;
  let running = Promise.resolve();
  const relint = (why: string) => {
    running = running
      .then(() => once(why))
      .catch((e: Error) => {
        // One failed lint must not end the chain: the next change lints again.
        io.stderr(`[${clock()}] toolgauge lint --watch: internal error: ${e.message}\n`);
      });
  };
  const once = async (why: string) => {
    const text = await read();
    if (text === undefined) return;
    const side = await lintText(io, text, label, o);
    if (!side) {
      io.stderr(`[${clock()}] ${terminalSafe(label)}: not linted (problems above); watching for the next change\n`);
      return;
    }
    lints++;
    if (!previous)
      io.stdout(
        LINT_FORMATS.text([{ file: label, report: side.report, locate: side.locate }], { tokenizer: o.tokenizer })
      );
    else {
      const diff = diffCatalogs(previous, side);
      const same =
        diff.added.length + diff.removed.length + diff.changed.length + diff.introduced.length + diff.fixed.length ===
          0 &&
        diff.tokens.delta.cl100k === 0 &&
        diff.tokens.delta.o200k === 0;
      io.stdout(
        `\n[${clock()}] ${terminalSafe(why)}: ${same ? 'no change since the last lint\n' : 'changed since the last lint\n' + formatDiffText(diff, { base: 'last lint', head: 'now', gate: [] })}`
      );
    }
    previous = side;
    o.onLint?.(lints);
  };
  let exitCode: number = EXIT.ok;
  let halt: (code: number) => void = () => undefined;
  let release: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => {
    halt = (code) => {
      exitCode = code;
      resolve();
    };
    if (o.signal) {
      if (o.signal.aborted) resolve();
      o.signal.addEventListener('abort', () => resolve(), { once: true });
    } else {
      release = handleInterrupts(() => {
        release();
        resolve();
      });
    }
  });
  let unsubscribe: () => Promise<void>;
  try {
    unsubscribe = await subscribe(relint, (code) => halt(code));
  } catch (e) {
    release();
    io.stderr(`toolgauge lint --watch: ${terminalSafe((e as Error).message)}\n`);
    return EXIT.usage;
  }
  relint('first lint');
  io.stderr(`watching ${terminalSafe(label)}; Ctrl-C stops\n`);
  await stopped;
  release();
  await running;
  await unsubscribe();
  io.stderr(`stopped watching ${terminalSafe(label)} after ${lints} lint${lints === 1 ? '' : 's'}\n`);
  return exitCode;
}

/** Watches one catalog file. */
export async function watchFile(io: Io, file: string, o: WatchOptions): Promise<number> {
  const full = path.resolve(io.cwd, file);
  const first = await readRegularFileBounded(full);
  if ('error' in first) throw new UsageError(`cannot watch ${file}: ${first.error}`);
  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;
  return loop(
    io,
    file,
    o,
    async (changed) => {
      watcher = watch(path.dirname(full), (_event, name) => {
        if (name !== null && name !== path.basename(full)) return;
        clearTimeout(timer);
        timer = setTimeout(() => changed(`${file} saved`), o.debounceMs ?? 100);
      });
      return async () => {
        clearTimeout(timer);
        watcher?.close();
      };
    },
    async () => {
      // A regular file only, checked before it is opened: a file swapped for a named pipe would
      // hold open() until a writer came, and every later save and the first Ctrl-C with it.
      const read = await readRegularFileBounded(full);
      if ('text' in read) return read.text;
      // Mid-save (the file briefly gone), or not a file: the next event re-reads it.
      io.stderr(`[${clock()}] ${terminalSafe(file)}: ${read.error}\n`);
      return undefined;
    }
  );
}

/** Watches a live server: listed again on each notifications/tools/list_changed. */
export async function watchServer(io: Io, values: ParsedOptions, o: WatchOptions): Promise<number> {
  const { connectServer } = await import('../mcp/connect.ts');
  const { oneServer } = await import('../lint/one-server.ts');
  const { timeoutsFrom } = await import('../lint/lint-input.ts');
  const server = await oneServer(io, values, 'lint');
  const conn = await connectServer(server.spec, timeoutsFrom(values)).catch((e: Error) => {
    throw new UsageError(server.redact(e.message));
  });
  if (!conn.capabilities?.tools?.listChanged)
    io.stderr(`note: ${terminalSafe(conn.name)} does not declare tools.listChanged; it may never announce a change\n`);
  let gone: string | undefined;
  let halt: (code: number) => void = () => undefined;
  return loop(
    io,
    server.label,
    o,
    async (changed, stop) => {
      halt = stop;
      // A burst of notifications (a server registering tools one by one) is one re-list.
      let timer: NodeJS.Timeout | undefined;
      conn.onToolsChanged(() => {
        clearTimeout(timer);
        timer = setTimeout(() => changed('the server sent notifications/tools/list_changed'), o.debounceMs ?? 100);
      });
      return async () => {
        clearTimeout(timer);
        await conn.close();
      };
    },
    async () => {
      if (gone) return undefined;
      try {
        const tools = await conn.listTools();
        const [resources, resourceTemplates, prompts] = [
          await conn.listResources(),
          await conn.listResourceTemplates(),
          await conn.listPrompts()
        ];
        return JSON.stringify(
          {
            tools,
            ...(resources.length ? { resources } : {}),
            ...(resourceTemplates.length ? { resourceTemplates } : {}),
            ...(prompts.length ? { prompts } : {})
          },
          null,
          2
        );
      } catch (e) {
        // The server went away (crashed, or stopped answering): nothing left to watch.
        gone = server.redact((e as Error).message);
        io.stderr(`toolgauge lint --watch: ${terminalSafe(gone)}\n`);
        halt(EXIT.usage);
        return undefined;
      }
    }
  );
}

/** The flags --watch does not combine with. */
export function checkWatchFlags(values: ParsedOptions, positionals: string[]): void {
  if (typeof values['client-config'] === 'string' && typeof values.server !== 'string')
    throw new UsageError('--watch follows one server: pass --client-config FILE --server NAME, or --stdio / --url');
  if (typeof values.save === 'string') throw new UsageError('--watch does not combine with --save');
  if (values.format !== 'text')
    throw new UsageError('--watch prints text (what changed since the last lint); drop --format/--json');
  if (typeof values.out === 'string') throw new UsageError('--watch prints to the terminal; drop --out');
  const live = ['stdio', 'url', 'client-config'].some((k) => typeof values[k] === 'string');
  if (!live && positionals.length !== 1)
    throw new UsageError(`--watch follows one catalog file (got ${positionals.length})`);
}
