/**
 * Servers that die badly (issue 29 items 3 and 4): one that floods stderr and then dies is
 * reported with its last error line, and a Streamable HTTP server that crashes mid-call (its
 * event stream breaks, or ends without the answer) is reported at once, not after the deadline.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connectServer } from '../../src/node/mcp/connect.ts';
import { liveChildren } from '../../src/node/process/children.ts';
import { runCli, tempDir } from './helpers/cli.ts';

const dir = tempDir('tg-dying-');

describe('a server that floods stderr and then dies', () => {
  it.each([
    [
      'the error is its last line',
      `for (let i = 0; i < 20000; i++) writeSync(2, 'debug: warming cache entry ' + i + ' ' + 'x'.repeat(80) + '\\n');\nwriteSync(2, 'Error: boom at startup\\n');\nprocess.exit(1);`
    ],
    [
      'a stack trace follows the error',
      `for (let i = 0; i < 20000; i++) writeSync(2, 'noise ' + 'y'.repeat(100) + '\\n');\nwriteSync(2, 'Error: boom at startup\\n' + Array.from({ length: 12 }, (_, k) => '    at frame' + k + ' (file.js:' + k + ':1)').join('\\n') + '\\n');\nprocess.exit(1);`
    ]
  ])('is reported with its last error line (%s)', async (label, body) => {
    const file = path.join(dir, `flood-${label.length}.mjs`);
    writeFileSync(file, `import { writeSync } from 'node:fs';\n${body}\n`);
    const r = await runCli(['lint', '--stdio', `"${process.execPath}" ${file}`]);
    expect(r.code).toBe(2);
    const shown = r.stderr.split('\n').filter((l) => l.startsWith('    | '));
    expect(shown.length).toBeLessThanOrEqual(9);
    expect(shown).toContain('    | Error: boom at startup');
    expect(r.stderr).toContain('it exited with code 1');
  });
});

describe('a Node server that logs a flood with console.error and then exits (issue 42 item 5)', () => {
  it('is reported with its real last lines, read to the end of its stderr', async () => {
    const file = path.join(dir, 'console-flood.mjs');
    // console.error queues in the process once a pipe is full, and process.exit drops the queue:
    // the server must lose nothing, so its last line is the one it wrote last.
    writeFileSync(
      file,
      `for (let i = 1; i <= 5000; i++) console.error('[info] loading module ' + i + ' of 5000 ' + '.'.repeat(40));
console.error('Error: boom at startup: DATABASE_URL is not set');
process.exit(1);
`
    );
    const r = await runCli(['lint', '--stdio', `"${process.execPath}" ${file}`]);
    expect(r.code).toBe(2);
    const shown = r.stderr.split('\n').filter((l) => l.startsWith('    | '));
    expect(shown.slice(-2)).toEqual([
      `    | [info] loading module 5000 of 5000 ${'.'.repeat(40)}`,
      '    | Error: boom at startup: DATABASE_URL is not set'
    ]);
    expect(r.stderr).toContain('it exited with code 1');
  });
});

/** A Streamable HTTP server that answers initialize and tools/list, and on tools/call opens an event stream and then dies or ends it. */
function dyingHttpServer(mode: 'crash' | 'end'): string {
  const file = path.join(dir, `http-${mode}.mjs`);
  writeFileSync(
    file,
    `import http from 'node:http';
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    if (req.method !== 'POST') return void res.writeHead(405).end();
    const msg = JSON.parse(body);
    const json = (result) => { res.writeHead(200, { 'content-type': 'application/json', 'mcp-session-id': 's1' }); res.end(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result })); };
    if (msg.method === 'initialize') return json({ protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'dying', version: '1' } });
    if (msg.id === undefined) return void res.writeHead(202).end();
    if (msg.method === 'tools/list') return json({ tools: [{ name: 'boom', inputSchema: { type: 'object' } }] });
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.flushHeaders();
    setTimeout(() => (${JSON.stringify(mode)} === 'crash' ? process.exit(1) : res.end()), 100);
  });
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`
  );
  return file;
}

let server: ChildProcess | undefined;
afterEach(() => {
  server?.kill('SIGKILL');
  server = undefined;
});

async function start(file: string): Promise<number> {
  server = spawn(process.execPath, [file], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => server!.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim()))));
}

describe('a Streamable HTTP server that dies mid-call', () => {
  it.each([
    [
      'crashes (its event stream breaks)',
      'crash',
      /boom: the response stream broke before the answer \(.+\); the server may have crashed/
    ],
    ['ends the event stream without the answer', 'end', /boom: the server ended the response stream without an answer/]
  ] as const)('is reported as its own error when it %s, not as the 30 s deadline', async (_label, mode, expected) => {
    const port = await start(dyingHttpServer(mode));
    const connection = await connectServer({ name: 'dying', http: { url: `http://127.0.0.1:${port}/mcp` } });
    const error = await connection.callTool('boom', {}).then(
      () => undefined,
      (e: Error) => e
    );
    await connection.close();
    expect(error?.message).toMatch(expected);
    // Its own error, not the deadline's "no answer ... within 30 s".
    expect(error?.message).not.toContain('no answer');
  });

  it('leaves no registered child behind', () => {
    expect(liveChildren()).toEqual([]);
  });
});
