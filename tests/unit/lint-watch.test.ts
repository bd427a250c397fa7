/**
 * `toolgauge lint --watch`: a file re-linted on save, a live server re-listed when it sends
 * notifications/tools/list_changed (the hand-written server, and the mock with --watch), each
 * change printed as the diff since the last lint; and as a real process, Ctrl-C ends it with exit 0
 * and no server left behind.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Io } from '../../src/node/cli/io.ts';
import { watchFile, watchServer, type WatchOptions } from '../../src/node/commands/lint-watch.ts';
import { liveChildren } from '../../src/node/process/children.ts';
import { nodeEncoders } from '../../src/node/tokens/node-encoders.ts';
import { cliArgs, REPO, runCli, tempDir } from './helpers/cli.ts';
import { alive } from './helpers/process.ts';

const RAW = path.join(REPO, 'tests/fixtures/raw-mcp/server.mjs');
const GITHUB = path.join(REPO, 'examples/catalogs/github.json');

function capture(cwd: string): Io & { out: () => string; err: () => string } {
  let stdout = '';
  let stderr = '';
  return {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readStdin: async () => '',
    cwd,
    out: () => stdout,
    err: () => stderr
  };
}

/** Runs a watch until `lints` lints happened after `act` ran following the first one; then stops it. */
async function watching(start: (o: WatchOptions) => Promise<number>, act: () => void, lints = 2): Promise<number> {
  const stop = new AbortController();
  let acted = false;
  const options: WatchOptions = {
    lint: { encoders: nodeEncoders() },
    tokenizer: 'cl100k',
    signal: stop.signal,
    debounceMs: 50,
    onLint: (n) => {
      if (n === 1 && !acted) {
        acted = true;
        // Give the watcher a moment to be in place before the change.
        setTimeout(act, 200);
      }
      if (n >= lints) stop.abort();
    }
  };
  const deadline = setTimeout(() => stop.abort(), 30_000);
  try {
    return await start(options);
  } finally {
    clearTimeout(deadline);
  }
}

describe('lint --watch', () => {
  it('a catalog file: lints, then prints what changed on save', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'tools.json');
    const catalog = JSON.parse(readFileSync(GITHUB, 'utf8'));
    writeFileSync(file, JSON.stringify(catalog, null, 2));
    const io = capture(dir);
    const code = await watching(
      (o) => watchFile(io, 'tools.json', o),
      () => {
        catalog.tools = catalog.tools.filter((t: { name: string }) => t.name !== 'get_pull_request_reviews');
        writeFileSync(file, JSON.stringify(catalog, null, 2));
      }
    );
    expect(code).toBe(0);
    expect(io.out()).toContain('tools.json: 26 tools');
    expect(io.out()).toMatch(
      /\n\[\d\d:\d\d:\d\d\] tools\.json saved: changed since the last lint\ntoolgauge diff: last lint -> now\n\nimpact {4}breaking \(1 breaking\)\ntools {5}0 added, 1 removed, 0 changed, 25 unchanged\n/
    );
    expect(io.out()).toMatch(/ {2}removed +get_pull_request_reviews/);
    expect(io.err()).toContain('stopped watching tools.json after 2 lints');
  });

  it('a file saved with a syntax error is reported and the watch goes on', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'tools.json');
    writeFileSync(file, readFileSync(GITHUB, 'utf8'));
    const io = capture(dir);
    const stop = new AbortController();
    // Driven by what the watch reports, not by fixed delays (under load the first lint alone took
    // longer than the old 1.5 s): break the file after the first lint, stop once the error is out.
    const reported = setInterval(() => {
      if (io.err().includes('watching for the next change')) stop.abort();
    }, 50);
    const deadline = setTimeout(() => stop.abort(), 25_000);
    const code = await watchFile(io, 'tools.json', {
      lint: { encoders: nodeEncoders() },
      tokenizer: 'cl100k',
      signal: stop.signal,
      debounceMs: 50,
      onLint: () => void setTimeout(() => writeFileSync(file, '{ "tools": [ }'), 200)
    }).finally(() => {
      clearInterval(reported);
      clearTimeout(deadline);
    });
    expect(code).toBe(0);
    expect(io.err()).toMatch(/tools\.json:1:\d+: /);
    expect(io.err()).toContain('not linted (problems above); watching for the next change');
  });

  it('a live server (no SDK): re-listed on notifications/tools/list_changed, the added tool shown', async () => {
    const dir = tempDir();
    const extra = path.join(dir, 'extra.json');
    writeFileSync(extra, '[]');
    const io = capture(dir);
    const code = await watching(
      (o) => watchServer(io, { stdio: `"${process.execPath}" ${RAW} ${extra}` }, o),
      () => writeFileSync(extra, '["search_books"]')
    );
    expect(code).toBe(0);
    expect(io.out()).toContain('the server sent notifications/tools/list_changed: changed since the last lint');
    expect(io.out()).toMatch(/tools {5}1 added, 0 removed, 0 changed, 5 unchanged/);
    expect(io.out()).toMatch(/ {2}added +search_books/);
    expect(liveChildren()).toEqual([]);
  });

  it('the mock with --watch: an edited manifest is announced and re-linted', async () => {
    const dir = tempDir();
    const manifest = path.join(dir, 'm.yml');
    writeFileSync(manifest, readFileSync(path.join(REPO, 'examples/suites/servers/outputs.yml'), 'utf8'));
    const io = capture(REPO);
    const code = await watching(
      (o) => watchServer(io, { stdio: `toolgauge mock --tools-from ${manifest} --watch` }, o),
      () =>
        writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('name: strict_stats', 'name: strict_stats_v2'))
    );
    expect(code).toBe(0);
    // Same input schema and description under a new name: one rename, not a removal and an addition.
    expect(io.out()).toMatch(/ {2}breaking +renamed +strict_stats_v2 /);
    expect(io.out()).toContain(
      '    - tool renamed from "strict_stats" to "strict_stats_v2": calls by the old name fail'
    );
    expect(liveChildren()).toEqual([]);
  });

  it('server-everything: the list_changed it sends once it knows the client (its conditional tools) is heard, even before the watch subscribed', async () => {
    const io = capture(REPO);
    const stop = new AbortController();
    const deadline = setTimeout(() => stop.abort(), 30_000);
    const code = await watchServer(
      io,
      {
        stdio: `"${process.execPath}" ${path.join(REPO, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')}`
      },
      {
        lint: { encoders: nodeEncoders() },
        tokenizer: 'cl100k',
        signal: stop.signal,
        onLint: (n) => n >= 2 && stop.abort()
      }
    );
    clearTimeout(deadline);
    expect(code).toBe(0);
    // Its tools were all registered before the first tools/list answered: the re-list finds nothing new.
    expect(io.out()).toMatch(
      /\[\d\d:\d\d:\d\d\] the server sent notifications\/tools\/list_changed: no change since the last lint\n/
    );
    expect(io.err()).toContain('after 2 lints');
    expect(liveChildren()).toEqual([]);
  });

  it('flags that do not fit are usage errors', async () => {
    expect((await runCli(['lint', 'a.json', 'b.json', '--watch'])).stderr).toContain(
      '--watch follows one catalog file (got 2)'
    );
    expect((await runCli(['lint', GITHUB, '--watch', '--json'])).stderr).toContain('--watch prints text');
    expect((await runCli(['lint', GITHUB, '--server', 'x'])).stderr).toContain(
      '--server picks the server --watch follows'
    );
  });
});

describe('lint --watch as a process', () => {
  it('Ctrl-C ends it with exit 0, says so, and leaves no server behind', async () => {
    const dir = tempDir();
    const extra = path.join(dir, 'extra.json');
    const pidFile = path.join(dir, 'pid');
    writeFileSync(extra, '[]');
    // A wrapper that records the server's pid, so the test can check it is gone.
    const wrapper = path.join(dir, 'server.sh');
    writeFileSync(wrapper, `#!/bin/sh\necho $$ > ${pidFile}\nexec "${process.execPath}" ${RAW} ${extra}\n`, {
      mode: 0o755
    });
    const child = spawn(process.execPath, [...cliArgs(), 'lint', '--stdio', wrapper, '--watch'], { cwd: REPO });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal }))
    );
    const until = async (ok: () => boolean, what: string) => {
      const t0 = Date.now();
      while (!ok()) {
        if (Date.now() - t0 > 60_000) throw new Error(`timed out waiting for ${what}; stderr: ${stderr}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await until(() => stdout.includes('6 tools') === false && /: 5 tools/.test(stdout), 'the first lint');
    writeFileSync(extra, '["search_books"]');
    await until(() => stdout.includes('1 added'), 'the change');
    child.kill('SIGINT');
    const end = await exited;
    expect(end).toEqual({ code: 0, signal: null });
    expect(stderr).toMatch(/stopped watching .* after 2 lints\n$/);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(alive(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
  });
});

describe('lint --watch on a file swapped for a named pipe (issue 43)', () => {
  it('says so and keeps watching: a later save is linted, and the watch stops when asked', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'tools.json');
    const text = readFileSync(GITHUB, 'utf8');
    writeFileSync(file, text);
    const io = capture(dir);
    const stop = new AbortController();
    let lints = 0;
    // Driven by what the watch reports: swap the file for a FIFO after the first lint, put the file
    // back once the FIFO is reported, stop after the second lint.
    const step = setInterval(() => {
      if (io.err().includes('not a regular file') && !io.err().includes('restored')) {
        rmSync(file);
        writeFileSync(file, text);
        io.stderr('restored\n');
      }
    }, 50);
    const deadline = setTimeout(() => stop.abort(), 40_000);
    try {
      const code = await watchFile(io, 'tools.json', {
        lint: { encoders: nodeEncoders() },
        tokenizer: 'cl100k',
        signal: stop.signal,
        debounceMs: 50,
        onLint: () => {
          lints++;
          if (lints === 1)
            setTimeout(() => {
              rmSync(file);
              execFileSync('mkfifo', [file]);
            }, 200);
          else stop.abort();
        }
      });
      expect(code).toBe(0);
      expect(io.err()).toContain('tools.json: not a regular file (a named pipe)');
      expect(lints).toBe(2);
    } finally {
      clearInterval(step);
      clearTimeout(deadline);
    }
  });
});
