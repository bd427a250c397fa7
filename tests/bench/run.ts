/**
 * `npm run bench`: runs every section and prints one Markdown table with the machine's CPU and
 * Node version. `npm run bench -- <filter>` runs the sections whose name contains the filter.
 * Progress goes to stderr; the table to stdout.
 */
import { machine, type BenchRow } from './harness.ts';
import { SECTIONS } from './sections.ts';

const filter = process.argv[2];
const rows: BenchRow[] = [];
for (const section of SECTIONS) {
  if (filter && !section.name.includes(filter)) continue;
  process.stderr.write(`bench: ${section.name} ...\n`);
  rows.push(...(await section.run()));
}
const status = (r: BenchRow) => (r.met === undefined ? '' : r.met ? 'met' : 'MISSED');
const lines = [
  `### toolgauge benchmarks`,
  '',
  `Machine: ${machine()}`,
  '',
  '| benchmark | figure | target | status | note |',
  '| --- | ---: | --- | --- | --- |',
  ...rows.map((r) => `| ${r.benchmark} | ${r.figure} | ${r.target ?? ''} | ${status(r)} | ${r.note ?? ''} |`)
];
process.stdout.write(lines.join('\n') + '\n');
