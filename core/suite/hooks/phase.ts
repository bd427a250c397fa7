/**
 * Runs one phase's steps through the host's executor and applies the rules:
 * - before phases stop at the first failing step (the caller fails the run or the test) and at
 *   the first `skip`; a context hook's env and vars join the scope for everything after it;
 * - after phases run every step; a failure is recorded, never fatal; env and vars flow only to
 *   the later steps of the same chain, and `skip` is an error of the hook (the test already ran).
 */
import { shellJoin } from '../../source/shell-split.ts';
import { interpolateString, type VarValue } from '../interpolate.ts';
import { parseHookPatch, quoteOutput } from './patch.ts';
import type { HookContext, HookExecution, HookHost, HookPatch, HookPhase, HookRunResult, HookStep } from './types.ts';

/** What hooks see: the suite's env: plus injected env, and the suite's vars plus injected vars. */
export interface HookScope {
  env: Record<string, string>;
  vars: Record<string, VarValue>;
}

export interface PhaseInput {
  phase: HookPhase;
  steps: HookStep[];
  scope: HookScope;
  suiteName: string;
  test: { name: string } | null;
  result: HookContext['result'];
}

export interface PhaseOutcome {
  runs: HookRunResult[];
  scope: HookScope;
  /** The first failing step's message. */
  failure?: string;
  /** A before phase's skip, with the hook's reason. */
  skip?: { reason: string };
}

/** Output kept per stream in the report; the host already bounded what it captured. */
export const REPORT_OUTPUT_CHARS = 4000;

const isBefore = (phase: HookPhase) => phase === 'beforeAll' || phase === 'beforeEach';

function shorten(text: string): { text: string; cut: boolean } {
  return text.length > REPORT_OUTPUT_CHARS
    ? { text: text.slice(0, REPORT_OUTPUT_CHARS), cut: true }
    : { text, cut: false };
}

function lastLine(text: string): string {
  const lines = text.trim().split('\n');
  const last = lines[lines.length - 1] ?? '';
  return last.length > 200 ? last.slice(0, 200) + '…' : last;
}

/** Why an execution failed, or undefined when the process exited 0. */
function processFailure(x: HookExecution, timeoutMs: number): string | undefined {
  if (x.spawnError !== undefined) return `could not be started: ${x.spawnError}`;
  if (x.timedOut) return `timed out after ${timeoutMs} ms and was killed`;
  if (x.exitCode === 0) return undefined;
  const how = x.exitCode === null ? `was killed by ${x.signal ?? 'a signal'}` : `exited with code ${x.exitCode}`;
  const why = lastLine(x.stderr);
  return why ? `${how}: ${why}` : how;
}

function interpolateArgv(
  step: HookStep,
  scope: HookScope,
  callerEnv: Record<string, string | undefined>
): { argv: string[]; missing: string[] } {
  const interpolationScope = { vars: scope.vars, env: { ...callerEnv, ...scope.env } };
  const missing: string[] = [];
  const argv = step.argv.map((word) => {
    const r = interpolateString(word, interpolationScope);
    missing.push(...r.missing);
    return String(r.value);
  });
  return { argv, missing };
}

function patchView(p: HookPatch): NonNullable<HookRunResult['patch']> {
  return {
    ...(p.env ? { env: Object.keys(p.env) } : {}),
    ...(p.vars ? { vars: p.vars } : {}),
    ...(p.skip ? { skip: p.skip } : {})
  };
}

interface StepOutcome {
  run: HookRunResult;
  patch?: HookPatch;
}

async function runStep(host: HookHost, step: HookStep, input: PhaseInput, scope: HookScope): Promise<StepOutcome> {
  const { argv, missing } = interpolateArgv(step, scope, host.env ?? {});
  const base = { phase: input.phase, command: shellJoin(argv), mode: step.mode, pointer: step.pointer };
  const label = `${input.phase} hook \`${step.command}\``;
  if (missing.length > 0) {
    const names = missing.map((m) => '${' + m + '}').join(', ');
    return {
      run: {
        ...base,
        ok: false,
        duration_ms: 0,
        error: `${label} needs ${names}, which ${missing.length === 1 ? 'has' : 'have'} no value`
      }
    };
  }
  const context: HookContext = {
    phase: input.phase,
    suite: { name: input.suiteName },
    test: input.test,
    env: scope.env,
    vars: scope.vars,
    result: input.result
  };
  let x: HookExecution;
  try {
    x = await host.executor.run({
      phase: input.phase,
      argv,
      // The phase is on the environment too, so a hook can branch without parsing stdin.
      env: { ...scope.env, TOOLGAUGE_HOOK_PHASE: input.phase, MCPTEST_HOOK_PHASE: input.phase },
      ...(step.mode === 'context' ? { stdin: JSON.stringify(context) } : {}),
      timeoutMs: step.timeoutMs
    });
  } catch (e) {
    // A host that throws is a bug there; the run goes on and the hook counts as failed.
    return {
      run: {
        ...base,
        ok: false,
        duration_ms: 0,
        error: `${label} could not be run by the host: ${(e as Error).message}`
      }
    };
  }
  const out = shorten(x.stdout);
  const err = shorten(x.stderr);
  const run: HookRunResult = {
    ...base,
    ok: true,
    ...(x.spawnError === undefined ? { exit_code: x.exitCode } : {}),
    ...(x.signal !== undefined ? { signal: x.signal } : {}),
    ...(x.timedOut ? { timed_out: true } : {}),
    duration_ms: Math.round(x.durationMs),
    ...(out.text !== '' ? { stdout: out.text } : {}),
    ...(err.text !== '' ? { stderr: err.text } : {}),
    ...(x.truncated || out.cut || err.cut ? { output_truncated: true } : {})
  };
  const failed = processFailure(x, step.timeoutMs);
  if (failed !== undefined) return { run: { ...run, ok: false, error: `${label} ${failed}` } };
  if (step.mode === 'plain') return { run };
  const parsed = parseHookPatch(x.stdout);
  if (!parsed.ok)
    return { run: { ...run, ok: false, error: `${label} printed ${quoteOutput(x.stdout.trim())}: ${parsed.problem}` } };
  // A context hook's stdout is its patch; the report shows the patch (env values hidden), not the text.
  const { stdout: _patchText, ...withoutStdout } = run;
  void _patchText;
  const shown = {
    ...withoutStdout,
    ...(Object.keys(parsed.patch).length > 0 ? { patch: patchView(parsed.patch) } : {})
  };
  if (parsed.patch.skip && !isBefore(input.phase)) {
    return {
      run: {
        ...shown,
        ok: false,
        error: `${label} asked to skip, but ${input.phase} runs after the test: skip is only allowed in beforeAll and beforeEach`
      }
    };
  }
  return { run: shown, patch: parsed.patch };
}

function merge(scope: HookScope, patch: HookPatch): HookScope {
  return { env: { ...scope.env, ...(patch.env ?? {}) }, vars: { ...scope.vars, ...(patch.vars ?? {}) } };
}

export async function runPhase(host: HookHost, input: PhaseInput): Promise<PhaseOutcome> {
  const runs: HookRunResult[] = [];
  let scope = input.scope;
  let failure: string | undefined;
  for (const step of input.steps) {
    const { run, patch } = await runStep(host, step, input, scope);
    runs.push(run);
    if (!run.ok) {
      failure ??= run.error;
      if (isBefore(input.phase)) return { runs, scope, failure };
      continue;
    }
    if (patch) scope = merge(scope, patch);
    if (patch?.skip) return { runs, scope, skip: patch.skip };
  }
  return { runs, scope, ...(failure !== undefined ? { failure } : {}) };
}
