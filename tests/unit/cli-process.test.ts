/**
 * The CLI as a real process: a closed stdout, a full disk, and interrupts. These run the CLI
 * bundled (tests/unit/helpers/cli-bundle-setup.ts) as users run `toolgauge`, because pipes, signals and exit codes belong to a process.
 */
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cliArgs, REPO, runCli, tempDir } from './helpers/cli.ts';
import { alive } from './helpers/process.ts';

const CLI = cliArgs();
const tmp = tempDir('tg-process-');

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const cliLine = (argv: string[]) => [process.execPath, ...CLI, ...argv].map(quote).join(' ');

/** Runs `toolgauge argv | reader` in bash; returns the CLI's own exit code and stderr. */
function piped(argv: string[], reader: string): { code: number; stderr: string } {
  const err = path.join(tmp, 'stderr.txt');
  const r = spawnSync('bash', ['-c', `${cliLine(argv)} 2>${quote(err)} | ${reader}; exit \${PIPESTATUS[0]}`], {
    cwd: REPO,
    encoding: 'utf8',
    timeout: 110_000
  });
  return { code: r.status ?? -1, stderr: readFileSync(err, 'utf8') };
}

const EVERY_COMMAND: Array<[string, string[]]> = [
  ['lint', ['lint', 'examples/catalogs/github.json', '--json']],
  ['lint (text)', ['lint', 'examples/catalogs/github.json']],
  ['run', ['run', 'examples/suites/agent-metrics.yml', '--json']],
  ['bench', ['bench', 'examples/bench/weather.yml', '--json']],
  ['import', ['import', 'examples/traces/openai-chat.json']],
  [
    'atlas',
    [
      'atlas',
      'examples/atlas/geo-weather-001.task.json',
      'examples/atlas/geo-weather-001.three-claims.openai.json',
      '--json'
    ]
  ],
  ['help', ['--help']]
];

describe('a closed stdout ends the command quietly, with the exit code the report earned', () => {
  // Each case starts the CLI as a process: slow on a loaded machine, hence the long timeout.
  it.each(EVERY_COMMAND)('%s | head -c 10', async (_name, argv) => {
    const earned = (await runCli(argv)).code;
    const r = piped(argv, 'head -c 10 >/dev/null');
    expect(r.stderr).not.toMatch(/EPIPE|Error:|at .*\.(ts|js|mjs):\d+/);
    expect(r.code).toBe(earned);
  });

  it('lint | true (the reader is gone before the first write)', () => {
    const r = piped(['lint', 'examples/catalogs/github.json', '--json', '--fail-on', 'warning'], 'true');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
  });
});

describe('a full disk is a clear error with exit 2', () => {
  it('--out on a full device', { timeout: 120_000 }, () => {
    const r = spawnSync(process.execPath, [...CLI, 'lint', 'examples/catalogs/memory.json', '--out', '/dev/full'], {
      cwd: REPO,
      encoding: 'utf8'
    });
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe(
      'toolgauge lint: cannot write /dev/full: no space left on the device (the disk is full)'
    );
  });

  it('stdout redirected to a full device', { timeout: 120_000 }, () => {
    const r = spawnSync('bash', ['-c', `${cliLine(['lint', 'examples/catalogs/memory.json', '--json'])} >/dev/full`], {
      cwd: REPO,
      encoding: 'utf8'
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('toolgauge: cannot write to stdout: no space left on the device (the disk is full)');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('SIGINT, SIGTERM and SIGHUP', () => {
  async function interrupt(
    signal: NodeJS.Signals
  ): Promise<{ signal: NodeJS.Signals | null; stderr: string; judgePid: number }> {
    const pidFile = path.join(tmp, `judge-${signal}.pid`);
    const judge = `${quote(process.execPath)} tests/fixtures/judge/slow-judge.mjs ${quote(pidFile)}`;
    const child = spawn(
      process.execPath,
      [
        ...CLI,
        'atlas',
        'examples/atlas/trace-examples.tasks.json',
        'examples/traces/anthropic-messages.json',
        '--task',
        'lisbon-trip-001',
        '--judge',
        judge
      ],
      { cwd: REPO }
    );
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, sig) => resolve(sig)));
    // The judge is running once its pid file exists: the CLI is mid-command, handlers installed.
    const t0 = Date.now();
    while (!existsSync(pidFile) || readFileSync(pidFile, 'utf8') === '') {
      if (Date.now() - t0 > 90_000) throw new Error('the judge never started');
      await new Promise((r) => setTimeout(r, 50));
    }
    const judgePid = Number(readFileSync(pidFile, 'utf8'));
    child.kill(signal);
    return { signal: await exited, stderr, judgePid };
  }

  it.each([
    ['SIGINT', 'toolgauge: interrupted\n'],
    ['SIGTERM', ''],
    // A closed terminal (issue 43): the groups went unkilled and the status was 143, not 129.
    ['SIGHUP', '']
  ] as const)(
    '%s kills the running judge and ends the process by that signal (a shell sees 128 + n)',
    async (signal, said) => {
      const r = await interrupt(signal);
      expect(r.signal).toBe(signal);
      expect(r.stderr.endsWith(said)).toBe(true);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      const t0 = Date.now();
      while (alive(r.judgePid) && Date.now() - t0 < 5000) await new Promise((res) => setTimeout(res, 50));
      expect(alive(r.judgePid)).toBe(false);
    }
  );
});
