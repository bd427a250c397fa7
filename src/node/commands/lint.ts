/** `toolgauge lint <file | ->`: findings, TDQS scores, smells and token cost of a catalog. */
import { parseCatalogText } from '#core/catalog/parse-catalog';
import { lintCatalog } from '#core/lint/lint';
import { LINT_FORMATS, type LintFormatName } from '#core/lint/formats/index';
import { loadEncoders, type Encoding } from '#core/tokens/encoders';
import { formatDiagnostic } from '#core/source/diagnostic';
import { reportOptions } from '../cli/args.ts';
import type { Command } from '../cli/command.ts';
import { EXIT } from '../cli/errors.ts';
import { readInput, writeReport } from '../cli/io.ts';

const FORMATS = Object.keys(LINT_FORMATS) as LintFormatName[];

export const command: Command = {
  spec: {
    name: 'lint',
    summary: 'lint a tools/list catalog: findings, quality scores, smells, token cost',
    usage: 'toolgauge lint <file | -> [--format text|json] [--fail-on critical|warning|none] [--tokenizer cl100k|o200k] [--out FILE]',
    positionals: [{ name: '<file | ->', description: 'a catalog in JSON or YAML ({tools}, a bare array, a JSON-RPC response, or {servers: {...}}); - reads stdin' }],
    options: {
      ...reportOptions(FORMATS),
      'fail-on': { type: 'string', description: 'exit 1 when a finding at this severity or worse exists', choices: ['critical', 'warning', 'none'], default: 'critical', value: 'LEVEL' },
      tokenizer: { type: 'string', description: 'which BPE count text output shows (cl100k_base or o200k_base)', choices: ['cl100k', 'o200k'], default: 'cl100k', value: 'NAME' }
    },
    epilog: 'exit codes: 0 nothing at or above --fail-on, 1 a finding reached --fail-on, 2 unusable input or arguments.'
  },

  async run({ values, positionals }, io) {
    const input = await readInput(io, positionals[0], 'catalog');
    const parsed = parseCatalogText(input.text, { file: input.file });
    if (!parsed.ok) {
      for (const e of parsed.errors) io.stderr(formatDiagnostic(e, input.file) + '\n');
      return EXIT.usage;
    }
    for (const w of parsed.warnings) io.stderr(`warning: ${formatDiagnostic(w, input.file)}\n`);
    const encoders = await loadEncoders();
    const report = lintCatalog(parsed.catalog, { encoders });
    const format = values.format as LintFormatName;
    const text = LINT_FORMATS[format](report, { file: input.file, locate: parsed.source?.locate, tokenizer: values.tokenizer as Encoding });
    await writeReport(io, values.out as string | undefined, text);

    const s = report.summary;
    const criticals = s.critical_count + s.schema_criticals;
    const warnings = s.warning_count + s.schema_warnings;
    const failOn = values['fail-on'];
    if (failOn === 'critical' && criticals > 0) return EXIT.gate;
    if (failOn === 'warning' && criticals + warnings > 0) return EXIT.gate;
    return EXIT.ok;
  }
};
