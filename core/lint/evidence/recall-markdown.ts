/** The recall table as Markdown, for docs/rules/README.md beside the precision table. */
import type { RecallFigures, RecallTable } from './recall.ts';

const share = (k: number, n: number) => (n === 0 ? 'n/a' : `${k} (${Math.round((k / n) * 1000) / 10}%)`);
const cells = (f: RecallFigures) => `${f.defects} | ${share(f.recommended, f.defects)} | ${share(f.all, f.defects)}`;

/**
 * One table per blind fixture: per defect kind (with the rules that address it; those not
 * registered yet marked "to come"), per impact, and in total.
 */
export function recallTableMarkdown(table: RecallTable, registered: ReadonlySet<string>): string {
  const rules = (ids: readonly string[]) =>
    ids.length === 0 ? 'none' : ids.map((id) => (registered.has(id) ? id : `${id} (to come)`)).join(', ');
  return [
    `### ${table.set}: ${table.total.defects} defects in ${table.tools} reviewed tools`,
    '',
    '| defect kind | rules that address it | defects | flagged by default | flagged by `all` |',
    '| --- | --- | --- | --- | --- |',
    ...table.byKind.map((k) => `| ${k.kind} | ${rules(k.rules)} | ${cells(k)} |`),
    ...table.byImpact.map((i) => `| **${i.impact} impact** | | ${cells(i)} |`),
    `| **total** | | ${cells(table.total)} |`
  ].join('\n');
}
