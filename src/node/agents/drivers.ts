/**
 * Which driver runs a `model:`, with its key from the environment:
 *
 * | model | driver | environment |
 * | `lexical`, `bm25`, `fastmcp-bm25` | the built-in selector agents | none |
 * | `openai:<model>`, or a name starting `gpt-`, `o1`..`o9`, `chatgpt-` | OpenAI chat completions | `OPENAI_API_KEY`; `OPENAI_BASE_URL` for another endpoint (a local server needs no key) |
 * | `anthropic:<model>`, or a name starting `claude-` | Anthropic messages | `ANTHROPIC_API_KEY`; `ANTHROPIC_BASE_URL` |
 *
 * Keys are read here, on the Node side, and handed to the core drivers as parameters.
 *
 * Every request to a provider has a deadline (120 s, or `TOOLGAUGE_PROVIDER_TIMEOUT_MS`): a
 * provider that accepts the connection and never answers fails that request, which the core's
 * retry loop then treats like any other failed send (retried, then the run's error).
 */
import { anthropicDriver } from '#core/agents/anthropic';
import type { FetchLike } from '#core/agents/http';
import { selectorDriver, SELECTOR_MODELS } from '#core/agents/lexical';
import { openaiDriver } from '#core/agents/openai';
import { DEFAULT_PRICES, type PriceTable } from '#core/agents/prices';
import type { Driver } from '#core/agents/types';
import type { SelectorName } from '#core/bench/selector';
import { scrubSecrets, secretList } from '#core/text/secrets';

export type Provider = 'builtin' | 'openai' | 'anthropic';

export function providerOf(model: string): Provider | undefined {
  if ((SELECTOR_MODELS as readonly string[]).includes(model)) return 'builtin';
  if (model.startsWith('openai:') || /^(gpt-|o\d|chatgpt-)/.test(model)) return 'openai';
  if (model.startsWith('anthropic:') || model.startsWith('claude-')) return 'anthropic';
  return undefined;
}

export interface DriverOptions {
  env: Record<string, string | undefined>;
  prices?: PriceTable;
  fetch?: FetchLike;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const DEFAULT_PROVIDER_TIMEOUT_MS = 120_000;

/** The provider deadline from the environment: a positive whole number of milliseconds, else the default. */
export function providerTimeoutMs(env: Record<string, string | undefined>): number {
  const raw = env.TOOLGAUGE_PROVIDER_TIMEOUT_MS;
  const n = raw !== undefined && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_PROVIDER_TIMEOUT_MS;
}

/** Node's fetch with a deadline over the whole exchange (headers and body). */
export function fetchWithDeadline(ms: number): FetchLike {
  const late = (e: unknown) =>
    (e as Error).name === 'TimeoutError' ? new Error(`no answer within ${ms} ms (TOOLGAUGE_PROVIDER_TIMEOUT_MS)`) : e;
  return async (url, init) => {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
      return {
        status: res.status,
        headers: res.headers,
        text: () => res.text().catch((e: unknown) => Promise.reject(late(e)))
      };
    } catch (e) {
      throw late(e);
    }
  };
}

/** Header names whose values are credentials. */
const SECRET_HEADER = /authorization|api[-_]?key|token|secret|cookie/i;

/**
 * A fetch whose answers (bodies and errors) never carry a credential: the keys toolgauge sent
 * (`known`, and every credential header of the request) and recognisable key formats are
 * replaced by *** before the driver sees the text, so no error, report or cassette can hold
 * them (OpenAI's 401 echoes the key: "Incorrect API key provided: sk-...").
 */
export function scrubbingFetch(inner: FetchLike, known: Array<string | undefined>): FetchLike {
  return async (url, init) => {
    const secrets = secretList([
      ...known,
      ...Object.entries(init.headers).flatMap(([k, v]) => (SECRET_HEADER.test(k) ? [v] : []))
    ]);
    const clean = (e: unknown) => {
      const err = e instanceof Error ? e : new Error(String(e));
      err.message = scrubSecrets(err.message, secrets);
      return err;
    };
    try {
      const res = await inner(url, init);
      return {
        status: res.status,
        headers: res.headers,
        text: () =>
          res.text().then(
            (t) => scrubSecrets(t, secrets),
            (e: unknown) => Promise.reject(clean(e))
          )
      };
    } catch (e) {
      throw clean(e);
    }
  };
}

export function driverFor(
  model: string,
  options: DriverOptions
): { ok: true; driver: Driver } | { ok: false; reason: string } {
  const provider = providerOf(model);
  const env = options.env;
  const fetchRaw = options.fetch ?? fetchWithDeadline(providerTimeoutMs(env));
  const chat = {
    prices: options.prices ?? DEFAULT_PRICES,
    http: {
      fetch: scrubbingFetch(fetchRaw, [env.OPENAI_API_KEY, env.ANTHROPIC_API_KEY]),
      sleep: options.sleep ?? realSleep
    }
  };
  const nonEmpty = (v: string | undefined) => (v !== undefined && v !== '' ? v : undefined);
  if (provider === 'builtin') return { ok: true, driver: selectorDriver(model as SelectorName) };
  if (provider === 'openai') {
    const apiKey = nonEmpty(env.OPENAI_API_KEY);
    const baseUrl = nonEmpty(env.OPENAI_BASE_URL);
    if (!apiKey && !baseUrl)
      return {
        ok: false,
        reason: `model ${model} needs OPENAI_API_KEY in the environment (or OPENAI_BASE_URL for a local server that takes no key)`
      };
    return {
      ok: true,
      driver: openaiDriver({ ...(apiKey ? { apiKey } : {}), ...(baseUrl ? { baseUrl } : {}), ...chat })
    };
  }
  if (provider === 'anthropic') {
    const apiKey = nonEmpty(env.ANTHROPIC_API_KEY);
    const baseUrl = nonEmpty(env.ANTHROPIC_BASE_URL);
    if (!apiKey && !baseUrl) return { ok: false, reason: `model ${model} needs ANTHROPIC_API_KEY in the environment` };
    return {
      ok: true,
      driver: anthropicDriver({ ...(apiKey ? { apiKey } : {}), ...(baseUrl ? { baseUrl } : {}), ...chat })
    };
  }
  return {
    ok: false,
    reason: `no driver for model "${model}": use lexical, bm25 or fastmcp-bm25 (built in), openai:<model> or a gpt-* name, anthropic:<model> or a claude-* name`
  };
}
