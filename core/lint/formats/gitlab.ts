/**
 * GitLab Code Quality: a JSON array of issues (description, check_name, fingerprint, severity,
 * location.path, location.lines.begin) that a merge request widget shows. The fingerprint is stable
 * across reformatting (it hashes the file, rule, tool, place inside the tool and message id, not the
 * line) and unique within the report (a repeated identical finding gets its occurrence number).
 */
import type { LintEntry } from './context.ts';
import { fingerprint } from './sarif.ts';

const SEVERITY = { critical: 'critical', warning: 'minor', hint: 'info' } as const;

/** Most messages open with the tool's quoted name; the prefix would say it twice. */
function namesTool(tool: { id: string; name: string }, message: string): boolean {
  return message.includes(`"${tool.name}"`) || message.includes(`"${tool.id}"`);
}

export function formatLintGitlab(entries: LintEntry[]): string {
  const issues = [];
  const seen = new Map<string, number>();
  for (const { file, report, locate } of entries) {
    const where = file.replace(/\\/g, '/').replace(/^\.\//, '');
    for (const tool of report.tools) {
      for (const f of tool.findings) {
        const base = fingerprint(tool, f, `${where}\u0000`) + fingerprint(tool, f);
        const n = seen.get(base) ?? 0;
        seen.set(base, n + 1);
        issues.push({
          type: 'issue',
          check_name: f.rule,
          description: `${namesTool(tool, f.message) ? '' : `${tool.id}: `}${f.message}${f.suggestion ? `. Fix: ${f.suggestion}` : ''}`,
          categories: [f.rule.startsWith('SEC') ? 'Security' : f.rule.startsWith('SCH') ? 'Compatibility' : 'Style'],
          fingerprint: n === 0 ? base : `${base}-${n}`,
          severity: SEVERITY[f.severity],
          location: { path: where, lines: { begin: locate?.(f.pointer)?.line ?? 1 } }
        });
      }
    }
  }
  return JSON.stringify(issues, null, 2);
}
