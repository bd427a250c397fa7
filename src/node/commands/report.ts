/**
 * `toolgauge report <report.json>`: render a saved suite report again (text, Markdown, JUnit, the
 * comparison matrix, JSON), or with `--compare <baseline.json>` show what changed against a
 * baseline and gate on regressions.
 */
import { compareReports } from '#core/report/compare';
import { COMPARE_FORMATS, type CompareFormatName } from '#core/report/compare-formats';
import { REPORT_FORMATS, type ReportFormatName } from '#core/report/formats/index';
import { parseSuiteReportText } from '#core/report/validate';
import { formatDiagnostic } from '#core/source/diagnostic';
import type { SuiteReport } from '#core/suite/report-types';
import type { Command } from '../cli/command.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { readInput, writeReport, type Io } from '../cli/io.ts';
import { mergeCommand } from './report-merge.ts';
import { COMMAND_SUMMARIES } from './summaries.ts';

const FORMATS = Object.keys(REPORT_FORMATS) as ReportFormatName[];
const COMPARE_FORMAT_NAMES = Object.keys(COMPARE_FORMATS) as CompareFormatName[];

/** Reads and validates one report; prints its problems as file:line:col and returns undefined when unusable. */
async function loadReport(
  io: Io,
  arg: string | undefined,
  what: string
): Promise<{ report: SuiteReport; file: string } | undefined> {
  const input = await readInput(io, arg, what);
  const parsed = parseSuiteReportText(input.text, { file: input.file });
  if (!parsed.ok) {
    for (const e of parsed.errors) io.stderr(formatDiagnostic(e, input.file) + '\n');
    io.stderr(
      `toolgauge report: ${input.file} is not a usable suite report (write one with toolgauge run <suite.yml> --format json --out FILE)\n`
    );
    return undefined;
  }
  return { report: parsed.report, file: input.file };
}

export const command: Command = {
  spec: {
    name: 'report',
    summary: COMMAND_SUMMARIES.report,
    usage: `toolgauge report <report.json | -> [--format ${FORMATS.join('|')}] [--out FILE] [--compare <baseline.json>]\n       toolgauge report merge <partial.json>... [--format NAME] [--out FILE]   (see toolgauge report merge --help)`,
    positionals: [
      { name: '<report.json | ->', description: 'a report written by toolgauge run --format json; - reads stdin' }
    ],
    options: {
      format: {
        type: 'string',
        description: `output format: ${FORMATS.join(', ')} (with --compare: ${COMPARE_FORMAT_NAMES.join(', ')})`,
        choices: FORMATS,
        default: 'text',
        value: 'NAME'
      },
      json: { type: 'boolean', description: 'same as --format json' },
      out: { type: 'string', description: 'write the output to FILE instead of stdout', value: 'FILE' },
      compare: {
        type: 'string',
        description: 'a baseline report: print the per-test delta, floor flips, added and removed tests',
        value: 'BASELINE'
      }
    },
    epilog: [
      'exit codes: 0 rendered, or no test that passed in the baseline fails now; 1 a test that passed in the',
      'baseline fails (or errors) now; 2 either file is unusable (malformed JSON, not a suite report, a report',
      'of another major version) or bad arguments.',
      'examples:',
      '  toolgauge run suite.yml --format json --out current.json',
      '  toolgauge report current.json --format junit --out junit.xml',
      '  toolgauge report current.json --compare baseline.json --format markdown --out comment.md'
    ].join('\n')
  },

  subcommands: { merge: mergeCommand },

  async run({ values, positionals }, io) {
    if (positionals.length > 1)
      throw new UsageError(`one report at a time (got ${positionals.join(', ')}); pass the baseline with --compare`);
    const format = values.format as ReportFormatName;
    const baselineArg = values.compare as string | undefined;
    if (baselineArg !== undefined && !(COMPARE_FORMAT_NAMES as string[]).includes(format)) {
      throw new UsageError(
        `--compare prints ${COMPARE_FORMAT_NAMES.join(', ')}; --format ${format} renders one report (drop --compare for it)`
      );
    }
    if (baselineArg === '-' && positionals[0] === '-')
      throw new UsageError('only one of the report and the baseline can be read from stdin');
    const current = await loadReport(io, positionals[0], 'report');
    // Read the baseline even when the current report is unusable, so one run names every broken file.
    const baseline = baselineArg !== undefined ? await loadReport(io, baselineArg, 'baseline report') : undefined;
    if (!current || (baselineArg !== undefined && !baseline)) return EXIT.usage;

    if (!baseline) {
      await writeReport(io, values.out as string | undefined, REPORT_FORMATS[format](current.report));
      return EXIT.ok;
    }
    const comparison = compareReports(baseline.report, current.report, {
      baseline: baseline.file,
      current: current.file
    });
    await writeReport(io, values.out as string | undefined, COMPARE_FORMATS[format as CompareFormatName](comparison));
    if (comparison.regressions.length > 0) {
      io.stderr(
        `toolgauge report: ${comparison.regressions.length} test${comparison.regressions.length === 1 ? '' : 's'} passed in ${baseline.file} and fail${comparison.regressions.length === 1 ? 's' : ''} now: ${comparison.regressions.join(', ')}\n`
      );
      return EXIT.gate;
    }
    return EXIT.ok;
  }
};
