/** Every pointer a lint format may locate, so the input is searched once for all of them (ParsedText.prepare). */
import type { Finding, LintReport } from '../types.ts';

export function reportPointers(report: LintReport): string[] {
  const out: string[] = [];
  const add = (findings: readonly Finding[]) => {
    for (const f of findings) {
      out.push(f.pointer);
      if (f.related) for (const r of f.related) out.push(r.pointer);
    }
  };
  for (const t of report.tools) add(t.findings);
  for (const i of report.instructions ?? []) add(i.findings);
  return out;
}
