/**
 * Rule documentation pages, generated from the rule modules so the docs cannot drift from the
 * code: `npm run docs:rules` writes docs/rules/<ID>.md and docs/rules/README.md, and a test
 * fails when a committed page differs from what these functions produce.
 */
import { isCatalogRule, PRESET_NAMES, type AnyRule, type RuleCategory } from './types.ts';
import { DEFAULT_SPEC, SPEC_VERSIONS } from './spec-versions.ts';
import type { PrecisionRow } from './evidence/precision.ts';
import { precisionSectionMarkdown, precisionTableMarkdown } from './evidence/precision-markdown.ts';
import type { RecallTable } from './evidence/recall.ts';
import { recallTableMarkdown } from './evidence/recall-markdown.ts';
import { presetSeverity } from './presets.ts';

/** An example is a tool for a per-tool rule, a catalog ({ tools } or { servers }) for a catalog-level rule. */
function isExample(rule: AnyRule, example: unknown): boolean {
  if (example === null || typeof example !== 'object') return false;
  if (!isCatalogRule(rule)) return typeof (example as { name?: unknown }).name === 'string';
  return (
    Array.isArray((example as { tools?: unknown }).tools) ||
    (typeof (example as { servers?: unknown }).servers === 'object' &&
      (example as { servers?: unknown }).servers !== null)
  );
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
  if (
    rule.category !== 'description' &&
    (typeof d?.severityRationale !== 'string' || d.severityRationale.trim() === '')
  )
    missing.push('severityRationale');
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
    '`--spec` (or `spec:` in a rules file or `toolgauge.config.yml`) picks the version; the default is the latest, ' +
      `${DEFAULT_SPEC}.`,
    '',
    '| version | what the rule does |',
    '| --- | --- |',
    ...SPEC_VERSIONS.map(
      (version) => `| ${version} | ${cell(v[version] ?? "does not fire: this version's text has no such rule")} |`
    ),
    ''
  ];
}

/** How a rule's presets read in its docs: "recommended: off; all: warning; reference: off". */
function presetLine(rule: AnyRule): string {
  return PRESET_NAMES.map((p) => `${p}: ${presetSeverity(rule, p)}`).join('; ');
}

export function ruleDocMarkdown(rule: AnyRule, precision?: PrecisionRow): string {
  const d = rule.docs;
  const severityWhy =
    d.severityRationale ??
    (rule.category === 'description'
      ? 'The severity follows the published DESC rule table that toolgauge implements.'
      : 'No rationale recorded.');
  const lines = [
    `# ${rule.id}: ${rule.slug}`,
    '',
    '| | |',
    '| --- | --- |',
    `| Category | ${rule.category} |`,
    `| Default severity | ${rule.severity} |`,
    `| Smell group | ${rule.smell ?? 'none'} |`,
    `| Counts toward | ${CATEGORY_COUNTS[rule.category]}${rule.smell ? `, and the \`${rule.smell}\` smell` : ''} |`,
    ...(isCatalogRule(rule)
      ? [
          '| Scope | catalog: sees every tool at once, one finding on each tool involved, naming the others (`related`) |'
        ]
      : []),
    `| Presets | ${presetLine(rule)} |`,
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
    ...('exampleBudgets' in d && d.exampleBudgets
      ? [
          `With \`budgets: ${JSON.stringify(d.exampleBudgets).replace(/"/g, '').replace(/:/g, ': ').replace(/,/g, ', ')}\` in the rules file (both examples):`,
          ''
        ]
      : []),
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
    ...Object.entries(rule.messages).map(
      ([id, text]) => `| \`${id}\` | ${cell(text)} | ${cell(rule.suggestions?.[id] ?? '')} |`
    ),
    '',
    '## Configuring it',
    '',
    // The package ships docs/rules/*.md only: no link out of this folder (docs/lint.md is in the repository).
    'In a rules file (`toolgauge lint --rules rules.yaml`; the format is in `toolgauge lint --help` and docs/lint.md in the repository):',
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

/** Recall beside precision: what reviewers found on tools no finding was shown for, and how much of it the rules flag. */
function recallSectionMarkdown(recall: readonly RecallTable[], registered: ReadonlySet<string>): string {
  return [
    '## Recall on real servers',
    '',
    'How much of what a reviewer finds the rules flag. Reviewers who saw no finding listed the defects of tools drawn from ' +
      'servers no rule had seen (blind labels: `tests/fixtures/blind-labels/<set>.json`, each defect with a kind, a pointer, an ' +
      'impact and the evidence). A defect counts as flagged when a finding of that tool is at the same place (the same pointer, ' +
      'inside it, or on the property that holds it) and comes from a rule that addresses its kind (`DEFECT_KIND_RULES` in ' +
      '`core/lint/evidence/recall.ts`; rules marked "to come" are named there before they exist). Per kind, per impact (high and medium ' +
      'together, then low) and in total, for the default preset and for `all` (every rule on). Draw a blind packet with ' +
      '`npx tsx scripts/label-packet.ts --blind --set catalogs-3 --out DIR`, import the defect list with `--import-blind`; ' +
      'generated by `npm run docs:recall`, and a test recomputes it from the fixtures and the corpus. A later draw of the ' +
      'same set, other tools and another reviewer, is its own fixture and table (`<set>.draw-2.json`): the rules were ' +
      'written before that review, so its figures are the fresh measure.',
    '',
    ...recall.flatMap((t) => [recallTableMarkdown(t, registered), ''])
  ]
    .join('\n')
    .trimEnd();
}

export function ruleIndexMarkdown(
  rules: readonly AnyRule[],
  precision: readonly PrecisionRow[] = [],
  recall: readonly RecallTable[] = []
): string {
  const sorted = [...rules].sort((a, b) => a.id.localeCompare(b.id));
  const table = (category: RuleCategory) => [
    '| rule | name | severity | smell group | what it catches |',
    '| --- | --- | --- | --- | --- |',
    ...sorted
      .filter((r) => r.category === category)
      .map((r) => `| [${r.id}](${r.id}.md) | ${r.slug} | ${r.severity} | ${r.smell ?? ''} | ${cell(r.docs.summary)} |`)
  ];
  return [
    '# toolgauge lint rules',
    '',
    `${sorted.length} rules. Each finding links to its page here. Severities can be changed, or rules turned off, per project or per tool with a rules file: see \`toolgauge lint --help\` and docs/lint.md in the repository.`,
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
          "How often each rule is right on real servers, judged by reviewers who had not read the rule's code (`../shared/LABELLING.md`), " +
            'on two sets of real catalogs: the **tuning** set (`corpus/catalogs/`, 43 servers the rules were tuned on) and the **checking** ' +
            'set (`corpus/catalogs-2/`, 30 servers they never were). Per set: the share of tools the rule fires on (every rule on, tuned ' +
            'definitions), its firings, how many of those are labelled and right, the precision with its 95% Wilson interval, and the servers ' +
            'the labels come from out of those it fires on. A label counts only while its firing still happens; one whose firing is gone is ' +
            "kept and shown as stale. Labels: `tests/fixtures/lint-labels/` (the first round's `<RULE>.yml` files and `tuning/`, `checking/` " +
            'JSON lists).',
          '',
          '**The evidence policy** for the default `recommended` preset: a rule is on by default only when its checking-set precision is at ' +
            'least 90% over at least 10 labelled firings from at least 4 servers (95% for a rule firing on more than half of real tools). A ' +
            'rule whose premise is exact (SEC, SCH, CMP-001..003, TOK-002, DESC-001, DESC-011, OVL-001) needs every firing on both sets ' +
            'labelled and at most 1 false alarm per 1,000 real tools. Every other rule is off by default and runs in the `all` preset; ' +
            "`reference` keeps the reference tool's rules exactly. The members are listed in `core/lint/recommended-rules.ts`, and a test " +
            'fails when a member does not meet the policy in this table. Generated by `npm run docs:precision`; a test regenerates it from ' +
            'the labels and the corpus and fails when it differs.',
          '',
          '### Labelling a rule',
          '',
          '1. `npx tsx scripts/label-packet.ts --set checking --out /tmp/packets` (or `--set tuning`; `--rules DESC-002,DESC-006` for ' +
            'some rules only) lints the set with the current build and samples, per rule, the firings not yet labelled as LABELLING.md says: ' +
            'sorted by server, tool and pointer, an even spread, at most 3 per server, 15 per rule (all of them where it fires less, and ' +
            "every firing of an exact-premise rule). It writes `<RULE>.md` per rule (the finding's message and suggestion, the tool's whole " +
            "JSON, its siblings' names and descriptions, nothing of the rule's code or docs), an empty `<RULE>.labels.json` and a copy of LABELLING.md.",
          '2. A fresh reviewer fills in `verdict` (`TP` or `FP`) and a one-sentence `reason` for each entry.',
          '3. `npx tsx scripts/label-packet.ts --import /tmp/packets` checks every entry (errors name the file and the label; nothing is ' +
            'imported until all are right), adds the labels to `tests/fixtures/lint-labels/<set>/` and regenerates this table and the rule pages.',
          '4. Move rules in or out of the default by editing `core/lint/recommended-rules.ts` and running `npm run docs:precision`.',
          '',
          precisionTableMarkdown(precision.filter((r) => sorted.some((rule) => rule.id === r.rule))),
          ''
        ]
      : []),
    ...(recall.length > 0 ? [recallSectionMarkdown(recall, new Set(sorted.map((r) => r.id))), ''] : []),
    '_Generated from the rule modules by `npm run docs:rules`._',
    ''
  ].join('\n');
}
