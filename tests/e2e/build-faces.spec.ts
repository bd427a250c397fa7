/**
 * One build, both faces: `node build <command>` runs the bundled CLI and `node build` with no
 * arguments serves the playground on 127.0.0.1. Runs against the real build output.
 */
import { expect, test } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('node build <command> runs the bundled CLI with the documented exit codes', () => {
  const lint = spawnSync(
    process.execPath,
    ['build', 'lint', 'examples/catalogs/memory.json', '--json', '--fail-on', 'none'],
    { cwd: repo, encoding: 'utf8' }
  );
  expect(lint.status).toBe(0);
  const report = JSON.parse(lint.stdout);
  expect(report.summary.tools).toBe(9);
  expect(report.summary.tokens.cl100k).toBeGreaterThan(0);

  const bad = spawnSync(process.execPath, ['build', 'lint', 'no-such-file.json'], { cwd: repo, encoding: 'utf8' });
  expect(bad.status).toBe(2);
  expect(bad.stderr).toContain('no such file');

  const help = spawnSync(process.execPath, ['build', '--help'], { cwd: repo, encoding: 'utf8' });
  expect(help.status).toBe(0);
  for (const command of ['lint', 'bench', 'run', 'report', 'import', 'atlas'])
    expect(help.stdout).toContain(`  ${command} `);
});

test('node build with no arguments serves the playground on 127.0.0.1', async ({ request }) => {
  const port = await new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(p));
    });
  });
  const env: Record<string, string | undefined> = { ...process.env, PORT: String(port) };
  delete env.HOST;
  const child = spawn(process.execPath, ['build'], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 120_000);
      const onData = (d: Buffer) => {
        output += d.toString();
        if (output.includes('Listening on')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
    });
    expect(output).toContain(`127.0.0.1:${port}`);
    const res = await request.get(`http://127.0.0.1:${port}/`);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('toolgauge');
  } finally {
    child.kill();
  }
});
