/**
 * Rule documentation pages, generated from the rule modules so the docs cannot drift from the
 * code: `npm run docs:rules` writes docs/rules/<ID>.md and docs/rules/README.md, and a test
 * fails when a committed page differs from what these functions produce.
 */
import type { Rule } from './types.ts';

/** The docs fields a rule must fill; schema rules must also say why they have their severity. */
export function missingDocFields(rule: Rule): string[] {
  const missing: string[] = [];
  const d = rule.docs as Partial<Rule['docs']> | undefined;
  for (const key of ['summary', 'why', 'fix'] as const) {
    if (typeof d?.[key] !== 'string' || d[key].trim() === '') missing.push(key);
  }
  for (const key of ['bad', 'good'] as const) {
    const example = d?.[key];
    if (example === undefined || typeof example !== 'object' || typeof example.name !== 'string') missing.push(key);
  }
  if (rule.category === 'schema' && (typeof d?.severityRationale !== 'string' || d.severityRationale.trim() === '')) missing.push('severityRationale');
  if (typeof rule.slug !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(rule.slug)) missing.push('slug');
  return missing;
}

const fence = (value: unknown) => ['```json', JSON.stringify(value, null, 2), '```'].join('\n');
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const CATEGORY_COUNTS = {
  description: 'DESC findings count toward `critical_count` / `warning_count` (by severity)',
  schema: 'SCH findings count toward `schema_criticals` / `schema_warnings` (by severity)'
} as const;

export function ruleDocMarkdown(rule: Rule): string {
  const d = rule.docs;
  const severityWhy =
    d.severityRationale ??
    (rule.category === 'description' ? 'The severity follows the published DESC rule table that toolgauge implements.' : 'No rationale recorded.');
  const lines = [
    `# ${rule.id}: ${rule.slug}`,
    '',
    '| | |',
    '| --- | --- |',
    `| Category | ${rule.category} |`,
    `| Default severity | ${rule.severity} |`,
    `| Smell group | ${rule.smell ?? 'none'} |`,
    `| Counts toward | ${CATEGORY_COUNTS[rule.category]}${rule.smell ? `, and the \`${rule.smell}\` smell` : ''} |`,
    '',
    '## What it catches',
    '',
    d.summary,
    '',
    '## Why it matters',
    '',
    d.why,
    '',
    '## How to fix it',
    '',
    d.fix,
    '',
    '## Example that fires',
    '',
    fence(d.bad),
    '',
    '## Example that passes',
    '',
    fence(d.good),
    '',
    '## Severity',
    '',
    `**${rule.severity}.** ${severityWhy}`,
    '',
    '## Messages',
    '',
    '| message id | message | suggestion |',
    '| --- | --- | --- |',
    ...Object.entries(rule.messages).map(([id, text]) => `| \`${id}\` | ${cell(text)} | ${cell(rule.suggestions?.[id] ?? '')} |`),
    '',
    '## Configuring it',
    '',
    'In a rules file (`toolgauge lint --rules rules.yaml`, see [docs/lint.md](../lint.md)):',
    '',
    '```yaml',
    'rules:',
    `  ${rule.id}: ${rule.severity === 'critical' ? 'warning' : 'off'}`,
    'overrides:',
    `  - rule: ${rule.id}`,
    '    tools: ["legacy_*"]',
    '    severity: off',
    '```',
    '',
    '_Generated from the rule module by `npm run docs:rules`; edit the module, not this page._',
    ''
  ];
  return lines.join('\n');
}

export function ruleIndexMarkdown(rules: readonly Rule[]): string {
  const sorted = [...rules].sort((a, b) => a.id.localeCompare(b.id));
  const table = (category: Rule['category']) => [
    '| rule | name | severity | smell group | what it catches |',
    '| --- | --- | --- | --- | --- |',
    ...sorted.filter((r) => r.category === category).map((r) => `| [${r.id}](${r.id}.md) | ${r.slug} | ${r.severity} | ${r.smell ?? ''} | ${cell(r.docs.summary)} |`)
  ];
  return [
    '# toolgauge lint rules',
    '',
    `${sorted.length} rules. Each finding links to its page here. Severities can be changed, or rules turned off, per project or per tool with a rules file: see [docs/lint.md](../lint.md).`,
    '',
    '## Description rules (DESC)',
    '',
    'How well the description and parameter docs let an agent pick and call the tool.',
    '',
    ...table('description'),
    '',
    '## Schema rules (SCH)',
    '',
    'Strict input- and output-schema checks: what clients reject and what no call can satisfy.',
    '',
    ...table('schema'),
    '',
    '_Generated from the rule modules by `npm run docs:rules`._',
    ''
  ].join('\n');
}
