/** The stable JSON report: { tools: [...], summary }. Findings carry line/column when the input came from text. */
import type { LintReport } from '../types.ts';
import type { LintFormatContext } from './context.ts';

export function formatLintJson(report: LintReport, ctx: LintFormatContext): string {
  const tools = report.tools.map((t) => ({
    ...t,
    findings: t.findings.map((f) => {
      const pos = ctx.locate?.(f.pointer);
      return pos ? { ...f, line: pos.line, column: pos.column } : f;
    })
  }));
  const instructions = report.instructions?.map((i) => ({
    ...i,
    findings: i.findings.map((f) => {
      const pos = ctx.locate?.(f.pointer);
      return pos ? { ...f, line: pos.line, column: pos.column } : f;
    })
  }));
  return JSON.stringify(
    {
      tools,
      ...(instructions ? { instructions } : {}),
      summary: report.summary,
      spec: report.spec,
      ...(report.targets ? { targets: report.targets } : {}),
      ...(report.context ? { context: report.context } : {})
    },
    null,
    2
  );
}
