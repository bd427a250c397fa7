/** The CLI's limits: the documented defaults (docs/limits.md), each raised or lowered by an environment variable. */
import { configureLimits, DEFAULT_LIMITS, LIMIT_ENV, type Limits } from '#core/source/limits';
import { UsageError } from './errors.ts';

/** Reads TOOLGAUGE_MAX_* from `env`; a value that is not a whole number of at least 1 is a UsageError. */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Partial<Limits> {
  const out: Partial<Limits> = {};
  for (const key of Object.keys(DEFAULT_LIMITS) as Array<keyof Limits>) {
    const raw = env[LIMIT_ENV[key]];
    if (raw === undefined || raw === '') continue;
    const n = Number(raw.replace(/_/g, ''));
    if (!/^\d[\d_]*$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < 1) {
      throw new UsageError(
        `${LIMIT_ENV[key]} must be a whole number of at least 1 (got ${JSON.stringify(raw)}); the default is ${DEFAULT_LIMITS[key]}`
      );
    }
    out[key] = n;
  }
  return out;
}

export function applyLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): void {
  configureLimits(limitsFromEnv(env));
}
