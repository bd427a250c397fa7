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

export type LiveAnswer = { ok: true; text: string; file: string; status: string[]; failed: number } | { ok: false; error: string; status: string[] };

type Fetch = typeof fetch;

/**
 * True when the server says the live panel works here; any failure means no. A static build
 * (`isStatic`) has no server to ask: it answers no without a request, since the host's 404 for
 * the probe would show as an error in the console. `base` is kit's paths.base.
 */
export async function liveCapable(fetcher: Fetch = fetch, where: { base?: string; isStatic?: boolean } = {}): Promise<boolean> {
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
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  for (const [i, line] of lines.entries()) {
    const at = line.indexOf(':');
    if (at <= 0) return { error: `header line ${i + 1} must look like "Name: value"` };
    out[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return out;
}

/** One listing through the server; HTTP refusals come back as `ok: false` with the server's reason. */
export async function requestLiveLint(request: LiveRequest, token: string, fetcher: Fetch = fetch): Promise<LiveAnswer> {
  let r: Response;
  try {
    r = await fetcher('/api/live/lint', { method: 'POST', headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token }, body: JSON.stringify(request) });
  } catch (e) {
    return { ok: false, error: `the playground server did not answer (${(e as Error).message}); is toolgauge serve still running?`, status: [] };
  }
  let body: unknown;
  try {
    body = await r.json();
  } catch {
    return { ok: false, error: `the server answered ${r.status} without JSON`, status: [] };
  }
  if (r.ok) return body as LiveAnswer;
  const error = (body as { error?: unknown }).error;
  const why = typeof error === 'string' ? error : `HTTP ${r.status}`;
  return { ok: false, error: r.status === 401 ? `${why}. Paste the token from the URL toolgauge serve printed.` : why, status: [] };
}
