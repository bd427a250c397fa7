/**
 * `toolgauge call --stdio CMD | --url URL | --client-config FILE --server NAME TOOL [ARGS...]`:
 * call one tool of a live server by hand, as the MCP Inspector does, with the checks a suite
 * would make: the arguments against the tool's inputSchema before sending, the result's
 * structuredContent against its outputSchema after. `--list` shows what the server offers.
 */
import { nearest } from '#core/source/nearest';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { reportOptions } from '../cli/args.ts';
import type { ParsedOptions } from '../cli/args.ts';
import type { Command } from '../cli/command.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { writeReport, type Io } from '../cli/io.ts';
import { parseCallArgs } from '../mcp/call-args.ts';
import { callFailed, formatCallJson, formatCallText, type CallRecord } from '../mcp/call-report.ts';
import { connectServer, ServerError, type Connection } from '../mcp/connect.ts';
import { timeoutsFrom } from '../lint/lint-input.ts';
import { formatListing, listEverything } from '../mcp/list-report.ts';
import { ONE_SERVER_OPTIONS, oneServer } from '../lint/one-server.ts';
import { checkAgainst, checkOutput, problemLines } from '../mcp/schema-check.ts';
import { withPatternDeadline } from '../mcp/bounded-pattern.ts';
import { terminalSafe } from '#core/report/formats/text';
import { COMMAND_SUMMARIES } from './summaries.ts';

export const command: Command = {
  spec: {
    name: 'call',
    summary: COMMAND_SUMMARIES.call,
    usage:
      'toolgauge call (--stdio "CMD" | --url URL | --client-config FILE [--server NAME]) TOOL [\'{"k": "v"}\' | k=v ...] [--no-validate] [--json] | --list',
    positionals: [
      { name: 'TOOL', description: 'the tool to call (an unknown name gets a did-you-mean)' },
      {
        name: '[ARGS...]',
        description:
          "one JSON object, or key=value words typed by the tool's inputSchema (n=3 is a number where it says number; key:=JSON reads JSON)"
      }
    ],
    options: {
      ...ONE_SERVER_OPTIONS,
      list: {
        type: 'boolean',
        description:
          "list the server's tools, resources, resource templates and prompts with their token costs instead of calling"
      },
      'no-validate': {
        type: 'boolean',
        description: 'send arguments that do not match the inputSchema anyway (to see how the server answers bad input)'
      },
      tokenizer: {
        type: 'string',
        description: 'which BPE count --list shows: cl100k or o200k',
        choices: ['cl100k', 'o200k'],
        default: 'cl100k',
        value: 'NAME'
      },
      ...reportOptions(['text', 'json'])
    },
    epilog: [
      'structuredContent is validated with the dialect its outputSchema names in $schema (2020-12 when it names none, draft-07, draft-04, 2019-09).',
      'exit codes: 0 the call succeeded and its structuredContent matches the outputSchema; 1 isError: true, a structuredContent',
      'that breaks the outputSchema (each failing field named by its JSON pointer), or a failed call (a protocol error, a crash,',
      'a timeout); 2 bad arguments, an unknown tool, or a server that could not be started or listed.',
      'examples:',
      '  toolgauge call --stdio "toolgauge mock --tools-from api.yml" search q=rust',
      '  toolgauge call --url http://127.0.0.1:8808/mcp search \'{"q": "rust", "limit": 3}\' --json',
      '  toolgauge call --client-config .cursor/mcp.json --server files --list'
    ].join('\n')
  },

  async run({ values, positionals }, io) {
    const [toolName, ...words] = positionals;
    const listing = values.list === true;
    if (listing && toolName !== undefined)
      throw new UsageError(`--list lists the server; drop the tool name ${toolName}`);
    if (!listing && toolName === undefined)
      throw new UsageError('name the tool to call (or pass --list to see the tools)');
    const server = await oneServer(io, values, 'call');
    let conn: Connection;
    try {
      conn = await connectServer(server.spec, timeoutsFrom(values));
    } catch (e) {
      io.stderr(`toolgauge call: ${terminalSafe(server.redact((e as Error).message))}\n`);
      return EXIT.usage;
    }
    try {
      return await (listing
        ? list(io, conn, values)
        : call(io, conn, toolName as string, words, values, server.redact));
    } catch (e) {
      if (!(e instanceof ServerError)) throw e;
      io.stderr(`toolgauge call: ${terminalSafe(server.redact(e.message))}\n`);
      return e.step === 'tools/call' ? EXIT.gate : EXIT.usage;
    } finally {
      await conn.close();
    }
  }
};

async function list(io: Io, conn: Connection, values: Record<string, unknown>): Promise<number> {
  const l = await listEverything(conn);
  const text =
    values.format === 'json'
      ? JSON.stringify(l, null, 2) + '\n'
      : formatListing(l, values.tokenizer === 'o200k' ? 'o200k' : 'cl100k');
  await writeReport(io, values.out as string | undefined, text);
  return EXIT.ok;
}

async function call(
  io: Io,
  conn: Connection,
  name: string,
  words: string[],
  values: Record<string, unknown>,
  redact: (t: string) => string
): Promise<number> {
  const tools = await conn.listTools();
  const tool = tools.find((t) => t.name === name);
  if (!tool) {
    const near = nearest(
      name,
      tools.map((t) => t.name)
    );
    const shown =
      tools
        .slice(0, 20)
        .map((t) => t.name)
        .join(', ') + (tools.length > 20 ? `, ... (${tools.length} in all; --list shows them)` : '');
    io.stderr(
      terminalSafe(
        `toolgauge call: ${conn.name} has no tool "${name}"${near ? ` (did you mean "${near}"?)` : ''}; its tools: ${shown || 'none'}`
      ) + '\n'
    );
    return EXIT.usage;
  }
  const args = parseCallArgs(words, tool.inputSchema);
  if (!args.ok) {
    io.stderr(terminalSafe(`toolgauge call: ${args.error}`) + '\n');
    return EXIT.usage;
  }
  // --timeout covers validation too: a server's schema patterns get what is left of the deadline.
  const deadlineMs = timeoutsFrom(values as ParsedOptions).callMs;
  const checking = performance.now() + deadlineMs;
  if (values['no-validate'] !== true && !withPatternDeadline(checking, () => inputOk(io, tool, args.args)))
    return EXIT.usage;
  const started = performance.now();
  const result = await conn.callTool(name, args.args);
  const record: CallRecord = {
    server: conn.serverInfo ? `${conn.serverInfo.name} ${conn.serverInfo.version}` : conn.name,
    tool: name,
    arguments: args.args,
    elapsedMs: Math.round(performance.now() - started),
    result,
    outputSchema: withPatternDeadline(started + deadlineMs, () => checkOutput(tool, result))
  };
  const text = values.format === 'json' ? formatCallJson(record) : formatCallText(record);
  await writeReport(io, values.out as string | undefined, redact(text));
  return callFailed(record) ? EXIT.gate : EXIT.ok;
}

/** The arguments against the tool's inputSchema; each problem names its pointer. */
function inputOk(io: Io, tool: Tool, args: Record<string, unknown>): boolean {
  const r = checkAgainst(tool.inputSchema, args);
  // A schema ajv cannot compile is the server's problem; the server judges the arguments then.
  if (!r.ok || r.problems.length === 0) return true;
  const lines = [
    `toolgauge call: the arguments do not match the inputSchema of ${tool.name}:`,
    ...problemLines(r.problems).map((l) => '  ' + l),
    '(--no-validate sends them anyway)'
  ];
  io.stderr(terminalSafe(lines.join('\n')) + '\n');
  return false;
}
