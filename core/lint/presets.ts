/**
 * Presets: which rules run and at which severity. `recommended` (the default) keeps only what is
 * right at least nine times in ten on real servers (docs/rules/README.md has the labelled
 * precision); `reference` reproduces the reference tool's definitions and severities exactly.
 */
import { DEFAULT_PRESET, PRESET_NAMES, type AnyRule, type PresetName, type RuleSeverity } from './types.ts';

/** A rule's severity in a preset: its `presets` entry, else its own severity ('off': not in the preset). */
export function presetSeverity(rule: AnyRule, preset: PresetName = DEFAULT_PRESET): RuleSeverity | 'off' {
  return rule.presets?.[preset] ?? rule.severity;
}

export function isPresetName(value: unknown): value is PresetName {
  return typeof value === 'string' && (PRESET_NAMES as readonly string[]).includes(value);
}

/** The rules a preset runs, in the given order. */
export function presetRules(rules: readonly AnyRule[], preset: PresetName = DEFAULT_PRESET): AnyRule[] {
  return rules.filter((r) => presetSeverity(r, preset) !== 'off');
}
