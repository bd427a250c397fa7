/**
 * Hostile input, round three (issue 43): catastrophic patterns in a live server's schemas,
 * control characters in serverInfo, YAML alias bombs, deep live schemas, and the other shapes the
 * probe found. No test times anything: a hang would end at the test's timeout.
 */
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { encodeShare } from '#core/share/codec';
import { parseText } from '#core/source/parse-text';
import { configureLimits } from '#core/source/limits';
import { cassettePath, writeCassette } from '../../src/node/agents/cassettes.ts';
import { ProcessTransport } from '../../src/node/mcp/stdio-transport.ts';
import { liveChildren } from '../../src/node/process/children.ts';
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
  ])('an outputSchema %s is bounded: the value is reported as not checked', (_k, schema, value) => {
    const r = checkOutput({ outputSchema: schema }, { structuredContent: value });
    expect(r.status === 'invalid' && r.problems.map((p) => p.message)).toEqual([
      expect.stringContaining(`pattern ${JSON.stringify(CATASTROPHIC)} could not run: timed out after`)
    ]);
  });

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
  });

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
  });
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
  });

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
  });
});

describe('keys SEC-007 masks never travel in a share link, a run report or a cassette (item 5)', () => {
  const KEY = 'ghp_4fQk2LmN8pR7sT1vW9xZ3bC5dE6gH0jK2mN4';
  const catalog = JSON.stringify({
    tools: [
      {
        name: 'search_repos',
        description: `Search GitHub repositories. Authenticated with ${KEY} so no login is needed.`,
        inputSchema: { type: 'object', properties: { q: { type: 'string' } } }
      }
    ]
  });

  test.each([['text'], ['markdown']])('lint --share-url (%s) makes no link and says why', async (format) => {
    const dir = tempDir('tg-share-key-');
    writeFileSync(path.join(dir, 'tools.json'), catalog);
    const r = await runCli(
      ['lint', 'tools.json', '--no-config', '--format', format, '--share-url', 'https://you.github.io/toolgauge'],
      { cwd: dir }
    );
    expect(r.stdout + r.stderr).not.toContain('#s=1.');
    expect(r.stdout + r.stderr).not.toContain(KEY);
    expect((r.stdout + r.stderr).replace(/\\/g, '')).toContain(
      'looks like a live GitHub token (ghp_•••••• (40 characters)), which a link would carry in full'
    );
  });

  test('encodeShare (the playground dialog and every CLI link) refuses a payload holding a key', async () => {
    const r = await encodeShare({ workspace: { files: [{ path: 'a.json', text: catalog }] } });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('holds-key');
    expect(JSON.stringify(r)).not.toContain(KEY);
  });

  test('run: the JSON report masks the key and the share link is refused', async () => {
    const dir = tempDir('tg-run-key-');
    writeFileSync(
      path.join(dir, 's.yml'),
      `tools:\n  - name: t ${KEY}\n    tool: t\n    recorded: { content: [{ type: text, text: "token ${KEY}" }] }\n`
    );
    const r = await runCli(['run', 's.yml', '--json', '--share-url', 'https://you.github.io/toolgauge'], { cwd: dir });
    expect(r.stdout + r.stderr).not.toContain(KEY);
    expect(r.stdout + r.stderr).not.toContain('#s=1.');
    expect(r.stdout).toContain('ghp_••••••');
    expect(() => JSON.parse(r.stdout)).not.toThrow();
  });
});

describe('run --record writes only inside the suite folder (item 6)', () => {
  const runs = [{ model: 'lexical', steps: [] }] as never;

  test('a planted cassettes symlink pointing out of the folder is refused, and nothing is written there', async () => {
    const dir = tempDir('tg-record-');
    mkdirSync(path.join(dir, 'suite'));
    mkdirSync(path.join(dir, 'elsewhere'));
    symlinkSync(path.join(dir, 'elsewhere'), path.join(dir, 'suite/cassettes'));
    const file = cassettePath(path.join(dir, 'suite/s.yml'), 'a test');
    await expect(writeCassette(file, runs, path.join(dir, 'suite'))).rejects.toThrow(/leaves the suite's folder/);
    expect(readdirSync(path.join(dir, 'elsewhere'))).toEqual([]);
  });

  test('a planted temp-file symlink does not redirect the write', async () => {
    const dir = tempDir('tg-record-tmp-');
    const victim = path.join(dir, 'victim.txt');
    writeFileSync(victim, 'precious\n');
    const file = cassettePath(path.join(dir, 's.yml'), 'a test');
    mkdirSync(path.dirname(file), { recursive: true });
    symlinkSync(victim, `${file}.${process.pid}.tmp`);
    await writeCassette(file, runs, dir);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ runs: [{ model: 'lexical', steps: [] }] });
  });

  test('a cassette masks the keys SEC-007 masks (item 5)', async () => {
    const dir = tempDir('tg-record-key-');
    const file = cassettePath(path.join(dir, 's.yml'), 'a test');
    await writeCassette(file, [{ model: 'lexical', answer: 'ghp_4fQk2LmN8pR7sT1vW9xZ3bC5dE6gH0jK2mN4' }] as never, dir);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('ghp_4fQk');
    expect(text).toContain('ghp_••••••');
  });
});

describe('YAML aliases count their expanded size against the input limit (item 7)', () => {
  // 1 MB of text: one 1 MB anchor used 999 times would be 1 GB of strings.
  const bomb = `a: &x "${'y'.repeat(1_000_000)}"\nb: [${Array.from({ length: 999 }, () => '*x').join(', ')}]\n`;

  test('parseText refuses the document, naming the limit and its variable', () => {
    const r = parseText(bomb, { file: 'bomb.yml' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(
      /aliases expand the document to at least \d[\d,]* characters, over the limit of 268,435,456/
    );
    expect(!r.ok && r.error.expected).toContain('TOOLGAUGE_MAX_INPUT_CHARS');
  });

  test('lint and run refuse it with exit 2', async () => {
    const dir = tempDir('tg-bomb-');
    writeFileSync(
      path.join(dir, 'bomb.yml'),
      `tools:\n  - name: t\n    description: &x "${'y'.repeat(1_000_000)}"\n    inputSchema: { type: object, properties: { ${Array.from({ length: 999 }, (_, i) => `p${i}: { type: string, description: *x }`).join(', ')} } }\n`
    );
    const lint = await runCli(['lint', 'bomb.yml', '--no-config'], { cwd: dir });
    expect(lint.code).toBe(2);
    expect(lint.stderr).toContain('aliases expand the document');
    writeFileSync(
      path.join(dir, 's.yml'),
      `vars: { v: &x "${'y'.repeat(1_000_000)}" }\ntools:\n${Array.from({ length: 999 }, (_, i) => `  - { name: t${i}, tool: t, args: { a: *x }, recorded: { content: [] } }`).join('\n')}\n`
    );
    const run = await runCli(['run', 's.yml'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('aliases expand the document');
  });

  test('aliases that stay small are read as before', () => {
    const r = parseText('a: &x { b: 1 }\nc: *x\nd: *x\n');
    expect(r.ok && r.value).toEqual({ a: { b: 1 }, c: { b: 1 }, d: { b: 1 } });
  });
});

describe('deep schemas from a live server (item 8)', () => {
  /** One tool whose inputSchema nests `properties` `levels` deep, as JSON text. */
  const deepTools = (levels: number) =>
    `[{"name":"deep","description":"Deep.","inputSchema":${'{"type":"object","properties":{"a":'.repeat(levels)}{"type":"string"}${'}}'.repeat(levels)}}]`;

  test.each([
    ['lint --stdio', 3000, (s: string) => ['lint', '--stdio', s, '--no-config']],
    ['call --list', 5000, (s: string) => ['call', '--stdio', s, '--list']],
    ['call', 5000, (s: string) => ['call', '--stdio', s, 'deep']]
  ])('%s: %i levels are refused with the limit and a position, not a stack overflow', async (_n, levels, argv) => {
    const dir = tempDir('tg-deep-live-');
    const r = await runCli(argv(scriptedServer(dir, 'deep', { toolsJson: deepTools(levels) })));
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain('Maximum call stack');
    expect(r.stderr).toContain('nest deeper than 256 levels');
    expect(r.stderr).toContain('/tools/0/inputSchema/properties/a');
    expect(r.stderr).toContain('TOOLGAUGE_MAX_DEPTH');
  });
});

describe('a paginated listing is bounded in total (item 14)', () => {
  test('endless pages stop at the input limit, naming its variable', async () => {
    // In process, the limit is configured as the CLI configures it from TOOLGAUGE_MAX_INPUT_CHARS.
    const saved = configureLimits({ maxInputChars: 1_000_000 });
    try {
      const dir = tempDir('tg-pages-');
      const r = await runCli([
        'lint',
        '--stdio',
        scriptedServer(dir, 'pages', { endlessPage: 100_000 }),
        '--no-config'
      ]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('over the input limit (set TOOLGAUGE_MAX_INPUT_CHARS to raise the limit)');
      expect(r.stderr).not.toContain('after 1000 pages');
    } finally {
      configureLimits(saved);
    }
  });
});

describe('a server being spawned is already known to the signal handlers (item 11)', () => {
  test('its pid is registered when spawn() returns, before the spawn event', async () => {
    const t = new ProcessTransport({ command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'] });
    const started = t.start();
    try {
      // Synchronously after start(): a SIGHUP here must find the group to kill.
      expect(liveChildren()).toContain(t.pid);
      await started;
    } finally {
      await t.close();
    }
    expect(liveChildren()).not.toContain(t.pid);
  });
});
