/**
 * The bracket around a run and around each test:
 *
 *   beforeAll
 *     beforeEach -> test 1 -> afterEach
 *     beforeEach -> test 2 -> afterEach
 *   afterAll
 *
 * A failing beforeAll fails every test (none is dispatched); a failing beforeEach fails its test
 * without dispatching it. A `skip` from beforeAll skips every test, from beforeEach that test, with
 * the hook's reason. afterEach and afterAll failures are reported and change no verdict. Teardown
 * runs even when setup failed: afterEach after any test whose beforeEach started, afterAll always.
 */
import type { VarValue } from '../interpolate.ts';
import type { TestCase, Verdict } from '../model.ts';
import type { TestResult } from '../report-types.ts';
import { runPhase, type HookScope, type PhaseOutcome } from './phase.ts';
import type { HookContext, HookHost, HookPlan, HookRunResult } from './types.ts';

export interface LifecycleOptions {
  plan: HookPlan;
  host: HookHost;
  suiteName: string;
  env: Record<string, string>;
  vars: Record<string, VarValue>;
}

function notDispatched(t: TestCase, verdict: Verdict, reason: string, hooks: HookRunResult[]): TestResult {
  return {
    name: t.name,
    kind: t.kind,
    pointer: t.pointer,
    verdict,
    reason,
    assertions: [],
    ...(hooks.length > 0 ? { hooks } : {})
  };
}

/** The run's outcome for afterAll: the worst verdict, with counts when it is not a pass. */
export function runOutcome(tests: TestResult[]): NonNullable<HookContext['result']> {
  const n = (v: Verdict) => tests.filter((t) => t.verdict === v).length;
  const counts = `${tests.length} tests: ${n('pass')} passed, ${n('fail')} failed, ${n('skip')} skipped, ${n('error')} errored`;
  if (n('error') > 0) return { verdict: 'error', message: counts };
  if (n('fail') > 0) return { verdict: 'fail', message: counts };
  if (tests.length === 0 || n('skip') === tests.length) return { verdict: 'skip', message: counts };
  return { verdict: 'pass' };
}

export class Lifecycle {
  readonly #o: LifecycleOptions;
  #scope: HookScope;
  #before: PhaseOutcome | undefined;
  readonly runs: HookRunResult[] = [];

  constructor(options: LifecycleOptions) {
    this.#o = options;
    this.#scope = { env: { ...options.env }, vars: { ...options.vars } };
  }

  #phase(
    phase: keyof HookPlan,
    scope: HookScope,
    test: { name: string } | null,
    result: HookContext['result']
  ): Promise<PhaseOutcome> {
    return runPhase(this.#o.host, {
      phase,
      steps: this.#o.plan[phase],
      scope,
      suiteName: this.#o.suiteName,
      test,
      result
    });
  }

  async beforeAll(): Promise<void> {
    this.#before = await this.#phase('beforeAll', this.#scope, null, null);
    this.runs.push(...this.#before.runs);
    // Injected env and vars apply to the rest of the run.
    this.#scope = this.#before.scope;
  }

  /** Runs `dispatch` inside the test's bracket, or reports the test without dispatching it. */
  async test(t: TestCase, dispatch: () => Promise<TestResult>): Promise<TestResult> {
    const run = this.#before;
    if (run?.failure !== undefined) return notDispatched(t, 'fail', `not run: ${run.failure}`, []);
    if (run?.skip) return notDispatched(t, 'skip', `skipped by beforeAll: ${run.skip.reason}`, []);
    const test = { name: t.name };
    const before = await this.#phase('beforeEach', this.#scope, test, null);
    let result: TestResult;
    if (before.failure !== undefined) result = notDispatched(t, 'fail', `not run: ${before.failure}`, []);
    else if (before.skip) result = notDispatched(t, 'skip', `skipped by beforeEach: ${before.skip.reason}`, []);
    else result = await dispatch();
    const outcome = {
      verdict: result.verdict,
      ...(result.verdict !== 'pass' && result.reason !== undefined ? { message: result.reason } : {})
    };
    // beforeEach's env and vars belong to this test: afterEach sees them, the next test does not.
    const after = await this.#phase('afterEach', before.scope, test, outcome);
    const hooks = [...before.runs, ...after.runs];
    return hooks.length > 0 ? { ...result, hooks: [...(result.hooks ?? []), ...hooks] } : result;
  }

  async afterAll(tests: TestResult[]): Promise<void> {
    const after = await this.#phase('afterAll', this.#scope, null, runOutcome(tests));
    this.runs.push(...after.runs);
  }
}
