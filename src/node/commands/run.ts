/** `toolgauge run <suite.yml>`: run a suite offline (recorded results, traces, catalogs, tasks). */
import { formatDiagnostic } from '#core/source/diagnostic';
import { REPORT_FORMATS, type ReportFormatName } from '#core/report/formats/index';
import { floorLines } from '#core/suite/format-text';
import { failedHookLines } from '#core/suite/hooks/format';
import { reportExitCode, runSuiteWithAgents } from '#core/suite/run';
import { dispatches } from '#core/suite/agent-dispatch';
import type { AgentCase } from '#core/suite/model';
import { loadEncoders } from '#core/tokens/encoders';
import type { Command } from '../cli/command.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { readInput, writeReport, type Io } from '../cli/io.ts';
import { parseText } from '#core/source/parse-text';
import { DEFAULT_PRICES, readPriceTable, type PriceTable } from '#core/agents/prices';
import path from 'node:path';
import { processHookHost } from '../hooks/process-executor.ts';
import { loadSuiteFile } from '../suite/load-suite.ts';
import { boundedRegex } from '../suite/regex-bound.ts';
import { liveServers, noTestRan, RUN_LIVE_OPTIONS } from '../suite/live-run.ts';
import { nodeAgentHost } from '../agents/host.ts';
import { Progress } from '../agents/progress.ts';

/** Every format `report` renders a saved report in; `run` renders them directly. */
const FORMATS = Object.keys(REPORT_FORMATS) as ReportFormatName[];

export const command: Command = {
  spec: {
    name: 'run',
    summary: 'run a YAML test suite: tool results, agent traces, tool-description quality',
    usage: `toolgauge run <suite.yml> [--format ${FORMATS.join('|')}] [--out FILE] [--filter PATTERN]`,
    positionals: [{ name: '<suite.yml>', description: 'the suite file (or pass it with --config); relative paths in it resolve against its folder' }],
    options: {
      config: { type: 'string', description: 'the suite file (same as the positional argument)', value: 'FILE' },
      format: { type: 'string', description: `report format: ${FORMATS.join(', ')}`, choices: FORMATS, default: 'text', value: 'NAME' },
      reporter: { type: 'string', description: 'same as --format', choices: FORMATS, value: 'NAME' },
      json: { type: 'boolean', description: 'same as --format json' },
      out: { type: 'string', description: 'write the report to FILE instead of stdout', value: 'FILE' },
      filter: { type: 'string', description: 'run only tests whose name contains PATTERN (case-insensitive, * matches anything)', value: 'PATTERN' },
      record: { type: 'boolean', description: 'dispatch agent tests even when they have a cassette, and write each test\'s runs to cassettes/<suite>/<test>.json beside the suite' },
      prices: { type: 'string', description: 'a JSON or YAML price table { "<model>": { "input": $, "output": $ } } (dollars per million tokens) merged over the built-in one', value: 'FILE' },
      'max-cost': { type: 'string', description: 'stop dispatching agents once this many dollars are spent (the cells left report skip)', value: 'DOLLARS' },
      ...RUN_LIVE_OPTIONS
    },
    epilog: [
      'tools: tests without recorded: call their server; tool_quality: checks without catalog: list it. servers: start once per run, on first use.',
      'Agent tests with model: and no trace: dispatch their agent (model: lexical needs no key and no network) or replay their cassette; see docs/agents.md.',
      'A run in which no test ran exits 1 ("no test ran") unless --pass-with-no-tests.',
      'pass^k floor lines and FLOOR explanations go to stderr, and so does every hook that failed.',
      'hooks: run in the suite\'s folder, without a shell; each has 60 s unless hooks.timeout_ms says otherwise.',
      'Save --format json to render it again later with toolgauge report.',
      'exit codes: 0 every test that ran passed, 1 a test failed or errored, a floor was breached, or no test ran, 2 unusable suite or arguments.'
    ].join('\n')
  },

  async run({ values, positionals }, io) {
    const config = values.config as string | undefined;
    if (config !== undefined && positionals.length > 0 && positionals[0] !== config) throw new UsageError(`pass the suite once: either <suite.yml> or --config, not both (${positionals[0]} and ${config})`);
    if (positionals.length > 1) throw new UsageError(`one suite at a time (got ${positionals.join(', ')})`);
    const input = await readInput(io, config ?? positionals[0], 'suite');
    const suitePath = input.path ?? `${io.cwd}/suite.yml`;
    const { load, files } = await loadSuiteFile(input.text, input.file, suitePath);
    if (!load.ok) {
      for (const e of load.errors) io.stderr(formatDiagnostic(e, input.file) + '\n');
      io.stderr(`toolgauge run: ${input.file} is not a usable suite (${load.errors.length} problem${load.errors.length === 1 ? '' : 's'})\n`);
      return EXIT.usage;
    }
    const needsTokens = load.suite.tests.some((t) => t.kind === 'agent' && t.blocks.token_efficiency);
    const encoders = needsTokens ? await loadEncoders() : undefined;
    const maxCost = parseMaxCost(values['max-cost'] as string | undefined);
    const prices = values.prices === undefined ? undefined : await readPrices(io, values.prices as string);
    const progress = new Progress(process.stderr, process.env);
    // A server's log line clears the progress line first, so the two never share a line.
    const servers = liveServers(load.suite, suitePath, values, { ...io, stderr: (t) => (progress.end(), io.stderr(t)) });
    const agentTests = load.suite.tests.filter((t): t is AgentCase => t.kind === 'agent' && dispatches(t));
    const agents = agentTests.length > 0 ? await nodeAgentHost(servers, agentTests, { suitePath, cwd: io.cwd, env: process.env, record: values.record === true, ...(prices ? { prices } : {}), ...(maxCost !== undefined ? { maxCost } : {}), progress }) : undefined;
    const { report, spent, notes } = await runSuiteWithAgents(load.suite, {
      files,
      regex: boundedRegex(),
      ...(encoders ? { countTokens: encoders.cl100k } : {}),
      ...(values.filter !== undefined ? { filter: values.filter as string } : {}),
      live: servers,
      locate: load.source.locate,
      // Hooks run in the suite's folder, so ./scripts/seed.sh means the script beside the suite.
      hooks: processHookHost({ cwd: path.dirname(suitePath) }),
      ...(agents ? { agents: agents.host } : {})
    }).finally(() => {
      progress.end();
      return servers.close();
    });
    for (const note of notes) io.stderr(`toolgauge run: ${note}\n`);
    if (agents) {
      for (const file of await agents.saveCassettes()) io.stderr(`toolgauge run: recorded ${file}\n`);
      if (spent > 0 || maxCost !== undefined) io.stderr(`toolgauge run: agents spent $${spent.toFixed(4)}${maxCost !== undefined ? ` of --max-cost $${maxCost}` : ''}\n`);
    }
    for (const line of failedHookLines(report)) io.stderr(`toolgauge run: ${line}\n`);
    for (const line of floorLines(report)) io.stderr(line + '\n');
    if (values.filter !== undefined && report.tests.length === 0) io.stderr(`toolgauge run: no test name matches --filter ${String(values.filter)}\n`);
    const format = (values.json === true ? 'json' : (values.reporter as ReportFormatName | undefined) ?? (values.format as ReportFormatName)) as ReportFormatName;
    await writeReport(io, values.out as string | undefined, REPORT_FORMATS[format](report));
    if (noTestRan(report, values, io)) return EXIT.gate;
    return reportExitCode(report) === 0 ? EXIT.ok : EXIT.gate;
  }
};

function parseMaxCost(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw.replace(/^\$/, ''));
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0) throw new UsageError(`--max-cost takes dollars, a number 0 or more (got ${JSON.stringify(raw)})`);
  return n;
}

/** --prices FILE: the user's entries over the built-in table; a bad file is a usage error naming the entry. */
async function readPrices(io: Io, file: string): Promise<PriceTable> {
  const input = await readInput(io, file, 'price table');
  const parsed = parseText(input.text, { file: input.file });
  if (!parsed.ok) throw new UsageError(formatDiagnostic(parsed.error, input.file));
  const table = readPriceTable(parsed.value);
  if (!table.ok) throw new UsageError(formatDiagnostic({ message: table.problem, pointer: table.pointer, ...(parsed.locate(table.pointer) ?? {}) }, input.file));
  return { ...DEFAULT_PRICES, ...table.table };
}
