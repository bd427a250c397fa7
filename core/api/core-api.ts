/**
 * The one typed API the playground's worker exposes (through comlink) and the page calls.
 * Both sides import this file: the worker builds the object, the page only its type.
 * Later pages (bench, traces, suites) add methods here; every argument and result is plain,
 * structured-clone-safe data.
 */
import { loadEncoders, type Encoders } from '../tokens/encoders.ts';
import type { TargetName } from '../lint/targets/evaluate.ts';
import { createBenchApi, type BenchApi } from './bench-api.ts';
import { createTraceApi, type TraceApi } from './trace-api.ts';
import { LintSession, type LintUpdate, type SeenVersion } from './lint-session.ts';
import { lintText, type LintView } from './lint-view.ts';
import { memoizeEncoders } from './memo-encoders.ts';
import { ruleDocViews, type RuleDocView } from './rule-docs.ts';
import type { SuiteReport } from '../suite/report-types.ts';
import { checkRules, readRules, type RulesCheckView, type RulesInput } from './lint-report.ts';
import type { LintReportRequest, LintReportView } from './lint-report-file.ts';
import type { SuiteCheckView, SuiteDownloadFormat, SuiteRequest, SuiteRunView } from './suite-view.ts';
import type { ClientLimits } from '../lint/client-limits.ts';

/** The suite engine, loaded on first use so the lint page's worker never parses it. */
export type SuiteModule = Pick<typeof import('./suite-view.ts'), 'checkSuiteText' | 'runSuiteText' | 'suiteReportFile'>;

export interface LintRequest {
  text: string;
  file?: string;
  /**
   * 'exact' (default) waits for the BPE tokenizers; 'if-loaded' answers at once without them
   * while they load (token counts 0, `summary.exactTokens` false), so a first view need not
   * wait for the tokenizers' start-up.
   */
  tokens?: 'exact' | 'if-loaded';
}

export interface UpdateRequest extends LintRequest {
  /** The results the page holds; the answer carries only what changed since then. */
  have?: SeenVersion;
  /** A rules file to lint with (the CLI's `--rules`); one that does not read is ignored (see checkRules). */
  rules?: RulesInput;
  /** Also answer with the surface as this client sends it (the CLI's `lint --client`). */
  client?: ClientLimits['id'];
  /** Also answer with how these targets take the catalog (the CLI's `lint --target`); a rules file's target: otherwise. */
  targets?: TargetName[];
}

export interface CoreApi extends BenchApi, TraceApi {
  /** Parse and lint catalog text; a malformed catalog comes back as `ok: false` with positions. */
  lint(request: LintRequest): Promise<LintView>;
  /**
   * The playground's lint: like `lint`, but the worker keeps the last parse, re-lints only the
   * tool an edit falls inside, and answers with the tools that changed (see lint-session.ts).
   */
  update(request: UpdateRequest): Promise<LintUpdate>;
  /** Every registered rule's docs (summary, why, fix). */
  rules(): Promise<RuleDocView[]>;
  /** Resolves once the tokenizers are loaded (starting the load if needed). */
  warm(): Promise<void>;
  /** Whether a rules file reads (its problems with positions, the CLI's messages). */
  checkRules(rules: RulesInput): Promise<RulesCheckView>;
  /** A lint report file, byte for byte what `toolgauge lint FILE --format F [--rules R] --out OUT` writes. */
  lintReport(request: LintReportRequest): Promise<LintReportView>;
  /** Validate a suite (problems with positions) and resolve the files it names in the workspace. */
  checkSuite(request: SuiteRequest): Promise<SuiteCheckView>;
  /** Run a suite's offline parts against the workspace's files, as `toolgauge run` does. */
  runSuite(request: SuiteRequest): Promise<SuiteRunView>;
  /** A suite report file, byte for byte what `toolgauge run --format F --out FILE` writes. */
  suiteReport(report: SuiteReport, format: SuiteDownloadFormat): Promise<string>;
}

/**
 * Builds the API; `load` supplies the BPE encoders (lazily, on first lint), `loadSuites` the suite
 * engine (lazily, on first suite call; the browser's also installs its CSP-safe validators).
 */
export function createCoreApi(
  load: () => Promise<Encoders> = loadEncoders,
  loadSuites: () => Promise<SuiteModule> = () => import('./suite-view.ts')
): CoreApi {
  let loading: Promise<Encoders> | undefined;
  let loaded: Encoders | undefined;
  const encoders = () =>
    (loading ??= load().then((e) => {
      loaded = memoizeEncoders(e);
      return loaded;
    }));
  const session = new LintSession();
  /** The last rules file read, by its name and text: typing in the catalog does not re-read it. */
  let rulesMemo: { key: string; settings: ReturnType<typeof settingsOf> } | undefined;
  const settingsOf = (rules: RulesInput, key: string) => {
    const r = readRules(rules);
    return r.ok ? { key, lint: r.options } : undefined;
  };
  const settingsFor = (rules: RulesInput | undefined) => {
    if (!rules) return undefined;
    const key = `${rules.file}\u0000${rules.text}`;
    if (rulesMemo?.key !== key) rulesMemo = { key, settings: settingsOf(rules, key) };
    return rulesMemo.settings;
  };
  return {
    ...createBenchApi(),
    ...createTraceApi(encoders, loadSuites),
    async update({ text, file, tokens = 'exact', have, rules, client, targets: picked }) {
      const settings = settingsFor(rules);
      const targets = picked ?? settings?.lint.targets;
      if (tokens === 'if-loaded' && !loaded) {
        void encoders();
        return session.update(text, { file, have, settings, client, targets });
      }
      return session.update(text, { file, have, settings, client, targets, encoders: await encoders() });
    },
    async checkRules(rules) {
      return checkRules(rules);
    },
    async lintReport(request) {
      const [{ lintReportFile }, enc] = await Promise.all([import('./lint-report-file.ts'), encoders()]);
      return lintReportFile(request, enc);
    },
    async lint({ text, file, tokens = 'exact' }) {
      if (tokens === 'if-loaded' && !loaded) {
        void encoders();
        return lintText(text, { file });
      }
      return lintText(text, { file, encoders: await encoders() });
    },
    async rules() {
      return ruleDocViews();
    },
    async warm() {
      await encoders();
    },
    async checkSuite(request) {
      return (await loadSuites()).checkSuiteText(request);
    },
    async runSuite(request) {
      const suites = await loadSuites();
      // The CLI loads the tokenizers only for token_efficiency and tool_quality (countsTokens in
      // core/suite/run.ts); so does the worker.
      const counts = /\b(token_efficiency|tool_quality)\b/.test(request.text);
      return suites.runSuiteText(request, counts ? { encoders: await encoders() } : {});
    },
    async suiteReport(report, format) {
      return (await loadSuites()).suiteReportFile(report, format);
    }
  };
}
