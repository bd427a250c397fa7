/**
 * A tools: test: the assertions read a CallToolResult, either recorded (inline, or a JSON/YAML
 * file) or, when the host can call servers, the live result of the call. Without either the test
 * needs a live server and is skipped.
 */
import { parseText } from '../source/parse-text.ts';
import { compose, composedResult, type TargetResolver } from './compose.ts';
import { fileText, type SuiteFiles } from './files.ts';
import type { MatchContext } from './matchers/types.ts';
import type { ToolCase } from './model.ts';
import { applyCallChecks } from './expect-failure.ts';
import { notRun, type CellOutcome, type OutputSchemaVerdict, type ProtocolError } from './outcome.ts';
import type { TestResult } from './report-types.ts';
import { resolveToolResult } from './target.ts';

export const LIVE_SKIP =
  'needs a live server: no recorded: result, and this host does not start servers (toolgauge run does)';

function base(t: ToolCase): Pick<TestResult, 'name' | 'kind' | 'pointer' | 'assertions'> {
  return { name: t.name, kind: 'tool', pointer: t.pointer, assertions: [] };
}

export function recordedResult(
  t: ToolCase,
  files: SuiteFiles
): { ok: true; result: unknown; protocolError?: ProtocolError } | { ok: false; reason: string } {
  if (!t.recorded) return { ok: false, reason: LIVE_SKIP };
  if ('inline' in t.recorded) return { ok: true, result: t.recorded.inline };
  const f = fileText(files, t.recorded.path, 'recorded result');
  if (!f.ok) return f;
  const parsed = parseText(f.text, { file: t.recorded.path });
  if (!parsed.ok)
    return {
      ok: false,
      reason: `recorded result ${t.recorded.path}:${parsed.error.line ?? 1}:${parsed.error.column ?? 1}: ${parsed.error.message}`
    };
  const v = parsed.value;
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    return {
      ok: false,
      reason: `recorded result ${t.recorded.path} is not a CallToolResult object ({content, structuredContent?, isError?})`
    };
  // A saved JSON-RPC response carries the result one level down.
  const rpc = v as { jsonrpc?: unknown; result?: unknown; error?: { code?: unknown; message?: unknown } };
  // A saved error response is a protocol error, which an expect_failure: test can expect.
  if (rpc.jsonrpc !== undefined && rpc.error && typeof rpc.error.code === 'number')
    return { ok: true, result: v, protocolError: { code: rpc.error.code, message: String(rpc.error.message ?? '') } };
  return { ok: true, result: rpc.jsonrpc !== undefined && rpc.result !== undefined ? rpc.result : v };
}

/**
 * What a live call gave: the result (with its structuredContent checked against the tool's
 * outputSchema, when it declares one), or why there is none. `protocolError` marks a JSON-RPC
 * error answer from a healthy server: an expect_failure: test scores it, any other reports error.
 */
export type LiveCall =
  | { ok: true; result: unknown; outputSchema?: OutputSchemaVerdict }
  | { ok: false; reason: string; protocolError?: ProtocolError };

/** Calls the test's tool on its server; provided by a host that can start servers. */
export type CallTool = (t: ToolCase) => Promise<LiveCall>;

export function missingArgsReason(t: ToolCase): string | undefined {
  return t.missing.length > 0
    ? `args use ${t.missing.map((m) => '${' + m + '}').join(', ')} with no value in the environment`
    : undefined;
}

/**
 * The tool's result for this test: recorded, or (when the host passes `call` and the test has no
 * recorded: result) the live call's. Missing args and unreadable recordings are errors, a test
 * with neither a recording nor a host that calls servers a skip.
 */
export async function dispatchToolCase(t: ToolCase, files: SuiteFiles, call?: CallTool): Promise<CellOutcome> {
  const missing = missingArgsReason(t);
  if (missing) return notRun('error', missing);
  if (call && !t.recorded) {
    const live = await call(t);
    if (live.ok)
      return {
        kind: 'tool_result',
        result: live.result,
        ...(live.outputSchema ? { outputSchema: live.outputSchema } : {})
      };
    if (live.protocolError && t.expectFailure)
      return { kind: 'tool_result', result: { error: live.protocolError }, protocolError: live.protocolError };
    return notRun('error', live.reason);
  }
  const rec = recordedResult(t, files);
  if (!rec.ok) return notRun(t.recorded ? 'error' : 'skip', rec.reason);
  return {
    kind: 'tool_result',
    result: rec.result,
    ...(rec.protocolError && t.expectFailure ? { protocolError: rec.protocolError } : {})
  };
}

/** The test's row from its result: the assertions read `result.*`. */
export function scoreToolResult(
  t: ToolCase,
  result: unknown,
  ctx: MatchContext,
  extra: { outputSchema?: OutputSchemaVerdict; protocolError?: ProtocolError } = {}
): TestResult {
  const resolve: TargetResolver = (segments) => resolveToolResult(result, segments);
  const c = compose(t.items, t.derived, t.threshold, resolve, ctx);
  return applyCallChecks(t, composedResult(base(t), c, t.threshold), result, extra);
}
