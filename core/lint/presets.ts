/**
 * Presets: which rules run and at which severity. `recommended` (the default) runs only the members
 * listed in recommended-rules.ts, each meeting the evidence policy on labelled real servers
 * (docs/rules/README.md has the table); `all` runs every rule with its tuned definition; `reference`
 * reproduces the reference tool's definitions and severities exactly.
 */
import { RECOMMENDED_RULE_IDS } from './recommended-rules.ts';
import { RULES } from './registry.ts';
import { DEFAULT_PRESET, PRESET_NAMES, type AnyRule, type PresetName, type RuleSeverity } from './types.ts';

const MEMBERS = new Set(RECOMMENDED_RULE_IDS);

/**
 * A rule's severity in a preset ('off': not in it). `all`: the rule's `presets.all` entry, else its
 * own severity; `recommended`: the same severity for a member, 'off' for the rest; `reference`:
 * its `presets.reference` entry, else its own severity.
 */
export function presetSeverity(rule: AnyRule, preset: PresetName = DEFAULT_PRESET): RuleSeverity | 'off' {
  if (preset === 'reference') return rule.presets?.reference ?? rule.severity;
  const tuned = rule.presets?.all ?? rule.severity;
  if (preset === 'all') return tuned;
  // A rule from outside the registry (an embedder's own) is the caller's choice: it runs as defined.
  return MEMBERS.has(rule.id) || RULES[rule.id] !== rule ? tuned : 'off';
}

/** Rules whose definition is the tuned one (every preset but `reference`). */
export const isTunedPreset = (preset: PresetName) => preset !== 'reference';

export function isPresetName(value: unknown): value is PresetName {
  return typeof value === 'string' && (PRESET_NAMES as readonly string[]).includes(value);
}

/** The rules a preset runs, in the given order. */
export function presetRules(rules: readonly AnyRule[], preset: PresetName = DEFAULT_PRESET): AnyRule[] {
  return rules.filter((r) => presetSeverity(r, preset) !== 'off');
}
