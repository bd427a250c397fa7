/**
 * The price table: dollars per million tokens, input and output, by model. A model matches its
 * exact name, else the longest entry its name starts with (`claude-sonnet-4-5-20250929` reads
 * `claude-sonnet-4-5`); a provider prefix (`openai:`, `anthropic:`) is ignored. A model with no
 * entry has no cost (its runs report tokens only, and --max-cost cannot count them).
 *
 * List prices as published by the providers (standard tier, no caching or batch discounts),
 * checked 2026-11. Prices change: override any entry, or add your own models and local servers,
 * with `--prices FILE` (JSON or YAML `{ "<model>": { "input": 1.25, "output": 10 } }`), which
 * `toolgauge run` merges over this table.
 */
import { joinPointer } from '../source/pointer.ts';
import type { TraceTokens } from '../trace/types.ts';

export interface Price {
  /** Dollars per million input (prompt) tokens. */
  input: number;
  /** Dollars per million output (completion) tokens. */
  output: number;
}

export type PriceTable = Record<string, Price>;

export const DEFAULT_PRICES: PriceTable = {
  'gpt-5': { input: 1.25, output: 10 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  'gpt-5-nano': { input: 0.05, output: 0.4 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  o3: { input: 2, output: 8 },
  'o4-mini': { input: 1.1, output: 4.4 },
  'claude-opus-4-1': { input: 15, output: 75 },
  'claude-opus-4': { input: 15, output: 75 },
  'claude-sonnet-4-5': { input: 3, output: 15 },
  'claude-sonnet-4': { input: 3, output: 15 },
  'claude-haiku-4-5': { input: 1, output: 5 },
  'claude-3-5-haiku': { input: 0.8, output: 4 },
  // The built-in agents read no model.
  lexical: { input: 0, output: 0 },
  bm25: { input: 0, output: 0 },
  'fastmcp-bm25': { input: 0, output: 0 }
};

/** The model name without a provider prefix. */
export function bareModel(model: string): string {
  const m = /^(openai|anthropic):(.+)$/.exec(model);
  return m ? m[2] : model;
}

export function priceOf(model: string, table: PriceTable = DEFAULT_PRICES): Price | undefined {
  const name = bareModel(model);
  if (Object.hasOwn(table, name)) return table[name];
  let best: string | undefined;
  for (const key of Object.keys(table))
    if (name.startsWith(key) && (best === undefined || key.length > best.length)) best = key;
  return best === undefined ? undefined : table[best];
}

/** Dollars for the tokens of a run; undefined when the model has no price or no counts. */
export function costOf(
  model: string,
  tokens: TraceTokens | undefined,
  table: PriceTable = DEFAULT_PRICES
): number | undefined {
  const price = priceOf(model, table);
  if (!price || !tokens || (tokens.input === undefined && tokens.output === undefined)) return undefined;
  return ((tokens.input ?? 0) * price.input + (tokens.output ?? 0) * price.output) / 1_000_000;
}

/** A price table read from a user's file: `{ model: { input, output } }`, or problems naming the entry. */
export function readPriceTable(
  value: unknown
): { ok: true; table: PriceTable } | { ok: false; problem: string; pointer: string } {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return {
      ok: false,
      pointer: '',
      problem: 'a price table is a mapping { "<model>": { "input": <$ per million>, "output": <$ per million> } }'
    };
  const table: PriceTable = {};
  for (const [model, p] of Object.entries(value as Record<string, unknown>)) {
    const price = p as Record<string, unknown> | null;
    const ok = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
    const bad =
      price === null || typeof price !== 'object'
        ? []
        : !ok(price.input)
          ? ['input']
          : !ok(price.output)
            ? ['output']
            : undefined;
    if (bad)
      return {
        ok: false,
        pointer: joinPointer('', model, ...bad),
        problem: `the price of "${model}" must be { "input": <number>, "output": <number> }, dollars per million tokens, 0 or more`
      };
    const valid = price as Record<string, unknown>;
    table[model] = { input: valid.input as number, output: valid.output as number };
  }
  return { ok: true, table };
}
