/** `toolgauge lint`'s arguments: what it reads, how it reports, and the help text. */
import { TARGET_OPTION } from '../lint/lint-targets.ts';
import { LINT_FORMATS, type LintFormatName } from '#core/lint/formats/index';
import { FAIL_ON_LEVELS } from '#core/lint/gate';
import { DEFAULT_PRESET, PRESET_NAMES } from '#core/lint/types';
import { DEFAULT_SPEC, SPEC_VERSIONS } from '#core/lint/spec-versions';
import type { Encoding } from '#core/tokens/encoders';
import { reportOptions, type CommandSpec, type ParsedOptions } from '../cli/args.ts';
import { NO_CONFIG_OPTION } from '../config/find-config.ts';
import { LIVE_LINT_OPTIONS } from '../lint/lint-flags.ts';
import { SHARE_OPTION } from '../cli/share.ts';
import { COMMAND_SUMMARIES } from './summaries.ts';

const FORMATS = Object.keys(LINT_FORMATS) as LintFormatName[];

export const LINT_SPEC: CommandSpec = {
  name: 'lint',
  summary: COMMAND_SUMMARIES.lint,
  usage: `toolgauge lint <file | dir | glob | - | session.jsonl>... | --stdio "CMD" | --url URL | --client-config FILE [--save FILE] [--format ${FORMATS.join('|')}] [--preset ${PRESET_NAMES.join('|')}] [--spec ${SPEC_VERSIONS.join('|')}] [--target NAMES] [--rules FILE] [--fail-on critical|warning|none] [--tokenizer cl100k|o200k] [--out FILE]`,
  positionals: [
    {
      name: '<file | dir | glob | ->...',
      description:
        'catalogs in JSON or YAML ({tools}, a bare array, a JSON-RPC response, or {servers: {...}}); a directory means its .json/.yaml/.yml files; globs (*, **, ?, {a,b}) are expanded here; - reads stdin'
    }
  ],
  options: {
    ...reportOptions(FORMATS),
    preset: {
      type: 'string',
      description: `which rule definitions and severities to start from: recommended (tuned for precision on real servers), all (every rule, the unproven ones as hints) or reference (the reference tool's exactly); beats a rules file's preset: (default ${DEFAULT_PRESET})`,
      choices: [...PRESET_NAMES],
      value: 'NAME'
    },
    spec: {
      type: 'string',
      description: `the MCP specification version whose rules the spec rules apply (names, schemas, x-mcp-header, icons, outputSchema); beats a rules file's or the config's spec: (default: the catalog's own protocolVersion when it has one toolgauge knows, else ${DEFAULT_SPEC}, the latest; the summary line says which)`,
      choices: [...SPEC_VERSIONS],
      value: 'VERSION'
    },
    rules: {
      type: 'string',
      description: 'rule settings (YAML or JSON): severities, rules turned off, per-tool overrides; see docs/lint.md',
      value: 'FILE'
    },
    'fail-on': {
      type: 'string',
      description: 'exit 1 when a finding at this severity or worse exists',
      choices: [...FAIL_ON_LEVELS],
      default: 'critical',
      value: 'LEVEL'
    },
    tokenizer: {
      type: 'string',
      description: 'which BPE count text output shows: cl100k (cl100k_base) or o200k (o200k_base)',
      choices: ['cl100k', 'o200k'],
      default: 'cl100k',
      value: 'NAME'
    },
    ...TARGET_OPTION,
    'score-parts': {
      type: 'boolean',
      description:
        'text: under each tool, what each score component cost (description, parameters, conciseness, returns, annotations, examples); JSON and HTML always carry them'
    },
    'docs-base': {
      type: 'string',
      description:
        'URL prefix of the rule docs pages in findings and SARIF helpUri (default: the docs/rules/ that ship with toolgauge)',
      value: 'URL'
    },
    ...LIVE_LINT_OPTIONS,
    ...SHARE_OPTION,
    watch: {
      type: 'boolean',
      description:
        'lint, then lint again on each change and print what changed since the last lint: a catalog file on save, a live server (--stdio, --url, --client-config with --server) when it sends notifications/tools/list_changed; Ctrl-C stops'
    },
    server: {
      type: 'string',
      description: 'with --watch --client-config: the server of the config to follow',
      value: 'NAME'
    },
    ...NO_CONFIG_OPTION
  },
  epilog: [
    'Several inputs: each catalog is reported, then the totals; the exit code is the worst of them.',
    'exit codes: 0 nothing at or above --fail-on, 1 a finding reached --fail-on, 2 an input that cannot be read or parsed, bad arguments or rules file, or a server that could not be listed.',
    'examples:',
    '  toolgauge lint tools.json --format sarif --out toolgauge.sarif',
    '  toolgauge lint tools.json --format markdown --rules .toolgauge-rules.yaml',
    '  toolgauge lint tools.json --target openai-strict,anthropic-strict --format json',
    '  toolgauge lint --stdio "npx -y @modelcontextprotocol/server-filesystem /tmp" --save fs.json',
    '  toolgauge lint --client-config .cursor/mcp.json',
    '  toolgauge lint tools.json --format markdown --share-url https://you.github.io/toolgauge',
    '  toolgauge lint tools.json --watch'
  ].join('\n')
};

/** The report format and the tokenizer text output shows, as parsed (the choices are checked by the parser). */
export function reportChoice(values: ParsedOptions): { format: LintFormatName; tokenizer: Encoding } {
  return { format: values.format as LintFormatName, tokenizer: values.tokenizer as Encoding };
}
