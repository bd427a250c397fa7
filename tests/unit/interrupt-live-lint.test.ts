/**
 * Ctrl-C during a live lint (issue 42 item 6): the run ends by the signal (the shell shows 130)
 * after one "interrupted" line; killing the server is ours, so no "initialize ... failed: the
 * connection closed" follows it. A real process, signalled once the server is running.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliArgs, REPO, tempDir } from './helpers/cli.ts';

describe('Ctrl-C during a live lint', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)('%s: ends by the signal and reports no server failure', async (signal) => {
    const dir = tempDir('tg-interrupt-');
    const started = path.join(dir, 'started');
    const server = path.join(dir, 'server.mjs');
    // Never answers initialize: the lint is waiting on the handshake when the signal comes.
    writeFileSync(
      server,
      `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(started)}, '');\nsetInterval(() => {}, 1000);\n`
    );
    const child = spawn(
      process.execPath,
      [...cliArgs(), 'lint', '--stdio', `"${process.execPath}" ${server}`, '--timeout', '120s'],
      { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] }
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => void (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => void (stderr += c));
    const closed = new Promise<NodeJS.Signals | null>((resolve) => child.on('close', (_code, s) => resolve(s)));
    while (!existsSync(started)) await new Promise((r) => setTimeout(r, 50));
    child.kill(signal);
    expect(await closed).toBe(signal);
    expect(stderr).toBe(signal === 'SIGINT' ? 'toolgauge: interrupted\n' : '');
    expect(stdout).toBe('');
  });
});
