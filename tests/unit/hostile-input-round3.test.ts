/**
 * Hostile input, round three (issue 43): catastrophic patterns in a live server's schemas,
 * control characters in serverInfo, YAML alias bombs, deep live schemas, and the other shapes the
 * probe found. No test times anything: a hang would end at the test's timeout.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkAgainst, checkOutput } from '../../src/node/mcp/schema-check.ts';
import { runCli, tempDir } from './helpers/cli.ts';
import { scriptedServer } from './helpers/scripted-server.ts';

const CATASTROPHIC = '^(a+)+$';
const NEAR_MATCH = 'a'.repeat(40) + '!';

describe('catastrophic patterns in a live server schema (item 3)', () => {
  test.each([
    ['pattern', { type: 'object', properties: { s: { type: 'string', pattern: CATASTROPHIC } } }, { s: NEAR_MATCH }],
    [
      'patternProperties',
      { type: 'object', patternProperties: { [CATASTROPHIC]: { type: 'string' } } },
      { [NEAR_MATCH]: 'x' }
    ]
  ])(
    'an outputSchema %s is bounded: the value is reported as not checked',
    (_k, schema, value) => {
      const r = checkOutput({ outputSchema: schema }, { structuredContent: value });
      expect(r.status === 'invalid' && r.problems.map((p) => p.message)).toEqual([
        expect.stringContaining(`pattern ${JSON.stringify(CATASTROPHIC)} could not run: timed out after`)
      ]);
    },
    30_000
  );

  test('honest patterns still judge each value by its own pattern', () => {
    const schema = { type: 'object', properties: { a: { pattern: '^a$' }, b: { pattern: '^b$' } } };
    expect(checkAgainst(schema, { a: 'a', b: 'b' })).toEqual({ ok: true, problems: [] });
    expect(checkAgainst(schema, { a: 'b', b: 'b' })).toMatchObject({ ok: true, problems: [{ pointer: '/a' }] });
  });

  test('an inputSchema pattern is bounded the same way', () => {
    const r = checkAgainst(
      { type: 'object', properties: { s: { type: 'string', pattern: CATASTROPHIC } } },
      {
        s: NEAR_MATCH
      }
    );
    expect(r.ok && r.problems.map((p) => p.keyword)).toEqual(['pattern']);
  }, 30_000);

  test('call against a server whose outputSchema pattern is catastrophic ends with the problem named', async () => {
    const dir = tempDir('tg-redos-');
    const server = scriptedServer(dir, 'redos', {
      tools: [
        {
          name: 'echo',
          inputSchema: { type: 'object' },
          outputSchema: { type: 'object', properties: { s: { type: 'string', pattern: '^(b+)+$' } } }
        }
      ],
      result: { content: [{ type: 'text', text: 'x' }], structuredContent: { s: 'b'.repeat(40) + '!' } }
    });
    // --timeout covers validation: the pattern gets what is left of the call's 2 s.
    const r = await runCli(['call', '--stdio', server, 'echo', '--timeout', '2s']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/pattern "\^\(b\+\)\+\$" could not run: timed out after (1000|1\d\d\d|\d{1,3}) ms/);
  }, 60_000);
});

describe('serverInfo reaches the terminal escaped (item 4)', () => {
  const HOSTILE = { name: 'evil\u001b]52;c;aGk=\u0007\u001b]0;title\u0007', version: '1\r\u001b[2Jcleared' };
  const tools = [{ name: 'echo', description: 'Echoes the text back.', inputSchema: { type: 'object' } }];
  test.each([
    ['lint --stdio', (server: string) => ['lint', '--stdio', server, '--fail-on', 'none']],
    ['call --list', (server: string) => ['call', '--stdio', server, '--list']],
    ['call', (server: string) => ['call', '--stdio', server, 'echo']]
  ])('%s prints no raw control character from serverInfo', async (_name, argv) => {
    const dir = tempDir('tg-info-');
    const r = await runCli(argv(scriptedServer(dir, 'evil', { serverInfo: HOSTILE, tools })));
    expect(r.stderr + r.stdout).toContain('evil');
    expect(r.stderr + r.stdout).not.toMatch(/[\u001b\u0007\r]/);
  }, 60_000);

  test('run prints no raw control character from serverInfo', async () => {
    const dir = tempDir('tg-info-run-');
    const server = scriptedServer(dir, 'evil', { serverInfo: HOSTILE, tools });
    const [node, script] = server.split(' ');
    writeFileSync(
      path.join(dir, 's.yml'),
      `servers:\n  evil:\n    command: [${node}, ${script}]\ntools:\n  - name: t\n    tool: echo\n`
    );
    const r = await runCli(['run', path.join(dir, 's.yml')]);
    expect(r.stderr).toContain('evil');
    expect(r.stderr + r.stdout).not.toMatch(/[\u001b\u0007\r]/);
  }, 60_000);
});
