/**
 * The harness around a driver, after MCP-Atlas: it presents the surface, routes each call, and
 * writes the canonical trace run.
 *
 * - A call to a name outside the presented surface gets a clear "tool not available" error reply
 *   (the agent can recover) and is recorded with that error.
 * - A call to a distractor is recorded as a bare-name call (so scoring sees the distractor) and
 *   gets an error reply: no server serves it.
 * - A server failure (crash, timeout, transport) is retried by the harness, not the agent, up to
 *   `serverRetries` more times. When every attempt fails the run records `harness_error`, and the
 *   scoring excludes it rather than penalise the agent.
 * - A provider failure (API error, malformed reply) also flags the run with `harness_error`.
 */
import type { TraceCall, TraceRun } from '../trace/types.ts';
import type { Surface } from './surface.ts';
import type { Driver, ServerCall, ToolReply } from './types.ts';

export const DEFAULT_SERVER_RETRIES = 2;

export interface HarnessRequest {
  model: string;
  prompt: string;
  surface: Surface;
  callServer: ServerCall;
  serverRetries?: number;
}

/** The text an agent reads from a CallToolResult: its text contents, else the result as JSON. */
export function replyText(result: unknown): string {
  const r = result as { content?: unknown; structuredContent?: unknown } | null;
  if (r && Array.isArray(r.content)) {
    const texts = r.content
      .filter(
        (c): c is { type: 'text'; text: string } =>
          !!c &&
          typeof c === 'object' &&
          (c as { type?: unknown }).type === 'text' &&
          typeof (c as { text?: unknown }).text === 'string'
      )
      .map((c) => c.text);
    if (texts.length > 0) return texts.join('\n');
  }
  if (r && r.structuredContent !== undefined) return JSON.stringify(r.structuredContent);
  return JSON.stringify(result ?? null);
}

export function notAvailable(name: string, presented: string[]): string {
  const list =
    presented.length > 20
      ? `${presented.slice(0, 20).join(', ')}, ... (${presented.length} in all)`
      : presented.join(', ');
  return `tool not available: "${name}" is not among the tools presented for this task (${list || 'none'})`;
}

export async function runAgent(driver: Driver, req: HarnessRequest): Promise<TraceRun> {
  const calls: TraceCall[] = [];
  const harnessErrors: string[] = [];
  const byName = new Map(req.surface.entries.map((e) => [e.name, e]));
  const retries = req.serverRetries ?? DEFAULT_SERVER_RETRIES;

  const callTool = async (name: string, args: Record<string, unknown>): Promise<ToolReply> => {
    const entry = byName.get(name);
    if (!entry) {
      const error = notAvailable(name, [...byName.keys()]);
      calls.push({ tool: name, arguments: args, isError: true, error });
      return { text: error, isError: true };
    }
    if ('distractor' in entry.target) {
      const error = `${name}: this tool returned no result`;
      calls.push({ tool: name, arguments: args, isError: true, error });
      return { text: error, isError: true };
    }
    const { server, tool } = entry.target;
    let last = '';
    for (let attempt = 0; attempt <= retries; attempt++) {
      const r = await req.callServer(server, tool, args);
      if (r.ok) {
        const isError = (r.result as { isError?: unknown } | null)?.isError === true;
        calls.push({ server, tool, arguments: args, result: r.result, ...(isError ? { isError } : {}) });
        return { text: replyText(r.result), isError };
      }
      last = r.reason;
      // A healthy server's refusal (bad arguments, unknown tool) is its answer: no retry.
      if (!r.failed) break;
      if (attempt === retries)
        harnessErrors.push(
          `server ${server} failed ${attempt + 1} time${attempt === 0 ? '' : 's'} on ${tool}: ${last}`
        );
    }
    calls.push({ server, tool, arguments: args, isError: true, error: last });
    return { text: last, isError: true };
  };

  const out = await driver.run({
    model: req.model,
    prompt: req.prompt,
    tools: req.surface.entries.map((e) => e.definition),
    callTool
  });
  if (out.error !== undefined) harnessErrors.push(`model ${req.model}: ${out.error}`);
  const run: TraceRun = {
    model: req.model,
    surface: req.surface.entries.map((e) => e.definition),
    ...(req.surface.seed !== undefined ? { distractors: req.surface.distractors, seed: req.surface.seed } : {}),
    calls,
    ...(out.tokens ? { tokens: out.tokens } : {}),
    ...(out.cost !== undefined ? { cost: out.cost } : {}),
    ...(out.answer !== undefined ? { answer: out.answer } : {}),
    ...(out.stopped_early ? { stopped_early: true } : {}),
    ...(harnessErrors.length > 0 ? { harness_error: harnessErrors.join('; ') } : {})
  };
  return run;
}
