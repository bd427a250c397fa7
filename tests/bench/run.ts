/**
 * `npm run bench`: runs every section and prints one Markdown table with the machine's CPU and
 * Node version, and writes the same rows as JSON to .bench/results.json (with the wall time of
 * the run and of each section). Figures an issue asks for that no section measured are listed as
 * "not built" (tests/bench/expected.ts). Each row carries the load average when it was taken.
 * `npm run bench -- <filter>` runs the sections whose name contains the filter.
 * `npm run bench:readme` then writes the table into the README's benchmark section.
 * Progress goes to stderr; the table to stdout.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { formatResults, machine, ms, type BenchResults, type BenchRow } from './harness.ts';
import { SECTIONS } from './sections.ts';
import { EXPECTED } from './expected.ts';

const filter = process.argv[2];
const rows: BenchRow[] = [];
const durations: Record<string, number> = {};
const started = performance.now();
for (const section of SECTIONS) {
  if (filter && !section.name.includes(filter)) continue;
  process.stderr.write(`bench: ${section.name} ...\n`);
  const t0 = performance.now();
  let sectionRows: BenchRow[];
  try {
    sectionRows = await section.run();
  } catch (e) {
    // One broken section must not hide the others' figures.
    sectionRows = [
      {
        benchmark: section.name,
        figure: 'failed',
        note: String((e as Error).message ?? e)
          .split('\n')[0]
          .slice(0, 200)
      }
    ];
  }
  const load = os.loadavg()[0];
  rows.push(...sectionRows.map((r) => ({ ...r, section: section.name, load: r.load ?? load })));
  durations[section.name] = performance.now() - t0;
  process.stderr.write(`bench: ${section.name} took ${ms(durations[section.name])}\n`);
}
durations.total = performance.now() - started;
if (!filter) {
  for (const x of EXPECTED) {
    if (!rows.some((r) => x.match.test(r.benchmark)))
      rows.push({
        benchmark: `${x.benchmark} (issue #${x.issue})`,
        figure: 'not built',
        target: x.target,
        note: 'the feature has not landed'
      });
  }
}
const results: BenchResults = {
  machine: machine(),
  loadavg: os.loadavg(),
  date: new Date().toISOString(),
  durations,
  rows
};
process.stdout.write(`### toolgauge benchmarks\n\n${formatResults(results)}\n`);
mkdirSync('.bench', { recursive: true });
const file = filter ? `.bench/results-${filter.replace(/[^\w-]+/g, '_')}.json` : '.bench/results.json';
writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
process.stderr.write(`bench: rows written to ${file}; the run took ${ms(durations.total)}\n`);
