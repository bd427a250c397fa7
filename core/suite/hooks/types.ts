/**
 * Lifecycle hooks, as the core sees them: the plan a suite declares, the request the core hands a
 * host to run one command, what the host reports back, and the record that lands in the report.
 * The core decides what a hook's outcome means (failures, skips, injected env and vars); a host
 * (the Node CLI) only starts processes. A host that cannot start processes (the browser) passes
 * no executor and the suite runs without its hooks.
 */
import type { VarValue } from '../interpolate.ts';
import type { Verdict } from '../verdict.ts';

export type HookPhase = 'beforeAll' | 'afterAll' | 'beforeEach' | 'afterEach';
export const HOOK_PHASES: readonly HookPhase[] = ['beforeAll', 'beforeEach', 'afterEach', 'afterAll'];

/** Each hook's time limit when neither hooks.timeout_ms nor the step's timeout_ms says otherwise. */
export const DEFAULT_HOOK_TIMEOUT_MS = 60_000;

/** One command of a phase, as loaded: split into words, not yet interpolated. */
export interface HookStep {
  /** The command as written in the suite. */
  command: string;
  /** Its words (POSIX shell rules, no expansion); `${vars.*}`/`${env.*}` interpolate per word when it runs. */
  argv: string[];
  mode: 'plain' | 'context';
  timeoutMs: number;
  /** JSON pointer of the step in the suite, e.g. /hooks/beforeEach/1. */
  pointer: string;
}

export interface HookPlan {
  beforeAll: HookStep[];
  afterAll: HookStep[];
  beforeEach: HookStep[];
  afterEach: HookStep[];
}

/** What a host must run: one program, no shell. */
export interface HookRequest {
  phase: HookPhase;
  /** argv[0] is the program: a name looked up on PATH, or a path relative to the suite's folder. */
  argv: string[];
  /** Variables added to the host's own environment: the suite's env: plus what hooks injected. */
  env: Record<string, string>;
  /** For context hooks: the JSON context, written to stdin. Plain hooks get an empty stdin. */
  stdin?: string;
  timeoutMs: number;
}

/** What the host saw. Output is bounded by the host; `truncated` says it kept only the start. */
export interface HookExecution {
  /** The exit code, or null when the process was killed by a signal or never started. */
  exitCode: number | null;
  signal?: string;
  timedOut: boolean;
  /** The process could not be started (no such program, not executable): the host's message. */
  spawnError?: string;
  stdout: string;
  stderr: string;
  truncated: boolean;
  durationMs: number;
}

export interface HookExecutor {
  run(request: HookRequest): Promise<HookExecution>;
}

/** The host side of hooks: the executor, and the caller's environment `${env.NAME}` reads. */
export interface HookHost {
  executor: HookExecutor;
  env?: Record<string, string | undefined>;
}

/** The JSON a context hook reads on stdin. */
export interface HookContext {
  phase: HookPhase;
  suite: { name: string };
  test: { name: string } | null;
  env: Record<string, string>;
  vars: Record<string, VarValue>;
  result: { verdict: Verdict; message?: string } | null;
}

/** What a context hook may print: only these keys. */
export interface HookPatch {
  env?: Record<string, string>;
  vars?: Record<string, VarValue>;
  skip?: { reason: string };
}

/** One hook command's record in the report. */
export interface HookRunResult {
  phase: HookPhase;
  /** The command as it ran (after interpolation), its words quoted as a shell would need them. */
  command: string;
  mode: 'plain' | 'context';
  pointer: string;
  ok: boolean;
  exit_code?: number | null;
  signal?: string;
  timed_out?: boolean;
  duration_ms: number;
  /** Standard output (a context hook's parsed patch is shown in `patch` instead), shortened. */
  stdout?: string;
  stderr?: string;
  /** The output was cut (by the host's bound or the report's). */
  output_truncated?: boolean;
  /** Why the hook failed. */
  error?: string;
  /** A context hook's patch: env names with values hidden, vars, skip. */
  patch?: { env?: string[]; vars?: Record<string, VarValue>; skip?: { reason: string } };
}
