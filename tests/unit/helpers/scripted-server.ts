/**
 * A stdio MCP server scripted by a test: it answers initialize with the given serverInfo,
 * tools/list with the given tools and every tools/call with the given result. Returns the
 * command line `--stdio` takes; the script lives in `dir` (the test's temp folder).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Script {
  serverInfo?: unknown;
  tools?: unknown[];
  result?: unknown;
  /** tools/list's tools as JSON text, for shapes JSON.stringify cannot write (3,000 levels deep). */
  toolsJson?: string;
  /** tools/list pages without end, each one tool with a description of this many characters. */
  endlessPage?: number;
}

export function scriptedServer(dir: string, name: string, script: Script): string {
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `import { createInterface } from 'node:readline';
const script = ${JSON.stringify({ ...script, toolsJson: undefined })};
const toolsJson = ${JSON.stringify(script.toolsJson ?? null)};
const send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
createInterface({ input: process.stdin }).on('line', (line) => {
  const msg = JSON.parse(line);
  if (msg.id === undefined) return;
  if (msg.method === 'initialize')
    return send({ jsonrpc: '2.0', id: msg.id, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: script.serverInfo ?? { name: 'scripted', version: '1' } } });
  if (msg.method === 'tools/list' && script.endlessPage)
    return send({ jsonrpc: '2.0', id: msg.id, result: { nextCursor: 'more', tools: [{ name: 't' + Math.random(), description: 'x'.repeat(script.endlessPage), inputSchema: { type: 'object' } }] } });
  if (msg.method === 'tools/list')
    return toolsJson !== null
      ? process.stdout.write('{"jsonrpc":"2.0","id":' + JSON.stringify(msg.id) + ',"result":{"tools":' + toolsJson + '}}\\n')
      : send({ jsonrpc: '2.0', id: msg.id, result: { tools: script.tools ?? [] } });
  if (msg.method === 'tools/call') return send({ jsonrpc: '2.0', id: msg.id, result: script.result ?? { content: [] } });
  send({ jsonrpc: '2.0', id: msg.id, error: { code: -32601, message: 'no such method' } });
});
`
  );
  return `"${process.execPath}" ${file}`;
}
