/**
 * Lint at scale, as whole processes of the built CLI (build/index.js), in CPU time: the figure
 * contention inflates least. Each process reports its own CPU (user + system, all threads) on exit
 * through a preloaded module; commands alternate (A B A B ...) and each ratio is the median of the
 * pairwise ratios, so the machine's drift cancels.
 *   - lint of the real corpus (catalogs and catalogs-2) as one `{ servers }` bundle, against a bare
 *     `JSON.parse` of the same file in node (target: at most 10x);
 *   - the same bundle four times over, servers renamed, against the bundle (at most 4.6x: linear);
 *   - 10,000 generated tools (target < 1.5 s of wall time; the cli section times it too);
 *   - each catalog-level rule on its worst case (tests/bench/adversarial-catalogs.ts: every tool in
 *     one group) at 10,000 and 40,000 tools, in-process rule CPU: 4x the tools at most 4.6x the time.
 * `tsx tests/bench/scale.bench.ts rules` prints just the rule rows.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedCatalogText } from './lint.bench.ts';
import { formatResults, machine, ms, under, type BenchRow, type BenchSection } from './harness.ts';
import { parseCatalogValue } from '#core/catalog/parse-catalog';
import { DEFAULT_BUDGETS } from '#core/lint/catalog-rules';
import { RULES } from '#core/lint/registry';
import { DEFAULT_SPEC } from '#core/lint/spec-versions';
import { isCatalogRule, type CatalogRule, type CatalogRuleContext } from '#core/lint/types';
import { ADVERSARIAL } from './adversarial-catalogs.ts';

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
      const rows: BenchRow[] = catalogRuleRows();

      const p = pair(lint(bundle), [parser, bundle], cpuFile, 5);
      rows.push({
        benchmark: `whole process: lint the corpus bundle (${names} servers, ${tools.toLocaleString('en-US')} tools, ${(text.length / 2 ** 20).toFixed(1)} MiB) over a bare JSON.parse of it, CPU`,
        figure: x(p.cpuRatio),
        target: '≤ 10x',
        met: p.cpuRatio <= 10,
        note: `lint ${ms(p.a.cpu)} CPU (${ms(p.a.wall)} wall), parse ${ms(p.b.cpu)} CPU; wall ratio ${x(p.wallRatio)}; ${load()}`
      });
      // As a user times it: wall clock, lint on two threads against the parse on one.
      rows.push({
        benchmark: `whole process: the same bundle over a bare JSON.parse of it, wall`,
        figure: x(p.wallRatio),
        target: '≤ 10x',
        met: p.wallRatio <= 10,
        note: `lint ${ms(p.a.wall)} wall, parse ${ms(p.b.wall)} wall; ${load()}`
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
      rows.push({
        benchmark: `whole process: the bundle four times over, over the bundle, wall`,
        figure: x(q.wallRatio),
        target: '≤ 4.6x',
        met: q.wallRatio <= 4.6,
        note: `4x ${ms(q.a.wall)} wall, 1x ${ms(q.b.wall)} wall; ${load()}`
      });

      const all = Object.values(servers).flatMap((s) => s.tools as Array<Record<string, unknown>>);
      // Renamed copies repeat each corpus tool's texts about 6.6 times, and token counting
      // remembers whole texts it has counted; the second catalog makes every text distinct
      // (a numbered suffix on the description and a schema title), so only words repeat.
      const distinct = JSON.stringify(
        {
          tools: Array.from({ length: 10_000 }, (_, i) => {
            const base = all[i % all.length];
            const schema = base.inputSchema && typeof base.inputSchema === 'object' ? base.inputSchema : {};
            return {
              ...base,
              name: `${String(base.name)}_${i}`,
              description: `${typeof base.description === 'string' ? base.description : ''} (copy ${i})`,
              inputSchema: { ...schema, title: `copy ${i}` }
            };
          })
        },
        null,
        2
      );
      for (const [file, text, label] of [
        ['generated-10000.json', generatedCatalogText(all, 10_000), 'corpus tools renamed'],
        ['distinct-10000.json', distinct, 'corpus tools renamed, every description and schema made distinct']
      ]) {
        const big = path.join(dir, file);
        writeFileSync(big, text);
        run(lint(big), cpuFile);
        const g = [run(lint(big), cpuFile), run(lint(big), cpuFile), run(lint(big), cpuFile)];
        const wall = median(g.map((r) => r.wall));
        rows.push({
          benchmark: `whole process: lint 10,000 generated tools (${label})`,
          figure: ms(wall),
          ...under(wall, 1500, '< 1.5 s'),
          note: `${ms(median(g.map((r) => r.cpu)))} CPU; ${load()}`
        });
      }
      return rows;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
};

/** The context a catalog rule sees, with made-up token counts (a quarter of the description's length). */
function ruleContext(catalog: unknown): CatalogRuleContext {
  const parsed = parseCatalogValue(catalog);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('; '));
  const tools = parsed.catalog.tools;
  const tokens = tools.map((t) => {
    const n = Math.ceil((t.description ?? '').length / 4);
    return { cl100k: n, o200k: n, whitespace: n };
  });
  return {
    tools,
    tokens,
    meta: parsed.catalog.meta,
    options: {},
    spec: DEFAULT_SPEC,
    budgets: DEFAULT_BUDGETS
  };
}

/** Median CPU ms of this process over `runs` calls of the rule (after two untimed calls: JIT, caches), and its finding count. */
function ruleCpu(rule: CatalogRule, ctx: CatalogRuleContext, runs: number): { cpu: number; findings: number } {
  rule.checkCatalog(ctx);
  const findings = rule.checkCatalog(ctx).length;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    rule.checkCatalog(ctx);
    const c = process.cpuUsage(c0);
    times.push((c.user + c.system) / 1000);
  }
  return { cpu: median(times), findings };
}

/**
 * Each catalog-level rule on the worst case built for it, at n and 4n tools, in this process: the
 * rule's own CPU (parsing and per-tool rules excluded). Linear means 4x the tools costs about 4x.
 */
export function catalogRuleRows(n = 10_000, runs = 5): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const c of ADVERSARIAL) {
    const small = ruleContext(c.build(n));
    const large = ruleContext(c.build(4 * n));
    for (const id of c.rules) {
      const rule = RULES[id];
      if (!rule || !isCatalogRule(rule)) throw new Error(`${id} is not a catalog rule`);
      const a = ruleCpu(rule, small, runs);
      const b = ruleCpu(rule, large, runs);
      // Under a millisecond the ratio is noise: a rule that fast is linear enough.
      const ratio = b.cpu / Math.max(a.cpu, 1);
      rows.push({
        benchmark: `${id} rule CPU, worst case (${c.label}): ${(4 * n).toLocaleString('en-US')} tools over ${n.toLocaleString('en-US')}`,
        figure: x(ratio),
        target: '≤ 4.6x',
        met: ratio <= 4.6,
        note: `${ms(a.cpu)} → ${ms(b.cpu)} CPU; ${a.findings.toLocaleString('en-US')} → ${b.findings.toLocaleString('en-US')} findings; ${load()}`
      });
    }
  }
  return rows;
}

// `tsx tests/bench/scale.bench.ts rules [n [runs]]`: only the catalog rule rows.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'rules') {
  const rows = catalogRuleRows(Number(process.argv[3] ?? 10_000), Number(process.argv[4] ?? 5));
  process.stdout.write(
    `${formatResults({ machine: machine(), loadavg: os.loadavg(), date: new Date().toISOString(), rows })}\n`
  );
}
