/**
 * Hostile input, as whole processes (issue 34): sizes that were quadratic, endless streams,
 * signals during busy work and with servers that ignore SIGTERM, and secrets in a --url. Each
 * runs the bundled CLI (helpers/bundle.ts): the program users get, not the TS loader.
 */
import { spawn, execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCli } from './helpers/bundle.ts';
import { tempDir } from './helpers/cli.ts';

let cli: { file: string; dispose: () => void };
const dir = tempDir('tg-hostile-');
beforeAll(async () => {
  cli = await bundleCli({ inRepo: true });
});
afterAll(() => cli?.dispose());

interface Ran {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI; `signalAfterMs` after the start, sends it `signal`. */
function run(
  argv: string[],
  options: { signal?: NodeJS.Signals; signalAfterMs?: number; signalWhen?: () => boolean; cwd?: string } = {}
): Promise<Ran & { pid: number }> {
  const child = spawn(process.execPath, [cli.file, ...argv], {
    cwd: options.cwd ?? dir,
    stdio: ['ignore', 'pipe', 'pipe']
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => void (stdout.length < 64e6 && (stdout += c)));
  child.stderr.setEncoding('utf8').on('data', (c: string) => void (stderr += c));
  if (options.signal && options.signalWhen) {
    // Polled (a loaded machine starts processes slowly): signal once the condition holds, or after 20 s.
    const since = performance.now();
    const poll = setInterval(() => {
      if (!options.signalWhen!() && performance.now() - since < 20_000) return;
      clearInterval(poll);
      child.kill(options.signal);
    }, 100);
  } else if (options.signal) setTimeout(() => child.kill(options.signal), options.signalAfterMs ?? 1000);
  return new Promise((resolve) =>
    child.on('close', (code, signal) =>
      resolve({
        code,
        signal,
        stdout,
        stderr,
        pid: child.pid!
      })
    )
  );
}

/** `sh -c` so stdin can be a device or a file, as a user's shell gives it. */
function runSh(line: string): Promise<Ran> {
  const child = spawn('sh', ['-c', line], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => void (stdout += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => void (stderr += c));
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

const tool = (name: string, description: string) => ({
  name,
  description,
  inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'the query' } } }
});

describe('sizes that were quadratic', () => {
  it('10,000 copies of one tool lint with a report of linear size (1,000 copies: 2.5 MB, 10,000: ~10x)', async () => {
    const sizes: number[] = [];
    for (const n of [1000, 10_000]) {
      const file = path.join(dir, `dup-${n}.json`);
      writeFileSync(
        file,
        JSON.stringify({ tools: Array.from({ length: n }, () => tool('echo', 'Echo the text back.')) })
      );
      const r = await run(['lint', file, '--format', 'json']);
      expect(r.code, r.stderr.slice(-500)).toBe(0);
      sizes.push(r.stdout.length);
    }
    expect(sizes[1] / sizes[0]).toBeGreaterThan(9);
    expect(sizes[1] / sizes[0]).toBeLessThan(11);
  });

  it('a 200,000-letter description lints with the token counts of the reference', async () => {
    const file = path.join(dir, 'letters.json');
    writeFileSync(file, JSON.stringify({ tools: [tool('x', 'a'.repeat(200_000))] }));
    const r = await run(['lint', file, '--format', 'json', '--fail-on', 'none']);
    expect(r.code, r.stderr).toBe(0);
    // 'a' x 8 is one cl100k token: 25,000 for the run (core/tokens/bpe-merge.test.ts checks the merge against js-tiktoken).
    const tokens = (JSON.parse(r.stdout) as { tools: Array<{ tokens: { cl100k: number } }> }).tools[0].tokens.cl100k;
    expect(tokens).toBeGreaterThan(25_000);
    expect(tokens).toBeLessThan(25_100);
  });
});

describe('one input limit for every source', () => {
  it.each([
    ['lint - < /dev/zero', 'lint -'],
    ['import - < /dev/zero', 'import -'],
    ['bench - < /dev/zero', 'bench -']
  ])('%s exits 2 naming the limit', async (_label, command) => {
    const r = await runSh(
      `TOOLGAUGE_MAX_INPUT_CHARS=20000000 ${JSON.stringify(process.execPath)} ${JSON.stringify(cli.file)} ${command} < /dev/zero`
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /<stdin>:1:1: the input passed the limit of 20,000,000 characters .*TOOLGAUGE_MAX_INPUT_CHARS/
    );
  });

  it('with the default limit too (256 Mi characters), /dev/zero on stdin and as a file argument', async () => {
    for (const line of ['lint - < /dev/zero', 'lint /dev/zero']) {
      const r = await runSh(`${JSON.stringify(process.execPath)} ${JSON.stringify(cli.file)} ${line}`);
      expect(r.code, line).toBe(2);
      expect(r.stderr).toContain('the limit of 268,435,456 characters');
    }
  });

  it('a suite naming a FIFO or a device is told so at once, without opening it', async () => {
    const fifo = path.join(dir, 'catalog.fifo');
    execFileSync('mkfifo', [fifo]);
    writeFileSync(
      path.join(dir, 'fifo-suite.yml'),
      'name: s\ntool_quality:\n  - name: fifo\n    catalog: catalog.fifo\n  - name: zero\n    catalog: /dev/zero\n'
    );
    const r = await run(['run', 'fifo-suite.yml']);
    expect(r.stdout).toContain('cannot read catalog catalog.fifo: not a regular file (a named pipe); name a file');
    expect(r.stdout).toContain('cannot read catalog /dev/zero: not a regular file (a device); name a file');
  });
});

describe('signals always work', () => {
  it('SIGTERM during a lint of 10 MB of one letter ends it, or finds it finished', async () => {
    const file = path.join(dir, 'busy.json');
    writeFileSync(file, JSON.stringify({ tools: [tool('x', 'a'.repeat(10_000_000))] }));
    const r = await run(['lint', file], { signal: 'SIGTERM', signalAfterMs: 1500 });
    // Token counting in bounded chunks (hostile input, round three) can finish this before the
    // signal; a lint still running is ended by it: killed, or handled and exited with 128 + 15.
    // tests/unit/interrupt-long-lint.test.ts signals a lint that is surely still running.
    if (r.code === 0) expect(r.stdout).toContain('busy.json: 1 tool ');
    else expect(r.signal === 'SIGTERM' || r.code === 143).toBe(true);
  });

  it.each(['SIGINT', 'SIGTERM'] as const)(
    'after %s no process of a server that ignores SIGTERM (nor its child) remains',
    async (signal) => {
      const marker = `stubborn-${signal}-${process.pid}`;
      const server = path.join(dir, `${marker}.mjs`);
      writeFileSync(
        server,
        `import { spawn } from 'node:child_process';
process.on('SIGTERM', () => {}); process.on('SIGINT', () => {});
spawn(process.execPath, ['-e', 'process.on("SIGTERM",()=>{});process.on("SIGINT",()=>{});setInterval(()=>{},1000)', '${marker}'], { stdio: 'ignore' });
setInterval(() => {}, 1000);
`
      );
      const count = () =>
        execFileSync('ps', ['-eo', 'args'])
          .toString()
          .split('\n')
          .filter((l) => l.includes(marker) && !l.includes('lint --stdio')).length;
      let seen = 0;
      const r = await run(['lint', '--stdio', `${JSON.stringify(process.execPath)} ${server}`, '--timeout', '60s'], {
        signal,
        signalWhen: () => (seen = count()) === 2
      });
      expect(seen).toBe(2);
      expect(r.signal).toBe(signal);
      expect(count()).toBe(0);
    }
  );
});

describe('secrets in a --url', () => {
  it('query values are masked in the error', async () => {
    const port = await freePort();
    const r = await run(['lint', '--url', `http://127.0.0.1:${port}/mcp?api_key=hostile-secret-42`, '--timeout', '3s']);
    expect(r.stderr).toContain('nothing is listening');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('api_key=***');
    expect(r.stderr).not.toContain('hostile-secret-42');
  });
});
