/**
 * `toolgauge run <suite.yml>`: run a suite (recorded results, traces, catalogs, tasks, live servers, agents).
 * With `--shard i/n` it runs one shard of the suite's cells and writes a partial report instead.
 */
import { formatDiagnostic } from '#core/source/diagnostic';
import { REPORT_FORMATS, type ReportFormatName } from '#core/report/formats/index';
import { floorLines } from '#core/suite/format-text';
import { failedHookLines } from '#core/suite/hooks/format';
import { runnablesNotice, suiteRemoteRunnables, suiteRunnables } from '#core/suite/trust';
import type { SuiteDoc } from '#core/suite/types';
import { countsTokens, reportExitCode, runSuiteWithAgents } from '#core/suite/run';
import { dispatches } from '#core/suite/agent-dispatch';
import type { AgentCase } from '#core/suite/model';
import { parseShard, type Shard } from '#core/suite/shard';
import { nodeEncoders } from '../tokens/node-encoders.ts';
import type { ParsedOptions } from '../cli/args.ts';
import type { Command } from '../cli/command.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { readInput, writeReport, type Io } from '../cli/io.ts';
import { parseText } from '#core/source/parse-text';
import { DEFAULT_PRICES, readPriceTable, type PriceTable } from '#core/agents/prices';
import path from 'node:path';
import { processHookHost } from '../hooks/process-executor.ts';
import { outsideRefs, readSuiteFiles } from '../suite/load-suite.ts';
import { loadSuiteText, suiteFiles } from '#core/suite/load';
import { passTrustGate, TRUST_OPTION } from '../config/trust-gate.ts';
import { boundedRegex } from '../process/regex-bound.ts';
import { liveServers, noTestRan, RUN_LIVE_OPTIONS } from '../suite/live-run.ts';
import { runShard } from '../suite/shard-run.ts';
import { nodeAgentHost } from '../agents/host.ts';
import { runSharePayload } from '#core/share/links';
import { maskLiveKeys } from '#core/lint/rules/sec-007-live-secret';
import { loadProjectConfig, NO_CONFIG_OPTION } from '../config/find-config.ts';
import { linkPath, makeLinks, placeLinks, shareBase, SHARE_OPTION } from '../cli/share.ts';
import { Progress } from '../agents/progress.ts';
import { COMMAND_SUMMARIES } from './summaries.ts';

/** Every format `report` renders a saved report in; `run` renders them directly. */
const FORMATS = Object.keys(REPORT_FORMATS) as ReportFormatName[];

export const command: Command = {
  spec: {
    name: 'run',
    summary: COMMAND_SUMMARIES.run,
    usage: `toolgauge run <suite.yml> [--format ${FORMATS.join('|')}] [--out FILE] [--filter PATTERN] [--shard i/n]`,
    positionals: [
      {
        name: '<suite.yml>',
        description: 'the suite file (or pass it with --config); relative paths in it resolve against its folder'
      }
    ],
    options: {
      config: { type: 'string', description: 'the suite file (same as the positional argument)', value: 'FILE' },
      format: {
        type: 'string',
        description: `report format: ${FORMATS.join(', ')}`,
        choices: FORMATS,
        default: 'text',
        value: 'NAME'
      },
      reporter: { type: 'string', description: 'same as --format', choices: FORMATS, value: 'NAME' },
      json: { type: 'boolean', description: 'same as --format json' },
      out: { type: 'string', description: 'write the report to FILE instead of stdout', value: 'FILE' },
      filter: {
        type: 'string',
        description: 'run only tests whose name contains PATTERN (case-insensitive, * matches anything)',
        value: 'PATTERN'
      },
      shard: {
        type: 'string',
        description:
          'run shard i of n (1-based): every n-th (test, model, run) cell, and write a partial report (JSON) for toolgauge report merge',
        value: 'i/n'
      },
      record: {
        type: 'boolean',
        description:
          "dispatch agent tests even when they have a cassette, and write each test's runs to cassettes/<suite>/<test>.json beside the suite"
      },
      prices: {
        type: 'string',
        description:
          'a JSON or YAML price table { "<model>": { "input": $, "output": $ } } (dollars per million tokens) merged over the built-in one',
        value: 'FILE'
      },
      'max-cost': {
        type: 'string',
        description: 'stop dispatching agents once this many dollars are spent (the cells left report skip)',
        value: 'DOLLARS'
      },
      ...RUN_LIVE_OPTIONS,
      ...SHARE_OPTION,
      ...TRUST_OPTION,
      ...NO_CONFIG_OPTION
    },
    epilog: [
      'tools: tests without recorded: call their server; tool_quality: checks without catalog: list it. servers: start once per run, on first use.',
      'Agent tests with model: and no trace: dispatch their agent (model: lexical needs no key and no network) or replay their cassette; see docs/agents.md.',
      'A run in which no test ran exits 1 ("no test ran") unless --pass-with-no-tests.',
      'pass^k floor lines and FLOOR explanations go to stderr, and so does every hook that failed.',
      "hooks: run in the suite's folder, without a shell; each has 60 s unless hooks.timeout_ms says otherwise.",
      'Save --format json to render it again later with toolgauge report.',
      'With --shard i/n the run writes a partial report (cell outcomes, no verdicts) and exits 0 once written; merge',
      "every shard's partial with toolgauge report merge, which scores them into the report an unsharded run writes.",
      'exit codes: 0 every test that ran passed, 1 a test failed or errored, a floor was breached, or no test ran, 2 unusable suite or arguments.'
    ].join('\n')
  },

  async run({ values, positionals, explicit }, io) {
    const config = values.config as string | undefined;
    if (config !== undefined && positionals.length > 0 && positionals[0] !== config)
      throw new UsageError(
        `pass the suite once: either <suite.yml> or --config, not both (${positionals[0]} and ${config})`
      );
    if (positionals.length > 1) throw new UsageError(`one suite at a time (got ${positionals.join(', ')})`);
    const share = await runShareBase(io, values);
    const input = await readInput(io, config ?? positionals[0], 'suite');
    const suitePath = input.path ?? `${io.cwd}/suite.yml`;
    const load = loadSuiteText(input.text, { file: input.file, env: process.env });
    if (!load.ok) {
      for (const e of load.errors) io.stderr(formatDiagnostic(e, input.file) + '\n');
      io.stderr(
        `toolgauge run: ${input.file} is not a usable suite (${load.errors.length} problem${load.errors.length === 1 ? '' : 's'})\n`
      );
      return EXIT.usage;
    }
    // Said before anything starts: a suite is code (servers and hooks run as this user).
    const runnables = [...suiteRunnables(load.suite), ...suiteRemoteRunnables(load.source.value as SuiteDoc)];
    io.stderr(runnablesNotice(input.file, runnables));
    const refs = suiteFiles(load.suite);
    if (
      !(await passTrustGate(io, values, { file: input.file, runnables, outside: await outsideRefs(suitePath, refs) }))
    )
      return EXIT.usage;
    const files = await readSuiteFiles(suitePath, refs);
    const shard = shardOption(values, explicit);
    const needsTokens = !shard && load.suite.tests.some(countsTokens);
    const encoders = needsTokens ? nodeEncoders() : undefined;
    const maxCost = parseMaxCost(values['max-cost'] as string | undefined);
    const prices = values.prices === undefined ? undefined : await readPrices(io, values.prices as string);
    const progress = new Progress(process.stderr, process.env);
    // A server's log line clears the progress line first, so the two never share a line.
    const servers = liveServers(load.suite, suitePath, values, {
      ...io,
      stderr: (t) => (progress.end(), io.stderr(t))
    });
    const agentTests = load.suite.tests.filter((t): t is AgentCase => t.kind === 'agent' && dispatches(t));
    const agents =
      agentTests.length > 0
        ? await nodeAgentHost(servers, agentTests, {
            suitePath,
            cwd: io.cwd,
            env: process.env,
            record: values.record === true,
            ...(prices ? { prices } : {}),
            ...(maxCost !== undefined ? { maxCost } : {}),
            progress
          })
        : undefined;
    const options = {
      files,
      regex: boundedRegex(),
      ...(encoders ? { countTokens: encoders.cl100k, lint: { encoders } } : {}),
      ...(values.filter !== undefined ? { filter: values.filter as string } : {}),
      live: servers,
      locate: load.source.locate,
      // Hooks run in the suite's folder, so ./scripts/seed.sh means the script beside the suite.
      hooks: processHookHost({ cwd: path.dirname(suitePath) }),
      ...(agents ? { agents: agents.host } : {})
    };
    const done = () => {
      progress.end();
      return servers.close();
    };
    const spentLine = (spent: number) => {
      if (agents && (spent > 0 || maxCost !== undefined))
        io.stderr(
          `toolgauge run: agents spent $${spent.toFixed(4)}${maxCost !== undefined ? ` of --max-cost $${maxCost}` : ''}\n`
        );
    };
    if (shard) {
      const { partial, spent, notes } = await runShard({
        suite: load.suite,
        source: input.text,
        path: input.file,
        shard,
        options
      }).finally(done);
      for (const note of notes) io.stderr(`toolgauge run: ${note}\n`);
      spentLine(spent);
      for (const h of [...(partial.hooks ?? []), ...partial.cells.flatMap((c) => c.hooks ?? [])])
        if (!h.ok) io.stderr(`toolgauge run: hook failed: ${h.error}\n`);
      if (share)
        io.stderr('toolgauge run: --share-url makes no link for a shard (a partial report, not a report to read)\n');
      await writeReport(io, values.out as string | undefined, maskLiveKeys(JSON.stringify(partial, null, 2)));
      io.stderr(
        `toolgauge run: shard ${shard.index}/${shard.total}: ${partial.cells.length} of ${partial.cells_total} cells${values.out !== undefined ? ` written to ${String(values.out)}` : ''}; merge every shard's partial with toolgauge report merge\n`
      );
      return EXIT.ok;
    }
    const { report, spent, notes } = await runSuiteWithAgents(load.suite, options).finally(done);
    for (const note of notes) io.stderr(`toolgauge run: ${note}\n`);
    if (agents) {
      for (const file of await agents.saveCassettes()) io.stderr(`toolgauge run: recorded ${file}\n`);
      spentLine(spent);
    }
    for (const line of failedHookLines(report)) io.stderr(`toolgauge run: ${line}\n`);
    for (const line of floorLines(report)) io.stderr(line + '\n');
    if (values.filter !== undefined && report.tests.length === 0)
      io.stderr(`toolgauge run: no test name matches --filter ${String(values.filter)}\n`);
    const format = (
      values.json === true
        ? 'json'
        : ((values.reporter as ReportFormatName | undefined) ?? (values.format as ReportFormatName))
    ) as ReportFormatName;
    const links = share
      ? await makeLinks(
          share,
          [
            { file: input.file, payload: runSharePayload({ path: linkPath(io, input.file), text: input.text }, report) }
          ],
          'toolgauge run ... --format html --out report.html'
        )
      : [];
    await writeReport(
      io,
      values.out as string | undefined,
      // A key a server or agent echoed (SEC-007's formats) is masked in every format, as lint masks it.
      placeLinks(io, format, maskLiveKeys(REPORT_FORMATS[format](report)), values.out as string | undefined, links)
    );
    if (noTestRan(report, values, io)) return EXIT.gate;
    return reportExitCode(report) === 0 ? EXIT.ok : EXIT.gate;
  }
};

/**
 * --share-url, else share-url: in toolgauge.config.yml. run has no other use for that file (its
 * --config is the suite), so a config that does not read is not this command's error: no link.
 */
async function runShareBase(io: Io, values: ParsedOptions): Promise<string | undefined> {
  if (typeof values['share-url'] === 'string') return shareBase(values);
  const project = await loadProjectConfig({ ...io, stderr: () => undefined }, values);
  return project?.config['share-url'] !== undefined ? shareBase(values, project.config) : undefined;
}

/** --shard i/n, checked: JSON only, and no --record (a shard holds some runs of a test, a cassette all of them). */
function shardOption(values: ParsedOptions, explicit: Set<string> | undefined): Shard | undefined {
  const arg = values.shard as string | undefined;
  if (arg === undefined) return undefined;
  const shard = parseShard(arg);
  if (!shard.ok) throw new UsageError(shard.error);
  const format = (
    values.json === true
      ? 'json'
      : ((values.reporter as ReportFormatName | undefined) ?? (values.format as ReportFormatName))
  ) as ReportFormatName;
  if (format !== 'json' && (explicit?.has('format') || explicit?.has('reporter')))
    throw new UsageError(
      `--shard writes a partial report (JSON), not --format ${format}; render the merged report with toolgauge report merge --format ${format}`
    );
  if (values.record === true)
    throw new UsageError(
      '--record writes whole cassettes, and a shard dispatches only some runs of a test: record without --shard'
    );
  return shard.shard;
}

function parseMaxCost(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw.replace(/^\$/, ''));
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0)
    throw new UsageError(`--max-cost takes dollars, a number 0 or more (got ${JSON.stringify(raw)})`);
  return n;
}

/** --prices FILE: the user's entries over the built-in table; a bad file is a usage error naming the entry. */
async function readPrices(io: Io, file: string): Promise<PriceTable> {
  const input = await readInput(io, file, 'price table');
  const parsed = parseText(input.text, { file: input.file });
  if (!parsed.ok) throw new UsageError(formatDiagnostic(parsed.error, input.file));
  const table = readPriceTable(parsed.value);
  if (!table.ok)
    throw new UsageError(
      formatDiagnostic(
        { message: table.problem, pointer: table.pointer, ...(parsed.locate(table.pointer) ?? {}) },
        input.file
      )
    );
  return { ...DEFAULT_PRICES, ...table.table };
}
