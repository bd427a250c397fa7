/**
 * `--out` into a folder that does not exist (issue 42 item 7): one line naming the folder and exit
 * 2, as the README promises; no folder is made, and a path under /proc does not hang.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliArgs, REPO, runCli, tempDir } from './helpers/cli.ts';

describe('--out makes no folders', () => {
  it('a missing folder is one line and exit 2, and the folder is not created', async () => {
    const dir = tempDir('tg-out-');
    const r = await runCli(['lint', 'examples/catalogs/memory.json', '--out', path.join(dir, 'missing/dir/x.txt')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `toolgauge lint: cannot write ${path.join(dir, 'missing/dir/x.txt')}: the folder ${path.join(dir, 'missing/dir')} does not exist (toolgauge makes no folders: create it first)\n`
    );
    expect(existsSync(path.join(dir, 'missing'))).toBe(false);
  });

  it('a file where the folder should be is said so', async () => {
    const r = await runCli(['lint', 'examples/catalogs/memory.json', '--out', 'README.md/x.txt']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('cannot write README.md/x.txt: the folder README.md is not a folder');
  });

  it('/proc/nope/x.txt ends with exit 2 (a process, so a hang is the test time limit, not the run)', async () => {
    const child = spawn(
      process.execPath,
      [...cliArgs(), 'lint', 'examples/catalogs/memory.json', '--out', '/proc/nope/x.txt'],
      {
        cwd: REPO,
        stdio: ['ignore', 'ignore', 'pipe']
      }
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (c: string) => void (stderr += c));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toContain('cannot write /proc/nope/x.txt: the folder /proc/nope does not exist');
    expect(code).toBe(2);
  });
});

describe('small wording (issue 42 item 18)', () => {
  it('--versoin gets a did-you-mean', async () => {
    const r = await runCli(['--versoin']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('toolgauge: unknown option "--versoin" (did you mean "--version"?); run toolgauge --help\n');
  });
  it('--timeout takes minutes (5m)', async () => {
    const { parseDuration } = await import('../../src/node/lint/lint-input.ts');
    expect(parseDuration('5m')).toBe(300_000);
    expect(() => parseDuration('5h')).toThrow('a duration such as 5s, 500ms or 5m');
  });
});
