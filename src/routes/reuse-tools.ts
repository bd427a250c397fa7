/**
 * Keeps the previous ToolView object for every tool whose view did not change. Each keystroke
 * brings a fresh result from the worker (new objects after structured cloning); handing the
 * unchanged tools back by identity lets Svelte skip their rows and the editor skip their markers,
 * so a keystroke costs the main thread in proportion to what changed, not to catalog size.
 */
import type { FindingView, ToolView } from '#core/api/lint-view';

function sameFinding(a: FindingView, b: FindingView): boolean {
  return a.rule === b.rule && a.severity === b.severity && a.message === b.message && a.suggestion === b.suggestion && a.pointer === b.pointer && a.line === b.line && a.column === b.column;
}

/** Same findings at the same places: what the editor's markers are drawn from. */
export function sameFindings(a: ToolView, b: ToolView): boolean {
  return a.id === b.id && a.findings.length === b.findings.length && a.findings.every((f, i) => sameFinding(f, b.findings[i]));
}

export function sameTool(a: ToolView, b: ToolView): boolean {
  if (a.id !== b.id || a.name !== b.name || a.server !== b.server || a.pointer !== b.pointer || a.line !== b.line || a.column !== b.column || a.score !== b.score) return false;
  if (a.tokens.cl100k !== b.tokens.cl100k || a.tokens.o200k !== b.tokens.o200k || a.tokens.whitespace !== b.tokens.whitespace) return false;
  return a.criticals === b.criticals && a.warnings === b.warnings && sameFindings(a, b);
}

export interface Reused {
  /** `next`, with each unchanged tool replaced by its `previous` object. */
  tools: ToolView[];
  /** Tools whose view changed, appeared or disappeared. */
  changed: number;
  /** Whether any tool's findings changed (or tools came or went): the markers must be redrawn. */
  findingsChanged: boolean;
}

export function reuseTools(previous: readonly ToolView[], next: ToolView[]): Reused {
  const old = new Map(previous.map((t) => [t.id, t]));
  let changed = 0;
  let findingsChanged = previous.length !== next.length;
  const tools = next.map((t) => {
    const before = old.get(t.id);
    if (before && sameTool(before, t)) return before;
    changed++;
    if (!before || !sameFindings(before, t)) findingsChanged = true;
    return t;
  });
  return { tools, changed: changed + Math.max(0, previous.length - next.length), findingsChanged };
}
