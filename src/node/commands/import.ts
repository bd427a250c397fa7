/**
 * `toolgauge import <trace | ->`: any supported agent trace (OpenAI chat or Responses API,
 * Anthropic, a Claude Code session, an MCP JSON-RPC log, canonical) to the canonical trace JSON
 * every other command reads; `--format text` summarises the runs instead.
 */
import { open } from 'node:fs/promises';
import path from 'node:path';
import { formatDiagnostic, type Diagnostic } from '#core/source/diagnostic';
import { parseText } from '#core/source/parse-text';
import {
  forEachLine,
  isJsonLines,
  TRACE_FORMATS,
  TraceReader,
  type ImportOptions,
  type ImportResult,
  type TraceFormat
} from '#core/trace/importers/index';
import { terminalSafe } from '#core/report/formats/text';
import type { Trace, TraceRun } from '#core/trace/types';
import type { OptionSpec, ParsedOptions } from '../cli/args.ts';
import type { Command } from '../cli/command.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { readInput, writeReport, type Io } from '../cli/io.ts';
import { COMMAND_SUMMARIES } from './summaries.ts';
import { maxOf } from '#core/stats/extremes';

/** The import flags, shared with `toolgauge atlas` so both read traces the same way. */
export const TRACE_OPTIONS: Record<string, OptionSpec> = {
  from: {
    type: 'string',
    description: 'the trace format; auto detects it per entry',
    choices: ['auto', ...TRACE_FORMATS],
    default: 'auto',
    value: 'FORMAT'
  },
  separator: {
    type: 'string',
    multiple: true,
    value: 'SEP',
    description:
      "how a function name encodes its server (github__create_issue -> github + create_issue); repeat to try several in order; '' keeps names whole (default: __)"
  },
  server: {
    type: 'string',
    multiple: true,
    value: 'NAME',
    description:
      'a known server name; names then split only after one of them (settles -, as in google-maps-geocode); repeatable'
  },
  'skip-malformed': {
    type: 'boolean',
    description: 'drop malformed entries with a warning instead of rejecting the file'
  }
};

export function importOptionsOf(values: ParsedOptions, file: string): ImportOptions {
  const options: ImportOptions = { file };
  if (typeof values.from === 'string' && values.from !== 'auto') options.format = values.from as TraceFormat;
  const seps = Array.isArray(values.separator) ? values.separator : [];
  if (seps.length > 0) {
    const kept = seps.filter((s) => s !== '');
    options.separator = kept.length === 0 ? false : kept.length === 1 ? kept[0] : kept;
  }
  if (Array.isArray(values.server) && values.server.length > 0) options.servers = values.server;
  if (values['skip-malformed'] === true) options.skipMalformed = true;
  return options;
}

/** Diagnostics reach the terminal escaped: their messages quote hostile trace text. */
export function printDiagnostics(io: Io, list: readonly Diagnostic[], file: string, prefix = ''): void {
  for (const d of list) io.stderr(terminalSafe(prefix + formatDiagnostic(d, d.file ?? file)) + '\n');
}

/** Receives each run as soon as it is complete; the reader waits for it before reading on. */
export type RunSink = (run: TraceRun, index: number) => Promise<void> | void;

/**
 * Reads a trace file (or stdin for -) through TraceReader. A JSONL file is streamed from disk line
 * by line and each finished run goes to `sink` before the next line is read, so a 50 MB log is
 * scored in the memory of one entry; anything else is read whole, as `importTrace` reads it. Without
 * a sink the runs are kept in the result. Unreadable files are a UsageError.
 */
export async function readTrace(io: Io, arg: string, options: ImportOptions, sink?: RunSink): Promise<ImportResult> {
  const pending: TraceRun[] = [];
  const reader = new TraceReader(options, sink ? { onRun: (run) => void pending.push(run) } : {});
  let index = 0;
  const drain = async () => {
    while (pending.length > 0) await sink!(pending.shift()!, index++);
  };
  if (arg !== '-' && (await streamJsonLines(io, arg, reader, drain))) {
    const result = reader.finish();
    await drain();
    return result;
  }
  const input = await readInput(io, arg, 'trace');
  if (isJsonLines(input.text)) {
    forEachLine(input.text, (line, lineNo) => reader.line(line, lineNo));
  } else {
    const parsed = parseText(input.text, { file: options.file });
    if (!parsed.ok) return { ok: false, errors: [parsed.error] };
    reader.entry(parsed.value, '', (pointer) => parsed.locate(pointer) ?? {});
  }
  const result = reader.finish();
  await drain();
  return result;
}

/**
 * Streams the file into `reader` when it is JSONL (a complete JSON value on the first non-blank
 * line and more lines after it, the same test as isJsonLines) and returns true; returns false,
 * having fed nothing, when it is one document to be read whole.
 */
async function streamJsonLines(io: Io, arg: string, reader: TraceReader, drain: () => Promise<void>): Promise<boolean> {
  let handle;
  try {
    handle = await open(path.resolve(io.cwd, arg), 'r');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    throw new UsageError(`cannot read trace ${arg}: ${why}`);
  }
  const held: Array<[string, number]> = [];
  let mode: 'undecided' | 'first-seen' | 'jsonl' = 'undecided';
  try {
    for await (const [line, lineNo] of linesOf(handle.createReadStream({ encoding: 'utf8', highWaterMark: 1 << 20 }))) {
      if (mode === 'jsonl') {
        reader.line(line, lineNo);
        await drain();
        continue;
      }
      held.push([line, lineNo]);
      if (line.trim() === '') continue;
      if (mode === 'first-seen') {
        mode = 'jsonl';
        for (const [l, n] of held) reader.line(l, n);
        held.length = 0;
        await drain();
        continue;
      }
      const first = line.trim();
      if (!first.startsWith('{') && !first.startsWith('[')) return false;
      try {
        JSON.parse(first);
      } catch {
        return false;
      }
      mode = 'first-seen';
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EISDIR')
      throw new UsageError(`cannot read trace ${arg}: it is a directory`);
    throw e;
  } finally {
    await handle.close();
  }
  return mode === 'jsonl';
}

/** Lines split as forEachLine splits them: at \n, a trailing \r dropped, a leading BOM dropped. */
async function* linesOf(stream: AsyncIterable<string | Buffer>): AsyncGenerator<[string, number]> {
  let rest = '';
  let lineNo = 1;
  let first = true;
  for await (const chunk of stream) {
    rest += String(chunk);
    if (first && rest.length > 0) {
      if (rest.charCodeAt(0) === 0xfeff) rest = rest.slice(1);
      first = false;
    }
    let start = 0;
    let nl: number;
    while ((nl = rest.indexOf('\n', start)) >= 0) {
      const end = nl > start && rest.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      yield [rest.slice(start, end), lineNo++];
      start = nl + 1;
    }
    rest = rest.slice(start);
  }
  yield [rest.endsWith('\r') ? rest.slice(0, -1) : rest, lineNo];
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function tokensCell(run: TraceRun): string {
  const t = run.tokens;
  if (!t) return '-';
  const total = t.total ?? (t.input !== undefined && t.output !== undefined ? t.input + t.output : undefined);
  return [t.input, t.output, total].map((n) => (n === undefined ? '?' : String(n))).join('/');
}

function notesOf(run: TraceRun): string {
  const notes: string[] = [];
  if (typeof run.task_id === 'string') notes.push(`task ${run.task_id}`);
  if (typeof run.server === 'string') notes.push(`server ${run.server}`);
  if (typeof run.session === 'string') notes.push(`session ${run.session}`);
  if (run.stopped_early === true) notes.push('stopped early');
  if (typeof run.harness_error === 'string') notes.push(`harness error: ${run.harness_error}`);
  if (run.answer === undefined || run.answer === '') notes.push('no answer');
  return notes.join('; ');
}

/** One line per run, columns aligned: what a person checks before scoring a trace. */
export function summariseTrace(trace: Trace, file: string, format: TraceFormat): string {
  const calls = trace.runs.reduce((n, r) => n + r.calls.length, 0);
  const errors = trace.runs.reduce((n, r) => n + r.calls.filter((c) => c.isError === true).length, 0);
  const header = [['run', 'model', 'calls', 'errors', 'tokens in/out/total', 'notes']];
  const rows = trace.runs.map((r, i) => [
    String(i),
    r.model ?? '-',
    String(r.calls.length),
    String(r.calls.filter((c) => c.isError === true).length),
    tokensCell(r),
    notesOf(r)
  ]);
  const table = [...header, ...rows];
  const widths = header[0].map((_, c) => maxOf(table.map((row) => row[c].length)));
  const lines = table.map((row) =>
    row
      .map((cell, c) => (c === row.length - 1 ? cell : cell.padEnd(widths[c])))
      .join('  ')
      .trimEnd()
  );
  return (
    terminalSafe(
      [
        `${file}: ${format}, ${count(trace.runs.length, 'run')}, ${count(calls, 'call')}, ${count(errors, 'error')}`,
        ...lines
      ].join('\n')
    ) + '\n'
  );
}

export const command: Command = {
  spec: {
    name: 'import',
    summary: COMMAND_SUMMARIES.import,
    usage: `toolgauge import <trace | -> [--from auto|${TRACE_FORMATS.join('|')}] [--separator SEP] [--server NAME ...] [--skip-malformed] [--format json|text] [--out FILE]`,
    positionals: [
      {
        name: '<trace | ->',
        description: 'a trace file: JSON, JSONL (one entry per line) or, for canonical traces, YAML; - reads stdin'
      }
    ],
    options: {
      ...TRACE_OPTIONS,
      format: {
        type: 'string',
        description:
          'json: the canonical trace (static/schema/trace.json); text: one summary line per run (model, calls, errors, tokens)',
        choices: ['json', 'text'],
        default: 'json',
        value: 'NAME'
      },
      json: { type: 'boolean', description: 'same as --format json' },
      out: { type: 'string', description: 'write the output to FILE instead of stdout', value: 'FILE' }
    },
    epilog: [
      'Warnings (results that answer no call, arguments that are not JSON, skipped entries) go to stderr.',
      'exit codes: 0 imported, 2 unusable input (each problem as file:line:col) or arguments.',
      'examples:',
      '  toolgauge import runs.jsonl --out runs.trace.json',
      '  toolgauge import session.jsonl --format text',
      '  toolgauge import chat.json --separator - --server google-maps --server brave'
    ].join('\n')
  },

  async run({ values, positionals }, io) {
    const arg = positionals[0];
    if (arg === undefined) throw new UsageError('missing trace: pass a file path, or - for stdin');
    if (positionals.length > 1)
      throw new UsageError(`one trace at a time (got ${positionals.length}); run import once per file`);
    const file = arg === '-' ? '<stdin>' : arg;
    const result = await readTrace(io, arg, importOptionsOf(values, file));
    if (!result.ok) {
      printDiagnostics(io, result.errors, file);
      io.stderr(
        `toolgauge import: ${file} is not a usable ${result.format ?? ''} trace (${count(result.errors.length, 'problem')})\n`.replace(
          '  ',
          ' '
        )
      );
      return EXIT.usage;
    }
    printDiagnostics(io, result.warnings, file, 'warning: ');
    const text =
      values.format === 'text'
        ? summariseTrace(result.trace, file, result.format)
        : JSON.stringify(result.trace, null, 2);
    await writeReport(io, values.out as string | undefined, text);
    return EXIT.ok;
  }
};
