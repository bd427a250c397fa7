/**
 * Writes docs/rules/<ID>.md for every registered rule, docs/rules/README.md (the index) and the
 * generated DESC table in docs/lint-desc-rules.md.
 * `npm run docs:rules` regenerates; `npm run docs:rules -- --check` only reports stale pages
 * and exits 1 when any page is missing, stale or left over from a removed rule.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingDocFields, ruleDocMarkdown, ruleIndexMarkdown } from '#core/lint/docs';
import { descTableMarkdown, withDescTable } from '#core/lint/docs-desc-table';
import { RULE_LIST } from '#core/lint/registry';
import type { PrecisionRow } from '#core/lint/evidence/precision';
import type { RecallTable } from '#core/lint/evidence/recall';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/rules');
const check = process.argv.includes('--check');

const incomplete = RULE_LIST.map((r) => [r.id, missingDocFields(r)] as const).filter(([, m]) => m.length > 0);
for (const [id, missing] of incomplete) process.stderr.write(`${id}: docs lack ${missing.join(', ')}\n`);
if (incomplete.length > 0) process.exit(1);

// Labelled precision, written by scripts/precision-table.ts (npm run docs:precision).
const precisionFile = path.join(dir, 'precision.json');
const precision = existsSync(precisionFile) ? (JSON.parse(readFileSync(precisionFile, 'utf8')) as PrecisionRow[]) : [];
const rowOf = (id: string) => precision.find((r) => r.rule === id);
// Recall on blind labels, written by scripts/recall-table.ts (npm run docs:recall).
const recallFile = path.join(dir, 'recall.json');
const recall = existsSync(recallFile) ? (JSON.parse(readFileSync(recallFile, 'utf8')) as RecallTable[]) : [];
const pages = new Map<string, string>([
  ['README.md', ruleIndexMarkdown(RULE_LIST, precision, recall)],
  ...RULE_LIST.map((r) => [`${r.id}.md`, ruleDocMarkdown(r, rowOf(r.id))] as [string, string])
]);
const existing = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md')) : [];
const stale = existing.filter((f) => !pages.has(f));
const changed = [...pages]
  .filter(([f, text]) => !existsSync(path.join(dir, f)) || readFileSync(path.join(dir, f), 'utf8') !== text)
  .map(([f]) => f);

// The DESC table in docs/lint-desc-rules.md: only the region between its markers is generated.
const descPage = path.join(dir, '../lint-desc-rules.md');
const descText = readFileSync(descPage, 'utf8');
const descNext = withDescTable(descText, descTableMarkdown(RULE_LIST));
if (descNext === undefined) {
  process.stderr.write(
    'docs/lint-desc-rules.md lacks the generated-table markers (see core/lint/docs-desc-table.ts)\n'
  );
  process.exit(1);
}
const descStale = descNext !== descText;

if (check) {
  if (descStale) process.stderr.write('docs/lint-desc-rules.md: the DESC table is stale\n');
  for (const f of changed) process.stderr.write(`docs/rules/${f} is missing or stale\n`);
  for (const f of stale) process.stderr.write(`docs/rules/${f} documents no registered rule\n`);
  process.exit(changed.length + stale.length > 0 || descStale ? 1 : 0);
}
mkdirSync(dir, { recursive: true });
for (const f of changed) writeFileSync(path.join(dir, f), pages.get(f)!);
for (const f of stale) rmSync(path.join(dir, f));
if (descStale) writeFileSync(descPage, descNext);
process.stdout.write(
  `docs/rules: ${pages.size} pages, ${changed.length} written, ${stale.length} removed; DESC table ${descStale ? 'written' : 'current'}\n`
);
