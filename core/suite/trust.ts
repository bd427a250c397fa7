/**
 * What a suite may run, said before it runs (docs/limits.md: a suite is code, like a Makefile):
 * every server command (spawned on first use) and every hook command, as written.
 */
import type { Suite } from './model.ts';

export interface Runnable {
  /** `server "api"` or `hook beforeAll`. */
  what: string;
  /** The command as written, words joined by spaces. */
  command: string;
}

export function suiteRunnables(suite: Pick<Suite, 'servers' | 'hooks'>): Runnable[] {
  const out: Runnable[] = [];
  for (const [name, doc] of Object.entries(suite.servers)) {
    const command = (doc as { command?: unknown }).command;
    if (Array.isArray(command)) out.push({ what: `server "${name}"`, command: command.map(String).join(' ') });
  }
  const hooks = suite.hooks;
  if (hooks) {
    for (const [phase, steps] of [
      ['beforeAll', hooks.beforeAll],
      ['beforeEach', hooks.beforeEach],
      ['afterEach', hooks.afterEach],
      ['afterAll', hooks.afterAll]
    ] as const) {
      for (const step of steps) out.push({ what: `hook ${phase}`, command: step.command });
    }
  }
  return out;
}

/** The notice printed before a run that may start programs, or '' when it starts none. */
export function runnablesNotice(file: string, runnables: Runnable[]): string {
  if (runnables.length === 0) return '';
  const lines = runnables.map((r) => `  ${r.what}: ${r.command}`);
  return `${file} runs these commands (servers on first use, hooks in the suite's folder; a suite is code: run only suites you trust):\n${lines.join('\n')}\n`;
}

/**
 * Whether a run that starts programs or reads outside its folder may go on. Nobody may be
 * watching the notice (CI, a pipe), so it needs an opt-in: --trust, `trust: true` in
 * toolgauge.config.yml or TOOLGAUGE_TRUST=1. Without one a terminal is asked once; anything
 * else is refused.
 */
export type TrustDecision = 'go' | 'ask' | 'refuse';

export function trustDecision(o: { needs: boolean; trusted: boolean; tty: boolean }): TrustDecision {
  if (!o.needs || o.trusted) return 'go';
  return o.tty ? 'ask' : 'refuse';
}

/** True when the environment opts in: TOOLGAUGE_TRUST=1 (or true/yes). */
export function envTrusts(env: Record<string, string | undefined>): boolean {
  return /^(1|true|yes)$/i.test(env.TOOLGAUGE_TRUST ?? '');
}

/** What to say when no opt-in was given: what would start or be read, and the three ways to allow it. */
export function trustRefusal(file: string, runnables: Runnable[], outside: string[]): string {
  const lines = [
    ...runnables.map((r) => `  ${r.what}: ${r.command}`),
    ...outside.map((p) => `  reads outside its folder: ${p}`)
  ];
  return `${file} would run or read these, and nothing allowed it:\n${lines.join('\n')}\nallow it with --trust, TOOLGAUGE_TRUST=1 in the environment, or trust: true in your own toolgauge.config.yml outside the repository\n`;
}
