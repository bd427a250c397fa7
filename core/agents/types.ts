/**
 * One driver interface for every agent toolgauge dispatches: the built-in lexical agent and the
 * HTTP chat drivers alike. A driver gets the prompt, the tools it is shown and a callback that
 * calls one of them; the harness (harness.ts) wraps the callback, records every call, and turns
 * what the driver returns into a canonical trace run (core/trace/types.ts), the shape every metric reads.
 */
import type { Tool } from '../catalog/types.ts';
import type { TraceTokens } from '../trace/types.ts';

/** What the agent sees after a call: the text it reads, and whether the call failed. */
export interface ToolReply {
  text: string;
  isError: boolean;
}

/** Calls a presented tool by the name the agent was shown. Never throws: failures are replies. */
export type CallPresentedTool = (name: string, args: Record<string, unknown>) => Promise<ToolReply>;

export interface DriverRequest {
  /** The model to ask (`lexical`, `gpt-4.1-mini`, `claude-sonnet-4-5`, ...). */
  model: string;
  prompt: string;
  /** The presented tool list, in order: definitions with the names the agent must call them by. */
  tools: Tool[];
  callTool: CallPresentedTool;
}

/** What a driver reports besides the calls (the harness records those itself). */
export interface DriverOutcome {
  answer?: string;
  tokens?: TraceTokens;
  /** Dollars, from the price table; absent when the model has no price. */
  cost?: number;
  /** The agent stopped before it finished (turn limit). */
  stopped_early?: boolean;
  /** The model provider failed (API error, malformed reply, retries exhausted): the run is flagged, not scored. */
  error?: string;
  /** Requests sent, retries included. */
  requests?: number;
  /** Provider retries taken (429/5xx). */
  retries?: number;
}

export interface Driver {
  run(request: DriverRequest): Promise<DriverOutcome>;
}

/** A tool a server lists, as the harness knows it: which server serves it. */
export interface ServedTool {
  server: string;
  tool: Tool;
}

/** The host's way to call a server's tool. `failed` marks a server failure (crash, timeout, transport), which the harness retries. */
export type ServerCall = (
  server: string,
  tool: string,
  args: Record<string, unknown>
) => Promise<{ ok: true; result: unknown } | { ok: false; reason: string; failed: boolean }>;
