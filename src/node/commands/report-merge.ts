/**
 * `toolgauge report merge <partial.json>...`: join the partial reports of `toolgauge run --shard`
 * into the report one unsharded run writes, and render it. Every problem with the set (a missing
 * or duplicate shard, another suite, another version, a file that is no partial) is exit 2 and
 * names its file, with line:column and the JSON pointer where a field is wrong.
 */
import { mergePartials, type MergeProblem, type PartialInput } from '#core/report/merge';
import { parsePartialText } from '#core/report/partial-validate';
import { REPORT_FORMATS, type ReportFormatName } from '#core/report/formats/index';
import { formatDiagnostic } from '#core/source/diagnostic';
import { floorLines } from '#core/suite/format-text';
import { failedHookLines } from '#core/suite/hooks/format';
import { countsTokens, reportExitCode } from '#core/suite/run';
import { nodeEncoders } from '../tokens/node-encoders.ts';
import type { Command } from '../cli/command.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { readInput, writeReport, type Io } from '../cli/io.ts';
import { expandInputs, GLOB_CHARS } from '../cli/inputs.ts';
import { boundedRegex } from '../process/regex-bound.ts';
import { TOOLGAUGE_VERSION } from '../suite/shard-run.ts';

const FORMATS = Object.keys(REPORT_FORMATS) as ReportFormatName[];

/** `FILE <what is wrong> (at /pointer)`: the messages read with the file as their subject. */
function problemLine(p: MergeProblem): string {
  if (p.file === undefined) return `toolgauge report merge: ${p.message}`;
  return `${p.file} ${p.message}${p.pointer ? ` (at ${p.pointer})` : ''}`;
}

/** Reads and validates every file; prints each unusable one's problems and returns undefined if any was. */
async function loadPartials(io: Io, files: string[]): Promise<PartialInput[] | undefined> {
  const out: PartialInput[] = [];
  let bad = 0;
  for (const arg of files) {
    const input = await readInput(io, arg, 'partial report');
    const parsed = parsePartialText(input.text, { file: input.file });
    if (parsed.ok) {
      out.push({ file: input.file, partial: parsed.partial });
      continue;
    }
    bad++;
    for (const e of parsed.errors) io.stderr(formatDiagnostic(e, input.file) + '\n');
    io.stderr(
      `toolgauge report merge: ${input.file} is not a usable partial report (write one with toolgauge run <suite.yml> --shard i/n --out FILE)\n`
    );
  }
  return bad > 0 ? undefined : out;
}

export const mergeCommand: Command = {
  spec: {
    name: 'report merge',
    summary: 'join the partial reports of toolgauge run --shard i/n into one report, identical to an unsharded run',
    usage: `toolgauge report merge <partial.json>... [--format ${FORMATS.join('|')}] [--out FILE]`,
    positionals: [
      {
        name: '<partial.json>...',
        description: 'one partial per shard, in any order (written by toolgauge run <suite.yml> --shard i/n --out FILE)'
      }
    ],
    options: {
      format: {
        type: 'string',
        description: `output format: ${FORMATS.join(', ')}`,
        choices: FORMATS,
        default: 'text',
        value: 'NAME'
      },
      json: { type: 'boolean', description: 'same as --format json' },
      out: { type: 'string', description: 'write the merged report to FILE instead of stdout', value: 'FILE' }
    },
    epilog: [
      "The merge scores the union of every shard's cells with the same code toolgauge run uses: pass^k floors,",
      'selection F1, assert-sets, thresholds, derived metrics and rollups are computed once over all the cells.',
      'Only the suite-level hooks differ from an unsharded run: each shard ran beforeAll and afterAll, listed shard by shard.',
      'exit codes: 0 every test passed or skipped; 1 a test failed or errored, or a floor was breached (as toolgauge run);',
      '2 a file is not a partial report, a shard is missing or given twice, or the partials come from different',
      'suites, filters, shard counts or toolgauge versions (each problem names its file and JSON pointer).',
      'examples:',
      '  toolgauge run suite.yml --shard 1/2 --out part-1.json',
      '  toolgauge run suite.yml --shard 2/2 --out part-2.json',
      '  toolgauge report merge part-*.json --format junit --out junit.xml'
    ].join('\n')
  },

  async run({ values, positionals }, io) {
    if (positionals.length === 0)
      throw new UsageError(
        "missing partial reports: pass every shard's file (toolgauge run <suite.yml> --shard i/n --out FILE writes one)"
      );
    // A quoted glob ('part-*.json', as CI matrices write it) is expanded here, as lint does; a file
    // named twice stays twice, so the merge can say that shard was given again.
    const files: string[] = [];
    for (const arg of positionals) {
      if (!GLOB_CHARS.test(arg)) {
        files.push(arg);
        continue;
      }
      const expanded = await expandInputs(io.cwd, [arg], ['.json']);
      if (expanded.problems.length > 0) throw new UsageError(expanded.problems.join('; '));
      files.push(...expanded.files);
    }
    const inputs = await loadPartials(io, files);
    if (!inputs) return EXIT.usage;
    const needsTokens = inputs[0]!.partial.scoring.suite.tests.some(countsTokens);
    const encoders = needsTokens ? nodeEncoders() : undefined;
    const merged = await mergePartials(inputs, {
      toolgauge: TOOLGAUGE_VERSION,
      regex: boundedRegex(),
      ...(encoders ? { countTokens: encoders.cl100k, lint: { encoders } } : {})
    });
    if (!merged.ok) {
      for (const p of merged.errors) io.stderr(problemLine(p) + '\n');
      io.stderr(
        `toolgauge report merge: ${inputs.length === 1 ? 'the 1 partial does' : `the ${inputs.length} partials do`} not make up one run (${merged.errors.length} problem${merged.errors.length === 1 ? '' : 's'})\n`
      );
      return EXIT.usage;
    }
    const report = merged.report;
    for (const line of failedHookLines(report)) io.stderr(`toolgauge report merge: ${line}\n`);
    for (const line of floorLines(report)) io.stderr(line + '\n');
    const format = values.json === true ? 'json' : (values.format as ReportFormatName);
    await writeReport(io, values.out as string | undefined, REPORT_FORMATS[format](report));
    return reportExitCode(report) === 0 ? EXIT.ok : EXIT.gate;
  }
};
