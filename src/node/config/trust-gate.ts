/**
 * The opt-in before a suite or client config starts programs or reads outside its folder
 * (docs/limits.md, "What is trusted"). --trust, `trust: true` in toolgauge.config.yml or
 * TOOLGAUGE_TRUST=1 allow it; else a terminal is asked once (y/N) on stderr, and a run nobody
 * watches (CI, a pipe) is refused: the caller exits 2.
 */
import { createInterface } from 'node:readline/promises';
import { envTrusts, trustDecision, trustRefusal, type Runnable } from '#core/suite/trust';
import type { ParsedOptions } from '../cli/args.ts';
import type { Io } from '../cli/io.ts';
import { realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { findConfigFile, loadProjectConfig } from './find-config.ts';
import { repoRoot } from './repo-root.ts';

export const TRUST_OPTION = {
  trust: {
    type: 'boolean',
    description:
      "allow the commands a suite or client config starts, the url: servers it contacts, and files outside a suite's or bench spec's folder (also TOOLGAUGE_TRUST=1, or trust: true in your own toolgauge.config.yml outside the repository); without it a terminal is asked and anything else refused"
  }
} as const;

/** Asks on the terminal; only y or yes goes on. */
async function askTerminal(): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await rl.question('run it? [y/N] ');
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}

export interface TrustGate {
  file: string;
  runnables: Runnable[];
  outside?: string[];
  /** The file's full path, when `file` is not relative to the working directory. */
  path?: string;
}

const within = (child: string, parent: string): boolean => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

function realOrResolved(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return path.resolve(p);
  }
}

/**
 * The folder being trusted, when a config in `configDir` would vouch for the file at `full`: the
 * repository holding the file; with no repository, every folder from the file's own up to the
 * home folder (a config in the home folder or above is the user's own). Undefined when the
 * config lies outside it and so may grant trust.
 */
export function trustedFolderHolding(configDir: string, full: string, home: string): string | undefined {
  const dir = realOrResolved(path.dirname(full));
  const config = realOrResolved(configDir);
  const root = repoRoot(dir);
  if (root !== undefined) return within(config, realOrResolved(root)) ? root : undefined;
  if (!within(dir, config)) return undefined;
  return within(realOrResolved(home), config) ? undefined : config;
}

/**
 * `trust: true` from the config a command found, only when that config is the user's own: outside
 * the repository (or folder) being trusted. Names the config either way.
 */
async function configTrusts(io: Io, values: ParsedOptions, full: string): Promise<boolean> {
  if (values['no-config'] === true) return false;
  const file = await findConfigFile(io.cwd);
  if (!file) return false;
  const project = await loadProjectConfig({ ...io, stderr: () => {} }, values);
  if (project?.config.trust !== true) return false;
  const shown = path.relative(io.cwd, file) || file;
  const inside = trustedFolderHolding(path.dirname(file), full, homedir());
  if (inside === undefined) {
    io.stderr(`toolgauge: trust: true in ${shown} allows it\n`);
    return true;
  }
  io.stderr(
    `toolgauge: ignoring trust: true in ${shown}: it lies inside ${path.relative(io.cwd, inside) || '.'}, the folder being trusted (a repository cannot trust itself: use --trust, TOOLGAUGE_TRUST=1, or trust: true in your own config outside it)\n`
  );
  return false;
}

/** True when the run may go on; false after saying why not (exit 2). */
/** `terminal` is for tests: whether someone is there to ask, and how to ask them. */
export async function passTrustGate(
  io: Io,
  values: ParsedOptions,
  gate: TrustGate,
  terminal: { tty: boolean; ask: () => Promise<boolean> } = {
    tty: process.stdin.isTTY === true && process.stderr.isTTY === true,
    ask: askTerminal
  }
): Promise<boolean> {
  const outside = gate.outside ?? [];
  const needs = gate.runnables.length > 0 || outside.length > 0;
  if (!needs) return true;
  const trusted =
    values.trust === true ||
    envTrusts(process.env) ||
    (await configTrusts(io, values, gate.path ?? path.resolve(io.cwd, gate.file)));
  const decision = trustDecision({ needs, trusted, tty: terminal.tty });
  if (decision === 'go') return true;
  if (outside.length > 0) io.stderr(outside.map((p) => `${gate.file} reads outside its folder: ${p}\n`).join(''));
  if (decision === 'ask' && (await terminal.ask())) return true;
  io.stderr(trustRefusal(gate.file, gate.runnables, outside));
  return false;
}
