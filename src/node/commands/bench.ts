/** `toolgauge bench <spec.yml>`: does each description carry tool selection, and how much does an edit hurt. */
import path from 'node:path';
import { benchInput, formatBenchReport, passesBenchGates, type BenchEntry } from '#core/bench/bench-input';
import { BENCH_FORMATS, type BenchFormatName } from '#core/bench/format';
import { pinReport } from '#core/bench/pin-report';
import type { SelectorName } from '#core/bench/selector';
import { parseSelectors, parseTopK, readBenchSpec } from '#core/bench/spec';
import { formatDiagnostic } from '#core/source/diagnostic';
import { reportOptions } from '../cli/args.ts';
import type { Command } from '../cli/command.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { expandInputs } from '../cli/inputs.ts';
import { loadProjectConfig, NO_CONFIG_OPTION } from '../config/find-config.ts';
import { passTrustGate, TRUST_OPTION } from '../config/trust-gate.ts';
import { outsideRefs } from '../suite/load-suite.ts';
import { readInput, writeReport, type Io } from '../cli/io.ts';
import type { ParsedOptions } from '../cli/args.ts';
import { nodeEncoders } from '../tokens/node-encoders.ts';
import { benchSharePayload, type CliSharePayload } from '#core/share/links';
import { linkPath, makeLinks, placeLinks, shareBase, SHARE_OPTION } from '../cli/share.ts';
import { COMMAND_SUMMARIES } from './summaries.ts';

const FORMATS = Object.keys(BENCH_FORMATS) as BenchFormatName[];

export const command: Command = {
  spec: {
    name: 'bench',
    summary: COMMAND_SUMMARIES.bench,
    usage:
      'toolgauge bench <spec.yml | dir | glob | -> ... [--selector lexical|bm25|fastmcp-bm25[,...]] [--top-k K] [--min-drop FRACTION] [--min-recall FRACTION] [--sweep] [--pin TARGET] [--format text|json|markdown] [--json] [--out FILE]',
    positionals: [
      {
        name: '<spec.yml | dir | glob | ->...',
        description:
          'bench specs: catalog (or catalog_path, relative to the spec), intents, mutations; a directory means its .yml/.yaml files; - reads stdin'
      }
    ],
    options: {
      ...reportOptions(FORMATS),
      'min-drop': {
        type: 'string',
        description: 'gate: exit 1 unless some declared mutation drops accuracy by at least FRACTION (0..1)',
        value: 'FRACTION'
      },
      'min-recall': {
        type: 'string',
        description: 'gate: exit 1 when baseline recall@k is below FRACTION (0..1), for any selector',
        value: 'FRACTION'
      },
      selector: {
        type: 'string',
        description:
          "lexical (default), bm25 or fastmcp-bm25 (FastMCP 4.0.10's BM25 search transform, exactly); several, comma-separated, are compared side by side (overrides selector: of the spec)",
        value: 'NAMES'
      },
      'top-k': {
        type: 'string',
        description: 'how many ranked tools count as retrieved for recall@k (default 5, overrides top_k: of the spec)',
        value: 'K'
      },
      sweep: {
        type: 'boolean',
        description: 'also generate every mutation itself and report the carry table and the confusion list'
      },
      pin: {
        type: 'string',
        description:
          'advise which tools to keep always visible so recall@k reaches FRACTION (0.9 or 90%) for the fewest tokens, per selector, and when each client defers tools (in every format)',
        value: 'FRACTION'
      },
      ...SHARE_OPTION,
      ...NO_CONFIG_OPTION,
      ...TRUST_OPTION
    },
    epilog: [
      'Several specs: each is reported in turn; the exit code is the worst of them.',
      'exit codes: 0 ok (or the gates passed), 1 a gate failed (--min-drop: the largest drop is below it or no mutation',
      'is declared; --min-recall: baseline recall@k is below it; with several selectors, for any of them), 2 an',
      'unreadable or unusable spec, or bad arguments.',
      'example: toolgauge bench examples/bench/weather.yml --min-drop 0.5',
      'example: toolgauge bench examples/bench/search-github.yml --selector lexical,bm25 --top-k 5 --min-recall 0.8'
    ].join('\n')
  },

  async run({ values, positionals }, io) {
    const project = await loadProjectConfig(io, values);
    if (!project) return EXIT.usage;
    const configDrop = project.config['min-drop'];
    const minDrop = parseFraction(
      (values['min-drop'] as string | undefined) ?? (configDrop !== undefined ? String(configDrop) : undefined),
      '--min-drop',
      'e.g. 0.2 for 20 points'
    );
    const share = shareBase(values, project.config);
    const minRecall = parseFraction(
      values['min-recall'] as string | undefined,
      '--min-recall',
      'e.g. 0.8 for 80% of intents'
    );
    const choice = {
      selectors: parseSelectorFlag(values.selector as string | undefined),
      topK: parseTopKFlag(values['top-k'] as string | undefined)
    };
    if (positionals.length === 0) await readInput(io, undefined, 'bench spec');
    const { files, problems } = await expandInputs(io.cwd, positionals, ['.yml', '.yaml']);
    for (const p of problems) io.stderr(`toolgauge bench: ${p}\n`);
    const gates = { minDrop, minRecall };
    const pin = parseFraction(
      values.pin as string | undefined,
      '--pin',
      'e.g. 0.9 or 90% for 90% of intents within the top k'
    );
    const encoders = pin === undefined ? undefined : nodeEncoders();
    let worst: number = problems.length > 0 ? EXIT.usage : EXIT.ok;
    const done: Array<BenchEntry & { share: CliSharePayload | undefined }> = [];
    for (const arg of files) {
      let result;
      try {
        result = await benchOne(io, arg, values, choice);
      } catch (e) {
        if (!(e instanceof UsageError) || files.length === 1) throw e;
        io.stderr(`toolgauge bench: ${e.message}\n`);
        result = undefined;
      }
      if (!result) {
        worst = EXIT.usage;
        continue;
      }
      const advice = pin !== undefined && encoders ? pinReport(result.spec, result.run, pin, encoders) : undefined;
      done.push({ ...result, ...(advice ? { pin: advice } : {}) });
      if (!passesBenchGates(result.run, gates)) worst = Math.max(worst, EXIT.gate);
    }
    if (done.length === 0) return EXIT.usage;
    const format = values.format as BenchFormatName;
    const text = formatBenchReport(done, {
      format,
      gates,
      many: files.length + problems.length > 1,
      unusable: files.length - done.length + problems.length
    });
    const links = share
      ? await makeLinks(
          share,
          done.map((d) => ({ file: d.file, payload: d.share })),
          'toolgauge bench ... --format html --out bench.html'
        )
      : [];
    await writeReport(
      io,
      values.out as string | undefined,
      placeLinks(io, format, text, values.out as string | undefined, links)
    );
    return worst;
  }
};

/** Reads, resolves and runs one spec; prints its problems and returns undefined when it is unusable. */
async function benchOne(
  io: Io,
  arg: string,
  values: ParsedOptions,
  choice: { selectors?: SelectorName[]; topK?: number }
): Promise<(BenchEntry & { share: CliSharePayload | undefined }) | undefined> {
  const input = await readInput(io, arg, 'bench spec');
  const read = readBenchSpec(input.text, { file: input.file });
  if (!read.ok) return void fail(io, read.errors, input.file);

  let external: { text: string; file: string } | undefined;
  if ('path' in read.draft.catalog) {
    // Relative to the spec file (to the working directory for a spec read from stdin).
    const base = input.path ? path.dirname(input.path) : io.cwd;
    const full = path.resolve(base, read.draft.catalog.path);
    const shown = path.relative(io.cwd, full) || full;
    // Like a suite's file references: a spec from elsewhere could otherwise read any file you can.
    const outside = await outsideRefs(input.path ?? path.join(io.cwd, 'stdin'), [{ path: read.draft.catalog.path }]);
    if (!(await passTrustGate(io, values, { file: input.file, runnables: [], outside }))) return undefined;
    try {
      const catalog = await readInput({ ...io, cwd: '/' }, full, 'catalog');
      external = { text: catalog.text, file: shown };
    } catch (e) {
      const at = read.draft.locate(read.draft.catalog.pointer);
      const where = `${input.file}${at ? `:${at.line}:${at.column}` : ''}`;
      io.stderr(
        `${where}: ${(e as Error).message.replace(full, shown)} (catalog_path ${read.draft.catalog.path} is resolved relative to the spec)\n`
      );
      return undefined;
    }
  }
  const result = benchInput(read.draft, external, { sweep: values.sweep === true, ...choice });
  if (!result.ok) return void fail(io, result.errors, input.file);
  for (const w of result.warnings) io.stderr(`warning: ${formatDiagnostic(w)}\n`);
  // The link carries the spec and the catalog at the path its catalog_path: names from the spec.
  const share = benchSharePayload(
    { path: linkPath(io, input.file), text: input.text },
    external && 'path' in read.draft.catalog ? { ref: read.draft.catalog.path, text: external.text } : undefined
  );
  return { file: input.file, run: result.run, spec: result.spec, share };
}

function fail(
  io: { stderr: (t: string) => void },
  errors: Array<Parameters<typeof formatDiagnostic>[0]>,
  file: string
): number {
  for (const e of errors) io.stderr(formatDiagnostic(e, e.file ?? file) + '\n');
  return EXIT.usage;
}

function parseFraction(raw: string | undefined, flag: string, example: string): number | undefined {
  if (raw === undefined) return undefined;
  // "90%" is 0.9: a percentage reads as naturally as a fraction.
  const percent = /^\s*([^%]*?)\s*%\s*$/.exec(raw);
  const number = percent ? percent[1] : raw;
  const value = Number(number) / (percent ? 100 : 1);
  if (number.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new UsageError(`${flag} must be a fraction between 0 and 1 or a percentage, ${example} (got "${raw}")`);
  }
  return value;
}

function parseSelectorFlag(raw: string | undefined): SelectorName[] | undefined {
  if (raw === undefined) return undefined;
  const r = parseSelectors(raw);
  if (!r.ok)
    throw new UsageError(
      `--selector: ${r.problems.map((p) => p.message).join('; ')}; expected lexical, bm25 or fastmcp-bm25, or several comma-separated`
    );
  return r.names;
}

function parseTopKFlag(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const k = parseTopK(raw);
  if (k === undefined) throw new UsageError(`--top-k must be a whole number of tools, 1 or more (got "${raw}")`);
  return k;
}
