/**
 * The Node implementation of core/atlas's RegexEvaluator. Two bounds, because a claim's regex comes
 * from a task file (hostile input):
 *   - size: patterns over 1,000 characters and texts over 1,000,000 characters are refused (or the
 *     text truncated, see `maxText`) before anything runs;
 *   - time: the match runs in a `node:vm` context with a timeout (default 1,000 ms). V8 checks for
 *     the termination request inside the regex engine, so catastrophic backtracking (`(a+)+$`)
 *     stops with an error instead of hanging the process. A pattern that timed out once is refused
 *     from then on, so a hostile task costs one timeout, not one per run it is scored against.
 * The budget is generous because a timeout leaves the claim unscored: on a loaded machine a tight
 * budget (100 ms was tried) made an ordinary pattern miss it once in ~40,000 matches.
 */
import vm from 'node:vm';
import type { RegexEvaluator, RegexOutcome } from '#core/atlas/checks';

export interface NodeRegexOptions {
  timeoutMs?: number;
  maxPattern?: number;
  /** Longer texts are cut to this many characters: answers and tool outputs past it are rarely meant. */
  maxText?: number;
}

/** Synchronous in Node: the VM timeout bounds the call itself. */
export interface NodeRegexEvaluator extends RegexEvaluator {
  test(pattern: string, flags: string, text: string): RegexOutcome;
}

export function createNodeRegexEvaluator(options: NodeRegexOptions = {}): NodeRegexEvaluator {
  const timeout = options.timeoutMs ?? 1000;
  const timedOut = new Set<string>();
  const maxPattern = options.maxPattern ?? 1000;
  const maxText = options.maxText ?? 1_000_000;
  const context = vm.createContext({});
  const script = new vm.Script('(() => { const m = re.exec(text); return m === null ? null : m[0]; })()');
  // Run once untimed so compiling the script and the context does not eat into the first real match's budget.
  context.re = /warm/;
  context.text = 'warm';
  script.runInContext(context);
  return {
    test(pattern: string, flags: string, text: string): RegexOutcome {
      if (pattern.length > maxPattern) return { ok: false, error: `pattern longer than ${maxPattern} characters` };
      const key = `${flags}/${pattern}`;
      if (timedOut.has(key)) return { ok: false, error: `refused: this pattern already timed out after ${timeout} ms` };
      let re: RegExp;
      try {
        re = new RegExp(pattern, flags.replace(/[gy]/g, ''));
      } catch (e) {
        return { ok: false, error: (e as Error).message };
      }
      context.re = re;
      context.text = text.length > maxText ? text.slice(0, maxText) : text;
      try {
        const match = script.runInContext(context, { timeout }) as string | null;
        return match === null ? { ok: true, matched: false } : { ok: true, matched: true, match };
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { ok: false, error: (e as Error).message };
        timedOut.add(key);
        return { ok: false, error: `timed out after ${timeout} ms` };
      } finally {
        context.re = undefined;
        context.text = undefined;
      }
    }
  };
}
