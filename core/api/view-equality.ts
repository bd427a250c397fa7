/**
 * Whether two views of one tool read the same. The worker's incremental lint sends the page only
 * the tools whose view changed; these decide what "changed" means, and the page redraws a
 * tool's editor markers only when its findings (what the markers are drawn from) changed.
 */
import type { FindingView, ToolView } from './lint-view.ts';

function sameFinding(a: FindingView, b: FindingView): boolean {
  if (
    a.rule !== b.rule ||
    a.severity !== b.severity ||
    a.message !== b.message ||
    a.suggestion !== b.suggestion ||
    a.pointer !== b.pointer ||
    a.line !== b.line ||
    a.column !== b.column
  )
    return false;
  const ra = a.related ?? [];
  const rb = b.related ?? [];
  return (
    ra.length === rb.length &&
    ra.every(
      (r, i) =>
        r.toolId === rb[i].toolId && r.pointer === rb[i].pointer && r.line === rb[i].line && r.column === rb[i].column
    )
  );
}

/** Same findings at the same places. */
export function sameFindings(a: ToolView, b: ToolView): boolean {
  return (
    a.index === b.index &&
    a.id === b.id &&
    a.findings.length === b.findings.length &&
    a.findings.every((f, i) => sameFinding(f, b.findings[i]))
  );
}

export function sameTool(a: ToolView, b: ToolView): boolean {
  if (
    a.index !== b.index ||
    a.id !== b.id ||
    a.name !== b.name ||
    a.server !== b.server ||
    a.pointer !== b.pointer ||
    a.line !== b.line ||
    a.column !== b.column ||
    a.score !== b.score ||
    a.scoreWhy !== b.scoreWhy
  )
    return false;
  if (
    a.tokens.cl100k !== b.tokens.cl100k ||
    a.tokens.o200k !== b.tokens.o200k ||
    a.tokens.whitespace !== b.tokens.whitespace
  )
    return false;
  return a.criticals === b.criticals && a.warnings === b.warnings && sameFindings(a, b);
}
