/**
 * The `toolgauge` CLI. Commands load lazily so `toolgauge lint` never pays for the MCP SDK.
 * Exit codes: 0 nothing reached the gate, 1 a gate failed, 2 unusable input or arguments.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { nearest } from '#core/source/nearest';
import pkg from '../../package.json' with { type: 'json' };
import { formatHelp, parseCommandArgs } from './cli/args.ts';
import type { Command } from './cli/command.ts';
import { COMMAND_SUMMARIES, type CommandName } from './commands/summaries.ts';
import { EXIT, UsageError } from './cli/errors.ts';
import { applyLimitsFromEnv } from './cli/limits.ts';
import { prestartTokenWorker } from './tokens/token-worker.ts';
import { finalExitCode, guardProcess, processIo, type Io } from './cli/io.ts';

interface Entry {
  summary: string;
  load: () => Promise<Command>;
}

/** How each command module loads: a literal import() per command, so bundlers see every one. */
const LOADERS: Record<CommandName, () => Promise<Command>> = {
  lint: async () => (await import('./commands/lint.ts')).command,
  run: async () => (await import('./commands/run.ts')).command,
  call: async () => (await import('./commands/call.ts')).command,
  report: async () => (await import('./commands/report.ts')).command,
  diff: async () => (await import('./commands/diff.ts')).command,
  init: async () => (await import('./commands/init.ts')).command,
  bench: async () => (await import('./commands/bench.ts')).command,
  import: async () => (await import('./commands/import.ts')).command,
  atlas: async () => (await import('./commands/atlas.ts')).command,
  mock: async () => (await import('./commands/mock.ts')).command,
  rule: async () => (await import('./commands/rule.ts')).command,
  serve: async () => (await import('./commands/serve.ts')).command
};

/** Every command, in the order help lists them; each summary is the one its spec shows (commands/summaries.ts). */
export const COMMANDS: Record<string, Entry> = Object.fromEntries(
  (Object.keys(COMMAND_SUMMARIES) as CommandName[]).map((name) => [
    name,
    { summary: COMMAND_SUMMARIES[name], load: LOADERS[name] }
  ])
);

/** package.json's version: bundled into build/cli.mjs by esbuild, read by tsx and vitest from source. */
export const VERSION: string = pkg.version;

function mainHelp(): string {
  const rows = Object.entries(COMMANDS).map(([name, e]) => `  ${name.padEnd(10)} ${e.summary}`);
  return [
    'toolgauge: lint, benchmark and score MCP tool surfaces. Deterministic; no model in the loop.',
    '',
    'usage: toolgauge <command> [options]',
    '       toolgauge                 (no arguments, from the built app) = toolgauge serve',
    '',
    'commands:',
    ...rows,
    '',
    "Run `toolgauge <command> --help` for a command's flags.",
    'Exit codes: 0 nothing reached the gate, 1 a gate failed, 2 unusable input or arguments.',
    ''
  ].join('\n');
}

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    if (name === 'help' && rest[0] && COMMANDS[rest[0]]) return main([rest[0], '--help'], io);
    io.stdout(mainHelp());
    return EXIT.ok;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(VERSION + '\n');
    return EXIT.ok;
  }
  const entry = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!entry) {
    // An option at the top (--versoin) is matched against the top-level options, a word against the commands.
    const option = name.startsWith('-');
    const near = nearest(name, option ? ['--version', '--help'] : Object.keys(COMMANDS));
    io.stderr(
      `toolgauge: unknown ${option ? 'option' : 'command'} "${name}"${near ? ` (did you mean "${near}"?)` : ''}; run toolgauge --help\n`
    );
    return EXIT.usage;
  }
  try {
    // lint's o200k_base loads on a second thread while the command's modules load here.
    if (name === 'lint' && !rest.includes('--help') && !rest.includes('-h')) prestartTokenWorker();
    const loaded = await entry.load();
    const sub =
      rest[0] !== undefined && loaded.subcommands && Object.hasOwn(loaded.subcommands, rest[0])
        ? loaded.subcommands[rest[0]]
        : undefined;
    const command = sub ?? loaded;
    const words = sub ? rest.slice(1) : rest;
    if (words.includes('--help') || words.includes('-h')) {
      io.stdout(formatHelp(command.spec));
      return EXIT.ok;
    }
    const args = parseCommandArgs(command.spec, words);
    return await command.run(args, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`toolgauge ${name}: ${e.message}\n`);
      return EXIT.usage;
    }
    // A bug, not bad input: one line for the user; the stack only when asked for.
    const detail = process.env.TOOLGAUGE_DEBUG
      ? ((e as Error).stack ?? String(e))
      : `${(e as Error).message ?? String(e)} (TOOLGAUGE_DEBUG=1 shows the stack)`;
    io.stderr(`toolgauge ${name}: internal error: ${detail}\n`);
    return EXIT.usage;
  }
}

/** The CLI as a process: `main` plus closed-pipe, full-disk and signal handling (see guardProcess). */
export async function runCli(argv: string[]): Promise<void> {
  guardProcess();
  try {
    applyLimitsFromEnv();
  } catch (e) {
    process.stderr.write(`toolgauge: ${(e as Error).message}\n`);
    process.exitCode = EXIT.usage;
    return;
  }
  const code = await main(argv);
  process.exitCode = finalExitCode(code);
}

// Node runs the main module from its real path: through a symlinked folder (npm link, a
// node_modules that is a link) argv[1] names the link, so both sides are compared resolved.
const realUrl = (file: string) => {
  try {
    return pathToFileURL(realpathSync(file)).href;
  } catch {
    return pathToFileURL(file).href;
  }
};
const invokedDirectly = process.argv[1] !== undefined && import.meta.url === realUrl(process.argv[1]);
if (invokedDirectly) void runCli(process.argv.slice(2));
