/**
 * What a suite may run, said before it runs (docs/limits.md: a suite is code, like a Makefile):
 * every server command (spawned on first use) and every hook command, as written.
 */
import { envReferences } from './interpolate.ts';
import type { Suite } from './model.ts';
import type { SuiteDoc } from './types.ts';

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

/** True for a URL whose host is this machine (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackUrl(url: string): boolean {
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(url.trim());
  if (!m) return false;
  const host = m[1].toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/**
 * A remote server the gate lists: one on another machine, or one that would be sent values from
 * the environment (tokens in a URL, a header or a call's arguments). Undefined when it is neither.
 * `url` is shown as written (placeholders, not values).
 */
export function remoteRunnable(what: string, url: string, envNames: string[]): Runnable | undefined {
  const away = !isLoopbackUrl(url);
  if (!away && envNames.length === 0) return undefined;
  const sends = envNames.length > 0 ? `, sending ${envNames.join(', ')}` : '';
  return { what, command: `connects to ${url}${away ? ' (not this machine)' : ''}${sends}` };
}

/**
 * The url: servers of a suite the gate lists, from the document as written: the environment
 * variables its URL, headers, and the arguments of tool tests that may call it interpolate.
 */
export function suiteRemoteRunnables(doc: Pick<SuiteDoc, 'servers' | 'tools' | 'defaultTest'>): Runnable[] {
  const out: Runnable[] = [];
  const servers = Object.entries(doc.servers ?? {});
  for (const [name, server] of servers) {
    const url = (server as { url?: unknown }).url;
    if (typeof url !== 'string') continue;
    const fallback = doc.defaultTest?.server ?? (servers.length === 1 ? name : undefined);
    const args = (doc.tools ?? []).filter((t) => (t.server ?? fallback) === name).map((t) => t.args);
    const names = envReferences([server, args]);
    const r = remoteRunnable(`server "${name}"`, url, names);
    if (r) out.push(r);
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
