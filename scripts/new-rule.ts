/**
 * `npm run new-rule -- ID slug [--dry-run]`: writes core/lint/rules/<id>-<slug>.ts (a rule whose
 * docs examples pass the registry test) and its table test, registers it in its family's index and
 * regenerates the rule docs (npm run docs:rules). Refuses, with exit 2 and the reason, an id or slug
 * that is malformed or a rule that exists. `--dry-run` prints what it would write and writes nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAMILIES, parseNewRule, registeredIndexText, ruleModuleText, ruleTestText } from './new-rule-files.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rulesDir = path.join(root, 'core/lint/rules');
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const [id, slug, ...rest] = args.filter((a) => a !== '--dry-run');

function refuse(reason: string): never {
  process.stderr.write(`new-rule: ${reason}\n`);
  process.exit(2);
}

if (rest.length > 0) refuse(`unexpected arguments: ${rest.join(' ')}; usage: npm run new-rule -- ID slug`);
const rule = parseNewRule(id, slug);
if (typeof rule === 'string') refuse(rule);
const taken = readdirSync(rulesDir).find((f) => f.startsWith(`${rule.id.toLowerCase()}-`) && !f.endsWith('.test.ts'));
if (taken !== undefined) refuse(`${rule.id} exists already: core/lint/rules/${taken}`);
const indexFile = path.join(rulesDir, FAMILIES[rule.family].index);
const index = registeredIndexText(readFileSync(indexFile, 'utf8'), rule);
if (typeof index !== 'string') refuse(`core/lint/rules/${FAMILIES[rule.family].index}: ${index.problem}`);

const files: [string, string][] = [
  [path.join(rulesDir, `${rule.base}.ts`), ruleModuleText(rule)],
  [path.join(rulesDir, `${rule.base}.test.ts`), ruleTestText(rule)],
  [indexFile, index]
];
for (const [file] of files.slice(0, 2)) if (existsSync(file)) refuse(`${path.relative(root, file)} exists already`);

if (dryRun) {
  for (const [file, text] of files) process.stdout.write(`--- ${path.relative(root, file)}\n${text}`);
  process.exit(0);
}
for (const [file, text] of files) {
  writeFileSync(file, text);
  process.stdout.write(`wrote ${path.relative(root, file)}\n`);
}
const docs = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/gen-rule-docs.ts')], {
  cwd: root,
  stdio: 'inherit'
});
if (docs.status !== 0) process.exit(docs.status ?? 1);
process.stdout.write(`wrote docs/rules/${rule.id}.md\n`);
