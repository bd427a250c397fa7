/**
 * What a share link carries: the workspace (its files, exactly as typed, and which one is open)
 * and the view state of the report (the page, the tools expanded). Read back through
 * parseWorkspace, so a crafted link cannot smuggle paths that climb out of the workspace or
 * fields the app does not know; anything else is a structured `shape` error. The lint page's
 * share dialog makes `lint` links; the CLI (`--share-url`, core/share/links.ts) makes all three.
 */
import { parseWorkspace, type Workspace } from '$lib/workspace/model';
import type { Decoded } from '#core/share/codec';
import type { SharePage } from '#core/share/links';
import { validateSuiteReport } from '#core/report/validate';
import type { SuiteReport } from '#core/suite/report-types';

const PAGES: readonly SharePage[] = ['lint', 'bench', 'run'];

export interface ShareView {
  /**
   * The page the report belongs to: lint (the active file is a catalog, linted again), bench
   * (the active file is a bench spec, run again) or run (the suite report itself, in `report`).
   */
  page: SharePage;
  /** Expanded tools, by catalog position. */
  expanded: number[];
  /** The workspace path of the rules file the report was linted with (the CLI's --rules), if any. */
  rules?: string;
  /** page run: the report `toolgauge run --format json` wrote, checked by validateSuiteReport. */
  report?: SuiteReport;
}

export interface SharePayload {
  workspace: Workspace;
  view: ShareView;
}

const MAX_EXPANDED = 10_000;

export function readSharePayload(value: unknown): Decoded<SharePayload> {
  const bad = (message: string): Decoded<SharePayload> => ({
    ok: false,
    error: { code: 'shape', message: `This share link does not hold a report: ${message}.` }
  });
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return bad('expected an object');
  const v = value as Record<string, unknown>;
  const workspace = parseWorkspace(v.workspace);
  if (!workspace) return bad('no workspace in it');
  if (workspace.files.length === 0) return bad('the workspace has no files');
  if (workspace.active === null) workspace.active = workspace.files[0].path;
  const view = (v.view ?? {}) as Record<string, unknown>;
  const page = (view.page ?? 'lint') as SharePage;
  if (!PAGES.includes(page))
    return bad(
      `the page "${String(view.page).slice(0, 40)}" cannot show a shared report (expected ${PAGES.join(', ')})`
    );
  let report: SuiteReport | undefined;
  if (page === 'run') {
    const problems = validateSuiteReport(view.report);
    if (problems.length > 0)
      return bad(`its suite report is not one (${problems[0].pointer || '/'}: ${problems[0].message.slice(0, 200)})`);
    report = view.report as SuiteReport;
  }
  const expanded = Array.isArray(view.expanded)
    ? view.expanded.filter((n): n is number => Number.isInteger(n) && n >= 0).slice(0, MAX_EXPANDED)
    : [];
  const rules =
    typeof view.rules === 'string' && workspace.files.some((f) => f.path === view.rules && f.path !== workspace.active)
      ? view.rules
      : undefined;
  return {
    ok: true,
    value: { workspace, view: { page, expanded, ...(rules ? { rules } : {}), ...(report ? { report } : {}) } }
  };
}

/** What the link holds, for the confirmation shown before sharing. */
export function shareContents(p: SharePayload): Array<{ path: string; bytes: number }> {
  return p.workspace.files.map((f) => ({ path: f.path, bytes: new TextEncoder().encode(f.text).length }));
}

export function formatBytes(n: number): string {
  return n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
}
