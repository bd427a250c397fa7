/**
 * Rule documentation pages, generated from the rule modules so the docs cannot drift from the
 * code: `npm run docs:rules` writes docs/rules/<ID>.md and docs/rules/README.md, and a test
 * fails when a committed page differs from what these functions produce.
 */
import { isCatalogRule, type AnyRule, type RuleCategory } from './types.ts';
import { DEFAULT_SPEC, SPEC_VERSIONS } from './spec-versions.ts';
import { precisionSectionMarkdown, precisionTableMarkdown, type PrecisionRow } from './precision.ts';

/** An example is a tool for a per-tool rule, a catalog ({ tools } or { servers }) for a catalog-level rule. */
function isExample(rule: AnyRule, example: unknown): boolean {
  if (example === null || typeof example !== 'object') return false;
  if (!isCatalogRule(rule)) return typeof (example as { name?: unknown }).name === 'string';
  return Array.isArray((example as { tools?: unknown }).tools) || (typeof (example as { servers?: unknown }).servers === 'object' && (example as { servers?: unknown }).servers !== null);
}

/** The docs fields a rule must fill; every rule but a DESC rule must also say why it has its severity. */
export function missingDocFields(rule: AnyRule): string[] {
  const missing: string[] = [];
  const d = rule.docs as Partial<AnyRule['docs']> | undefined;
  for (const key of ['summary', 'why', 'fix'] as const) {
    if (typeof d?.[key] !== 'string' || d[key].trim() === '') missing.push(key);
  }
  for (const key of ['bad', 'good'] as const) {
    if (!isExample(rule, d?.[key])) missing.push(key);
  }
  if (rule.category !== 'description' && (typeof d?.severityRationale !== 'string' || d.severityRationale.trim() === '')) missing.push('severityRationale');
  if (typeof rule.slug !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(rule.slug)) missing.push('slug');
  return missing;
}

const fence = (value: unknown) => ['```json', JSON.stringify(value, null, 2), '```'].join('\n');
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const CATEGORY_COUNTS: Record<RuleCategory, string> = {
  description: 'DESC findings count toward `critical_count` / `warning_count` (by severity)',
  schema: 'SCH findings count toward `schema_criticals` / `schema_warnings` (by severity)',
  security: 'SEC findings count toward `security_criticals` / `security_warnings` (by severity)',
  overlap: 'OVL findings count toward `surface_criticals` / `surface_warnings` (by severity)',
  compatibility: 'CMP findings count toward `surface_criticals` / `surface_warnings` (by severity)',
  budget: 'TOK findings count toward `surface_criticals` / `surface_warnings` (by severity)',
  conformance: 'MCP findings count toward `surface_criticals` / `surface_warnings` (by severity)'
};

/** The "by specification version" section of a spec rule's page: what it does under each version. */
function versionsSection(rule: AnyRule): string[] {
  const v = rule.docs.versions;
  if (!v) return [];
  return [
    '## By MCP specification version',
    '',
    '`--spec` (or `spec:` in a rules file or `toolgauge.config.yml`) picks the version; the default is the latest, ' + `${DEFAULT_SPEC}.`,
    '',
    '| version | what the rule does |',
    '| --- | --- |',
    ...SPEC_VERSIONS.map((version) => `| ${version} | ${cell(v[version] ?? 'does not fire: this version\'s text has no such rule')} |`),
    ''
  ];
}

/** How a rule's presets read in its docs: "recommended: warning; reference: off". */
function presetLine(rule: AnyRule): string | undefined {
  if (!rule.presets) return undefined;
  return (['recommended', 'reference'] as const).map((p) => `${p}: ${rule.presets?.[p] ?? rule.severity}`).join('; ');
}

export function ruleDocMarkdown(rule: AnyRule, precision?: PrecisionRow): string {
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
    ...(isCatalogRule(rule) ? ['| Scope | catalog: sees every tool at once, one finding on each tool involved, naming the others (`related`) |'] : []),
    ...(presetLine(rule) ? [`| Presets | ${presetLine(rule)} |`] : []),
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
    ...versionsSection(rule),
    ...(d.notes ? [d.notes, ''] : []),
    ...(precision ? [precisionSectionMarkdown(precision), ''] : []),
    '## Example that fires',
    '',
    ...(d.exampleSpec ? [`With \`--spec ${d.exampleSpec}\` (both examples):`, ''] : []),
    ...('exampleBudgets' in d && d.exampleBudgets ? [`With \`budgets: ${JSON.stringify(d.exampleBudgets).replace(/"/g, '').replace(/:/g, ': ').replace(/,/g, ', ')}\` in the rules file (both examples):`, ''] : []),
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

export function ruleIndexMarkdown(rules: readonly AnyRule[], precision: readonly PrecisionRow[] = []): string {
  const sorted = [...rules].sort((a, b) => a.id.localeCompare(b.id));
  const table = (category: RuleCategory) => [
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
    '## Security rules (SEC)',
    '',
    'Tool poisoning: text in a tool definition that attacks the agent instead of describing the tool.',
    '',
    ...table('security'),
    '',
    '## Overlap rules (OVL)',
    '',
    'Catalog-level: tools an agent confuses with each other, across servers and within one.',
    '',
    ...table('overlap'),
    '',
    '## Client limits (CMP)',
    '',
    'Limits that real clients document and enforce; each page cites its source.',
    '',
    ...table('compatibility'),
    '',
    '## Token budgets (TOK)',
    '',
    'What the tool surface costs in context, against budgets you can change in the rules file.',
    '',
    ...table('budget'),
    '',
    '## Specification conformance (MCP)',
    '',
    'What the MCP specification itself says about a tool definition outside its schemas (names, icons, annotations), by version (`--spec`).',
    '',
    ...table('conformance'),
    '',
    ...(precision.length > 0
      ? [
          '## Precision on real servers',
          '',
          'How often each rule is right on real servers, from hand-labelled findings on the shared corpus of real catalogs ' +
            '(`tests/fixtures/lint-labels/`, one file per rule). The firing rate is the share of corpus tools the rule fires on in the ' +
            'recommended preset. The bar: 90% precision, 95% for a rule that fires on more than half of real tools; a rule below it is ' +
            'demoted to `hint` in the recommended preset (the `reference` preset keeps every rule at its reference severity). ' +
            'Generated by `npm run docs:precision`; a test fails when this table and the labels disagree.',
          '',
          precisionTableMarkdown(precision.filter((r) => sorted.some((rule) => rule.id === r.rule))),
          ''
        ]
      : []),
    '_Generated from the rule modules by `npm run docs:rules`._',
    ''
  ].join('\n');
}
