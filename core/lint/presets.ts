/**
 * Presets: which rules run, at which severity and with which options. The tables are in
 * preset-tables.ts: `recommended` (the default) runs only the members listed in
 * recommended-rules.ts, each meeting the evidence policy on labelled real servers (docs/rules/README.md
 * has the table); `all` runs every rule with its tuned definition; `reference` reproduces the
 * reference tool's definitions and severities exactly.
 */
import { PRESET_TABLES, type PresetEntry } from './preset-tables.ts';
import { RULES } from './registry.ts';
import {
  DEFAULT_PRESET,
  PRESET_NAMES,
  type AnyRule,
  type OptionSpecs,
  type PresetName,
  type RuleOptions,
  type RuleSeverity
} from './types.ts';

/**
 * A rule's entry in a preset. A rule from outside the registry (an embedder's own) is the caller's
 * choice: a table that leaves unlisted rules off still runs it, as `all` would.
 */
function entryOf(rule: AnyRule, preset: PresetName): PresetEntry | undefined {
  const table = PRESET_TABLES[preset];
  const listed = table.rules[rule.id];
  if (listed !== undefined) return listed;
  if (table.unlisted === 'on') return {};
  const foreign = preset === 'recommended' ? RULES[rule.id] !== rule : RULES[rule.id] === undefined;
  return foreign ? (PRESET_TABLES.all.rules[rule.id] ?? {}) : undefined;
}

/** A rule's severity in a preset ('off': not in it). */
export function presetSeverity(rule: AnyRule, preset: PresetName = DEFAULT_PRESET): RuleSeverity | 'off' {
  const entry = entryOf(rule, preset);
  return entry === undefined ? 'off' : (entry.severity ?? rule.severity);
}

/** A rule's declared option defaults. */
export function defaultOptions(rule: AnyRule): RuleOptions {
  const out: RuleOptions = {};
  for (const [name, spec] of Object.entries(rule.options ?? {})) out[name] = spec.default;
  return out;
}

const optionsCache = new WeakMap<AnyRule, Partial<Record<PresetName, RuleOptions>>>();

/** The options type a rule declares. */
type OptionsOf<R> = R extends { options?: OptionSpecs<infer O> } ? O : RuleOptions;

/** The options a rule runs with in a preset: its defaults, with the preset's values over them (kept per rule). */
export function presetOptions<R extends AnyRule>(rule: R, preset: PresetName = DEFAULT_PRESET): OptionsOf<R> {
  let byPreset = optionsCache.get(rule);
  if (byPreset === undefined) optionsCache.set(rule, (byPreset = {}));
  const known = byPreset[preset];
  if (known !== undefined) return known as OptionsOf<R>;
  const options = Object.freeze({ ...defaultOptions(rule), ...entryOf(rule, preset)?.options });
  byPreset[preset] = options;
  return options as OptionsOf<R>;
}

export function isPresetName(value: unknown): value is PresetName {
  return typeof value === 'string' && (PRESET_NAMES as readonly string[]).includes(value);
}

/** The rules a preset runs, in the given order. */
export function presetRules(rules: readonly AnyRule[], preset: PresetName = DEFAULT_PRESET): AnyRule[] {
  return rules.filter((r) => presetSeverity(r, preset) !== 'off');
}
