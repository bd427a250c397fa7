/** The precision table as Markdown: docs/rules/README.md's table and each rule page's section. */
import { POLICY } from './evidence-policy.ts';
import type { PrecisionRow, SetFigures } from './precision.ts';

const pct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;
const precisionText = (s: SetFigures) => (s.precision === null ? 'n/a' : pct(s.precision));
const intervalText = (s: SetFigures) => (s.interval === null ? '' : `${pct(s.interval[0])}–${pct(s.interval[1])}`);
const policyText = (r: PrecisionRow) => (r.meetsPolicy ? 'meets' : `no: ${r.why}`);

function setCells(s: SetFigures): string {
  return `${pct(s.firingRate)} (${s.firedOn}) | ${s.firings} | ${s.labelled}${s.stale > 0 ? ` (+${s.stale} stale)` : ''} | ${s.truePositives} | ${precisionText(s)} | ${intervalText(s)} | ${s.labelledServers}/${s.servers}`;
}

/** Two rows per rule: the tuning set (catalogs/) and the checking set (catalogs-2/). */
export function precisionTableMarkdown(rows: readonly PrecisionRow[]): string {
  return [
    '| rule | default | set | fires on (rate) | firings | labelled | TP | precision | 95% interval | servers labelled/firing | evidence policy |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |',
    ...rows.flatMap((r) => [
      `| [${r.rule}](${r.rule}.md) | ${r.recommended} | tuning | ${setCells(r.tuning)} |  |`,
      `|  |  | checking | ${setCells(r.checking)} | ${policyText(r)}${r.exact ? ' (exact premise)' : ''} |`
    ])
  ].join('\n');
}

function setSentence(name: string, s: SetFigures): string {
  const labelled =
    s.precision === null
      ? 'none of its firings is labelled'
      : `${s.truePositives} of ${s.labelled} labelled firings were right: ${pct(s.precision)} (95% interval ${intervalText(s)}), from ${s.labelledServers} servers`;
  return `- ${name}: fires on ${pct(s.firingRate)} of the tools (${s.firedOn}; ${s.firings} firings on ${s.servers} servers); ${labelled}${s.stale > 0 ? `; ${s.stale} older labels name firings that no longer happen` : ''}.`;
}

/** The section a rule's own page shows. */
export function precisionSectionMarkdown(r: PrecisionRow): string {
  const policy = r.exact
    ? `Its premise is exact, so the policy asks for every firing on both sets labelled and at most ${POLICY.falseAlarmsPer1000} false alarm per 1,000 real tools`
    : `The policy asks for at least ${pct(r.target)} precision on the checking set over at least ${POLICY.minLabelled} labelled firings from at least ${POLICY.minServers} servers`;
  return [
    '## Precision on real servers',
    '',
    `In the default (recommended) preset this rule is **${r.recommended}**; the \`all\` preset runs it. Measured on the shared corpus of real catalogs:`,
    '',
    setSentence('Tuning set (catalogs/, the rules were tuned on it)', r.tuning),
    setSentence('Checking set (catalogs-2/, never tuned on)', r.checking),
    '',
    `${policy}: ${r.meetsPolicy ? 'met' : `not met (${r.why})`}. Labels: \`tests/fixtures/lint-labels/\`; see [the rules index](README.md#precision-on-real-servers).`
  ].join('\n');
}
