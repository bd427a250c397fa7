/**
 * Labelled precision: how often a rule's findings on real servers are right, from hand labels
 * (tests/fixtures/lint-labels/<RULE-ID>.yml) and the rule's firing rate on the corpus. Pure: the
 * script and the tests read the files and the corpus and pass the data in.
 *
 * The bar for the recommended preset: at least 90% of labelled findings right, 95% for a rule
 * that fires on more than half of real tools. A rule below it is demoted (hint) or left out.
 */
import { isPlainObject } from './tool-facts.ts';
import { PRESET_NAMES, type AnyRule, type PresetName, type RuleSeverity } from './types.ts';
import { presetSeverity } from './presets.ts';

export interface PrecisionLabel {
  catalog: string;
  tool: string;
  pointer: string;
  messageId: string;
  verdict: 'tp' | 'fp';
  reason: string;
}

export interface LabelFile {
  rule: string;
  preset: PresetName;
  labels: PrecisionLabel[];
}

/** The corpus figures the table needs, per rule: on how many tools it fires, out of how many. */
export interface FiringCounts {
  tools: number;
  /** rule id -> number of corpus tools with at least one finding of the rule. */
  firedOn: Record<string, number>;
}

export type PrecisionStatus = 'met' | 'missed' | 'demoted' | 'no firings';

export interface PrecisionRow {
  rule: string;
  severity: RuleSeverity | 'off';
  /** Share of corpus tools the rule fires on, 0..1. */
  firingRate: number;
  firedOn: number;
  labelled: number;
  truePositives: number;
  /** truePositives / labelled; undefined with no labels. */
  precision: number | undefined;
  /** 0.95 when the rule fires on more than half of real tools, else 0.9. */
  target: number;
  status: PrecisionStatus;
  /** Percentage points under the target (0 when met or unmeasured). */
  missedBy: number;
}

export const PRECISION_TARGET = 0.9;
export const PRECISION_TARGET_FREQUENT = 0.95;
/** Labels a rule needs (or all its firings, when it fires on fewer tools). */
export const MIN_LABELS = 15;

const LABEL_KEYS = ['catalog', 'tool', 'pointer', 'messageId', 'verdict', 'reason'] as const;

/** Reads one parsed label file; problems come back as messages with the label's index. */
export function readLabelFile(value: unknown, file: string): { ok: true; file: LabelFile } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  if (!isPlainObject(value)) return { ok: false, errors: [`${file}: expected an object with rule, preset and labels`] };
  const { rule, preset, labels } = value;
  if (typeof rule !== 'string') errors.push(`${file}: "rule" must be a rule id`);
  if (!(PRESET_NAMES as readonly unknown[]).includes(preset)) errors.push(`${file}: "preset" must be one of ${PRESET_NAMES.join(', ')}`);
  if (!Array.isArray(labels)) errors.push(`${file}: "labels" must be a list`);
  const out: PrecisionLabel[] = [];
  (Array.isArray(labels) ? labels : []).forEach((l, i) => {
    const missing = isPlainObject(l) ? LABEL_KEYS.filter((k) => typeof l[k] !== 'string' || l[k] === '') : LABEL_KEYS;
    if (missing.length > 0) return errors.push(`${file}: label ${i} lacks ${missing.join(', ')}`);
    const label = l as unknown as PrecisionLabel;
    if (label.verdict !== 'tp' && label.verdict !== 'fp') return errors.push(`${file}: label ${i} has verdict "${label.verdict}"; expected tp or fp`);
    out.push({ catalog: label.catalog, tool: label.tool, pointer: label.pointer, messageId: label.messageId, verdict: label.verdict, reason: label.reason });
  });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, file: { rule: rule as string, preset: preset as PresetName, labels: out } };
}

/** One row per rule: its recommended severity, firing rate, labelled precision and whether it meets the bar. */
export function precisionRows(rules: readonly AnyRule[], files: readonly LabelFile[], firing: FiringCounts, preset: PresetName = 'recommended'): PrecisionRow[] {
  return [...rules]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((rule) => {
      const labels = files.filter((f) => f.rule === rule.id && f.preset === preset).flatMap((f) => f.labels);
      const firedOn = firing.firedOn[rule.id] ?? 0;
      const firingRate = firing.tools === 0 ? 0 : firedOn / firing.tools;
      const truePositives = labels.filter((l) => l.verdict === 'tp').length;
      const precision = labels.length === 0 ? undefined : truePositives / labels.length;
      const target = firingRate > 0.5 ? PRECISION_TARGET_FREQUENT : PRECISION_TARGET;
      const severity = presetSeverity(rule, preset);
      const missedBy = precision === undefined || precision >= target ? 0 : Math.round((target - precision) * 1000) / 10;
      const enough = labels.length >= Math.min(MIN_LABELS, firedOn);
      let status: PrecisionStatus;
      if (severity === 'hint' || severity === 'off') status = 'demoted';
      else if (firedOn === 0 && labels.length === 0) status = 'no firings';
      else status = enough && precision !== undefined && precision >= target ? 'met' : 'missed';
      return { rule: rule.id, severity, firingRate, firedOn, labelled: labels.length, truePositives, precision, target, status, missedBy };
    });
}

const pct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;

function statusText(r: PrecisionRow): string {
  if (r.status === 'demoted') {
    const why = r.precision === undefined ? 'unmeasured' : r.missedBy > 0 ? `misses by ${r.missedBy.toFixed(1)} pts` : 'meets the bar';
    return `demoted to ${r.severity} (${why})`;
  }
  if (r.status === 'missed') return r.missedBy > 0 ? `missed by ${r.missedBy.toFixed(1)} pts` : `missed (${r.labelled} of ${Math.min(MIN_LABELS, r.firedOn)} labels)`;
  return r.status;
}

/** The Markdown table for docs/rules/README.md. */
export function precisionTableMarkdown(rows: readonly PrecisionRow[]): string {
  return [
    '| rule | recommended | firing rate | labelled | precision | target | status |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| [${r.rule}](${r.rule}.md) | ${r.severity} | ${pct(r.firingRate)} (${r.firedOn}) | ${r.labelled} | ${r.precision === undefined ? 'n/a' : `${pct(r.precision)} (${r.truePositives}/${r.labelled})`} | ${pct(r.target)} | ${statusText(r)} |`
    )
  ].join('\n');
}

/** The lines a rule's own page shows. */
export function precisionSectionMarkdown(r: PrecisionRow): string {
  return [
    '## Precision on real servers',
    '',
    `In the recommended preset this rule is **${r.severity}**. It fires on ${pct(r.firingRate)} of the corpus's real tools (${r.firedOn}). ` +
      (r.precision === undefined
        ? 'No firing has been labelled.'
        : `Of ${r.labelled} hand-labelled findings, ${r.truePositives} were right: precision ${pct(r.precision)} against a target of ${pct(r.target)}.`) +
      ` Status: ${statusText(r)}. Labels: \`tests/fixtures/lint-labels/${r.rule}.yml\`.`
  ].join('\n');
}
