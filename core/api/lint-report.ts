/**
 * The lint page's `--rules` and `--fail-on`, read and applied as `toolgauge lint` does: the same
 * rule-settings parser and the same lint options. Downloads are in lint-report-file.ts.
 */
import type { LintOptions } from '../lint/lint.ts';
import { RULE_LIST } from '../lint/registry.ts';
import { lintOptionsOf } from '../lint/settings/lint-options-of.ts';
import { parseRuleSettingsText, ruleIdsOf } from '../lint/settings/rule-settings.ts';
import { DEFAULT_PRESET, type PresetName } from '../lint/types.ts';

export interface RulesInput {
  /** The rules file's name, for its problems' positions. */
  file: string;
  text: string;
}

export interface RulesProblemView {
  message: string;
  line: number;
  column: number;
}

/** The lint options a rules file sets (what `--rules FILE` passes to the lint). */
export type RuleOptions = Pick<LintOptions, 'severityFor' | 'budgets' | 'preset' | 'spec' | 'targets'>;

export type { FailOn } from '../lint/gate.ts';

export type RulesResult =
  | { ok: true; options: RuleOptions; preset: PresetName }
  | { ok: false; errors: RulesProblemView[] };

export function readRules(rules: RulesInput | undefined): RulesResult {
  if (!rules) return { ok: true, options: {}, preset: DEFAULT_PRESET };
  const r = parseRuleSettingsText(rules.text, { file: rules.file, ruleIds: ruleIdsOf(RULE_LIST) });
  if (!r.ok)
    return {
      ok: false,
      errors: r.errors.map((e) => ({
        message: e.message + (e.expected && !e.message.includes(e.expected) ? ` (expected ${e.expected})` : ''),
        line: e.line ?? 1,
        column: e.column ?? 1
      }))
    };
  const preset = r.settings.preset ?? DEFAULT_PRESET;
  return { ok: true, preset, options: { ...lintOptionsOf(r.settings), preset } };
}

/** What the page learns about a rules file (plain data: the resolver stays in the worker). */
export type RulesCheckView = { ok: true; preset: PresetName } | { ok: false; errors: RulesProblemView[] };

export function checkRules(rules: RulesInput): RulesCheckView {
  const r = readRules(rules);
  return r.ok ? { ok: true, preset: r.preset } : r;
}
