/**
 * Rule settings: which rules run, at which severity, for which tools. The format is plain data
 * so the same block can live in its own file (`--rules rules.yaml`) or inside a project config:
 *
 *   preset: recommended         # recommended (default) | reference: the severities rules start from
 *   spec: 2026-07-28            # the MCP specification version the spec rules apply (default: the latest)
 *   target: [openai-strict]     # targets each tool is judged against (--target), a list or "a,b"
 *   rules:                      # rule id -> critical | warning | hint | off
 *     DESC-009: off
 *     SCH-002: warning
 *   overrides:                  # later entries win; every override beats `rules`
 *     - rule: DESC-012
 *       tools: ["legacy_*"]     # globs on the tool name or its id (server.tool): * and ?
 *       severity: off
 *   budgets:                    # TOK rules, in cl100k_base tokens: positive integers
 *     tool: 1500
 *     surface: 30000
 *
 * For the simple case a bare map of rule ids is accepted too (`DESC-009: off` at the top level):
 * a document with neither `rules` nor `overrides` is read as the `rules` map.
 * Problems come back as diagnostics with a JSON pointer; nothing throws.
 */
import type { CatalogTool } from '../../catalog/types.ts';
import type { Diagnostic } from '../../source/diagnostic.ts';
import { parseText } from '../../source/parse-text.ts';
import { joinPointer } from '../../source/pointer.ts';
import { describeSettingValue } from '../../source/values.ts';
import { isPlainObject } from '../tool-facts.ts';
import { isPresetName } from '../presets.ts';
import { isSpecVersion, SPEC_VERSIONS, type SpecVersion } from '../spec-versions.ts';
import { parseTargetList, TARGET_NAMES, type TargetName } from '../targets/evaluate.ts';
import {
  PRESET_NAMES,
  type AnyRule,
  type PresetName,
  type RuleSeverity,
  type SeverityResolver,
  type TokenBudgets
} from '../types.ts';
import { globMatch } from './glob.ts';
import { nearest } from '../../source/nearest.ts';

export const SETTING_SEVERITIES = ['critical', 'warning', 'hint', 'off'] as const;
export type SettingSeverity = (typeof SETTING_SEVERITIES)[number];

export interface RuleOverride {
  rule: string;
  /** Globs matched against the tool name and the tool id. */
  tools: string[];
  severity: SettingSeverity;
}

export interface RuleSettings {
  rules: Record<string, SettingSeverity>;
  overrides: RuleOverride[];
  /** Token budgets for TOK-001/002; a budget not given keeps its default. */
  budgets?: Partial<TokenBudgets>;
  /** The preset the settings start from; absent: the caller's (recommended by default). */
  preset?: PresetName;
  /** The MCP specification version the spec rules apply; absent: the caller's (the latest by default). */
  spec?: SpecVersion;
  /** Targets each tool is judged against (`--target`); absent: none. */
  target?: TargetName[];
}

export type RuleSettingsResult = { ok: true; settings: RuleSettings } | { ok: false; errors: Diagnostic[] };

export interface RuleSettingsOptions {
  /** The rule ids that exist; unknown ids are errors. */
  ruleIds: readonly string[];
  /** Where the settings sit in their document (e.g. `/lint` inside a project config). */
  pointer?: string;
}

const TOP_KEYS = ['preset', 'spec', 'target', 'rules', 'overrides', 'budgets'];
const BUDGET_KEYS = ['tool', 'surface'] as const;
const OVERRIDE_KEYS = ['rule', 'tools', 'severity'];

export const EMPTY_RULE_SETTINGS: RuleSettings = { rules: {}, overrides: [] };

const typeName = (v: unknown) => describeSettingValue(v, 'an object');

/** Reads an already-parsed settings value. */
export function parseRuleSettings(value: unknown, options: RuleSettingsOptions): RuleSettingsResult {
  const base = options.pointer ?? '';
  const errors: Diagnostic[] = [];
  const settings: RuleSettings = { rules: {}, overrides: [] };
  if (value === null || value === undefined) return { ok: true, settings };
  if (!isPlainObject(value)) {
    return {
      ok: false,
      errors: [
        {
          message: `rule settings are ${typeName(value)}`,
          expected: 'an object with "rules" and/or "overrides", or a map of rule id to severity',
          pointer: base
        }
      ]
    };
  }

  const checkRuleId = (id: string, pointer: string): boolean => {
    if (options.ruleIds.includes(id)) return true;
    const near = nearest(id, options.ruleIds);
    errors.push({
      message: `unknown rule "${id}"${near ? ` (did you mean ${near}?)` : ''}`,
      expected: 'a rule id such as DESC-001 or SCH-001',
      pointer
    });
    return false;
  };
  const readSeverity = (v: unknown, pointer: string, what: string): SettingSeverity | undefined => {
    if (typeof v === 'string' && (SETTING_SEVERITIES as readonly string[]).includes(v)) return v as SettingSeverity;
    errors.push({
      message: `${what} has severity ${typeName(v)}; valid values are ${SETTING_SEVERITIES.join(', ')}`,
      expected: SETTING_SEVERITIES.join(', '),
      pointer
    });
    return undefined;
  };
  const readRuleMap = (map: unknown, pointer: string) => {
    if (!isPlainObject(map)) {
      errors.push({
        message: `"rules" is ${typeName(map)}`,
        expected: 'a map of rule id to critical | warning | hint | off',
        pointer
      });
      return;
    }
    for (const [id, sev] of Object.entries(map)) {
      const at = joinPointer(pointer, id);
      if (!checkRuleId(id, at)) continue;
      const s = readSeverity(sev, at, `rule "${id}"`);
      if (s !== undefined) settings.rules[id] = s;
    }
  };

  const structured = TOP_KEYS.some((k) => k in value);
  if (!structured) {
    readRuleMap(value, base);
    return errors.length > 0 ? { ok: false, errors } : { ok: true, settings };
  }
  for (const key of Object.keys(value)) {
    if (TOP_KEYS.includes(key)) continue;
    const near = nearest(key, TOP_KEYS);
    errors.push({
      message: `unknown key "${key}"${near ? ` (did you mean ${near}?)` : ''}`,
      expected: '"preset", "spec", "target", "rules", "overrides" or "budgets"',
      pointer: joinPointer(base, key)
    });
  }
  if (value.preset !== undefined) {
    if (isPresetName(value.preset)) settings.preset = value.preset;
    else
      errors.push({
        message: `preset is ${typeName(value.preset)}; valid values are ${PRESET_NAMES.join(', ')}`,
        expected: PRESET_NAMES.join(', '),
        pointer: joinPointer(base, 'preset')
      });
  }
  if (value.spec !== undefined) {
    if (isSpecVersion(value.spec)) settings.spec = value.spec;
    else
      errors.push({
        message: `spec is ${typeName(value.spec)}; valid values are ${SPEC_VERSIONS.join(', ')}`,
        expected: SPEC_VERSIONS.join(', '),
        pointer: joinPointer(base, 'spec')
      });
  }
  if (value.target !== undefined) {
    const list =
      typeof value.target === 'string' ||
      (Array.isArray(value.target) && value.target.every((t) => typeof t === 'string'))
        ? parseTargetList(value.target as string | string[])
        : undefined;
    if (list?.ok) settings.target = list.targets;
    else
      errors.push({
        message: list ? list.message : `target is ${typeName(value.target)}`,
        expected: `a list of targets: ${TARGET_NAMES.join(', ')}`,
        pointer: joinPointer(base, 'target')
      });
  }
  if (value.budgets !== undefined && value.budgets !== null) readBudgets(value.budgets, joinPointer(base, 'budgets'));
  if (value.rules !== undefined && value.rules !== null) readRuleMap(value.rules, joinPointer(base, 'rules'));
  if (value.overrides !== undefined && value.overrides !== null)
    readOverrides(value.overrides, joinPointer(base, 'overrides'));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, settings };

  function readBudgets(map: unknown, pointer: string) {
    if (!isPlainObject(map)) {
      errors.push({
        message: `"budgets" is ${typeName(map)}`,
        expected: 'an object { tool, surface } of token counts',
        pointer
      });
      return;
    }
    const budgets: Partial<TokenBudgets> = {};
    for (const [key, v] of Object.entries(map)) {
      const at = joinPointer(pointer, key);
      if (!(BUDGET_KEYS as readonly string[]).includes(key)) {
        const near = nearest(key, BUDGET_KEYS);
        errors.push({
          message: `unknown budget "${key}"${near ? ` (did you mean ${near}?)` : ''}`,
          expected: '"tool" or "surface"',
          pointer: at
        });
      } else if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0) {
        errors.push({
          message: `budget "${key}" is ${typeName(v)}`,
          expected: 'a positive whole number of tokens (cl100k_base)',
          pointer: at
        });
      } else {
        budgets[key as keyof TokenBudgets] = v;
      }
    }
    settings.budgets = budgets;
  }

  function readOverrides(list: unknown, pointer: string) {
    if (!Array.isArray(list)) {
      errors.push({
        message: `"overrides" is ${typeName(list)}`,
        expected: 'a list of { rule, tools, severity }',
        pointer
      });
      return;
    }
    list.forEach((entry, i) => {
      const at = joinPointer(pointer, i);
      if (!isPlainObject(entry)) {
        errors.push({
          message: `override ${i} is ${typeName(entry)}`,
          expected: 'an object { rule, tools, severity }',
          pointer: at
        });
        return;
      }
      const before = errors.length;
      for (const key of Object.keys(entry)) {
        if (OVERRIDE_KEYS.includes(key)) continue;
        const near = nearest(key, OVERRIDE_KEYS);
        errors.push({
          message: `unknown key "${key}" in override ${i}${near ? ` (did you mean ${near}?)` : ''}`,
          expected: '"rule", "tools" or "severity"',
          pointer: joinPointer(at, key)
        });
      }
      for (const key of OVERRIDE_KEYS) {
        if (!(key in entry))
          errors.push({
            message: `override ${i} has no "${key}"`,
            expected: 'an object { rule, tools, severity }',
            pointer: at
          });
      }
      const rule = entry.rule;
      if ('rule' in entry) {
        if (typeof rule !== 'string')
          errors.push({
            message: `override ${i} has a rule that is ${typeName(rule)}`,
            expected: 'a rule id such as DESC-012',
            pointer: joinPointer(at, 'rule')
          });
        else checkRuleId(rule, joinPointer(at, 'rule'));
      }
      const tools = typeof entry.tools === 'string' ? [entry.tools] : entry.tools;
      if ('tools' in entry) {
        if (!Array.isArray(tools) || tools.length === 0) {
          errors.push({
            message: `override ${i} has tools that are ${Array.isArray(tools) ? 'an empty list' : typeName(tools)}`,
            expected: 'a non-empty list of tool name globs',
            pointer: joinPointer(at, 'tools')
          });
        } else {
          tools.forEach((t, j) => {
            if (typeof t !== 'string' || t === '')
              errors.push({
                message: `tool pattern ${j} of override ${i} is ${typeName(t)}`,
                expected: 'a tool name or glob such as legacy_*',
                pointer: joinPointer(at, 'tools', j)
              });
          });
        }
      }
      const severity =
        'severity' in entry ? readSeverity(entry.severity, joinPointer(at, 'severity'), `override ${i}`) : undefined;
      if (errors.length === before && typeof rule === 'string' && Array.isArray(tools) && severity !== undefined) {
        settings.overrides.push({ rule, tools: tools as string[], severity });
      }
    });
  }
}

/** Reads settings from YAML or JSON text; diagnostics carry line:column and the file name. */
export function parseRuleSettingsText(
  text: string,
  options: RuleSettingsOptions & { file?: string }
): RuleSettingsResult {
  const parsed = parseText(text, { file: options.file });
  if (!parsed.ok) return { ok: false, errors: [{ ...parsed.error, file: options.file }] };
  const result = parseRuleSettings(parsed.value, options);
  if (result.ok) return result;
  const placed = result.errors.map((d) => ({
    ...d,
    ...(d.pointer !== undefined ? parsed.locate(d.pointer) : undefined),
    file: options.file
  }));
  // In reading order, so the terminal lists problems top to bottom.
  placed.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  return { ok: false, errors: placed };
}

/** The ids of a rule list, for `ruleIds`. */
export const ruleIdsOf = (rules: readonly AnyRule[]): string[] => rules.map((r) => r.id);

/** Turns settings into the engine's severity resolver. Overrides: the last matching one wins. */
export function severityResolver(settings: RuleSettings): SeverityResolver {
  const byRule = new Map<string, RuleOverride[]>();
  for (const o of settings.overrides) {
    const list = byRule.get(o.rule) ?? [];
    list.push(o);
    byRule.set(o.rule, list);
  }
  return (rule: AnyRule, tool: CatalogTool, base?: RuleSeverity | 'off'): RuleSeverity | 'off' => {
    const overrides = byRule.get(rule.id);
    if (overrides) {
      for (let i = overrides.length - 1; i >= 0; i--) {
        if (overrides[i].tools.some((g) => globMatch(g, tool.name) || globMatch(g, tool.id)))
          return overrides[i].severity;
      }
    }
    return settings.rules[rule.id] ?? base ?? rule.severity;
  };
}
