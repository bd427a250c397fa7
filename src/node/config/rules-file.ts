/** `--rules FILE`, read the same way by `lint` and `diff`: severities, rules turned off, overrides, budgets, preset, spec. */
import { RULE_LIST } from '#core/lint/registry';
import {
  parseRuleSettingsText,
  ruleIdsOf,
  severityResolver,
  type RuleSettings
} from '#core/lint/settings/rule-settings';
import { DEFAULT_PRESET, type PresetName, type SeverityResolver, type TokenBudgets } from '#core/lint/types';
import { DEFAULT_SPEC, type SpecVersion } from '#core/lint/spec-versions';
import type { TargetName } from '#core/lint/targets/evaluate';
import { formatDiagnostic } from '#core/source/diagnostic';
import { readInput, type Io } from '../cli/io.ts';

export interface RulesFileSettings {
  severityFor: SeverityResolver;
  budgets?: Partial<TokenBudgets>;
  preset?: PresetName;
  spec?: SpecVersion;
  target?: TargetName[];
  /** The file as read (a share link carries it). */
  source: { path: string; text: string };
}

/** Reads a rules file; on bad settings prints each problem as file:line:col and returns undefined. */
export async function readRulesFile(io: Io, file: string): Promise<RulesFileSettings | undefined> {
  const input = await readInput(io, file, 'rules file');
  const result = parseRuleSettingsText(input.text, { file: input.file, ruleIds: ruleIdsOf(RULE_LIST) });
  if (!result.ok) {
    for (const e of result.errors) io.stderr(formatDiagnostic(e, input.file) + '\n');
    return undefined;
  }
  return {
    severityFor: severityResolver(result.settings),
    ...(result.settings.budgets ? { budgets: result.settings.budgets } : {}),
    ...(result.settings.preset ? { preset: result.settings.preset } : {}),
    ...(result.settings.spec ? { spec: result.settings.spec } : {}),
    ...(result.settings.target ? { target: result.settings.target } : {}),
    source: { path: input.file, text: input.text }
  };
}

export interface LintSettings {
  /** The rules in effect: a --rules file, else the config's rules: block. */
  settings?: Omit<RulesFileSettings, 'source'>;
  /** The --rules file as read, when one was given. */
  rulesFile?: { path: string; text: string };
  preset: PresetName;
  spec: SpecVersion;
}

/**
 * What `lint` and `diff` lint with: a --rules file beats the config's rules, and --preset/--spec
 * beat both. Undefined when the rules file is bad (its problems are already printed).
 */
export async function resolveLintSettings(
  io: Io,
  values: { rules?: unknown; preset?: unknown; spec?: unknown },
  configRules: RuleSettings | undefined
): Promise<LintSettings | undefined> {
  let settings: Omit<RulesFileSettings, 'source'> | undefined;
  let rulesFile: { path: string; text: string } | undefined;
  if (typeof values.rules === 'string') {
    const read = await readRulesFile(io, values.rules);
    if (!read) return undefined;
    ({ source: rulesFile, ...settings } = read);
  } else if (configRules) {
    settings = {
      severityFor: severityResolver(configRules),
      ...(configRules.budgets ? { budgets: configRules.budgets } : {}),
      ...(configRules.preset ? { preset: configRules.preset } : {}),
      ...(configRules.spec ? { spec: configRules.spec } : {}),
      ...(configRules.target ? { target: configRules.target } : {})
    };
  }
  const preset =
    typeof values.preset === 'string' ? (values.preset as PresetName) : (settings?.preset ?? DEFAULT_PRESET);
  const spec = typeof values.spec === 'string' ? (values.spec as SpecVersion) : (settings?.spec ?? DEFAULT_SPEC);
  return { ...(settings ? { settings } : {}), ...(rulesFile ? { rulesFile } : {}), preset, spec };
}
