/**
 * The suites page's core: load a suite from the workspace, resolve the files it names inside the
 * workspace (core/suite/workspace-files.ts, as the CLI resolves them on disk), run its offline
 * parts and render reports with the CLI's own formatters. Tests that need a live server, a model
 * or the suite's hooks (processes) skip, as `toolgauge run` without them would.
 */
import { REPORT_FORMATS, type ReportFormatName } from '../report/formats/index.ts';
import type { Diagnostic } from '../source/diagnostic.ts';
import type { SuiteFileRef } from '../suite/model.ts';
import { floorLines } from '../suite/format-text.ts';
import { failedHookLines } from '../suite/hooks/format.ts';
import { hasHooks } from '../suite/hooks/plan.ts';
import { loadSuiteText, suiteFiles, type LoadResult } from '../suite/load.ts';
import type { SuiteReport } from '../suite/report-types.ts';
import { reportExitCode, runSuite } from '../suite/run.ts';
import { resolveWorkspaceRef, workspaceSuiteFiles, type InMemoryFile } from '../suite/workspace-files.ts';
import type { Encoders } from '../tokens/encoders.ts';

export interface SuiteRequest {
  /** The suite's workspace path (what the report names it, as `toolgauge run <path>` would). */
  path: string;
  text: string;
  /** Every workspace file; the ones the suite names are looked up here. */
  files: InMemoryFile[];
}

export interface SuiteProblemView {
  message: string;
  expected?: string;
  line: number;
  column: number;
}

export interface SuiteRefView {
  /** As written in the suite. */
  path: string;
  kind: SuiteFileRef['kind'];
  /** Where it points in the workspace (absent when it climbs above it). */
  resolved?: string;
  found: boolean;
  /** Why it cannot be read. */
  reason?: string;
  line: number;
  column: number;
}

export type SuiteCheckView =
  | { ok: false; errors: SuiteProblemView[] }
  | { ok: true; name?: string; tests: number; refs: SuiteRefView[] };

export type SuiteRunView =
  | { ok: false; errors: SuiteProblemView[] }
  | {
      ok: true;
      report: SuiteReport;
      refs: SuiteRefView[];
      /** What `toolgauge run` prints on stdout (the text report) and on stderr (floors, failed hooks). */
      text: string;
      stderr: string[];
      /** The CLI's exit code for this report (0 or 1). */
      exitCode: 0 | 1;
      /** Tests the browser cannot run (hooks, live servers): they are reported as the CLI without them would. */
      offline: string[];
    };

function problems(errors: Diagnostic[]): SuiteProblemView[] {
  return errors.map((e) => ({
    message: e.message,
    ...(e.expected !== undefined ? { expected: e.expected } : {}),
    line: e.line ?? 1,
    column: e.column ?? 1
  }));
}

function refViews(load: Extract<LoadResult, { ok: true }>, request: SuiteRequest): SuiteRefView[] {
  const refs = suiteFiles(load.suite);
  const files = workspaceSuiteFiles(request.files, request.path, refs);
  const seen = new Set<string>();
  const out: SuiteRefView[] = [];
  for (const ref of refs) {
    if (seen.has(ref.path)) continue;
    seen.add(ref.path);
    const f = files[ref.path];
    const pos = load.source.locate(ref.pointer) ?? { line: 1, column: 1 };
    const resolved = resolveWorkspaceRef(request.path, ref.path);
    out.push({
      path: ref.path,
      kind: ref.kind,
      ...(resolved !== undefined ? { resolved } : {}),
      found: f !== undefined && 'text' in f,
      ...(f && 'error' in f ? { reason: f.error } : {}),
      line: pos.line,
      column: pos.column
    });
  }
  return out;
}

function load(request: SuiteRequest): LoadResult {
  return loadSuiteText(request.text, { file: request.path, env: {} });
}

/** Validation only (every keystroke): problems with positions, or the files the suite names. */
export function checkSuiteText(request: SuiteRequest): SuiteCheckView {
  const l = load(request);
  if (!l.ok) return { ok: false, errors: problems(l.errors) };
  return {
    ok: true,
    ...(l.suite.name !== undefined ? { name: l.suite.name } : {}),
    tests: l.suite.tests.length,
    refs: refViews(l, request)
  };
}

/** Runs the suite's offline parts, as `toolgauge run` does with the same files. */
export async function runSuiteText(
  request: SuiteRequest,
  options: { encoders?: Encoders } = {}
): Promise<SuiteRunView> {
  const l = load(request);
  if (!l.ok) return { ok: false, errors: problems(l.errors) };
  const refs = refViews(l, request);
  const files = workspaceSuiteFiles(request.files, request.path, suiteFiles(l.suite));
  const report = await runSuite(l.suite, {
    files,
    locate: l.source.locate,
    ...(options.encoders ? { countTokens: options.encoders.cl100k, lint: { encoders: options.encoders } } : {})
  });
  const offline = hasHooks(l.suite.hooks)
    ? ['the suite has hooks:, which run commands; the browser does not run them (toolgauge run does)']
    : [];
  return { ...suiteRunOfReport(report), refs, offline };
}

/** A finished report as the suites page shows a run (a shared `toolgauge run` report: no refs, nothing offline). */
export function suiteRunOfReport(report: SuiteReport): Extract<SuiteRunView, { ok: true }> {
  return {
    ok: true,
    report,
    refs: [],
    text: REPORT_FORMATS.text(report),
    stderr: [...failedHookLines(report).map((line) => `toolgauge run: ${line}`), ...floorLines(report)],
    exitCode: reportExitCode(report),
    offline: []
  };
}

export const SUITE_REPORT_FORMATS = [
  'json',
  'markdown',
  'junit',
  'html'
] as const satisfies readonly ReportFormatName[];
export type SuiteDownloadFormat = (typeof SUITE_REPORT_FORMATS)[number];

/** A report file exactly as `toolgauge run --format F --out FILE` writes it (ending in a newline). */
export function suiteReportFile(report: SuiteReport, format: SuiteDownloadFormat): string {
  const text = REPORT_FORMATS[format](report);
  return text.endsWith('\n') ? text : text + '\n';
}
