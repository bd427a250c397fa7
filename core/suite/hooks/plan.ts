/**
 * `hooks:` as written to the plan the runner follows: every phase a list of steps, every step
 * split into words with POSIX shell rules (never run through a shell) and given its time limit.
 * A command that does not split (an unterminated quote) is a load error at the step's pointer.
 */
import type { Diagnostic } from '../../source/diagnostic.ts';
import { joinPointer } from '../../source/pointer.ts';
import { shellSplit } from '../../source/shell-split.ts';
import type { HooksDoc } from '../types.ts';
import { DEFAULT_HOOK_TIMEOUT_MS, HOOK_PHASES, type HookPlan, type HookStep } from './types.ts';

export interface HookPlanResult {
  plan: HookPlan;
  errors: Diagnostic[];
}

type StepDoc = string | { command: string; mode: 'context'; timeout_ms?: number };

export function hookPlan(doc: HooksDoc | undefined): HookPlanResult {
  const plan: HookPlan = { beforeAll: [], afterAll: [], beforeEach: [], afterEach: [] };
  const errors: Diagnostic[] = [];
  if (!doc) return { plan, errors };
  const defaults = doc as { timeout_ms?: number } & Record<string, unknown>;
  const timeout = defaults.timeout_ms ?? DEFAULT_HOOK_TIMEOUT_MS;
  for (const phase of HOOK_PHASES) {
    const value = defaults[phase] as StepDoc | StepDoc[] | undefined;
    if (value === undefined) continue;
    const list = Array.isArray(value) ? value : [value];
    list.forEach((step, i) => {
      const pointer = Array.isArray(value) ? joinPointer('/hooks', phase, i) : joinPointer('/hooks', phase);
      const command = typeof step === 'string' ? step : step.command;
      const where = typeof step === 'string' ? pointer : joinPointer(pointer, 'command');
      const split = shellSplit(command);
      if (!split.ok) {
        errors.push({
          message: `the ${phase} hook command does not split into words: ${split.message} at character ${split.column}`,
          expected: 'a program and its arguments, quoted as in a POSIX shell',
          pointer: where
        });
        return;
      }
      if (split.words.length === 0) {
        errors.push({
          message: `the ${phase} hook command is empty`,
          expected: 'a program and its arguments',
          pointer: where
        });
        return;
      }
      const s: HookStep = {
        command,
        argv: split.words,
        mode: typeof step === 'string' ? 'plain' : 'context',
        timeoutMs: typeof step === 'string' ? timeout : (step.timeout_ms ?? timeout),
        pointer
      };
      plan[phase].push(s);
    });
  }
  return { plan, errors };
}

export function hasHooks(plan: HookPlan | undefined): boolean {
  return !!plan && HOOK_PHASES.some((p) => plan[p].length > 0);
}
