/**
 * The Node hook host against real processes: no shell, the suite's folder as the base of relative
 * program paths, the environment on top of the caller's, stdin for context hooks, a time limit that
 * kills the whole process group, and output kept to a bound.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { HookRequest } from '#core/suite/hooks/types';
import { liveChildren } from '../process/children.ts';
import { MAX_CAPTURE, resolveProgram, runHookProcess } from './process-executor.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tg-hookproc-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  // A finished hook is no longer registered for the kill-on-exit sweep.
  expect(liveChildren()).toEqual([]);
});

function script(name: string, body: string): void {
  writeFileSync(path.join(dir, name), body);
  chmodSync(path.join(dir, name), 0o755);
}

const request = (argv: string[], extra: Partial<HookRequest> = {}): HookRequest => ({
  phase: 'beforeAll',
  argv,
  env: {},
  timeoutMs: 10_000,
  ...extra
});

/** Running (a killed process whose parent has not reaped it yet is a zombie: dead, not running). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe('runHookProcess', () => {
  test('a Node script runs with its arguments as separate words and sees the added environment', async () => {
    writeFileSync(
      path.join(dir, 'args.js'),
      'console.log(JSON.stringify({ argv: process.argv.slice(2), db: process.env.DB_URL, home: !!process.env.PATH }))'
    );
    const x = await runHookProcess(
      request(['node', './args.js', 'a b', '$HOME', ';'], { env: { DB_URL: 'sqlite://x' } }),
      { cwd: dir }
    );
    expect(x.exitCode).toBe(0);
    expect(JSON.parse(x.stdout)).toEqual({ argv: ['a b', '$HOME', ';'], db: 'sqlite://x', home: true });
  });

  test('a #!/bin/sh script is run by its path relative to the suite folder, in that folder', async () => {
    script('seed.sh', '#!/bin/sh\necho "seeding in $(pwd)"\necho oops >&2\n');
    const x = await runHookProcess(request(['./seed.sh']), { cwd: dir });
    expect(x).toMatchObject({
      exitCode: 0,
      timedOut: false,
      stdout: `seeding in ${dir}\n`,
      stderr: 'oops\n',
      truncated: false
    });
    expect(resolveProgram('./seed.sh', dir)).toBe(path.join(dir, 'seed.sh'));
    expect(resolveProgram('scripts/x', dir)).toBe(path.join(dir, 'scripts/x'));
    expect(resolveProgram('node', dir)).toBe('node');
    expect(resolveProgram('/bin/true', dir)).toBe('/bin/true');
  });

  test('a context hook reads its stdin; a plain hook gets an empty stdin and does not hang', async () => {
    writeFileSync(
      path.join(dir, 'echo.js'),
      "let s = ''; process.stdin.on('data', (d) => (s += d)).on('end', () => console.log(`[${s}]`));"
    );
    expect(
      (await runHookProcess(request(['node', 'echo.js'], { stdin: '{"phase":"beforeAll"}' }), { cwd: dir })).stdout
    ).toBe('[{"phase":"beforeAll"}]\n');
    expect((await runHookProcess(request(['node', 'echo.js']), { cwd: dir })).stdout).toBe('[]\n');
  });

  test('a non-zero exit is reported with its code', async () => {
    const x = await runHookProcess(request(['sh', '-c', 'echo no db >&2; exit 7']), { cwd: dir });
    expect(x).toMatchObject({ exitCode: 7, stderr: 'no db\n', timedOut: false });
  });

  test('a program that does not exist or is not executable fails to start, with the reason', async () => {
    const missing = await runHookProcess(request(['./nope.sh']), { cwd: dir });
    expect(missing.exitCode).toBeNull();
    expect(missing.spawnError).toBe('./nope.sh: no such program');
    expect((await runHookProcess(request(['no-such-program-tg']), { cwd: dir })).spawnError).toBe(
      'no-such-program-tg: no such program on PATH'
    );
    writeFileSync(path.join(dir, 'plain.sh'), '#!/bin/sh\necho hi\n');
    expect((await runHookProcess(request(['./plain.sh']), { cwd: dir })).spawnError).toBe(
      './plain.sh: permission denied (is it executable? chmod +x)'
    );
  });

  test('a hook past its time limit is killed with its whole process group, children included', async () => {
    // The script starts a grandchild that would outlive a plain kill of the script itself.
    script('hang.sh', '#!/bin/sh\nsleep 30 &\necho $! > child.pid\nwait\n');
    const x = await runHookProcess(request(['./hang.sh'], { timeoutMs: 300 }), { cwd: dir });
    expect(x.timedOut).toBe(true);
    expect(x.exitCode).toBeNull();
    expect(x.signal).toBe('SIGKILL');
    const child = Number(readFileSync(path.join(dir, 'child.pid'), 'utf8'));
    // The kill is asynchronous; give the kernel a moment to reap the grandchild.
    for (let i = 0; i < 50 && alive(child); i++) await new Promise((r) => setTimeout(r, 20));
    expect(alive(child)).toBe(false);
  });

  test('output beyond the bound is read and dropped, and marked truncated', async () => {
    const x = await runHookProcess(request(['node', '-e', `process.stdout.write('x'.repeat(${MAX_CAPTURE * 3}))`]), {
      cwd: dir
    });
    expect(x.exitCode).toBe(0);
    expect(x.stdout.length).toBe(MAX_CAPTURE);
    expect(x.truncated).toBe(true);
  });

  test('a hook that leaves a background child holding stdout is done when it exits', async () => {
    script('fixture.sh', '#!/bin/sh\nsleep 30 &\necho $! > fixture.pid\necho started\n');
    const x = await runHookProcess(request(['./fixture.sh']), { cwd: dir });
    expect(x).toMatchObject({ exitCode: 0, timedOut: false, stdout: 'started\n' });
    const fixture = Number(readFileSync(path.join(dir, 'fixture.pid'), 'utf8'));
    // The fixture is the suite's to tear down (afterAll); here the test cleans it up.
    expect(alive(fixture)).toBe(true);
    process.kill(fixture, 'SIGKILL');
  });
});
