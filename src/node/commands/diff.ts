/** `toolgauge diff <base> <head>`: what changed between two versions of a catalog, as a CI gate. */
import { parseCatalogText } from '#core/catalog/parse-catalog';
import { diffCatalogs, type CatalogDiff, type DiffSide } from '#core/diff/catalog-diff';
import { parseTokenGrowth, tokenGrowthExceeded } from '#core/diff/token-growth';
import { DIFF_FORMATS, type DiffFormatName } from '#core/diff/format';
import { formatDiagnostic } from '#core/source/diagnostic';
import type { Encoders } from '#core/tokens/encoders';
import { nodeEncoders } from '../tokens/node-encoders.ts';
import { reportOptions } from '../cli/args.ts';
import type { Command } from '../cli/command.ts';
import type { OptionSpec } from '../cli/args.ts';
import { LIVE_LINT_OPTIONS, ONE_SERVER_OPTIONS } from '../lint/lint-flags.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { readInput, writeReport, type Io } from '../cli/io.ts';
import { lintCatalogTwoThreads } from '../tokens/parallel-tokens.ts';
import { resolveLintSettings } from '../config/rules-file.ts';
import { loadProjectConfig, NO_CONFIG_OPTION } from '../config/find-config.ts';
import { DEFAULT_PRESET, PRESET_NAMES } from '#core/lint/types';
import type { LintOptions } from '#core/lint/lint';
import { DEFAULT_SPEC, SPEC_VERSIONS } from '#core/lint/spec-versions';
import { COMMAND_SUMMARIES } from './summaries.ts';
import { FAIL_ON_IMPACTS, reaches, type FailOnImpact } from '#core/diff/impact-level';
import { DEFAULT_TOOL_TOKEN_GROWTH, limitText } from '#core/diff/impact';
import { impactCounts } from '#core/diff/format-impact';
import { searchChange } from '#core/diff/search-change';
import { withSearchImpact } from '#core/diff/search-impact';
import { readBenchSpec } from '#core/bench/spec';
import type { BenchDraft } from '#core/bench/spec';

const FORMATS = Object.keys(DIFF_FORMATS) as DiffFormatName[];

/** The server that gives the head side instead of a file (diff-live.ts; loaded only when used). */
const LIVE_OPTIONS: Record<string, OptionSpec> = {
  ...ONE_SERVER_OPTIONS,
  stdio: {
    ...ONE_SERVER_OPTIONS.stdio,
    description: 'the head is what this server lists now: started with this command line (POSIX shell rules, no shell)'
  },
  timeout: LIVE_LINT_OPTIONS.timeout
};
const LIVE_SOURCES = ['stdio', 'url', 'client-config'] as const;

async function side(
  io: Io,
  input: { text: string; file: string | undefined },
  lint: LintOptions & { encoders: Encoders }
): Promise<DiffSide | undefined> {
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
    usage: `toolgauge diff <base> (<head> | --stdio "CMD" | --url URL | --client-config FILE [--server NAME]) [--format ${FORMATS.join('|')}] [--preset ${PRESET_NAMES.join('|')}] [--spec ${SPEC_VERSIONS.join('|')}] [--rules FILE] [--max-token-growth N | N%] [--fail-on ${FAIL_ON_IMPACTS.join('|')}] [--tool-token-growth N | N%] [--intents FILE] [--out FILE]`,
    positionals: [
      { name: '<base>', description: "the catalog before the change (for example the main branch's snapshot)" },
      {
        name: '<head>',
        description:
          'the catalog after it; either may be - for stdin; or leave it out and name a server (--stdio, --url, --client-config) to compare with what it lists now'
      }
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
      'fail-on': {
        type: 'string',
        description:
          'gate on impact instead of new critical findings: exit 1 when a change is breaking (or risky and worse); none never fails (default: the new-critical gate)',
        choices: [...FAIL_ON_IMPACTS],
        value: 'IMPACT'
      },
      'tool-token-growth': {
        type: 'string',
        description: `a tool whose tokens grow by more than N (or N% of its old count) is a risky change (default: more than ${limitText(DEFAULT_TOOL_TOKEN_GROWTH)})`,
        value: 'N|N%'
      },
      intents: {
        type: 'string',
        description:
          "a bench spec (YAML or JSON; its intents, selector: and top_k:, its catalog ignored): rank both sides with each selector and report each intent's gold rank and recall@k before and after; a gold tool leaving the top k is a risky change",
        value: 'FILE'
      },
      ...LIVE_OPTIONS,
      ...NO_CONFIG_OPTION
    },
    epilog: [
      'A tool is matched by its id (server.tool for bundles); changed lists the fields that differ: description,',
      'title, inputSchema, outputSchema, annotations (JSON compared with keys in any order). A removed and an added',
      'tool with the same inputSchema and a similar description are one rename.',
      'Each change has an impact on callers: breaking (a tool removed or renamed; an argument removed, renamed or newly',
      'required; a type, enum or bound narrowed; additionalProperties: false added; an output field dropped or retyped;',
      "destructiveHint on or readOnlyHint off), risky (a description, title or annotation changed; an argument's",
      'description, default or format changed; a tool grown past --tool-token-growth), additive (a new tool, optional',
      'argument or enum value) or none (key order or whitespace only). The report leads with the worst.',
      "With --intents, an intent whose gold tool leaves the top k under any selector makes that tool's change risky.",
      'exit codes: 0 the gate passed, 1 it failed (with --fail-on: a change at that impact or worse; without: a new',
      'critical finding), or growth past --max-token-growth; 2 an unusable catalog or bad arguments.',
      'example: toolgauge diff base/tools.json tools.json --format markdown --max-token-growth 10% --out diff.md',
      'example: toolgauge diff tools.json --stdio "node dist/index.js" --fail-on breaking'
    ].join('\n')
  },

  async run({ values, positionals }, io) {
    const live = LIVE_SOURCES.some((k) => typeof values[k] === 'string');
    if (live && positionals.length !== 1)
      throw new UsageError(
        `diff with a live server takes one catalog, the snapshot to compare it with (got ${positionals.length})`
      );
    if (!live && positionals.length !== 2)
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
    const rawToolLimit = values['tool-token-growth'] as string | undefined;
    const toolTokenGrowth = rawToolLimit === undefined ? undefined : parseTokenGrowth(rawToolLimit);
    if (rawToolLimit !== undefined && !toolTokenGrowth)
      throw new UsageError(
        `--tool-token-growth takes a number of tokens (50) or a percentage of the tool's old count (25%) (got "${rawToolLimit}")`
      );
    const failOn = values['fail-on'] as FailOnImpact | undefined;
    let intents: BenchDraft | undefined;
    if (typeof values.intents === 'string') {
      const spec = await readInput(io, values.intents, '--intents bench spec');
      const read = readBenchSpec(spec.text, { file: spec.file, intentsOnly: true });
      if (!read.ok) {
        for (const e of read.errors) io.stderr(formatDiagnostic(e, spec.file) + '\n');
        return EXIT.usage;
      }
      intents = read.draft;
    }
    // Both sides are linted as `toolgauge lint` would lint them here: the config's rules and preset, --preset first.
    const resolved = await resolveLintSettings(io, values, project.config.ruleSettings);
    if (!resolved) return EXIT.usage;
    const { settings, preset, spec } = resolved;
    // One version for both sides, so a diff never shows a change of version as a change of tools.
    const lint = { encoders: nodeEncoders(), ...settings, preset, spec: spec ?? DEFAULT_SPEC };
    const base = await side(io, await readInput(io, positionals[0], 'base catalog'), lint);
    if (!base) return EXIT.usage;
    let headLabel = positionals[1];
    let headInput: { text: string; file: string | undefined };
    if (live) {
      const now = await (await import('./diff-live.ts')).liveHead(io, values);
      if (typeof now === 'number') return now;
      headLabel = now.label;
      headInput = { text: now.text, file: now.label };
    } else headInput = await readInput(io, positionals[1], 'head catalog');
    const head = await side(io, headInput, lint);
    if (!head) return EXIT.usage;

    const changes = diffCatalogs(base, head, { toolTokenGrowth });
    const diff = intents
      ? withSearchImpact(
          changes,
          searchChange(base.catalog, head.catalog, intents.intents, {
            k: intents.topK,
            selectors: intents.selectors,
            renamed: changes.renamed
          })
        )
      : changes;
    const gate: string[] = failOn ? [impactGate(diff, failOn)] : [];
    if (!failOn && diff.newCriticals > 0)
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
      DIFF_FORMATS[format](diff, { base: positionals[0], head: headLabel, gate })
    );
    return gate.some((g) => g.startsWith('fail')) ? EXIT.gate : EXIT.ok;
  }
};

/** The --fail-on verdict: how many changes reached the level, or that none did. */
function impactGate(diff: CatalogDiff, failOn: FailOnImpact): string {
  if (failOn === 'none') return `pass: --fail-on none (worst impact ${diff.impact})`;
  const counts = impactCounts(diff);
  const n = failOn === 'breaking' ? counts.breaking : counts.breaking + counts.risky;
  const what = failOn === 'breaking' ? 'breaking' : 'breaking or risky';
  return reaches(diff.impact, failOn)
    ? `fail: ${n} ${what} change${n === 1 ? '' : 's'} (--fail-on ${failOn})`
    : `pass: no ${what} change (--fail-on ${failOn})`;
}
