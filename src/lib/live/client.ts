/**
 * The page's side of the live panel: whether the server can list live servers (only `toolgauge
 * serve` answers /api/capabilities; `vite dev` and static hosts do not), and one listing request.
 * Nothing here runs on load except the capability probe, which starts nothing.
 */
export const TOKEN_HEADER = 'x-toolgauge-token';

export type LiveRequest =
  | { source: 'stdio'; command: string }
  | { source: 'url'; url: string; headers: Record<string, string> }
  | { source: 'config'; text: string; file: string; client?: string };

export type LiveAnswer =
  | { ok: true; text: string; file: string; status: string[]; failed: number }
  | { ok: false; error: string; status: string[] };

type Fetch = typeof fetch;

/**
 * True when the server says the live panel works here; any failure means no. A static build
 * (`isStatic`) has no server to ask: it answers no without a request, since the host's 404 for
 * the probe would show as an error in the console. `base` is kit's paths.base.
 */
export async function liveCapable(
  fetcher: Fetch = fetch,
  where: { base?: string; isStatic?: boolean } = {}
): Promise<boolean> {
  if (where.isStatic) return false;
  try {
    const r = await fetcher(`${where.base ?? ''}/api/capabilities`, { headers: { accept: 'application/json' } });
    if (!r.ok || !(r.headers.get('content-type') ?? '').includes('application/json')) return false;
    const body = (await r.json()) as { live?: unknown };
    return body.live === true;
  } catch {
    return false;
  }
}

/** `Name: value` lines into headers; a line without a colon is an error naming it. */
export function parseHeaderLines(text: string): Record<string, string> | { error: string } {
  const out: Record<string, string> = {};
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  for (const [i, line] of lines.entries()) {
    const at = line.indexOf(':');
    if (at <= 0) return { error: `header line ${i + 1} must look like "Name: value"` };
    out[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return out;
}

/** A field that failed a schema, by its JSON pointer. */
export interface SchemaProblem {
  pointer: string;
  message: string;
}

/** What checking structuredContent against the tool's outputSchema found (src/node/mcp/schema-check.ts). */
export type OutputCheck =
  | { status: 'valid'; dialect: string }
  | { status: 'invalid'; dialect: string; problems: SchemaProblem[] }
  | { status: 'no-schema' }
  | { status: 'error-result' }
  | { status: 'bad-schema'; error: string };

export type CallRequest = LiveRequest & {
  server?: string;
  tool: string;
  arguments: Record<string, unknown>;
  validate?: boolean;
};

export type CallAnswer =
  | {
      ok: true;
      tool: string;
      server: string;
      elapsedMs: number;
      result: { content?: Array<Record<string, unknown>>; structuredContent?: unknown; isError?: boolean };
      outputSchema: OutputCheck;
    }
  | { ok: false; error: string; problems?: SchemaProblem[] };

/** One listing through the server; HTTP refusals come back as `ok: false` with the server's reason. */
export async function requestLiveLint(
  request: LiveRequest,
  token: string,
  fetcher: Fetch = fetch
): Promise<LiveAnswer> {
  return (await post('/api/live/lint', request, token, fetcher)) as LiveAnswer;
}

/** One tool call through the server (the same guard as the listing). */
export async function requestLiveCall(
  request: CallRequest,
  token: string,
  fetcher: Fetch = fetch
): Promise<CallAnswer> {
  const a = (await post('/api/live/call', request, token, fetcher)) as
    | CallAnswer
    | { ok: false; error: string; status: string[] };
  return a.ok ? a : { ok: false, error: a.error, ...('problems' in a && a.problems ? { problems: a.problems } : {}) };
}

async function post(route: string, request: unknown, token: string, fetcher: Fetch): Promise<unknown> {
  let r: Response;
  try {
    r = await fetcher(route, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
      body: JSON.stringify(request)
    });
  } catch (e) {
    return {
      ok: false,
      error: `the playground server did not answer (${(e as Error).message}); is toolgauge serve still running?`,
      status: []
    };
  }
  let body: unknown;
  try {
    body = await r.json();
  } catch {
    return { ok: false, error: `the server answered ${r.status} without JSON`, status: [] };
  }
  if (r.ok) return body;
  const error = (body as { error?: unknown }).error;
  const why = typeof error === 'string' ? error : `HTTP ${r.status}`;
  return {
    ok: false,
    error: r.status === 401 ? `${why}. Paste the token from the URL toolgauge serve printed.` : why,
    status: []
  };
}
