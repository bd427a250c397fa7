/** `toolgauge lint <file | dir | glob | -> ...`: findings, TDQS scores, smells and token cost of catalogs. */
import { parseCatalogText } from '#core/catalog/parse-catalog';
import { LINT_FORMATS, type LintFormatName } from '#core/lint/formats/index';
import type { LintEntry } from '#core/lint/formats/context';
import { reportPointers } from '#core/lint/formats/pointers';
import type { LintSummary } from '#core/lint/types';
import { DEFAULT_DOCS_BASE, RULE_LIST } from '#core/lint/registry';
import { parseRuleSettingsText, ruleIdsOf } from '#core/lint/settings/rule-settings';
import { DEFAULT_PRESET, PRESET_NAMES, type PresetName } from '#core/lint/types';
import { severityTotals, totalSummary } from '#core/lint/totals';
import type { Encoders, Encoding } from '#core/tokens/encoders';
import type { LintOptions } from '#core/lint/lint';
import type { ParsedOptions } from '../cli/args.ts';
import { DEFAULT_SPEC, SPEC_VERSIONS } from '#core/lint/spec-versions';
import { nodeEncoders } from '../tokens/node-encoders.ts';
import { lintCatalogTwoThreads, prestartTokenWorker } from '../tokens/parallel-tokens.ts';
import { formatDiagnostic } from '#core/source/diagnostic';
import { reportOptions } from '../cli/args.ts';
import type { Command } from '../cli/command.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { expandInputs } from '../cli/inputs.ts';
import { loadProjectConfig, NO_CONFIG_OPTION } from '../config/find-config.ts';
import { readInput, writeReport, type Io } from '../cli/io.ts';
import { LIVE_LINT_OPTIONS, looksLikeTranscript } from '../lint/lint-flags.ts';
import { CLIENT_VIEW_NAMES, type ClientLimits } from '#core/lint/client-limits';
import { clientView, formatClientViewText, type ClientView } from '#core/lint/client-view';
import { sanitize } from '#core/text/sanitize';
import { lintSharePayload, type CliSharePayload } from '#core/share/links';
import type { RuleSettings } from '#core/lint/settings/rule-settings';
import { linkPath, makeLinks, placeLinks, shareBase, SHARE_OPTION } from '../cli/share.ts';
import { COMMAND_SUMMARIES } from './summaries.ts';
import { rulePagesBase } from '../docs/rule-pages.ts';
import { resolveLintSettings } from '../config/rules-file.ts';
import { resolveTargets, TARGET_OPTION } from '../lint/lint-targets.ts';
import { repoRelative, repoRoot } from '../config/repo-root.ts';

/** The live-server and recorded-session paths, loaded only when used (they pull in the MCP SDK). */
const liveInputs = () => import('../lint/lint-input.ts');

const FORMATS = Object.keys(LINT_FORMATS) as LintFormatName[];
/** What a directory or a `**` glob yields to lint. */
const CATALOG_EXTENSIONS = ['.json', '.yaml', '.yml'];

/**
 * The rule pages that ship with toolgauge (docs/rules/), found by walking up from this module so
 * it works from source and from the bundled CLI alike; falls back to the repository-relative path.
 */
export function defaultDocsBase(): string {
  return rulePagesBase() ?? DEFAULT_DOCS_BASE;
}

export const command: Command = {
  spec: {
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
        description: `which rule definitions and severities to start from: recommended (tuned for precision on real servers) or reference (the reference tool's exactly); beats a rules file's preset: (default ${DEFAULT_PRESET})`,
        choices: [...PRESET_NAMES],
        value: 'NAME'
      },
      spec: {
        type: 'string',
        description: `the MCP specification version whose rules the spec rules apply (names, schemas, x-mcp-header, icons, outputSchema); beats a rules file's or the config's spec: (default ${DEFAULT_SPEC}, the latest)`,
        choices: [...SPEC_VERSIONS],
        value: 'VERSION'
      },
      ...TARGET_OPTION,
      rules: {
        type: 'string',
        description: 'rule settings (YAML or JSON): severities, rules turned off, per-tool overrides; see docs/lint.md',
        value: 'FILE'
      },
      'fail-on': {
        type: 'string',
        description: 'exit 1 when a finding at this severity or worse exists',
        choices: ['critical', 'warning', 'none'],
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
      '  toolgauge lint --stdio "npx -y @modelcontextprotocol/server-filesystem /tmp" --save fs.json',
      '  toolgauge lint --client-config .cursor/mcp.json',
      '  toolgauge lint tools.json --target openai-strict,anthropic-strict --format json',
      '  toolgauge lint tools.json --format markdown --share-url https://you.github.io/toolgauge',
      '  toolgauge lint tools.json --watch'
    ].join('\n')
  },

  async run({ values, positionals, explicit }, io) {
    prestartTokenWorker();
    const project = await loadProjectConfig(io, values);
    if (!project) return EXIT.usage;
    // The project config fills what the command line left at its default; --rules replaces its rules.
    for (const key of ['fail-on', 'tokenizer', 'docs-base'] as const) {
      if (!explicit?.has(key) && project.config[key] !== undefined) values[key] = project.config[key];
    }
    const share = shareBase(values, project.config);
    const resolved = await resolveLintSettings(io, values, project.config.ruleSettings);
    if (!resolved) return EXIT.usage;
    const { rulesFile, preset, spec } = resolved;
    // --target (or target: in the rules file or config): the targets ride in the lint options.
    const settings = { ...resolved.settings, targets: resolveTargets(values.target, resolved.settings?.target) };
    const sharedRules = share
      ? rulesForLink(rulesFile, project.config.ruleSettings, settings?.preset, preset)
      : undefined;
    const payloads: Array<CliSharePayload | undefined> = [];
    if (values.watch === true)
      return runWatch(io, values, positionals, {
        encoders: nodeEncoders(),
        docsBase:
          typeof values['docs-base'] === 'string' ? values['docs-base'].replace(/\/?$/, '/') : defaultDocsBase(),
        ...settings,
        preset,
        spec
      });
    if (typeof values.server === 'string')
      throw new UsageError(
        '--server picks the server --watch follows; without --watch, --client-config lints every server'
      );
    const wantsLive = Object.keys(LIVE_LINT_OPTIONS).some((k) => values[k] !== undefined);
    const live = wantsLive ? await (await liveInputs()).liveLintInput(io, values, positionals) : undefined;
    if (typeof live === 'number') return live;
    if (!live && positionals.length === 0) await readInput(io, undefined, 'catalog');
    const entries: LintEntry[] = [];
    // --client NAME: also show the surface as that client sends it (and, with --client-config, which client wrote it).
    const viewAs =
      typeof values.client === 'string' && (CLIENT_VIEW_NAMES as string[]).includes(values.client)
        ? (values.client as ClientLimits['id'])
        : undefined;
    if (typeof values.client === 'string' && !viewAs && typeof values['client-config'] !== 'string')
      throw new UsageError(
        `--client ${values.client}: no documented limits to show for it; the clients with a view are ${CLIENT_VIEW_NAMES.join(', ')}`
      );
    const views: ClientView[] = [];
    let unusable = 0;
    const encoders = nodeEncoders();
    const docsBase =
      typeof values['docs-base'] === 'string' ? values['docs-base'].replace(/\/?$/, '/') : defaultDocsBase();
    /** Parses and lints one input; a catalog that does not parse is named and counted as unusable. */
    // For SARIF and GitLab, where each catalog file is on disk (a live server has no file).
    const fullPaths = new Map<LintEntry, string>();
    const lintInput = async (input: { text: string; file: string; path?: string }) => {
      const parsed = parseCatalogText(input.text, { file: input.file });
      if (!parsed.ok) {
        for (const e of parsed.errors) io.stderr(formatDiagnostic(e, input.file) + '\n');
        unusable++;
        return;
      }
      for (const w of parsed.warnings) io.stderr(`warning: ${formatDiagnostic(w, input.file)}\n`);
      const report = await lintCatalogTwoThreads(parsed.catalog, { encoders, docsBase, ...settings, preset, spec });
      // One walk over the input finds every pointer the report names, before a format asks for them.
      parsed.source?.prepare?.(reportPointers(report));
      const entry = { file: input.file, report, locate: parsed.source?.locate };
      entries.push(entry);
      if (input.path) fullPaths.set(entry, input.path);
      if (viewAs)
        views.push(
          clientView(
            parsed.catalog,
            viewAs,
            report.tools.map((t) => t.tokens.cl100k)
          )
        );
      if (share)
        payloads.push(
          lintSharePayload(
            { path: linkPath(io, input.file), text: input.text },
            sharedRules && { path: linkPath(io, sharedRules.path), text: sharedRules.text }
          )
        );
    };
    if (live) await lintInput(live);
    const { files, problems } = live
      ? { files: [], problems: [] }
      : await expandInputs(io.cwd, positionals, CATALOG_EXTENSIONS);
    for (const p of problems) io.stderr(`toolgauge lint: ${p}\n`);
    unusable += problems.length;
    for (const arg of files) {
      let input;
      try {
        input = await readInput(io, arg, 'catalog');
      } catch (e) {
        if (!(e instanceof UsageError) || files.length === 1) throw e;
        io.stderr(`toolgauge lint: ${e.message}\n`);
        unusable++;
        continue;
      }
      if (looksLikeTranscript(input.text, input.file)) {
        const fromSession = (await liveInputs()).transcriptCatalog(io, input.text, input.file);
        if (typeof fromSession === 'number') {
          unusable++;
          continue;
        }
        input = fromSession;
      }
      await lintInput(input);
    }
    if (entries.length === 0) return EXIT.usage;
    const format = values.format as LintFormatName;
    // Code scanning and GitLab resolve a result's path against the repository root, not the folder toolgauge ran in.
    const root = format === 'sarif' || format === 'gitlab' ? repoRoot(io.cwd) : undefined;
    const shown = root
      ? entries.map((e) => ({ ...e, file: repoRelative(fullPaths.get(e) ?? '', root) ?? e.file }))
      : entries;
    let text = LINT_FORMATS[format](shown, { tokenizer: values.tokenizer as Encoding });
    if (views.length > 0 && format === 'text')
      text += '\n' + views.map((v) => formatClientViewText(v, sanitize)).join('\n');
    if (views.length === 1 && format === 'json')
      text = JSON.stringify({ ...JSON.parse(text), client_view: views[0] }, null, 2);
    if (share) {
      const links = await makeLinks(
        share,
        entries.map((e, i) => ({ file: e.file, payload: payloads[i] })),
        'toolgauge lint ... --format html --out report.html'
      );
      text = placeLinks(io, format, text, values.out as string | undefined, links);
    }
    await writeReport(io, values.out as string | undefined, text);
    if (unusable > 0) {
      io.stderr(
        `toolgauge lint: ${unusable} input${unusable === 1 ? '' : 's'} could not be linted (named above); exit 2\n`
      );
      return EXIT.usage;
    }
    if (live && live.failed > 0) return EXIT.usage;
    return gateExit(totalSummary(entries.map((e) => e.report.summary)), values['fail-on']);
  }
};

/**
 * The rules file a share link carries, so /view lints with what the CLI linted with: the --rules
 * file as written when the preset is its own; otherwise the settings in effect (the config's
 * rules, a --preset) written out as a rules file (the --rules format is those fields). None when
 * the lint used the defaults.
 */
export function rulesForLink(
  file: { path: string; text: string } | undefined,
  configRules: RuleSettings | undefined,
  filePreset: PresetName | undefined,
  preset: PresetName
): { path: string; text: string } | undefined {
  if (file && (filePreset ?? DEFAULT_PRESET) === preset) return file;
  if (file) {
    const read = parseRuleSettingsText(file.text, { file: file.path, ruleIds: ruleIdsOf(RULE_LIST) });
    if (read.ok)
      return { path: 'toolgauge-rules.json', text: JSON.stringify({ ...read.settings, preset }, null, 2) + '\n' };
  }
  if (configRules)
    return { path: 'toolgauge-rules.json', text: JSON.stringify({ ...configRules, preset }, null, 2) + '\n' };
  return preset === DEFAULT_PRESET
    ? undefined
    : { path: 'toolgauge-rules.json', text: JSON.stringify({ preset }, null, 2) + '\n' };
}

async function runWatch(
  io: Io,
  values: ParsedOptions,
  positionals: string[],
  lint: LintOptions & { encoders: Encoders }
): Promise<number> {
  const w = await import('./lint-watch.ts');
  w.checkWatchFlags(values, positionals);
  const options = { lint, tokenizer: values.tokenizer as Encoding };
  const live = ['stdio', 'url', 'client-config'].some((k) => typeof values[k] === 'string');
  return live ? w.watchServer(io, values, options) : w.watchFile(io, positionals[0], options);
}

/** Exit 1 when a finding reached --fail-on. */
export function gateExit(s: LintSummary, failOn: unknown): number {
  const { criticals, warnings } = severityTotals(s);
  if (failOn === 'critical' && criticals > 0) return EXIT.gate;
  if (failOn === 'warning' && criticals + warnings > 0) return EXIT.gate;
  return EXIT.ok;
}
