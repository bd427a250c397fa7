/**
 * `npm run bench`: runs every section and prints one Markdown table with the machine's CPU and
 * Node version, and writes the same rows as JSON to .bench/results.json. Figures an issue asks
 * for that no section measured are listed as "not built" (tests/bench/expected.ts).
 * `npm run bench -- <filter>` runs the sections whose name contains the filter.
 * Progress goes to stderr; the table to stdout.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { machine, type BenchRow } from './harness.ts';
import { SECTIONS } from './sections.ts';
import { EXPECTED } from './expected.ts';

const filter = process.argv[2];
const rows: BenchRow[] = [];
for (const section of SECTIONS) {
  if (filter && !section.name.includes(filter)) continue;
  process.stderr.write(`bench: ${section.name} ...\n`);
  try {
    rows.push(...(await section.run()));
  } catch (e) {
    // One broken section must not hide the others' figures.
    rows.push({ benchmark: section.name, figure: 'failed', note: String((e as Error).message ?? e).split('\n')[0].slice(0, 200) });
  }
}
if (!filter) {
  for (const x of EXPECTED) {
    if (!rows.some((r) => x.match.test(r.benchmark))) rows.push({ benchmark: `${x.benchmark} (issue #${x.issue})`, figure: 'not built', target: x.target, note: 'the feature has not landed' });
  }
}
const status = (r: BenchRow) => (r.met === undefined ? '' : r.met ? 'met' : 'MISSED');
const lines = [
  `### toolgauge benchmarks`,
  '',
  `Machine: ${machine()}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} at the end`,
  '',
  '| benchmark | figure | target | status | note |',
  '| --- | ---: | --- | --- | --- |',
  ...rows.map((r) => `| ${r.benchmark} | ${r.figure} | ${r.target ?? ''} | ${status(r)} | ${r.note ?? ''} |`)
];
process.stdout.write(lines.join('\n') + '\n');
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/results.json', JSON.stringify({ machine: machine(), loadavg: os.loadavg(), date: new Date().toISOString(), rows }, null, 2) + '\n');
process.stderr.write('bench: rows written to .bench/results.json\n');
