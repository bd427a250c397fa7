/**
 * Speed as users see it: whole `toolgauge` processes from a cold start (a fresh Node each time,
 * the built CLI in build/, files already in the page cache). Each figure is the median wall time
 * of several runs after one untimed run; the note gives the range and the load average, because
 * other processes on the machine stretch wall time.
 *   - `toolgauge --version`: the floor every command pays;
 *   - lint of a 3-tool catalog (target < 0.3 s), of every corpus catalog bundled into one
 *     multi-server catalog (< 1 s), of 10,000 generated tools (< 1.5 s);
 *   - lint of the corpus folder, one process per catalog, as a CI loop would run it;
 *   - atlas: import and score a ~50 MB OpenAI JSONL trace (13,000+ runs) in one process.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './importers.bench.ts';
import { generatedCatalogText } from './lint.bench.ts';
import { ms, under, type BenchRow, type BenchSection } from './harness.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(REPO, 'build/index.js');

function corpus(): { dir: string; files: string[] } | undefined {
  const dir = process.env.TOOLGAUGE_CORPUS ?? path.resolve(REPO, '../shared/corpus/catalogs');
  if (!existsSync(dir)) return undefined;
  return {
    dir,
    files: readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  };
}

/** Wall time of one `toolgauge ...args` process (exit 0 or 1; anything else is a broken bench). */
function once(args: string[]): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [CLI, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    timeout: 300_000
  });
  const t = performance.now() - t0;
  if (r.status !== 0 && r.status !== 1) throw new Error(`toolgauge ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return t;
}

/** Median and range of the wall time of `toolgauge ...args`, after one untimed run. */
function timeCli(args: string[], runs = 5): { median: number; min: number; max: number } {
  once(args);
  const times = Array.from({ length: runs }, () => once(args)).sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0], max: times[times.length - 1] };
}

const load = () => `load ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`;
const range = (t: { min: number; max: number }) => `range ${ms(t.min)}–${ms(t.max)}; ${load()}`;

export const cliSection: BenchSection = {
  name: 'cli cold start',
  async run(): Promise<BenchRow[]> {
    const build = spawnSync(process.execPath, [path.join(REPO, 'scripts/build-cli.mjs')], { encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`building the CLI failed: ${build.stderr}`);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'toolgauge-bench-cli-'));
    try {
      const rows: BenchRow[] = [];
      const version = timeCli(['--version'], 9);
      rows.push({
        benchmark: 'whole process: `toolgauge --version` (Node start + CLI entry)',
        figure: ms(version.median),
        note: range(version)
      });

      const found = corpus();
      const sources = found
        ? found.files.map((f) => ({
            name: f.replace(/\.json$/, ''),
            value: JSON.parse(readFileSync(path.join(found.dir, f), 'utf8')) as { tools?: unknown[] }
          }))
        : [];
      if (sources.length === 0)
        sources.push({
          name: 'memory',
          value: JSON.parse(readFileSync(path.join(REPO, 'examples/catalogs/memory.json'), 'utf8'))
        });
      const allTools = sources.flatMap((s) => (s.value.tools ?? []) as Array<Record<string, unknown>>);

      const small = path.join(dir, 'three-tools.json');
      writeFileSync(
        small,
        JSON.stringify(
          {
            tools: JSON.parse(readFileSync(path.join(REPO, 'examples/catalogs/memory.json'), 'utf8')).tools.slice(0, 3)
          },
          null,
          2
        )
      );
      const s = timeCli(['lint', small, '--json'], 9);
      rows.push({
        benchmark: 'whole process: lint a 3-tool catalog (`toolgauge lint f.json --json`)',
        figure: ms(s.median),
        ...under(s.median, 300, '< 0.3 s'),
        note: range(s)
      });

      const bundle = path.join(dir, 'corpus-bundle.json');
      const bundleText = JSON.stringify({ servers: Object.fromEntries(sources.map((c) => [c.name, c.value])) });
      writeFileSync(bundle, bundleText);
      const b = timeCli(['lint', bundle, '--json']);
      rows.push({
        benchmark: `whole process: lint the corpus as one multi-server bundle (${sources.length} servers, ${allTools.length} tools, ${(bundleText.length / 2 ** 20).toFixed(1)} MiB)`,
        figure: ms(b.median),
        ...under(b.median, 1000, '< 1 s'),
        note: `${range(b)}; the issue's bundle had 75 servers and 1,559 tools, this corpus holds ${sources.length}`
      });

      const big = path.join(dir, 'generated-10000.json');
      writeFileSync(big, generatedCatalogText(allTools, 10_000));
      const g = timeCli(['lint', big, '--json'], 3);
      rows.push({
        benchmark: 'whole process: lint 10,000 generated tools',
        figure: ms(g.median),
        ...under(g.median, 1500, '< 1.5 s'),
        note: `${range(g)}; a worker counts both BPE encodings while this thread runs the per-tool rules, which are the longer part (the worker idles about half the run); the report is 28 MiB of JSON on stdout`
      });

      if (found) {
        let total = 0;
        for (const f of found.files) total += once(['lint', path.join(found.dir, f), '--json']);
        rows.push({
          benchmark: `whole process: lint the corpus folder, one process per catalog (${found.files.length} processes)`,
          figure: ms(total),
          note: `${ms(total / found.files.length)} per catalog; ${load()}`
        });
      }

      const trace = path.join(dir, 'openai-50mb.jsonl');
      const { bytes, conversations } = generate(trace);
      const atlasArgs = [path.join(REPO, 'examples/atlas/geo-weather-001.task.json'), trace, '--json'];
      const a = timeCli(['atlas', ...atlasArgs], 1);
      const i = timeCli(['import', trace, '--format', 'text'], 1);
      // (one timed run after the untimed one: each takes seconds)
      rows.push({
        benchmark: `whole process: \`toolgauge atlas\` import + score ${(bytes / 2 ** 20).toFixed(0)} MB OpenAI JSONL (${conversations.toLocaleString('en-US')} runs)`,
        figure: ms(a.median),
        note: `importing alone (\`toolgauge import --format text\`, same file, a summary out) takes ${ms(i.median)}, so scoring and the report cost ${ms(Math.max(0, a.median - i.median))}; was 7.2 s (6 s of it scoring) before claim regexes moved to shared memory; ${load()}`
      });
      return rows;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
};
