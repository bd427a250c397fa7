/** Starts the built app's own server (`node build serve --port 0`), as a user does, and reads the URL it prints. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Served {
  /** The printed URL, token fragment included. */
  url: string;
  origin: string;
  port: number;
  token: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startServe(args: string[] = []): Promise<Served> {
  const env: Record<string, string | undefined> = { ...process.env };
  delete env.HOST;
  delete env.PORT;
  const child = spawn(process.execPath, ['build', 'serve', '--port', '0', ...args], {
    cwd: REPO,
    env,
    stdio: ['ignore', 'pipe', 'pipe']
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`toolgauge serve did not print its URL: ${output}`)), 120_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = /toolgauge playground: (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`toolgauge serve exited ${code}: ${output}`)));
  });
  const u = new URL(url);
  return {
    url,
    origin: u.origin,
    port: Number(u.port),
    token: u.hash.replace(/^#token=/, ''),
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      })
  };
}
