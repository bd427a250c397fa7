/**
 * A fetch for the Streamable HTTP transport that notices when a POST's event stream ends. The SDK
 * reports a stream that breaks (a server that crashes mid-call) only through `onerror`, and one
 * that ends cleanly without the answer not at all: the request then waited for its full
 * deadline (30 s) although the server was gone at once. The connection (connect.ts) fails the
 * call when its stream ended and no answer followed. It also holds every response to the
 * per-message cap stdio has (16 MiB): an endless body reached 1.83 GB in 10 s.
 */

export interface StreamEnd {
  /** The JSON-RPC ids the POST carried. */
  ids: Array<string | number>;
  /** Why the stream broke (undefined when it ended cleanly). */
  error?: string;
}

export interface StreamWatch {
  fetch: typeof fetch;
  /** Calls `listener` whenever a POST's event stream ends; returns the unsubscribe. */
  onEnd(listener: (end: StreamEnd) => void): () => void;
}

function idsOf(body: unknown): Array<string | number> {
  if (typeof body !== 'string') return [];
  try {
    const parsed = JSON.parse(body) as unknown;
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.flatMap((m) =>
      m && typeof m === 'object' && 'id' in m && (typeof m.id === 'string' || typeof m.id === 'number') ? [m.id] : []
    );
  } catch {
    return [];
  }
}

/** Bytes after the last event boundary (a blank line) in `chunk`, or `before` plus the chunk when it has none. */
function bytesAfterLastEvent(chunk: Uint8Array, before: number): number {
  for (let i = chunk.length - 1; i > 0; i--) {
    if (chunk[i] === 10 && (chunk[i - 1] === 10 || (chunk[i - 1] === 13 && i > 1 && chunk[i - 2] === 10)))
      return chunk.length - 1 - i;
  }
  return before + chunk.length;
}

const formatMiB = (n: number) => `${+(n / (1024 * 1024)).toFixed(1)} MiB`;

export function watchStreams(maxMessageBytes = 16 * 1024 * 1024, base: typeof fetch = fetch): StreamWatch {
  const listeners = new Set<(end: StreamEnd) => void>();
  const emit = (end: StreamEnd) => {
    for (const l of listeners) l(end);
  };
  const watched = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const response = await base(input, init);
    if (!response.body) return response;
    const ids = init?.method === 'POST' ? idsOf(init.body) : [];
    const events = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    const reader = response.body.getReader();
    // Bytes of the message being received: the whole body for JSON, since the last blank line
    // (the end of an event) for an event stream. Past the cap the body fails, as stdio does.
    let current = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            controller.close();
            if (events && ids.length > 0) emit({ ids });
            return;
          }
          current = events ? bytesAfterLastEvent(value, current) : current + value.length;
          if (current > maxMessageBytes) {
            await reader.cancel().catch(() => undefined);
            throw new Error(
              `the server sent a message larger than ${formatMiB(maxMessageBytes)} (the limit for one message)`
            );
          }
          controller.enqueue(value);
        } catch (e) {
          if (events && ids.length > 0)
            emit({
              ids,
              error: e instanceof Error ? ((e.cause as Error | undefined)?.message ?? e.message) : String(e)
            });
          controller.error(e);
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      }
    });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }) as typeof fetch;
  return {
    fetch: watched,
    onEnd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }
  };
}
