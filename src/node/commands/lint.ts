/** `toolgauge lint <file | dir | glob | -> ...`: findings, TDQS scores, smells and token cost of catalogs. */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { withServerName } from '#core/lint/client-view';
import { failsGate, formatLintReport, lintInput, type LintEntry } from '#core/lint/lint-input';
import type { Command } from '../cli/command.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { writeReport } from '../cli/io.ts';
import { lintShare, shareBase } from '../cli/share.ts';
import { loadProjectConfig } from '../config/find-config.ts';
import { cliLintOptions, resolveLintSettings, rulesForLink } from '../config/rules-file.ts';
import { entriesAsNamed, forEachCatalogInput, printDiagnostics } from '../lint/catalog-inputs.ts';
import { clientViewer } from '../lint/lint-flags.ts';
import { resolveTargets } from '../lint/lint-targets.ts';
import { LONG_LINT_TOOLS, lintCatalogTwoThreads, prestartTokenWorker } from '../tokens/parallel-tokens.ts';
import { LINT_SPEC, reportChoice } from './lint-spec.ts';

export const command: Command = {
  spec: LINT_SPEC,

  async run({ values, positionals, explicit }, io) {
    prestartTokenWorker();
    const project = await loadProjectConfig(io, values);
    if (!project) return EXIT.usage;
    // The project config fills what the command line left at its default; --rules replaces its rules.
    for (const key of ['fail-on', 'tokenizer', 'docs-base'] as const) {
      if (!explicit?.has(key) && project.config[key] !== undefined) values[key] = project.config[key];
    }
    const base = shareBase(values, project.config);
    const resolved = await resolveLintSettings(io, values, project.config.ruleSettings);
    if (!resolved) return EXIT.usage;
    const share = lintShare(
      io,
      base,
      base === undefined
        ? undefined
        : rulesForLink(resolved.rulesFile, project.config.ruleSettings, resolved.settings?.preset, resolved.preset)
    );
    // --target beats the rules file's or the config's target: list; the targets ride in the lint options.
    const lint = {
      ...cliLintOptions(values, resolved),
      targets: resolveTargets(values.target, resolved.settings?.targets)
    };
    // --server-name: the rules (CMP-002) prefix with the same name as the --client view.
    const lintNamed =
      (file: string): typeof lintCatalogTwoThreads =>
      (catalog, options) => {
        // A lint of this size takes seconds: say so (the event loop runs between slices of it, so Ctrl-C ends it).
        if (catalog.tools.length >= LONG_LINT_TOOLS)
          io.stderr(`toolgauge lint: ${file}: linting ${catalog.tools.length.toLocaleString('en-US')} tools\n`);
        return lintCatalogTwoThreads(withServerName(catalog, values['server-name']), options);
      };
    if (values.watch === true) return (await import('./lint-watch.ts')).runWatch(io, values, positionals, lint);
    if (typeof values.server === 'string')
      throw new UsageError(
        '--server picks the server --watch follows; without --watch, --client-config lints every server'
      );
    // --client NAME: also show the surface as that client sends it (and, with --client-config, which client wrote it).
    const viewer = clientViewer(values);
    const entries: LintEntry[] = [];
    // For SARIF and GitLab, where each catalog file is on disk (a live server has no file).
    const fullPaths = new Map<LintEntry, string>();
    let unparsed = 0;
    const read = await forEachCatalogInput(io, values, positionals, async (input) => {
      const linted = await lintInput(input, lint, lintNamed(input.file));
      if (!linted.ok) {
        printDiagnostics(io, input.file, linted.errors);
        unparsed++;
        return;
      }
      printDiagnostics(io, input.file, linted.warnings, 'warning: ');
      entries.push(linted.entry);
      if (input.path) fullPaths.set(linted.entry, input.path);
      viewer?.add(
        withServerName(linted.catalog, values['server-name']),
        linted.entry.report.tools.map((t) => t.tokens.cl100k)
      );
      share?.add(input);
    });
    if (typeof read === 'number') return read;
    if (entries.length === 0) return EXIT.usage;
    const { format, tokenizer } = reportChoice(values);
    const shown = entriesAsNamed(io.cwd, format, entries, fullPaths);
    // Between the long synchronous parts of a big report (locating, formatting, writing) the
    // event loop runs: a signal waits for one of them, not for all.
    await nextTurn();
    let text = formatLintReport(shown, format, {
      tokenizer,
      views: viewer?.views,
      ...(values['score-parts'] === true ? { scoreParts: true } : {})
    });
    const out = values.out as string | undefined;
    if (share) text = await share.place(format, text, out, entries);
    await nextTurn();
    await writeReport(io, out, text);
    const unusable = read.unusable + unparsed;
    if (unusable > 0) {
      io.stderr(
        `toolgauge lint: ${unusable} input${unusable === 1 ? '' : 's'} could not be linted (named above); exit 2\n`
      );
      return EXIT.usage;
    }
    if (read.liveFailed > 0) return EXIT.usage;
    return failsGate(entries, values['fail-on']) ? EXIT.gate : EXIT.ok;
  }
};
