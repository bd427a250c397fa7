/**
 * The precision table: per rule, on the tuning set (corpus/catalogs) and the checking set
 * (corpus/catalogs-2), how often it fires, how many of its current firings are labelled, how many
 * of those are right (with a 95% Wilson interval), on how many servers, and whether it meets the
 * evidence policy for the default preset. Pure: scripts/precision-table.ts lints the corpus and
 * reads the labels, then passes both in.
 *
 * A label counts only while its firing still happens (same server, tool, rule, pointer,
 * messageId); a label whose firing is gone is kept in its file and counted as `stale`, so a rule
 * change that drops a firing never rewrites a verdict, and a new firing waits for a reviewer.
 */
import { judgePolicy } from './evidence-policy.ts';
import { firingKey, LABEL_SETS, type FiringKey, type Label, type LabelSet } from './precision-labels.ts';
import type { AnyRule, RuleSeverity } from '../types.ts';
import { presetSeverity } from '../presets.ts';

/** One set's current firings: every finding of every rule (the `all` preset, every rule on). */
export interface SetFirings {
  tools: number;
  servers: number;
  firings: FiringKey[];
}

export interface SetFigures {
  /** Tools the rule fires on (at least one finding), and that share of the set's tools. */
  firedOn: number;
  firingRate: number;
  firings: number;
  /** Servers it fires on. */
  servers: number;
  labelled: number;
  truePositives: number;
  /** truePositives / labelled; null with no labels. */
  precision: number | null;
  /** 95% Wilson score interval of the precision; null with no labels. */
  interval: [number, number] | null;
  /** Servers among the labelled firings. */
  labelledServers: number;
  /** Labels whose firing no longer happens (kept, not counted). */
  stale: number;
}

export interface PrecisionRow {
  rule: string;
  /** Severity in the default preset ('off': not a member). */
  recommended: RuleSeverity | 'off';
  exact: boolean;
  tuning: SetFigures;
  checking: SetFigures;
  /** The precision the policy asks for: 0.9, or 0.95 for a rule firing on more than half of real tools. */
  target: number;
  meetsPolicy: boolean;
  /** Why the policy is not met; empty when it is. */
  why: string;
}

/** 95% Wilson score interval for k successes of n. */
export function wilson(k: number, n: number, z = 1.959964): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const d = 1 + (z * z) / n;
  const centre = p + (z * z) / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const round = (x: number) => Math.round(x * 10000) / 10000;
  return [round(Math.max(0, (centre - spread) / d)), round(Math.min(1, (centre + spread) / d))];
}

function setFigures(rule: string, set: SetFirings, labels: readonly Label[]): SetFigures {
  const mine = set.firings.filter((f) => f.rule === rule);
  const keys = new Set(mine.map(firingKey));
  const live = labels.filter((l) => l.rule === rule && keys.has(firingKey(l)));
  const stale = labels.filter((l) => l.rule === rule && !keys.has(firingKey(l))).length;
  const tools = new Set(mine.map((f) => JSON.stringify([f.server, f.tool])));
  const truePositives = live.filter((l) => l.verdict === 'TP').length;
  return {
    firedOn: tools.size,
    firingRate: set.tools === 0 ? 0 : Math.round((tools.size / set.tools) * 10000) / 10000,
    firings: keys.size,
    servers: new Set(mine.map((f) => f.server)).size,
    labelled: live.length,
    truePositives,
    precision: live.length === 0 ? null : Math.round((truePositives / live.length) * 10000) / 10000,
    interval: live.length === 0 ? null : wilson(truePositives, live.length),
    labelledServers: new Set(live.map((l) => l.server)).size,
    stale
  };
}

/** Labels are deduplicated per set and firing: a firing labelled twice keeps its first verdict. */
function dedupe(labels: readonly Label[]): Label[] {
  const seen = new Set<string>();
  return labels.filter((l) => {
    const k = `${l.set} ${firingKey(l)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** One row per rule, sorted by id. */
export function precisionRows(
  rules: readonly AnyRule[],
  labels: readonly Label[],
  sets: Record<LabelSet, SetFirings>
): PrecisionRow[] {
  const unique = dedupe(labels);
  const bySet = Object.fromEntries(LABEL_SETS.map((s) => [s, unique.filter((l) => l.set === s)])) as Record<
    LabelSet,
    Label[]
  >;
  const tools = sets.tuning.tools + sets.checking.tools;
  return [...rules]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((rule) => {
      const tuning = setFigures(rule.id, sets.tuning, bySet.tuning);
      const checking = setFigures(rule.id, sets.checking, bySet.checking);
      const firingRate = tools === 0 ? 0 : (tuning.firedOn + checking.firedOn) / tools;
      const verdict = judgePolicy({ rule: rule.id, firingRate, checking, tuning, tools });
      return {
        rule: rule.id,
        recommended: presetSeverity(rule, 'recommended'),
        exact: verdict.exact,
        tuning,
        checking,
        target: verdict.target,
        meetsPolicy: verdict.meets,
        why: verdict.why
      };
    });
}
