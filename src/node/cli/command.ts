import type { CommandSpec, ParsedOptions } from './args.ts';
import type { Io } from './io.ts';

export interface CommandArgs {
  values: ParsedOptions;
  positionals: string[];
  /** The options given on the command line (the rest hold defaults). */
  explicit?: Set<string>;
}

/** A CLI command module exports `command` of this shape. */
export interface Command {
  spec: CommandSpec;
  run(args: CommandArgs, io: Io): Promise<number>;
  /** Named subcommands (`toolgauge report merge`): the first argument picks one, with its own flags and --help. */
  subcommands?: Record<string, Command>;
}
