/** `--rules FILE`, read the same way by `lint` and `diff`: severities, rules turned off, overrides, budgets, preset, spec. */
import { RULE_LIST } from '#core/lint/registry';
import { parseRuleSettingsText, ruleIdsOf, severityResolver } from '#core/lint/settings/rule-settings';
import type { PresetName, SeverityResolver, TokenBudgets } from '#core/lint/types';
import type { SpecVersion } from '#core/lint/spec-versions';
import { formatDiagnostic } from '#core/source/diagnostic';
import { readInput, type Io } from '../cli/io.ts';

export interface RulesFileSettings {
  severityFor: SeverityResolver;
  budgets?: Partial<TokenBudgets>;
  preset?: PresetName;
  spec?: SpecVersion;
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
    source: { path: input.file, text: input.text }
  };
}
