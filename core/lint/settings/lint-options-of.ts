/** Rule settings (a rules file, a config's `rules:` block) as the lint options they set. */
import type { SpecVersion } from '../spec-versions.ts';
import type { TargetName } from '../targets/evaluate.ts';
import type { PresetName, SeverityResolver, TokenBudgets } from '../types.ts';
import { severityResolver, type RuleSettings } from './rule-settings.ts';

/** What rule settings pass to the lint: a severity per rule and tool, and the budgets, preset, spec and targets they set. */
export interface SettingsLintOptions {
  severityFor: SeverityResolver;
  budgets?: Partial<TokenBudgets>;
  preset?: PresetName;
  spec?: SpecVersion;
  targets?: readonly TargetName[];
}

export function lintOptionsOf(settings: RuleSettings): SettingsLintOptions {
  return {
    severityFor: severityResolver(settings),
    ...(settings.budgets ? { budgets: settings.budgets } : {}),
    ...(settings.preset ? { preset: settings.preset } : {}),
    ...(settings.spec ? { spec: settings.spec } : {}),
    ...(settings.target ? { targets: settings.target } : {})
  };
}
