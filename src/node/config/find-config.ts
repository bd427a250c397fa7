/**
 * Finds and reads the project config the way ESLint and Prettier find theirs: from the working
 * directory up to the filesystem root, the first folder holding toolgauge.config.yml (or .yaml,
 * .json) wins; within a folder the names are tried in that order. `--no-config` skips the search.
 */
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONFIG_NAMES, parseProjectConfigText, type ProjectConfig } from '#core/config/project-config';
import { RULE_LIST } from '#core/lint/registry';
import { ruleIdsOf } from '#core/lint/settings/rule-settings';
import { formatDiagnostic } from '#core/source/diagnostic';
import type { ParsedOptions } from '../cli/args.ts';
import type { Io } from '../cli/io.ts';

/** The nearest config file at or above `start`, or undefined. */
export async function findConfigFile(start: string): Promise<string | undefined> {
  let dir = path.resolve(start);
  for (;;) {
    for (const name of CONFIG_NAMES) {
      const file = path.join(dir, name);
      try {
        await access(file);
        return file;
      } catch {
        // not here
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The project config for a command, or {} when there is none or --no-config was given. An
 * unusable config prints its problems (file:line:col) and returns undefined: the command exits 2.
 */
export async function loadProjectConfig(
  io: Io,
  values: ParsedOptions
): Promise<{ config: ProjectConfig; file?: string } | undefined> {
  if (values['no-config'] === true) return { config: {} };
  const file = await findConfigFile(io.cwd);
  if (!file) return { config: {} };
  const shown = path.relative(io.cwd, file) || file;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    io.stderr(`toolgauge: cannot read ${shown}: ${(e as Error).message}\n`);
    return undefined;
  }
  const result = parseProjectConfigText(text, { file: shown, ruleIds: ruleIdsOf(RULE_LIST) });
  if (!result.ok) {
    for (const e of result.errors) io.stderr(formatDiagnostic(e, shown) + '\n');
    io.stderr(`toolgauge: ${shown} is not a usable config (pass --no-config to ignore it)\n`);
    return undefined;
  }
  // A config from a parent folder changes presets and gates for everything below it: say so,
  // so a checkout inside someone else's tree cannot turn gates off without a word.
  if (path.dirname(file) !== path.resolve(io.cwd))
    io.stderr(`toolgauge: using ${shown} from a parent folder (pass --no-config to ignore it)\n`);
  return { config: result.config, file: shown };
}

/** The --no-config flag every command that reads the config takes. */
export const NO_CONFIG_OPTION = {
  'no-config': {
    type: 'boolean',
    description: 'ignore toolgauge.config.yml (otherwise found by walking up from the working directory)'
  }
} as const;
