/**
 * The evidence policy for the default preset, applied to one rule's figures on the two labelled
 * sets (tuning: corpus/catalogs, checking: corpus/catalogs-2).
 *
 * - A heuristic rule is on by default only when its checking-set precision is at least 90% over at
 *   least 10 labelled firings from at least 4 servers (95% when it fires on more than half of real
 *   tools): judged on servers it was not tuned on.
 * - A rule whose premise is exact (security, spec and client-limit checks) must have every firing
 *   on both sets labelled, with at most 1 false alarm per 1,000 real tools.
 */
export const POLICY = {
  target: 0.9,
  targetFrequent: 0.95,
  /** Firing on more than this share of real tools raises the target. */
  frequentRate: 0.5,
  minLabelled: 10,
  minServers: 4,
  falseAlarmsPer1000: 1
} as const;

/**
 * Rules judged as exact-premise: a finding is a fact (a spec violation, a documented client limit,
 * a measured budget, a missing or non-boolean field) or an attack, not a judgement of wording.
 * TOK-003 (one tool at 5x the per-tool budget and a fifth of its server) is a measured cost, as
 * TOK-002's surface budget is. CMP-004 and TOK-001 are judged like heuristics: whether the cut text
 * or the cost matters is.
 */
const EXACT = new Set([
  // Schema facts: a required argument with a default or readOnly (CON-005); the same sentence
  // verbatim twice (DESC-017); a range argument described as its partner (DESC-020); names equal
  // but for a synonym verb, with the same arguments (OVL-005); definitions no $ref reaches, in
  // tokens (TOK-004, a measured cost like TOK-002/003).
  'CON-005',
  'DESC-017',
  'DESC-020',
  'OVL-005',
  'TOK-004',
  // Measured or literal facts (2026-11-28): 20+ tokens of pasted whitespace in one text (DESC-019);
  // a title over 64 characters or of several sentences (DESC-024); 80%+ of an enum's values listed
  // word for word in its description (DESC-025); one passage verbatim in 80%+ of a server's tools,
  // 100+ tokens a listing (DESC-027).
  'DESC-019',
  'DESC-024',
  'DESC-025',
  'DESC-027',
  'DESC-001',
  'DESC-011',
  'OVL-001',
  'CMP-001',
  'CMP-002',
  'CMP-003',
  'CMP-005',
  'TOK-002',
  'TOK-003'
]);
export function isExactPremise(ruleId: string): boolean {
  return /^(SEC|SCH|MCP)-/.test(ruleId) || EXACT.has(ruleId);
}

export interface PolicyInput {
  rule: string;
  /** Combined share of tools it fires on, both sets. */
  firingRate: number;
  checking: { labelled: number; truePositives: number; labelledServers: number; firings: number };
  tuning: { labelled: number; truePositives: number; firings: number };
  /** Tools in both sets together. */
  tools: number;
}

export interface PolicyVerdict {
  meets: boolean;
  exact: boolean;
  target: number;
  /** Why not, in a few words; empty when met. */
  why: string;
}

export function judgePolicy(x: PolicyInput): PolicyVerdict {
  const target = x.firingRate > POLICY.frequentRate ? POLICY.targetFrequent : POLICY.target;
  if (isExactPremise(x.rule)) {
    const unlabelled = x.checking.firings - x.checking.labelled + (x.tuning.firings - x.tuning.labelled);
    const falseAlarms = x.checking.labelled - x.checking.truePositives + (x.tuning.labelled - x.tuning.truePositives);
    const rate = x.tools === 0 ? 0 : (falseAlarms * 1000) / x.tools;
    const why = [
      unlabelled > 0 ? `${unlabelled} firings unlabelled` : '',
      rate > POLICY.falseAlarmsPer1000 ? `${rate.toFixed(1)} false alarms per 1,000 tools` : ''
    ]
      .filter(Boolean)
      .join('; ');
    return { meets: why === '', exact: true, target, why };
  }
  const c = x.checking;
  const precision = c.labelled === 0 ? 0 : c.truePositives / c.labelled;
  const why = [
    c.labelled < POLICY.minLabelled ? `${c.labelled} of ${POLICY.minLabelled} labels` : '',
    c.labelledServers < POLICY.minServers ? `${c.labelledServers} of ${POLICY.minServers} servers` : '',
    c.labelled > 0 && precision < target ? `precision under ${Math.round(target * 100)}%` : ''
  ]
    .filter(Boolean)
    .join('; ');
  return { meets: why === '', exact: false, target, why };
}
