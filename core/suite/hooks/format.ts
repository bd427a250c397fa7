/**
 * Hook runs as text: one line per command (phase, outcome, time, command), then what it printed,
 * a few lines per stream, and for a context hook the patch it returned. Shared by the text report
 * and JUnit's <system-out>.
 */
import type { SuiteReport } from '../report-types.ts';
import type { HookRunResult } from './types.ts';

/** Lines of each stream shown in the text report (the JSON report keeps more). */
export const TEXT_OUTPUT_LINES = 10;

function streamLines(text: string | undefined, tag: string, maxLines: number): string[] {
  if (text === undefined || text.trim() === '') return [];
  const lines = text.replace(/\n$/, '').split('\n');
  const shown = lines.slice(0, maxLines).map((l) => `${tag}| ${l}`);
  if (lines.length > maxLines)
    shown.push(`${tag}| … ${lines.length - maxLines} more line${lines.length - maxLines === 1 ? '' : 's'}`);
  return shown;
}

function patchLine(run: HookRunResult): string | undefined {
  const p = run.patch;
  if (!p) return undefined;
  const parts: string[] = [];
  if (p.env) parts.push(`env ${p.env.join(', ')}`);
  if (p.vars) parts.push(`vars ${JSON.stringify(p.vars)}`);
  if (p.skip) parts.push(`skip ${JSON.stringify(p.skip.reason)}`);
  return `returned ${parts.join('; ')}`;
}

/** One hook run: a header line, then its error, patch and output, each line indented by `indent`. */
export function hookRunLines(run: HookRunResult, indent: string, maxLines = TEXT_OUTPUT_LINES): string[] {
  const status = run.ok ? 'ok' : 'FAILED';
  const lines = [`${indent}hook ${run.phase} ${status} ${run.duration_ms} ms: ${run.command}`];
  const inner = indent + '  ';
  if (run.error) lines.push(`${inner}${run.error}`);
  const patch = patchLine(run);
  if (patch) lines.push(`${inner}${patch}`);
  for (const l of [...streamLines(run.stdout, 'out', maxLines), ...streamLines(run.stderr, 'err', maxLines)])
    lines.push(`${inner}${l}`);
  if (run.output_truncated) lines.push(`${inner}(output shortened)`);
  return lines;
}

export function hookLines(runs: HookRunResult[] | undefined, indent: string, maxLines = TEXT_OUTPUT_LINES): string[] {
  return (runs ?? []).flatMap((r) => hookRunLines(r, indent, maxLines));
}

/** Every failed hook of a report, run-level and per-test, one line each (the CLI prints them on stderr). */
export function failedHookLines(report: SuiteReport): string[] {
  const runLevel = (report.hooks ?? []).filter((h) => !h.ok).map((h) => `hook failed: ${h.error}`);
  const perTest = report.tests.flatMap((t) =>
    (t.hooks ?? []).filter((h) => !h.ok).map((h) => `hook failed (test "${t.name}"): ${h.error}`)
  );
  return [...runLevel, ...perTest];
}
