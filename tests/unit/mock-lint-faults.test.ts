/**
 * The mock can fault the lint path: `initialize_fault` and `list_fault` make the handshake or
 * tools/list hang, crash, send garbage or answer oversized, and `lint --stdio` reports each as a
 * user needs it (the step, what the server did, and for a hang how to raise --timeout).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveChildren } from '../../src/node/process/children.ts';
import { timeoutHint } from '../../src/node/lint/lint-input.ts';
import { runCli, tempDir } from './helpers/cli.ts';

const dir = tempDir('tg-mock-faults-');
function manifest(key: 'initialize_fault' | 'list_fault', fault: string): string {
  const file = path.join(dir, `${key}-${fault}.yml`);
  writeFileSync(
    file,
    `mock_server:\n  name: flaky\n  ${key}: ${fault}\n  oversized_bytes: 5000\n  tools:\n    - name: search\n      description: Search the book index by keyword and return matching titles.\n`
  );
  return file;
}
const lint = (file: string, timeout = '8s') =>
  runCli([
    'lint',
    '--stdio',
    `toolgauge mock --tools-from ${file}`,
    '--timeout',
    timeout,
    '--json',
    '--fail-on',
    'none'
  ]);

describe('lint against a mock that faults the handshake or tools/list', { timeout: 60_000 }, () => {
  it.each([
    [
      'initialize_fault',
      'crash',
      /initialize \(the MCP handshake\) failed: the connection closed; it exited with code 1; .*\n {4}\| mock flaky: crashing in the middle of initialize, as the manifest asks/
    ],
    [
      'list_fault',
      'crash',
      /tools\/list failed: the connection closed; it exited with code 1; .*\n {4}\| mock flaky: crashing in the middle of tools\/list, as the manifest asks/
    ],
    [
      'initialize_fault',
      'malformed',
      /no answer to initialize \(the MCP handshake\) within 3 s; .*it wrote 1 line to stdout that is not JSON-RPC .*first: "this line is not JSON-RPC \{oops".*; raise the deadline with --timeout/
    ],
    [
      'list_fault',
      'hang',
      /no answer to tools\/list within 3 s; raise the deadline with --timeout \(e\.g\. --timeout 60s\)/
    ]
  ])('%s: %s is exit 2 with what happened', async (key, fault, message) => {
    const r = await lint(manifest(key as 'list_fault', fault), fault === 'crash' ? '8s' : '3s');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(liveChildren()).toEqual([]);
  });

  it.each(['initialize_fault', 'list_fault'] as const)(
    '%s: oversized still lists (the big text is linted, not refused)',
    async (key) => {
      const r = await lint(manifest(key, 'oversized'));
      expect(r.code, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout).summary.tools).toBe(1);
      if (key === 'list_fault') expect(JSON.parse(r.stdout).tools[0].tokens.cl100k).toBeGreaterThan(500);
    }
  );
});

describe('the timeout hint', () => {
  it.each([
    [
      'no answer to tools/list within 10 s',
      { command: 'npx', args: ['-y', 'x'] },
      '; raise the deadline with --timeout (e.g. --timeout 60s): a first npx run downloads the package before the server starts'
    ],
    [
      'no answer to tools/list within 10 s',
      { command: 'node', args: ['x.js'] },
      '; raise the deadline with --timeout (e.g. --timeout 60s)'
    ],
    ['tools/list failed: the connection closed', { command: 'npx', args: [] }, '']
  ])('%s (%j)', (message, stdio, hint) => {
    expect(timeoutHint(message, { name: 's', stdio })).toBe(hint);
  });
});
