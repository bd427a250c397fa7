/**
 * The Node side's regex evaluator: user patterns run in a vm context with a time limit, so a
 * catastrophic pattern (`^(a+)+$` on a long near-match) fails its assertion instead of hanging the run.
 */
import vm from 'node:vm';
import type { RegexEvaluator } from '#core/suite/matchers/types';

// Generous enough that a descheduled thread on a loaded CI machine does not fail an honest pattern.
export const REGEX_TIMEOUT_MS = 1000;

export function boundedRegex(timeoutMs = REGEX_TIMEOUT_MS): RegexEvaluator {
  const context = vm.createContext({});
  const script = new vm.Script('new RegExp(__p, __f).test(__s)');
  return (pattern, text, flags) => {
    Object.assign(context, { __p: pattern, __f: flags ?? '', __s: text });
    try {
      return { matched: script.runInContext(context, { timeout: timeoutMs }) === true };
    } catch (e) {
      const err = e as { code?: string; message?: string };
      if (err.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { error: `timed out after ${timeoutMs} ms` };
      return { error: `invalid regex: ${err.message ?? String(e)}` };
    } finally {
      Object.assign(context, { __s: '' });
    }
  };
}
