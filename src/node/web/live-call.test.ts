import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { liveChildren } from '../process/children.ts';
import { liveCall } from './live-call.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ctx = { cwd: REPO, env: {} };
const RAW = `"${process.execPath}" ${path.join(REPO, 'tests/fixtures/raw-mcp/server.mjs')}`;

describe('liveCall: a bad request is an answer saying what is expected, never a throw', () => {
  it.each([
    [null, 'expected a JSON object with "source", "tool" and "arguments"'],
    [{ source: 'stdio', command: 'x' }, '"tool" must name the tool to call'],
    [{ source: 'stdio', command: 'x', tool: 't', arguments: [1] }, '"arguments" must be a JSON object'],
    [{ source: 'ftp', tool: 't' }, '"source" must be "stdio", "url" or "config"'],
    [{ source: 'stdio', command: ' ', tool: 't' }, '"command" must be a command line'],
    [{ source: 'url', url: 'file:///etc/passwd', tool: 't' }, '"url" must be an http:// or https:// URL'],
    [
      { source: 'config', text: '{"mcpServers": {"a": {"command": "x"}}}', tool: 't' },
      '"server" must name the server of the config to call'
    ],
    [
      { source: 'config', text: '{"mcpServers": {"files": {"command": "x"}}}', server: 'file', tool: 't' },
      'the config has no server "file" (did you mean "files"?)'
    ],
    [{ source: 'stdio', command: 'echo "unclosed', tool: 't' }, expect.stringMatching(/^command line: /)]
  ])('%j', async (body, error) => {
    expect(await liveCall(body, ctx)).toEqual({ ok: false, error });
  });
});

describe('liveCall on the hand-written server', () => {
  it('a structuredContent that breaks the outputSchema comes back with its pointer; arguments that break the inputSchema are not sent', async () => {
    const bad = await liveCall({ source: 'stdio', command: RAW, tool: 'count_words', arguments: { text: 'a b' } }, ctx);
    expect(bad).toMatchObject({
      ok: true,
      tool: 'count_words',
      server: 'raw-server 0.0.1',
      outputSchema: {
        status: 'invalid',
        dialect: 'draft-07',
        problems: [{ pointer: '/structuredContent/count', message: 'must be integer' }]
      }
    });
    const refused = await liveCall({ source: 'stdio', command: RAW, tool: 'add', arguments: { a: 'x', b: 1 } }, ctx);
    expect(refused).toEqual({
      ok: false,
      error: 'the arguments do not match the inputSchema of add',
      problems: [{ pointer: '/a', message: 'must be number', keyword: 'type' }]
    });
    const typo = await liveCall({ source: 'stdio', command: RAW, tool: 'ad', arguments: {} }, ctx);
    expect(typo).toEqual({ ok: false, error: 'the server has no tool "ad" (did you mean "add"?)' });
    expect(liveChildren()).toEqual([]);
  });
});
