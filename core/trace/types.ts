/**
 * The canonical trace: what every metric reads. Field names are a public contract (suites,
 * examples and users' files depend on them); add fields, never rename.
 *
 *   { "runs": [ { model?, surface?, distractors?, seed?, calls: [...], tokens?, cost?, answer?, stopped_early? } ] }
 *
 * A single run `{ "calls": [...] }` is accepted as one run. A call's qualified id is
 * `server.tool` when `server` is given, else the bare tool name.
 */
import type { Tool } from '../catalog/types.ts';

export interface TraceCall {
  server?: string;
  tool: string;
  arguments?: unknown;
  result?: unknown;
  isError?: boolean;
  error?: string;
}

export interface TraceTokens {
  input?: number;
  output?: number;
  total?: number;
}

export interface TraceRun {
  model?: string;
  /** The tool list the agent was shown: tool definitions or ids. */
  surface?: Array<Tool | string>;
  /** Ids of injected distractors (`server.tool` or bare). */
  distractors?: string[];
  /** The seed that chose the distractors. */
  seed?: number;
  calls: TraceCall[];
  tokens?: TraceTokens;
  /** Dollars. */
  cost?: number;
  answer?: string;
  stopped_early?: boolean;
  [field: string]: unknown;
}

export interface Trace {
  runs: TraceRun[];
}

/** `server.tool` when the call names a server, else the tool name. */
export function qualifiedId(call: Pick<TraceCall, 'server' | 'tool'>): string {
  return call.server ? `${call.server}.${call.tool}` : call.tool;
}
