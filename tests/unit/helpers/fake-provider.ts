/**
 * A fake model provider for the HTTP driver tests: a real node:http server on 127.0.0.1 (a free
 * port) that answers each request with the next scripted reply and records what it was sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedReply {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as it is (for malformed replies). */
  body: unknown;
  /** Accept the request and never answer (a provider that hangs). */
  hang?: boolean;
}

export interface SeenRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface FakeProvider {
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

export async function startFakeProvider(script: ScriptedReply[]): Promise<FakeProvider> {
  const requests: SeenRequest[] = [];
  const queue = [...script];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const reply = queue.shift() ?? {
        status: 500,
        body: { error: { message: 'the fake provider has no more scripted replies' } }
      };
      if (reply.hang) return;
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      })
  };
}
