/**
 * What dispatching one cell gave, before any scoring: the raw material a report row is scored
 * from. A run is dispatch (I/O: recorded files, live servers, agents) then scoring (pure); the
 * seam between the two is this type. Outcomes are plain JSON, so a sharded run can write them into
 * a partial report and `report merge` can score the union exactly as one unsharded run would.
 */
import type { TraceRun } from '../trace/types.ts';
import type { HookRunResult } from './hooks/types.ts';

export type CellOutcome =
  /** Never scored: a skip (no recorded result, no trace), an error before scoring, or a hook that stopped it. */
  | { kind: 'not_run'; verdict: 'skip' | 'error' | 'fail'; reason: string }
  /**
   * A tools: test's CallToolResult, recorded or live. `outputSchema` is the live result's
   * structuredContent checked against the tool's outputSchema (absent when the tool has none, or
   * for a recording); `protocolError` is set when the server answered with a JSON-RPC error (the
   * result is then `{ error }`), which only an `expect_failure:` test receives.
   */
  | { kind: 'tool_result'; result: unknown; outputSchema?: OutputSchemaVerdict; protocolError?: ProtocolError }
  /** A tool_quality: check's catalog file, as read (parsed when scored, so its errors name the file). */
  | { kind: 'catalog_text'; file: string; text: string }
  /** A tool_quality: check's live tools/list result. */
  | { kind: 'catalog_value'; value: unknown }
  /** An agent test's runs: a recorded trace's, or the live runs of this cell. */
  | { kind: 'trace'; runs: TraceRun[] };

export interface ProtocolError {
  code: number;
  message: string;
}

/** What checking structuredContent against the tool's outputSchema found, as plain data. */
export interface OutputSchemaVerdict {
  valid: boolean;
  /** The JSON Schema dialect the schema was read in (2020-12 unless its $schema says otherwise). */
  dialect?: string;
  /** Each failing field by its JSON pointer in the result (`/structuredContent/count`). */
  problems: Array<{ pointer: string; message: string }>;
}

/** A dispatched cell: its outcome and the per-test hooks that ran around it. */
export interface CellRecord {
  key: string;
  outcome: CellOutcome;
  hooks?: HookRunResult[];
}

export function notRun(verdict: 'skip' | 'error' | 'fail', reason: string): CellOutcome {
  return { kind: 'not_run', verdict, reason };
}
