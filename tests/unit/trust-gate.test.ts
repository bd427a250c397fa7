/**
 * The opt-in before a suite or client config starts programs or reads outside its folder:
 * refused (exit 2, naming the flag, key and variable) when nobody is asked; each opt-in lets it
 * run; a terminal is asked once (simulated through passTrustGate's terminal parameter).
 */
import { existsSync, mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { trustDecision } from '#core/suite/trust';
import { passTrustGate } from '../../src/node/config/trust-gate.ts';
import { runCli, tempDir } from './helpers/cli.ts';

const TEST = `tools:
  - name: t
    tool: t
    recorded: { content: [{ type: text, text: ok }] }
`;
const HOOK_SUITE = `hooks:\n  beforeAll: sh -c 'echo seeded'\n${TEST}`;

let saved: string | undefined;
beforeEach(() => {
  saved = process.env.TOOLGAUGE_TRUST;
  delete process.env.TOOLGAUGE_TRUST;
});
afterEach(() => {
  if (saved !== undefined) process.env.TOOLGAUGE_TRUST = saved;
});

function suiteDir(body: string): string {
  const dir = tempDir('tg-trust-');
  mkdirSync(path.join(dir, 'suites'));
  writeFileSync(path.join(dir, 'suites/s.yml'), body);
  return dir;
}

describe('trustDecision', () => {
  test.each([
    [{ needs: false, trusted: false, tty: false }, 'go'],
    [{ needs: true, trusted: true, tty: false }, 'go'],
    [{ needs: true, trusted: false, tty: true }, 'ask'],
    [{ needs: true, trusted: false, tty: false }, 'refuse']
  ] as const)('%o -> %s', (input, want) => expect(trustDecision(input)).toBe(want));
});

describe('toolgauge run: what a suite may run', () => {
  test('a suite with a hook and no opt-in is refused (exit 2) before the hook runs', async () => {
    const dir = suiteDir(HOOK_SUITE);
    const r = await runCli(['run', 'suites/s.yml', '--json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(
      "suites/s.yml would run or read these, and nothing allowed it:\n  hook beforeAll: sh -c 'echo seeded'\n"
    );
    expect(r.stderr).toContain(
      'allow it with --trust, TOOLGAUGE_TRUST=1 in the environment, or trust: true in your own toolgauge.config.yml outside the repository'
    );
  });

  test.each([
    ['--trust', async (dir: string) => runCli(['run', 'suites/s.yml', '--json', '--trust'], { cwd: dir })],
    [
      'TOOLGAUGE_TRUST=1',
      async (dir: string) => {
        process.env.TOOLGAUGE_TRUST = '1';
        return runCli(['run', 'suites/s.yml', '--json'], { cwd: dir });
      }
    ],
    [
      'trust: true in a toolgauge.config.yml outside the repository',
      async (dir: string) => {
        // dir is the user's folder; the repository being trusted is dir/repo.
        mkdirSync(path.join(dir, 'repo/.git'), { recursive: true });
        renameSync(path.join(dir, 'suites'), path.join(dir, 'repo/suites'));
        writeFileSync(path.join(dir, 'toolgauge.config.yml'), 'trust: true\n');
        const r = await runCli(['run', 'suites/s.yml', '--json'], { cwd: path.join(dir, 'repo') });
        expect(r.stderr).toContain('toolgauge: trust: true in ../toolgauge.config.yml allows it\n');
        return r;
      }
    ]
  ])('%s lets the hook run', async (_name, go) => {
    const r = await go(suiteDir(HOOK_SUITE));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).hooks[0]).toMatchObject({ ok: true, stdout: 'seeded\n' });
  });

  test('a file reference outside the suite folder (../, absolute) needs the same opt-in', async () => {
    const dir = suiteDir(`tool_quality:\n  - name: q\n    catalog: ../outside.json\n`);
    writeFileSync(
      path.join(dir, 'outside.json'),
      JSON.stringify({
        tools: [{ name: 'a', description: 'Reads a file from disk.', inputSchema: { type: 'object' } }]
      })
    );
    const refused = await runCli(['run', 'suites/s.yml', '--json'], { cwd: dir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('suites/s.yml reads outside its folder: ../outside.json\n');
    const allowed = await runCli(['run', 'suites/s.yml', '--json', '--trust'], { cwd: dir });
    expect(allowed.stdout).toContain('"q"');
  });

  test('a symlink inside the folder that points out of it counts as outside', async () => {
    const dir = suiteDir(`tool_quality:\n  - name: q\n    catalog: inside.json\n`);
    writeFileSync(path.join(dir, 'outside.json'), '{"tools": []}');
    symlinkSync(path.join(dir, 'outside.json'), path.join(dir, 'suites/inside.json'));
    const r = await runCli(['run', 'suites/s.yml', '--json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('suites/s.yml reads outside its folder: inside.json\n');
  });

  test.each([
    ['beside the suite', 'suites', ''],
    ['at the root of the repository, run from a subfolder', 'suites', '.git'],
    ['at the root of a folder with no repository', '', '']
  ])('a cloned repository does not trust itself: trust: true %s is ignored and named', async (_name, cwd, marker) => {
    const dir = suiteDir(HOOK_SUITE);
    if (marker) mkdirSync(path.join(dir, marker));
    const configDir = _name === 'beside the suite' ? path.join(dir, 'suites') : dir;
    writeFileSync(path.join(configDir, 'toolgauge.config.yml'), 'trust: true\n');
    const at = cwd ? path.join(dir, cwd) : dir;
    const r = await runCli(['run', path.relative(at, path.join(dir, 'suites/s.yml')), '--json'], { cwd: at });
    const shown = path.relative(at, path.join(configDir, 'toolgauge.config.yml'));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`toolgauge: ignoring trust: true in ${shown}: it lies inside`);
    expect(r.stderr).toContain('nothing allowed it');
  });

  test("the user's own config in the home folder trusts a suite below it with no repository", async () => {
    const home = tempDir('tg-trust-home-');
    const saved = process.env.HOME;
    process.env.HOME = home;
    try {
      mkdirSync(path.join(home, 'proj/suites'), { recursive: true });
      writeFileSync(path.join(home, 'proj/suites/s.yml'), HOOK_SUITE);
      writeFileSync(path.join(home, 'toolgauge.config.yml'), 'trust: true\n');
      const r = await runCli(['run', 'suites/s.yml', '--json'], { cwd: path.join(home, 'proj') });
      expect(r.code).toBe(0);
      expect(r.stderr).toContain('toolgauge: trust: true in ../toolgauge.config.yml allows it\n');
      const off = await runCli(['run', 'suites/s.yml', '--json', '--no-config'], { cwd: path.join(home, 'proj') });
      expect(off.code).toBe(2);
      expect(off.stderr).toContain('nothing allowed it');
    } finally {
      process.env.HOME = saved;
    }
  });

  test("a repository's config does not trust its own .vscode/mcp.json", async () => {
    const dir = tempDir('tg-trust-vscode-');
    mkdirSync(path.join(dir, '.vscode'));
    writeFileSync(path.join(dir, 'toolgauge.config.yml'), 'trust: true\n');
    writeFileSync(
      path.join(dir, '.vscode/mcp.json'),
      JSON.stringify({ servers: { api: { command: 'sh', args: ['-c', 'touch started'] } } })
    );
    const r = await runCli(['lint', '--client-config', '.vscode/mcp.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('toolgauge: ignoring trust: true in toolgauge.config.yml');
    expect(existsSync(path.join(dir, 'started'))).toBe(false);
  });

  test('a suite that starts nothing and stays in its folder needs no opt-in', async () => {
    const r = await runCli(['run', 'suites/s.yml', '--json'], { cwd: suiteDir(TEST) });
    expect(r.code).toBe(0);
  });
});

describe('client configs', () => {
  test('lint --client-config with a command and no opt-in is refused before it starts', async () => {
    const dir = tempDir('tg-trust-cc-');
    writeFileSync(
      path.join(dir, 'mcp.json'),
      JSON.stringify({ mcpServers: { api: { command: 'sh', args: ['-c', 'touch started'] } } })
    );
    const r = await runCli(['lint', '--client-config', 'mcp.json', '--no-config'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('  server "api": sh -c touch started\n');
    expect(r.stderr).toContain('--trust');
    expect(existsSync(path.join(dir, 'started'))).toBe(false);
  });

  test('call --client-config is refused the same way, and --trust starts the server', async () => {
    const dir = tempDir('tg-trust-call-');
    writeFileSync(
      path.join(dir, 'mcp.json'),
      JSON.stringify({ mcpServers: { api: { command: 'sh', args: ['-c', 'touch started; exit 1'] } } })
    );
    const r = await runCli(['call', '--client-config', 'mcp.json', '--list'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'mcp.json would run or read these, and nothing allowed it:\n  server "api": sh -c touch started; exit 1\n'
    );
    expect(existsSync(path.join(dir, 'started'))).toBe(false);
    await runCli(['call', '--client-config', 'mcp.json', '--list', '--trust'], { cwd: dir });
    expect(existsSync(path.join(dir, 'started'))).toBe(true);
  });
});

describe('the terminal question', () => {
  const io = { stdout: () => {}, stderr: (t: string) => void (said += t), readStdin: async () => '', cwd: '/' };
  let said = '';
  const gate = { file: 's.yml', runnables: [{ what: 'hook beforeAll', command: './seed.sh' }] };
  test.each([
    [true, true],
    [false, false]
  ])('answer yes=%s goes on=%s; asked once', async (yes, goes) => {
    said = '';
    let asked = 0;
    const ok = await passTrustGate(io, { 'no-config': true }, gate, { tty: true, ask: async () => (asked++, yes) });
    expect([ok, asked]).toEqual([goes, 1]);
    expect(said.includes('nothing allowed it')).toBe(!goes);
  });
});

describe('url: servers: environment values and other hosts need the opt-in', () => {
  /** A listener that counts what reaches it. */
  async function listener(): Promise<{ url: string; hits: string[]; close: () => Promise<void> }> {
    const hits: string[] = [];
    const server = createServer((req, res) => {
      hits.push(`${req.method} ${req.url} ${JSON.stringify(req.headers)}`);
      res.writeHead(500).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/mcp`,
      hits,
      close: () => new Promise<void>((r) => server.close(() => r()))
    };
  }
  const SECRET = 'tg-secret-value-1234';

  test('a suite sending ${env.*} to a url: server is refused, and nothing reaches the server', async () => {
    const l = await listener();
    process.env.TG_TEST_SECRET = SECRET;
    try {
      const dir = suiteDir(
        `servers:\n  api:\n    url: ${l.url}?k=\${env.TG_TEST_SECRET}\n    headers: { Authorization: "Bearer \${env.TG_TEST_SECRET}" }\ntools:\n  - name: t\n    tool: t\n    args: { token: "\${env.TG_TEST_SECRET}" }\n`
      );
      const r = await runCli(['run', 'suites/s.yml', '--json'], { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(
        `  server "api": connects to ${l.url}?k=\${env.TG_TEST_SECRET}, sending TG_TEST_SECRET\n`
      );
      expect(r.stderr).not.toContain(SECRET);
      expect(l.hits).toEqual([]);
      await runCli(['run', 'suites/s.yml', '--json', '--trust'], { cwd: dir });
      expect(l.hits.length).toBeGreaterThan(0);
    } finally {
      delete process.env.TG_TEST_SECRET;
      await l.close();
    }
  });

  test('a suite contacting a non-loopback url: server is refused before it connects', async () => {
    const dir = suiteDir(`servers:\n  api:\n    url: http://192.0.2.1:9/mcp\ntools:\n  - name: t\n    tool: t\n`);
    const r = await runCli(['run', 'suites/s.yml', '--json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('  server "api": connects to http://192.0.2.1:9/mcp (not this machine)\n');
  });

  test('a loopback url: server with no environment values needs no opt-in', async () => {
    const l = await listener();
    try {
      const dir = suiteDir(`servers:\n  api:\n    url: ${l.url}\ntools:\n  - name: t\n    tool: t\n`);
      const r = await runCli(['run', 'suites/s.yml', '--json'], { cwd: dir });
      expect(r.stderr).not.toContain('nothing allowed it');
      expect(l.hits.length).toBeGreaterThan(0);
    } finally {
      await l.close();
    }
  });

  test.each([
    ['lint', ['lint', '--client-config', 'mcp.json', '--no-config']],
    ['call', ['call', '--client-config', 'mcp.json', '--list', '--no-config']]
  ])(
    '%s --client-config sending an environment variable to a url is refused, and nothing reaches it',
    async (_n, argv) => {
      const l = await listener();
      process.env.TG_TEST_SECRET = SECRET;
      try {
        const dir = tempDir('tg-trust-url-');
        writeFileSync(
          path.join(dir, 'mcp.json'),
          JSON.stringify({
            mcpServers: { api: { url: l.url, headers: { Authorization: 'Bearer ${TG_TEST_SECRET}' } } }
          })
        );
        const r = await runCli(argv, { cwd: dir });
        expect(r.code).toBe(2);
        expect(r.stderr).toContain(`  server "api": connects to ${l.url}, sending TG_TEST_SECRET\n`);
        expect(r.stderr).not.toContain(SECRET);
        expect(l.hits).toEqual([]);
      } finally {
        delete process.env.TG_TEST_SECRET;
        await l.close();
      }
    }
  );
});

describe('bench: a catalog_path outside the spec folder needs the opt-in', () => {
  const SPEC = (ref: string) => `catalog_path: ${ref}\nintents:\n  - query: read a file\n    gold: [read_file]\n`;
  const CATALOG = JSON.stringify({
    tools: [{ name: 'read_file', description: 'Read a file from disk.', inputSchema: { type: 'object' } }]
  });

  test('refused without it, naming the path; --trust reads it', async () => {
    const dir = tempDir('tg-trust-bench-');
    mkdirSync(path.join(dir, 'spec'));
    writeFileSync(path.join(dir, 'outside.json'), CATALOG);
    writeFileSync(path.join(dir, 'spec/b.yml'), SPEC('../outside.json'));
    const refused = await runCli(['bench', 'spec/b.yml', '--no-config'], { cwd: dir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('spec/b.yml reads outside its folder: ../outside.json\n');
    expect(refused.stdout).toBe('');
    const allowed = await runCli(['bench', 'spec/b.yml', '--no-config', '--trust'], { cwd: dir });
    expect(allowed.stderr).not.toContain('reads outside its folder');
    expect(allowed.code).not.toBe(2);
  });

  test('a catalog_path inside the folder needs none', async () => {
    const dir = tempDir('tg-trust-bench-in-');
    writeFileSync(path.join(dir, 'tools.json'), CATALOG);
    writeFileSync(path.join(dir, 'b.yml'), SPEC('tools.json'));
    const r = await runCli(['bench', 'b.yml', '--no-config'], { cwd: dir });
    expect(r.stderr).not.toContain('nothing allowed it');
    expect(r.code).not.toBe(2);
  });
});
