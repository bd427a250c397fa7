/**
 * Precision labels: one reviewer's verdict on one firing. Two file shapes are read:
 * - the fixture format (tests/fixtures/lint-labels/{tuning,checking}/*.json and the packets of
 *   scripts/label-packet.ts): a JSON list of `{ server, tool, rule, messageId, pointer, verdict:
 *   "TP"|"FP", reason }`, as corpus/labels/review-2.json;
 * - the first round's YAML files (tests/fixtures/lint-labels/<RULE>.yml, tuning set): `{ rule,
 *   preset, labels: [{ catalog, tool, pointer, messageId, verdict: tp|fp, reason }] }`.
 * Problems come back as messages naming the file and the label's index.
 */
import { isPlainObject } from '../../source/values.ts';

export type LabelSet = 'tuning' | 'checking';
export const LABEL_SETS: readonly LabelSet[] = ['tuning', 'checking'];

export interface Label {
  set: LabelSet;
  server: string;
  tool: string;
  rule: string;
  messageId: string;
  pointer: string;
  verdict: 'TP' | 'FP';
  reason: string;
}

/** What identifies a firing: the same key on a label and on a finding. */
export interface FiringKey {
  server: string;
  tool: string;
  rule: string;
  messageId: string;
  pointer: string;
}

export const firingKey = (f: FiringKey) => JSON.stringify([f.server, f.tool, f.rule, f.pointer, f.messageId]);

export type LabelRead = { ok: true; labels: Label[] } | { ok: false; errors: string[] };

const FIXTURE_KEYS = ['server', 'tool', 'rule', 'messageId', 'pointer', 'verdict', 'reason'] as const;

/** A parsed fixture-format file (a JSON list). */
export function readFixtureLabels(value: unknown, file: string, set: LabelSet): LabelRead {
  if (!Array.isArray(value))
    return {
      ok: false,
      errors: [`${file}: expected a JSON list of { server, tool, rule, messageId, pointer, verdict, reason }`]
    };
  const errors: string[] = [];
  const labels: Label[] = [];
  value.forEach((l, i) => {
    const missing = isPlainObject(l)
      ? FIXTURE_KEYS.filter((k) => typeof l[k] !== 'string' || (l[k] as string).trim() === '')
      : FIXTURE_KEYS;
    if (missing.length > 0) return errors.push(`${file}: label ${i} (/${i}) lacks ${missing.join(', ')}`);
    const x = l as Record<string, string>;
    if (x.verdict !== 'TP' && x.verdict !== 'FP')
      return errors.push(`${file}: label ${i} (/${i}/verdict) is "${x.verdict}"; expected TP or FP`);
    if (/\n/.test(x.reason)) return errors.push(`${file}: label ${i} (/${i}/reason) spans lines; one sentence`);
    labels.push({
      set,
      server: x.server,
      tool: x.tool,
      rule: x.rule,
      messageId: x.messageId,
      pointer: x.pointer,
      verdict: x.verdict,
      reason: x.reason
    });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, labels };
}

const YAML_KEYS = ['catalog', 'tool', 'pointer', 'messageId', 'verdict', 'reason'] as const;

/** A parsed first-round YAML file (tuning set, one rule). */
export function readRuleLabelFile(value: unknown, file: string): LabelRead {
  if (!isPlainObject(value)) return { ok: false, errors: [`${file}: expected an object with rule, preset and labels`] };
  const { rule, labels } = value;
  const errors: string[] = [];
  if (typeof rule !== 'string') errors.push(`${file}: "rule" must be a rule id`);
  if (!Array.isArray(labels)) errors.push(`${file}: "labels" must be a list`);
  const out: Label[] = [];
  (Array.isArray(labels) ? labels : []).forEach((l, i) => {
    const missing = isPlainObject(l) ? YAML_KEYS.filter((k) => typeof l[k] !== 'string' || l[k] === '') : YAML_KEYS;
    if (missing.length > 0) return errors.push(`${file}: label ${i} lacks ${missing.join(', ')}`);
    const x = l as Record<string, string>;
    if (x.verdict !== 'tp' && x.verdict !== 'fp')
      return errors.push(`${file}: label ${i} has verdict "${x.verdict}"; expected tp or fp`);
    const server = x.catalog.replace(/\.json$/, '');
    out.push({
      set: 'tuning',
      server,
      tool: x.tool,
      rule: rule as string,
      messageId: x.messageId,
      pointer: x.pointer,
      verdict: x.verdict === 'tp' ? 'TP' : 'FP',
      reason: x.reason
    });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, labels: out };
}

/** Labels as the fixture format writes them (no `set`: the folder says it). */
export function toFixtureLabel(l: Label): Omit<Label, 'set'> {
  return {
    server: l.server,
    tool: l.tool,
    rule: l.rule,
    messageId: l.messageId,
    pointer: l.pointer,
    verdict: l.verdict,
    reason: l.reason
  };
}
