/** `--rules FILE`, read the same way by `lint` and `diff`: severities, rules turned off, overrides, budgets, preset, spec. */
import { RULE_LIST } from '#core/lint/registry';
import { lintOptionsOf, type SettingsLintOptions } from '#core/lint/settings/lint-options-of';
import { parseRuleSettingsText, ruleIdsOf, type RuleSettings } from '#core/lint/settings/rule-settings';
import { DEFAULT_PRESET, type PresetName } from '#core/lint/types';
import type { SpecVersion } from '#core/lint/spec-versions';
import { formatDiagnostic } from '#core/source/diagnostic';
import type { LintOptions } from '#core/lint/lint';
import type { Encoders } from '#core/tokens/encoders';
import { readInput, type Io } from '../cli/io.ts';
import { docsBaseOf } from '../docs/rule-pages.ts';
import { nodeEncoders } from '../tokens/node-encoders.ts';

export interface RulesFileSettings extends SettingsLintOptions {
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
  return { ...lintOptionsOf(result.settings), source: { path: input.file, text: input.text } };
}

export interface LintSettings {
  /** The rules in effect: a --rules file, else the config's rules: block. */
  settings?: SettingsLintOptions;
  /** The --rules file as read, when one was given. */
  rulesFile?: { path: string; text: string };
  preset: PresetName;
  /** Absent when nothing asked for one: lint then uses each catalog's own protocolVersion (core specFor). */
  spec?: SpecVersion;
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
  let settings: SettingsLintOptions | undefined;
  let rulesFile: { path: string; text: string } | undefined;
  if (typeof values.rules === 'string') {
    const read = await readRulesFile(io, values.rules);
    if (!read) return undefined;
    ({ source: rulesFile, ...settings } = read);
  } else if (configRules) {
    settings = lintOptionsOf(configRules);
  }
  const preset =
    typeof values.preset === 'string' ? (values.preset as PresetName) : (settings?.preset ?? DEFAULT_PRESET);
  const spec = typeof values.spec === 'string' ? (values.spec as SpecVersion) : settings?.spec;
  return { ...(settings ? { settings } : {}), ...(rulesFile ? { rulesFile } : {}), preset, ...(spec ? { spec } : {}) };
}

/**
 * The rules file a share link carries, so /view lints with what the CLI linted with: the --rules
 * file as written when the preset is its own; otherwise the settings in effect (the config's
 * rules, a --preset) written out as a rules file (the --rules format is those fields). None when
 * the lint used the defaults.
 */
export function rulesForLink(
  file: { path: string; text: string } | undefined,
  configRules: RuleSettings | undefined,
  filePreset: PresetName | undefined,
  preset: PresetName
): { path: string; text: string } | undefined {
  if (file && (filePreset ?? DEFAULT_PRESET) === preset) return file;
  if (file) {
    const read = parseRuleSettingsText(file.text, { file: file.path, ruleIds: ruleIdsOf(RULE_LIST) });
    if (read.ok)
      return { path: 'toolgauge-rules.json', text: JSON.stringify({ ...read.settings, preset }, null, 2) + '\n' };
  }
  if (configRules)
    return { path: 'toolgauge-rules.json', text: JSON.stringify({ ...configRules, preset }, null, 2) + '\n' };
  return preset === DEFAULT_PRESET
    ? undefined
    : { path: 'toolgauge-rules.json', text: JSON.stringify({ preset }, null, 2) + '\n' };
}

/** What `lint` lints with: the resolved settings, the BPE encoders and the docs base (--docs-base or the shipped pages). */
export function cliLintOptions(
  values: { 'docs-base'?: unknown },
  resolved: LintSettings
): LintOptions & { encoders: Encoders; docsBase: string } {
  return {
    encoders: nodeEncoders(),
    docsBase: docsBaseOf(values),
    ...resolved.settings,
    preset: resolved.preset,
    spec: resolved.spec
  };
}
