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
import { loadProjectConfig } from './find-config.ts';

export const TRUST_OPTION = {
  trust: {
    type: 'boolean',
    description:
      'allow the commands a suite or client config starts, and suite files outside its folder (also trust: true in toolgauge.config.yml, or TOOLGAUGE_TRUST=1); without it a terminal is asked and anything else refused'
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
  let trusted = values.trust === true || envTrusts(process.env);
  if (!trusted) {
    const project = await loadProjectConfig({ ...io, stderr: () => {} }, values);
    trusted = project?.config.trust === true;
  }
  const decision = trustDecision({ needs, trusted, tty: terminal.tty });
  if (decision === 'go') return true;
  if (outside.length > 0) io.stderr(outside.map((p) => `${gate.file} reads outside its folder: ${p}\n`).join(''));
  if (decision === 'ask' && (await terminal.ask())) return true;
  io.stderr(trustRefusal(gate.file, gate.runnables, outside));
  return false;
}
