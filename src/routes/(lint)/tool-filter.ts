/**
 * Which tools the lint page's list shows: every tool, or those with a critical or warning finding,
 * or those that pass, narrowed by a search over the tool's id, rules and finding messages. A big
 * catalog's one critical tool can sit far down a worst-first list (scores weigh description
 * quality); the filter and the summary's counts bring it to the top.
 */
import type { ToolView } from '#core/api/lint-view';

export type SeverityFilter = 'all' | 'critical' | 'warning' | 'passing';

export interface ToolFilter {
  severity: SeverityFilter;
  query: string;
}

export const NO_FILTER: ToolFilter = { severity: 'all', query: '' };

function hasSeverity(tool: ToolView, severity: SeverityFilter): boolean {
  if (severity === 'critical') return tool.criticals > 0;
  if (severity === 'warning') return tool.warnings > 0;
  if (severity === 'passing') return tool.findings.length === 0;
  return true;
}

function matches(tool: ToolView, words: string[]): boolean {
  if (words.length === 0) return true;
  const hay = [tool.id, ...tool.findings.flatMap((f) => [f.rule, f.message])].join('\n').toLowerCase();
  return words.every((w) => hay.includes(w));
}

/** The tools the filter keeps, in the order given (worst first). */
export function filterTools(tools: ToolView[], filter: ToolFilter): ToolView[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  if (filter.severity === 'all' && words.length === 0) return tools;
  return tools.filter((t) => hasSeverity(t, filter.severity) && matches(t, words));
}
