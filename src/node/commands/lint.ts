/** `toolgauge lint <file | ->`: findings, TDQS scores, smells and token cost of a catalog. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseCatalogText } from '#core/catalog/parse-catalog';
import { lintCatalog } from '#core/lint/lint';
import { LINT_FORMATS, type LintFormatName } from '#core/lint/formats/index';
import { DEFAULT_DOCS_BASE, RULE_LIST } from '#core/lint/registry';
import { parseRuleSettingsText, ruleIdsOf, severityResolver } from '#core/lint/settings/rule-settings';
import type { SeverityResolver } from '#core/lint/types';
import { severityTotals } from '#core/lint/totals';
import { loadEncoders, type Encoding } from '#core/tokens/encoders';
import { lintCatalogTwoThreads } from '../tokens/parallel-tokens.ts';
import { formatDiagnostic } from '#core/source/diagnostic';
import { reportOptions } from '../cli/args.ts';
import type { Command } from '../cli/command.ts';
import { EXIT } from '../cli/errors.ts';
import { readInput, writeReport, type Io } from '../cli/io.ts';
import { LIVE_LINT_OPTIONS, liveLintInput, looksLikeTranscript, transcriptCatalog } from '../mcp/lint-input.ts';

const FORMATS = Object.keys(LINT_FORMATS) as LintFormatName[];

/**
 * The rule pages that ship with toolgauge (docs/rules/), found by walking up from this module so
 * it works from source and from the bundled CLI alike; falls back to the repository-relative path.
 */
export function defaultDocsBase(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'docs', 'rules');
    if (existsSync(path.join(candidate, 'README.md'))) return pathToFileURL(candidate).href + '/';
    dir = path.dirname(dir);
  }
  return DEFAULT_DOCS_BASE;
}

/** Reads `--rules FILE`; on bad settings prints each problem as file:line:col and returns undefined. */
async function readRuleSettings(io: Io, file: string): Promise<SeverityResolver | undefined> {
  const input = await readInput(io, file, 'rules file');
  const result = parseRuleSettingsText(input.text, { file: input.file, ruleIds: ruleIdsOf(RULE_LIST) });
  if (!result.ok) {
    for (const e of result.errors) io.stderr(formatDiagnostic(e, input.file) + '\n');
    return undefined;
  }
  return severityResolver(result.settings);
}

export const command: Command = {
  spec: {
    name: 'lint',
    summary: 'lint a tools/list catalog: findings, quality scores, smells, token cost',
    usage: `toolgauge lint <file | - | session.jsonl> | --stdio "CMD" | --url URL | --client-config FILE [--save FILE] [--format ${FORMATS.join('|')}] [--rules FILE] [--fail-on critical|warning|none] [--tokenizer cl100k|o200k] [--out FILE]`,
    positionals: [{ name: '<file | ->', description: 'a catalog in JSON or YAML ({tools}, a bare array, a JSON-RPC response, or {servers: {...}}); - reads stdin' }],
    options: {
      ...reportOptions(FORMATS),
      rules: { type: 'string', description: 'rule settings (YAML or JSON): severities, rules turned off, per-tool overrides; see docs/lint.md', value: 'FILE' },
      'fail-on': { type: 'string', description: 'exit 1 when a finding at this severity or worse exists', choices: ['critical', 'warning', 'none'], default: 'critical', value: 'LEVEL' },
      tokenizer: { type: 'string', description: 'which BPE count text output shows (cl100k_base or o200k_base)', choices: ['cl100k', 'o200k'], default: 'cl100k', value: 'NAME' },
      'docs-base': { type: 'string', description: 'URL prefix of the rule docs pages in findings and SARIF helpUri (default: the docs/rules/ that ship with toolgauge)', value: 'URL' },
      ...LIVE_LINT_OPTIONS
    },
    epilog: [
      'exit codes: 0 nothing at or above --fail-on, 1 a finding reached --fail-on, 2 unusable input, arguments or rules file, or a server that could not be listed.',
      'examples:',
      '  toolgauge lint tools.json --format sarif --out toolgauge.sarif',
      '  toolgauge lint tools.json --format markdown --rules .toolgauge-rules.yaml',
      '  toolgauge lint --stdio "npx -y @modelcontextprotocol/server-filesystem /tmp" --save fs.json',
      '  toolgauge lint --client-config .cursor/mcp.json'
    ].join('\n')
  },

  async run({ values, positionals }, io) {
    let severityFor: SeverityResolver | undefined;
    if (typeof values.rules === 'string') {
      severityFor = await readRuleSettings(io, values.rules);
      if (!severityFor) return EXIT.usage;
    }
    const live = await liveLintInput(io, values, positionals);
    if (typeof live === 'number') return live;
    let input = live ?? (await readInput(io, positionals[0], 'catalog'));
    if (!live && looksLikeTranscript(input.text, input.file)) {
      const fromSession = transcriptCatalog(io, input.text, input.file);
      if (typeof fromSession === 'number') return fromSession;
      input = fromSession;
    }
    const parsed = parseCatalogText(input.text, { file: input.file });
    if (!parsed.ok) {
      for (const e of parsed.errors) io.stderr(formatDiagnostic(e, input.file) + '\n');
      return EXIT.usage;
    }
    for (const w of parsed.warnings) io.stderr(`warning: ${formatDiagnostic(w, input.file)}\n`);
    const encoders = await loadEncoders();
    const docsBase = typeof values['docs-base'] === 'string' ? values['docs-base'].replace(/\/?$/, '/') : defaultDocsBase();
    const report = await lintCatalogTwoThreads(parsed.catalog, { encoders, docsBase, ...(severityFor ? { severityFor } : {}) });
    const format = values.format as LintFormatName;
    const text = LINT_FORMATS[format](report, { file: input.file, locate: parsed.source?.locate, tokenizer: values.tokenizer as Encoding });
    await writeReport(io, values.out as string | undefined, text);

    const { criticals, warnings } = severityTotals(report.summary);
    if (live && live.failed > 0) return EXIT.usage;
    const failOn = values['fail-on'];
    if (failOn === 'critical' && criticals > 0) return EXIT.gate;
    if (failOn === 'warning' && criticals + warnings > 0) return EXIT.gate;
    return EXIT.ok;
  }
};
