/**
 * `npm run bench:readme`: writes the figures of the last `npm run bench` into README.md, between
 * the `<!-- bench:start -->` and `<!-- bench:end -->` lines. It reads .bench/results.json and any
 * .bench/results-<filter>.json a filtered run wrote (`npm run bench -- cli`); per section, the
 * newest run wins, so re-measuring one section and running this again updates only its rows.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatResults, ms, type BenchResults, type BenchRow } from '../tests/bench/harness.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(REPO, '.bench');
const README = path.join(REPO, 'README.md');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

const runs: BenchResults[] = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => /^results(-[\w-]+)?\.json$/.test(f))
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as BenchResults)
      .sort((a, b) => a.date.localeCompare(b.date))
  : [];
if (runs.length === 0) {
  process.stderr.write('bench:readme: no .bench/results*.json; run `npm run bench` first\n');
  process.exit(2);
}

// Per section, the rows of the newest run that measured it; sections keep the full run's order.
const newest = new Map<string, { run: BenchResults; rows: BenchRow[] }>();
for (const run of runs) {
  const bySection = new Map<string, BenchRow[]>();
  for (const r of run.rows) {
    const key = r.section ?? '(not built)';
    bySection.set(key, [...(bySection.get(key) ?? []), r]);
  }
  for (const [section, rows] of bySection) newest.set(section, { run, rows });
}
const last = runs[runs.length - 1];
const sources = [...new Set([...newest.values()].map((v) => v.run))];
// The header's run time is one run's; from several runs, each section's time goes in the line below.
const merged: BenchResults = {
  ...last,
  ...(sources.length > 1 ? { durations: undefined } : {}),
  rows: [...newest.values()].flatMap((v) => v.rows)
};
const took = (run: BenchResults, section: string) =>
  run.durations?.[section] === undefined ? '' : `, took ${ms(run.durations[section])}`;
const provenance =
  sources.length > 1
    ? '\n\nSections measured in separate runs: ' +
      [...newest]
        .map(
          ([section, v]) =>
            `${section} ${v.run.date.slice(0, 16).replace('T', ' ')} UTC (load ${v.run.loadavg[0].toFixed(1)} at its end${took(v.run, section)})`
        )
        .join('; ') +
      '.'
    : '';

const readme = readFileSync(README, 'utf8');
const a = readme.indexOf(START);
const b = readme.indexOf(END);
if (a < 0 || b < a) {
  process.stderr.write(`bench:readme: README.md has no ${START} ... ${END} block\n`);
  process.exit(2);
}
const block = `${START}\n${formatResults(merged)}${provenance}\n${END}`;
writeFileSync(README, readme.slice(0, a) + block + readme.slice(b + END.length));
process.stderr.write(
  `bench:readme: README.md updated from ${sources.length} run${sources.length === 1 ? '' : 's'} (${merged.rows.length} rows)\n`
);
