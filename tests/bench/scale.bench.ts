/**
 * Lint at scale, as whole processes of the built CLI (build/index.js), in CPU time: the figure
 * contention inflates least. Each process reports its own CPU (user + system, all threads) on exit
 * through a preloaded module; commands alternate (A B A B ...) and each ratio is the median of the
 * pairwise ratios, so the machine's drift cancels.
 *   - lint of the real corpus (catalogs and catalogs-2) as one `{ servers }` bundle, against a bare
 *     `JSON.parse` of the same file in node (target: at most 10x);
 *   - the same bundle four times over, servers renamed, against the bundle (at most 4.6x: linear);
 *   - 10,000 generated tools (target < 1.5 s of wall time; the cli section times it too).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedCatalogText } from './lint.bench.ts';
import { ms, under, type BenchRow, type BenchSection } from './harness.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(REPO, 'build/index.js');
const CPU_HOOK = `data:text/javascript,import fs from 'node:fs';process.on('exit',()=>{const u=process.cpuUsage();fs.writeFileSync(process.env.TG_BENCH_CPU_OUT,String((u.user+u.system)/1000))})`;

/** CPU and wall milliseconds of one node process running `args`. */
function run(args: string[], cpuFile: string): { cpu: number; wall: number } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', CPU_HOOK, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    timeout: 300_000,
    env: { ...process.env, TG_BENCH_CPU_OUT: cpuFile }
  });
  const wall = performance.now() - t0;
  if (r.status !== 0 && r.status !== 1) throw new Error(`node ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { cpu: Number(readFileSync(cpuFile, 'utf8')), wall };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A and B in turn after one untimed run of each; medians of each and of the pairwise CPU ratio. */
function pair(a: string[], b: string[], cpuFile: string, runs: number) {
  run(a, cpuFile);
  run(b, cpuFile);
  const as: Array<{ cpu: number; wall: number }> = [];
  const bs: Array<{ cpu: number; wall: number }> = [];
  for (let i = 0; i < runs; i++) {
    as.push(run(a, cpuFile));
    bs.push(run(b, cpuFile));
  }
  return {
    a: { cpu: median(as.map((x) => x.cpu)), wall: median(as.map((x) => x.wall)) },
    b: { cpu: median(bs.map((x) => x.cpu)), wall: median(bs.map((x) => x.wall)) },
    cpuRatio: median(as.map((x, i) => x.cpu / bs[i].cpu)),
    wallRatio: median(as.map((x, i) => x.wall / bs[i].wall))
  };
}

function corpusServers(): Record<string, { tools: unknown[] }> | undefined {
  const base = process.env.TOOLGAUGE_CORPUS ?? path.resolve(REPO, '../shared/corpus/catalogs');
  const dirs = [base, path.resolve(base, '../catalogs-2')].filter((d) => existsSync(d));
  if (dirs.length === 0) return undefined;
  const servers: Record<string, { tools: unknown[] }> = {};
  for (const dir of dirs) {
    for (const f of readdirSync(dir)
      .filter((x) => x.endsWith('.json'))
      .sort()) {
      servers[f.replace(/\.json$/, '')] = {
        tools: (JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { tools: unknown[] }).tools
      };
    }
  }
  return servers;
}

const load = () => `load ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`;
const x = (r: number) => `${r.toFixed(1)}x`;

export const scaleSection: BenchSection = {
  name: 'lint scale',
  async run(): Promise<BenchRow[]> {
    const build = spawnSync(process.execPath, [path.join(REPO, 'scripts/build-cli.mjs')], { encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`building the CLI failed: ${build.stderr}`);
    const servers = corpusServers();
    if (!servers)
      return [{ benchmark: 'lint scale: the corpus bundle', figure: 'skipped', note: '../shared/corpus not found' }];
    const dir = mkdtempSync(path.join(os.tmpdir(), 'toolgauge-bench-scale-'));
    try {
      const cpuFile = path.join(dir, 'cpu');
      const parser = path.join(dir, 'parse.mjs');
      writeFileSync(parser, "import fs from 'node:fs';\nJSON.parse(fs.readFileSync(process.argv[2], 'utf8'));\n");
      const bundle = path.join(dir, 'bundle.json');
      const text = JSON.stringify({ servers }, null, 2);
      writeFileSync(bundle, text);
      const tools = Object.values(servers).reduce((n, s) => n + s.tools.length, 0);
      const names = Object.keys(servers).length;
      const lint = (file: string) => [CLI, 'lint', file, '--format', 'json', '--out', path.join(dir, 'report.json')];
      const rows: BenchRow[] = [];

      const p = pair(lint(bundle), [parser, bundle], cpuFile, 5);
      rows.push({
        benchmark: `whole process: lint the corpus bundle (${names} servers, ${tools.toLocaleString('en-US')} tools, ${(text.length / 2 ** 20).toFixed(1)} MiB) over a bare JSON.parse of it, CPU`,
        figure: x(p.cpuRatio),
        target: '≤ 10x',
        met: p.cpuRatio <= 10,
        note: `lint ${ms(p.a.cpu)} CPU (${ms(p.a.wall)} wall), parse ${ms(p.b.cpu)} CPU; wall ratio ${x(p.wallRatio)}; ${load()}`
      });

      const four = path.join(dir, 'bundle-4x.json');
      const renamed: Record<string, unknown> = {};
      for (let k = 0; k < 4; k++)
        for (const [name, v] of Object.entries(servers)) renamed[k === 0 ? name : `${name}-${k}`] = v;
      writeFileSync(four, JSON.stringify({ servers: renamed }, null, 2));
      const q = pair(lint(four), lint(bundle), cpuFile, 3);
      rows.push({
        benchmark: `whole process: lint the bundle four times over (servers renamed, ${(4 * tools).toLocaleString('en-US')} tools) over the bundle, CPU`,
        figure: x(q.cpuRatio),
        target: '≤ 4.6x',
        met: q.cpuRatio <= 4.6,
        note: `4x ${ms(q.a.cpu)} CPU (${ms(q.a.wall)} wall), 1x ${ms(q.b.cpu)} CPU; wall ratio ${x(q.wallRatio)}; ${load()}`
      });

      const big = path.join(dir, 'generated-10000.json');
      const all = Object.values(servers).flatMap((s) => s.tools as Array<Record<string, unknown>>);
      writeFileSync(big, generatedCatalogText(all, 10_000));
      run(lint(big), cpuFile);
      const g = [run(lint(big), cpuFile), run(lint(big), cpuFile), run(lint(big), cpuFile)];
      const wall = median(g.map((r) => r.wall));
      rows.push({
        benchmark: 'whole process: lint 10,000 generated tools (corpus tools renamed)',
        figure: ms(wall),
        ...under(wall, 1500, '< 1.5 s'),
        note: `${ms(median(g.map((r) => r.cpu)))} CPU; ${load()}`
      });
      return rows;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
};
