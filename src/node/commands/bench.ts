/** `toolgauge bench <spec.yml>`: does each description carry tool selection, and how much does an edit hurt. */
import path from 'node:path';
import { readBenchSpec, resolveBenchSpec } from '#core/bench/spec';
import { runBench } from '#core/bench/run-bench';
import { BENCH_FORMATS, type BenchFormatName } from '#core/bench/format';
import { formatDiagnostic } from '#core/source/diagnostic';
import { reportOptions } from '../cli/args.ts';
import type { Command } from '../cli/command.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { readInput, writeReport } from '../cli/io.ts';

const FORMATS = Object.keys(BENCH_FORMATS) as BenchFormatName[];

export const command: Command = {
  spec: {
    name: 'bench',
    summary: 'benchmark whether tool descriptions carry tool selection (mutations, sweep)',
    usage: 'toolgauge bench <spec.yml | -> [--min-drop FRACTION] [--sweep] [--format text|json] [--json] [--out FILE]',
    positionals: [{ name: '<spec.yml | ->', description: 'a bench spec: catalog (or catalog_path, relative to the spec), intents, mutations; - reads stdin' }],
    options: {
      ...reportOptions(FORMATS),
      'min-drop': { type: 'string', description: 'gate: exit 1 unless some declared mutation drops accuracy by at least FRACTION (0..1)', value: 'FRACTION' },
      sweep: { type: 'boolean', description: 'also generate every mutation itself and report the carry table and the confusion list' }
    },
    epilog: [
      'exit codes: 0 ok (or the gate passed), 1 --min-drop given and the largest drop is below it or no mutation is',
      'declared, 2 unusable input or arguments.',
      'example: toolgauge bench examples/bench/weather.yml --min-drop 0.5'
    ].join('\n')
  },

  async run({ values, positionals }, io) {
    const minDrop = parseFraction(values['min-drop'] as string | undefined);
    const input = await readInput(io, positionals[0], 'bench spec');
    const read = readBenchSpec(input.text, { file: input.file });
    if (!read.ok) return fail(io, read.errors, input.file);

    let external: { text: string; file: string } | undefined;
    if ('path' in read.draft.catalog) {
      // Relative to the spec file (to the working directory for a spec read from stdin).
      const base = input.path ? path.dirname(input.path) : io.cwd;
      const full = path.resolve(base, read.draft.catalog.path);
      const shown = path.relative(io.cwd, full) || full;
      try {
        const catalog = await readInput({ ...io, cwd: '/' }, full, 'catalog');
        external = { text: catalog.text, file: shown };
      } catch (e) {
        const at = read.draft.locate(read.draft.catalog.pointer);
        const where = `${input.file}${at ? `:${at.line}:${at.column}` : ''}`;
        io.stderr(`${where}: ${(e as Error).message.replace(full, shown)} (catalog_path ${read.draft.catalog.path} is resolved relative to the spec)\n`);
        return EXIT.usage;
      }
    }
    const resolved = resolveBenchSpec(read.draft, external);
    if (!resolved.ok) return fail(io, resolved.errors, input.file);
    for (const w of resolved.warnings) io.stderr(`warning: ${formatDiagnostic(w)}\n`);

    const run = runBench(resolved.spec, { sweep: values.sweep === true });
    const format = values.format as BenchFormatName;
    const text = BENCH_FORMATS[format](run, { file: input.file, mutations: resolved.spec.mutations, minDrop });
    await writeReport(io, values.out as string | undefined, text);

    if (minDrop === undefined) return EXIT.ok;
    const maxDrop = run.report.max_drop;
    return maxDrop === null || maxDrop < minDrop ? EXIT.gate : EXIT.ok;
  }
};

function fail(io: { stderr: (t: string) => void }, errors: Array<Parameters<typeof formatDiagnostic>[0]>, file: string): number {
  for (const e of errors) io.stderr(formatDiagnostic(e, e.file ?? file) + '\n');
  return EXIT.usage;
}

function parseFraction(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new UsageError(`--min-drop must be a fraction between 0 and 1, e.g. 0.2 for 20 points (got "${raw}")`);
  }
  return value;
}
