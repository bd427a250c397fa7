/**
 * The traces page's scoring: a pasted trace (any importer format, detected) and a YAML block of
 * checks, scored exactly as `toolgauge run` scores an agent test. The YAML holds the blocks of a
 * suite's agent test (equal_function_sets, orchestration, distractors, tool_selection,
 * token_efficiency, task, claims); this module wraps it as that test, with the pasted trace as its
 * `trace:`, so the page and the CLI run one code path (core/suite) and cannot disagree.
 */
import type { AtlasRunResult, FailureShare } from '../atlas/index.ts';
import type { DistractorResult } from '../metrics/distractor-accuracy.ts';
import type { CurveGroup } from '../metrics/distractor-curve.ts';
import type { OrchestrationResult } from '../metrics/orchestration.ts';
import type { SelectionF1 } from '../metrics/selection-f1.ts';
import type { TokenEfficiencyResult } from '../metrics/token-efficiency.ts';
import type { ToolSelectionResult } from '../metrics/tool-selection.ts';
import type { Diagnostic } from '../source/diagnostic.ts';
import { clopperPearson } from '../stats/clopper-pearson.ts';
import { parseText } from '../source/parse-text.ts';
import { checkSuite } from '../suite/checks.ts';
import type { SuiteFiles } from '../suite/files.ts';
import { suiteFiles } from '../suite/load.ts';
import { normalizeSuite } from '../suite/normalize.ts';
import type { TestResult } from '../suite/report-types.ts';
import { runSuite } from '../suite/run.ts';
import type { SuiteDoc } from '../suite/types.ts';
import { validateSuiteValue } from '../suite/validate.ts';
import { importerFor } from '../trace/importers/detect.ts';
import { importTrace } from '../trace/importers/index.ts';
import type { TraceFormat } from '../trace/importers/types.ts';
import type { CountTokens } from '../tokens/encoders.ts';

export interface TraceRequest {
  traceText: string;
  /** How the trace is named in messages and in the YAML's view of it (`trace.json` by default). */
  traceFile?: string;
  checksText: string;
  checksFile?: string;
  /** Files the checks name (`task:`, `token_efficiency.catalog:`), by the path as written. */
  files?: Record<string, string>;
}

export interface TraceView {
  format: TraceFormat;
  /** The importer's own description of the format it detected. */
  formatName: string;
  runs: number;
  calls: number;
  /** Per run, its calls as `server.tool` ids (`tool` without a server), in order. */
  callIds: string[][];
  warnings: Diagnostic[];
  /** The agent test as `toolgauge run` reports it: verdict, assertions, floors and every block's figures. */
  test: TestResult;
  /** The same figures, typed by block (absent when the checks do not declare the block). */
  figures: TraceFigures;
  /** The distractor curve's points with the two-sided 95% Clopper-Pearson interval on the run success rate. */
  curve: CurvePointView[];
}

/** The figures evaluate-agent.ts writes under `metrics`, by block. */
export interface TraceFigures {
  selection?: Omit<SelectionF1, 'runs'>;
  orchestration?: OrchestrationResult;
  distractors?: DistractorResult;
  toolSelection?: ToolSelectionResult;
  tokenEfficiency?: TokenEfficiencyResult;
  claims?: {
    coverage: number;
    threshold: number;
    passed: boolean;
    fulfilled: number;
    partial: number;
    missed: number;
    unscored: number;
    excluded: number;
    runs: AtlasRunResult[];
    failures: FailureShare[];
  };
}

export interface CurvePointView {
  complexity: string;
  count: number;
  accuracy: number;
  certified_lower: number;
  successes: number;
  runs: number;
  /** successes / runs, and its 95% exact interval, as percents. */
  success_rate: number;
  lower: number;
  upper: number;
}

export type TraceResult =
  | { ok: true; view: TraceView }
  /** The trace does not import, or the checks do not validate; each list is positioned in its own text. */
  | { ok: false; kind: 'errors'; format?: TraceFormat; formatName?: string; trace: Diagnostic[]; checks: Diagnostic[] }
  /** The checks name files: read them (relative to the checks file) and score again with their text. */
  | { ok: false; kind: 'needs-files'; paths: string[] };

/** The agent test's keys the page supplies itself. */
const SUPPLIED = ['name', 'trace'];
const PREFIX = '/agents/0';

export async function scoreTrace(
  request: TraceRequest,
  options: { countTokens?: CountTokens } = {}
): Promise<TraceResult> {
  const traceFile = request.traceFile ?? 'trace.json';
  const checksFile = request.checksFile ?? 'checks.yml';
  const imported = importTrace(request.traceText, { file: traceFile });
  const checks = readChecks(request.checksText, checksFile);
  if (!imported.ok || !checks.ok) {
    const format = imported.format;
    return {
      ok: false,
      kind: 'errors',
      ...(format ? { format, formatName: importerFor(format).describe } : {}),
      trace: imported.ok ? [] : imported.errors.map((e) => ({ ...e, file: e.file ?? traceFile })),
      checks: checks.ok ? [] : checks.errors
    };
  }
  const suite = normalizeSuite(checks.doc, { vars: {}, env: {} }, checksFile);
  const given = request.files ?? {};
  const needed = suiteFiles(suite)
    .filter((f) => f.kind !== 'trace')
    .map((f) => f.path);
  const missing = needed.filter((p) => !Object.hasOwn(given, p));
  if (missing.length > 0) return { ok: false, kind: 'needs-files', paths: [...new Set(missing)] };
  const files: SuiteFiles = { [traceFile]: { text: request.traceText } };
  for (const p of needed) files[p] = { text: given[p] };
  const report = await runSuite(suite, { files, ...(options.countTokens ? { countTokens: options.countTokens } : {}) });
  const runs = imported.trace.runs;
  const test = report.tests[0];
  const figures = figuresOf(test.metrics ?? {});
  return {
    ok: true,
    view: {
      format: imported.format,
      formatName: importerFor(imported.format).describe,
      runs: runs.length,
      calls: runs.reduce((n, r) => n + r.calls.length, 0),
      callIds: runs.map((r) => r.calls.map((c) => (c.server ? `${c.server}.${c.tool}` : c.tool))),
      warnings: imported.warnings,
      test,
      figures,
      curve: curveOf((test.metrics?.distractors as { curve?: CurveGroup[] } | undefined)?.curve ?? [])
    }
  };

  function readChecks(text: string, file: string): { ok: true; doc: SuiteDoc } | { ok: false; errors: Diagnostic[] } {
    const parsed = parseText(text, { file, format: 'yaml' });
    if (!parsed.ok) return { ok: false, errors: [{ ...parsed.error, file }] };
    const value = parsed.value ?? {};
    if (typeof value !== 'object' || Array.isArray(value)) {
      return {
        ok: false,
        errors: [
          {
            message: 'the checks are not a mapping',
            expected: 'a mapping of agent-test blocks: equal_function_sets, orchestration, distractors, task, ...',
            pointer: '',
            line: 1,
            column: 1,
            file
          }
        ]
      };
    }
    const body = Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(([k]) => !SUPPLIED.includes(k))
    );
    const doc = { name: 'traces page', agents: [{ name: 'pasted trace', trace: traceFile, ...body }] };
    // Problems are reported against the user's YAML: strip the wrapper from their pointers.
    const schema = validateSuiteValue(doc);
    const problems = schema.length > 0 ? schema : checkSuite(doc as SuiteDoc);
    const errors = problems.map((d): Diagnostic => {
      const pointer = d.pointer?.startsWith(PREFIX) ? d.pointer.slice(PREFIX.length) : '';
      return { ...d, pointer, ...(parsed.locate(pointer) ?? { line: 1, column: 1 }), file };
    });
    return errors.length > 0 ? { ok: false, errors } : { ok: true, doc: doc as SuiteDoc };
  }
}

function figuresOf(m: Record<string, unknown>): TraceFigures {
  // The shapes are those evaluate-agent.ts stores per block; this is the one place that names them.
  const out: TraceFigures = {};
  if (m.equal_function_sets) out.selection = m.equal_function_sets as TraceFigures['selection'];
  if (m.orchestration) out.orchestration = m.orchestration as OrchestrationResult;
  if (m.distractors) out.distractors = m.distractors as DistractorResult;
  if (m.tool_selection) out.toolSelection = m.tool_selection as ToolSelectionResult;
  if (m.token_efficiency) out.tokenEfficiency = m.token_efficiency as TokenEfficiencyResult;
  if (m.claims) out.claims = m.claims as TraceFigures['claims'];
  return out;
}

function curveOf(groups: CurveGroup[]): CurvePointView[] {
  return groups.flatMap((g) =>
    g.points.map((p) => {
      const ci = clopperPearson(p.successes, p.runs);
      return {
        complexity: g.complexity,
        count: p.count,
        accuracy: p.accuracy,
        certified_lower: p.certified_lower,
        successes: p.successes,
        runs: p.runs,
        success_rate: p.runs === 0 ? 0 : (100 * p.successes) / p.runs,
        lower: 100 * ci.lower,
        upper: 100 * ci.upper
      };
    })
  );
}
