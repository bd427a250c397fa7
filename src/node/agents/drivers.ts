/**
 * Which driver runs a `model:`. `lexical` is the built-in deterministic agent; the HTTP drivers
 * come with their keys from the environment (see docs/agents.md).
 */
import type { Driver } from '#core/agents/types';
import { selectorDriver, SELECTOR_MODELS } from '#core/agents/lexical';
import type { SelectorName } from '#core/bench/selector';

export interface DriverEnv {
  env: Record<string, string | undefined>;
}

export function driverFor(model: string, _options: DriverEnv): { ok: true; driver: Driver } | { ok: false; reason: string } {
  if ((SELECTOR_MODELS as readonly string[]).includes(model)) return { ok: true, driver: selectorDriver(model as SelectorName) };
  return { ok: false, reason: `no driver for model "${model}"` };
}
