/** `toolgauge diff <base> <head>`: what changed between two versions of a catalog, as a CI gate. */
import { parseCatalogText } from '#core/catalog/parse-catalog';
import { diffCatalogs, parseTokenGrowth, tokenGrowthExceeded, type DiffSide } from '#core/diff/catalog-diff';
import { DIFF_FORMATS, type DiffFormatName } from '#core/diff/format';
import { formatDiagnostic } from '#core/source/diagnostic';
import type { Encoders } from '#core/tokens/encoders';
import { nodeEncoders } from '../tokens/node-encoders.ts';
import { reportOptions } from '../cli/args.ts';
import type { Command } from '../cli/command.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { readInput, writeReport, type Io } from '../cli/io.ts';
import { lintCatalogTwoThreads } from '../tokens/parallel-tokens.ts';
import { resolveLintSettings } from '../config/rules-file.ts';
import { loadProjectConfig, NO_CONFIG_OPTION } from '../config/find-config.ts';
import { DEFAULT_PRESET, PRESET_NAMES } from '#core/lint/types';
import type { LintOptions } from '#core/lint/lint';
import { DEFAULT_SPEC, SPEC_VERSIONS } from '#core/lint/spec-versions';
import { COMMAND_SUMMARIES } from './summaries.ts';

const FORMATS = Object.keys(DIFF_FORMATS) as DiffFormatName[];

async function side(
  io: Io,
  arg: string | undefined,
  what: string,
  lint: LintOptions & { encoders: Encoders }
): Promise<DiffSide | undefined> {
  const input = await readInput(io, arg, what);
  const parsed = parseCatalogText(input.text, { file: input.file });
  if (!parsed.ok) {
    for (const e of parsed.errors) io.stderr(formatDiagnostic(e, input.file) + '\n');
    return undefined;
  }
  return { catalog: parsed.catalog, report: await lintCatalogTwoThreads(parsed.catalog, lint) };
}

export const command: Command = {
  spec: {
    name: 'diff',
    summary: COMMAND_SUMMARIES.diff,
    usage: `toolgauge diff <base> <head> [--format ${FORMATS.join('|')}] [--preset ${PRESET_NAMES.join('|')}] [--spec ${SPEC_VERSIONS.join('|')}] [--rules FILE] [--max-token-growth N | N%] [--out FILE]`,
    positionals: [
      { name: '<base>', description: "the catalog before the change (for example the main branch's snapshot)" },
      { name: '<head>', description: 'the catalog after it; either may be - for stdin' }
    ],
    options: {
      ...reportOptions(FORMATS),
      preset: {
        type: 'string',
        description: `the lint preset both sides are linted with, so "new critical" means what lint would say (default: the config's rules preset, else ${DEFAULT_PRESET})`,
        choices: [...PRESET_NAMES],
        value: 'NAME'
      },
      spec: {
        type: 'string',
        description: `the MCP specification version both sides are linted under (default: the config's spec, else ${DEFAULT_SPEC})`,
        choices: [...SPEC_VERSIONS],
        value: 'VERSION'
      },
      rules: {
        type: 'string',
        description:
          "rule settings (YAML or JSON) both sides are linted with, as lint --rules; beats the config's rules: block",
        value: 'FILE'
      },
      'max-token-growth': {
        type: 'string',
        description: 'gate: exit 1 when the catalog grows by more than N tokens, or N% of the base (cl100k or o200k)',
        value: 'N|N%'
      },
      ...NO_CONFIG_OPTION
    },
    epilog: [
      'A tool is matched by its id (server.tool for bundles); changed lists the fields that differ: description,',
      'title, inputSchema, outputSchema, annotations (JSON compared with keys in any order).',
      'exit codes: 0 no new critical finding and growth within --max-token-growth, 1 a new critical finding or too much',
      'growth, 2 an unusable catalog or bad arguments.',
      'example: toolgauge diff base/tools.json tools.json --format markdown --max-token-growth 10% --out diff.md'
    ].join('\n')
  },

  async run({ values, positionals }, io) {
    if (positionals.length !== 2)
      throw new UsageError(`diff takes two catalogs, <base> and <head> (got ${positionals.length})`);
    if (positionals[0] === '-' && positionals[1] === '-')
      throw new UsageError('only one of the two catalogs can be read from stdin');
    const project = await loadProjectConfig(io, values);
    if (!project) return EXIT.usage;
    const rawLimit = (values['max-token-growth'] as string | undefined) ?? project.config['max-token-growth'];
    const limit = rawLimit === undefined ? undefined : parseTokenGrowth(rawLimit);
    if (rawLimit !== undefined && !limit)
      throw new UsageError(
        `--max-token-growth takes a number of tokens (500) or a percentage of the base (10%) (got "${rawLimit}")`
      );
    // Both sides are linted as `toolgauge lint` would lint them here: the config's rules and preset, --preset first.
    const resolved = await resolveLintSettings(io, values, project.config.ruleSettings);
    if (!resolved) return EXIT.usage;
    const { settings, preset, spec } = resolved;
    // One version for both sides, so a diff never shows a change of version as a change of tools.
    const lint = { encoders: nodeEncoders(), ...settings, preset, spec: spec ?? DEFAULT_SPEC };
    const base = await side(io, positionals[0], 'base catalog', lint);
    const head = await side(io, positionals[1], 'head catalog', lint);
    if (!base || !head) return EXIT.usage;

    const diff = diffCatalogs(base, head);
    const gate: string[] = [];
    if (diff.newCriticals > 0)
      gate.push(`fail: ${diff.newCriticals} new critical finding${diff.newCriticals === 1 ? '' : 's'}`);
    if (limit) {
      const over = tokenGrowthExceeded(diff, limit);
      const shown = limit.kind === 'percent' ? `${limit.value}%` : `${limit.value} tokens`;
      gate.push(
        over.length > 0
          ? `fail: token growth over --max-token-growth ${shown} (${over.join(', ')})`
          : `pass: token growth within --max-token-growth ${shown}`
      );
    }
    const format = values.format as DiffFormatName;
    await writeReport(
      io,
      values.out as string | undefined,
      DIFF_FORMATS[format](diff, { base: positionals[0], head: positionals[1], gate })
    );
    return gate.some((g) => g.startsWith('fail')) ? EXIT.gate : EXIT.ok;
  }
};
