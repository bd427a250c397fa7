/**
 * Live servers, whole processes, median of several runs:
 * - `toolgauge lint --stdio` on server-filesystem (start, list, lint, count tokens) against the
 *   official MCP Inspector CLI only listing the same server. The Inspector is installed at bench
 *   time into a scratch folder outside the project; if that fails the row says so and is skipped.
 * - a three-server client config against the slowest of those servers linted on its own.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleCli } from '../unit/helpers/bundle.ts';
import { REPO } from '../unit/helpers/cli.ts';
import { ms, type BenchRow, type BenchSection } from './harness.ts';

const RUNS = 5;
const PROCESS_TIMEOUT_MS = 60_000;
const FS = path.join(REPO, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js');
const EVERYTHING = path.join(REPO, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
const INSPECTOR = '@modelcontextprotocol/inspector@2.12.0';

/** Wall time of one process from spawn to exit; throws if it exits non-zero (unless allowed). */
function timeProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  okCodes = [0]
): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    // A process that never exits (a server that does not answer, an Inspector that waits on
    // something) must not hold up the whole bench: it is killed and the row says why.
    const timer = setTimeout(() => child.kill('SIGKILL'), PROCESS_TIMEOUT_MS);
    child.on('exit', () => clearTimeout(timer));
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-2000)));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      okCodes.includes(code ?? -1)
        ? resolve(performance.now() - t0)
        : reject(
            new Error(
              `${path.basename(args[0] ?? command)} ${signal === 'SIGKILL' ? `did not exit within ${PROCESS_TIMEOUT_MS / 1000} s` : `exited ${code}`}: ${err}`
            )
          )
    );
  });
}

async function median(run: () => Promise<number>): Promise<number> {
  await run(); // warm the disk cache
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await run());
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

function loadavg(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  } catch {
    return '?';
  }
}

function installInspector(): { launcher?: string; home: string; dir: string; why?: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tg-inspector-'));
  const home = path.join(dir, 'home');
  mkdirSync(home);
  const r = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--engine-strict=false', '--prefix', dir, INSPECTOR],
    { encoding: 'utf8', timeout: 240_000 }
  );
  const launcher = path.join(dir, 'node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js');
  if (r.status !== 0 || !existsSync(launcher))
    return {
      dir,
      home,
      why: `could not install ${INSPECTOR}: ${(r.stderr || r.error?.message || '').trim().split('\n').slice(-1)[0]}`
    };
  return { dir, home, launcher };
}

export const liveBench: BenchSection = {
  name: 'live',
  async run(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    // The built CLI when there is one (it finds its tokenizer tables beside it); a temp bundle
    // cannot resolve gpt-tokenizer from outside the project, so lint would exit 2 there.
    const built = path.join(REPO, 'build/cli.mjs');
    const cli = existsSync(built) ? { file: built, dispose: () => {} } : await bundleCli();
    const work = mkdtempSync(path.join(tmpdir(), 'tg-live-bench-'));
    try {
      const root = path.join(work, 'root');
      mkdirSync(path.join(root, 'sub'), { recursive: true });
      for (let i = 0; i < 20; i++) writeFileSync(path.join(root, `f${i}.txt`), `file ${i}\n`);
      const node = process.execPath;
      const lintStdio = (line: string) => () =>
        timeProcess(node, [cli.file, 'lint', '--stdio', line, '--format', 'json', '--fail-on', 'none']);
      const fsLine = `"${node}" ${FS} ${root}`;
      const tg = await median(lintStdio(fsLine));

      const inspector = installInspector();
      if (inspector.launcher) {
        const env = { ...process.env, HOME: inspector.home };
        const insp = await median(() =>
          timeProcess(node, [inspector.launcher as string, '--cli', node, FS, root, '--method', 'tools/list'], env)
        ).catch((e: Error) => e);
        if (insp instanceof Error)
          rows.push({
            benchmark: 'toolgauge lint --stdio server-filesystem (start, list, lint, tokens), whole process',
            figure: ms(tg),
            note: `median of ${RUNS}; Inspector row skipped: ${insp.message.split('\n')[0].slice(0, 160)}`
          });
        else
          rows.push({
            benchmark: 'toolgauge lint --stdio server-filesystem (start, list, lint, tokens), whole process',
            figure: ms(tg),
            target: '≤ Inspector CLI listing only',
            met: tg <= insp,
            value: tg,
            limit: insp,
            note: `median of ${RUNS}; 14 tools; load ${loadavg()} on 2 cores`
          });
        if (!(insp instanceof Error))
          rows.push({
            benchmark: `  MCP Inspector ${INSPECTOR.split('@').pop()} --cli ... --method tools/list, same server, whole process`,
            figure: ms(insp),
            note: `median of ${RUNS}; installed in a scratch folder at bench time (engine-strict off: it wants Node >=22.19)`
          });
      } else {
        rows.push({
          benchmark: 'toolgauge lint --stdio server-filesystem (start, list, lint, tokens), whole process',
          figure: ms(tg),
          note: `median of ${RUNS}; Inspector row skipped: ${inspector.why}`
        });
      }
      rmSync(inspector.dir, { recursive: true, force: true });

      // Three servers: filesystem, everything, and the mock; each alone, then all three from one config.
      const api = path.join(REPO, 'examples/suites/servers/api.yml');
      const servers = {
        files: { command: node, args: [FS, root] },
        everything: { command: node, args: [EVERYTHING] },
        api: { command: node, args: [cli.file, 'mock', '--tools-from', api] }
      };
      const alone: Array<[string, number]> = [];
      for (const [name, s] of Object.entries(servers)) {
        alone.push([name, await median(lintStdio([s.command, ...s.args].map((w) => JSON.stringify(w)).join(' ')))]);
      }
      const config = path.join(work, '.mcp.json');
      writeFileSync(config, JSON.stringify({ mcpServers: servers }));
      const three = await median(() =>
        timeProcess(node, [cli.file, 'lint', '--client-config', config, '--format', 'json', '--fail-on', 'none'])
      );
      const [slowName, slowest] = alone.reduce((a, b) => (b[1] > a[1] ? b : a));
      rows.push({
        benchmark: 'toolgauge lint --client-config, three servers (filesystem, everything, mock), whole process',
        figure: ms(three),
        target: `≤ 1.5× slowest alone (${ms(1.5 * slowest)})`,
        met: three <= 1.5 * slowest,
        value: three,
        limit: 1.5 * slowest,
        note: `median of ${RUNS}; 33 tools; load ${loadavg()} on 2 cores`
      });
      rows.push({
        benchmark: '  each server alone (toolgauge lint --stdio, whole process)',
        figure: alone.map(([n, t]) => `${n} ${ms(t)}`).join(', '),
        note: `slowest: ${slowName}`
      });
    } finally {
      cli.dispose();
      rmSync(work, { recursive: true, force: true });
    }
    return rows;
  }
};
