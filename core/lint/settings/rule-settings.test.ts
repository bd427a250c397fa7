import { describe, expect, it } from 'vitest';
import type { CatalogTool } from '../../catalog/types.ts';
import type { Rule } from '../types.ts';
import { parseRuleSettings, parseRuleSettingsText, severityResolver, type RuleSettings } from './rule-settings.ts';

const IDS = ['DESC-009', 'DESC-012', 'SCH-001', 'SCH-002'];
const rule = (id: string, severity: 'critical' | 'warning' = 'warning') => ({ id, severity }) as Rule;
const tool = (name: string, server?: string) =>
  ({
    id: server ? `${server}.${name}` : name,
    name,
    server,
    pointer: '/tools/0',
    description: undefined,
    tool: { name }
  }) as CatalogTool;
const settingsOf = (value: unknown): RuleSettings => {
  const r = parseRuleSettings(value, { ruleIds: IDS });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.settings;
};

describe('parseRuleSettings: the documented shape', () => {
  it('reads rules and overrides', () => {
    expect(
      settingsOf({
        rules: { 'DESC-009': 'off', 'SCH-002': 'warning' },
        overrides: [{ rule: 'DESC-012', tools: ['legacy_*'], severity: 'off' }]
      })
    ).toEqual({
      rules: { 'DESC-009': 'off', 'SCH-002': 'warning' },
      overrides: [{ rule: 'DESC-012', tools: ['legacy_*'], severity: 'off' }]
    });
  });

  it('reads a bare top-level map of rule ids as the rules map', () => {
    expect(settingsOf({ 'DESC-009': 'off', 'SCH-001': 'critical' })).toEqual({
      rules: { 'DESC-009': 'off', 'SCH-001': 'critical' },
      overrides: []
    });
  });

  it('accepts a single tool glob as a string, and an empty document', () => {
    expect(settingsOf({ overrides: [{ rule: 'SCH-001', tools: 'x*', severity: 'off' }] }).overrides[0].tools).toEqual([
      'x*'
    ]);
    expect(settingsOf(null)).toEqual({ rules: {}, overrides: [] });
    expect(settingsOf({})).toEqual({ rules: {}, overrides: [] });
  });
});

describe('parseRuleSettings: errors are diagnostics with a pointer', () => {
  const errorsOf = (value: unknown, pointer?: string) => {
    const r = parseRuleSettings(value, { ruleIds: IDS, pointer });
    return r.ok ? [] : r.errors;
  };

  it.each([
    [
      'an unknown rule id suggests the nearest one',
      { rules: { 'DESC-09': 'off' } },
      { pointer: '/rules/DESC-09', message: 'unknown rule "DESC-09" (did you mean DESC-009?)' }
    ],
    [
      'an unknown id in the bare map',
      { 'SCH-0002': 'off' },
      { pointer: '/SCH-0002', message: 'unknown rule "SCH-0002" (did you mean SCH-002?)' }
    ],
    [
      'an unknown id with nothing near',
      { rules: { 'no-console': 'off' } },
      { pointer: '/rules/no-console', message: 'unknown rule "no-console"' }
    ],
    [
      'an unknown id in an override',
      { overrides: [{ rule: 'DESC-13', tools: ['*'], severity: 'off' }] },
      { pointer: '/overrides/0/rule', message: 'unknown rule "DESC-13" (did you mean DESC-012?)' }
    ],
    [
      'a bad severity lists the valid values',
      { rules: { 'DESC-009': 'error' } },
      {
        pointer: '/rules/DESC-009',
        message: 'rule "DESC-009" has severity string "error"; valid values are critical, warning, hint, off'
      }
    ],
    [
      'a boolean severity',
      { 'DESC-009': false },
      {
        pointer: '/DESC-009',
        message: 'rule "DESC-009" has severity boolean false; valid values are critical, warning, hint, off'
      }
    ],
    [
      'an unknown top-level key',
      { rules: {}, overides: [] },
      { pointer: '/overides', message: 'unknown key "overides" (did you mean overrides?)' }
    ],
    [
      'overrides that are not a list',
      { overrides: { rule: 'DESC-009' } },
      { pointer: '/overrides', message: '"overrides" is an object' }
    ],
    [
      'an override without tools',
      { overrides: [{ rule: 'DESC-009', severity: 'off' }] },
      { pointer: '/overrides/0', message: 'override 0 has no "tools"' }
    ],
    [
      'an override with an empty tools list',
      { overrides: [{ rule: 'DESC-009', tools: [], severity: 'off' }] },
      { pointer: '/overrides/0/tools', message: 'override 0 has tools that are an empty list' }
    ],
    [
      'an override with a misspelled key',
      { overrides: [{ rule: 'DESC-009', tool: ['x'], tools: ['x'], severity: 'off' }] },
      { pointer: '/overrides/0/tool', message: 'unknown key "tool" in override 0 (did you mean tools?)' }
    ],
    ['settings that are a list', ['DESC-009'], { pointer: '', message: 'rule settings are a list' }]
  ])('%s', (_label, value, expected) => {
    expect(errorsOf(value)[0]).toMatchObject(expected);
  });

  it('reports every problem, not just the first', () => {
    expect(errorsOf({ rules: { 'DESC-09': 'off', 'SCH-001': 'loud' } }).map((e) => e.pointer)).toEqual([
      '/rules/DESC-09',
      '/rules/SCH-001'
    ]);
  });

  it('prefixes pointers when the settings sit inside another document', () => {
    expect(errorsOf({ rules: { X: 'off' } }, '/lint')[0].pointer).toBe('/lint/rules/X');
  });
});

describe('parseRuleSettingsText', () => {
  it('reads YAML, where off is the string "off"', () => {
    const r = parseRuleSettingsText(
      'rules:\n  DESC-009: off\noverrides:\n  - { rule: DESC-012, tools: [legacy_*], severity: off }\n',
      { ruleIds: IDS }
    );
    expect(r).toEqual({
      ok: true,
      settings: {
        rules: { 'DESC-009': 'off' },
        overrides: [{ rule: 'DESC-012', tools: ['legacy_*'], severity: 'off' }]
      }
    });
  });

  it('places an unknown id at its line and column, with the file', () => {
    const r = parseRuleSettingsText('rules:\n  DESC-009: off\n  DESC-13: warning\n', {
      ruleIds: IDS,
      file: 'rules.yaml'
    });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors[0]).toMatchObject({
        file: 'rules.yaml',
        line: 3,
        pointer: '/rules/DESC-13',
        message: expect.stringContaining('did you mean DESC-012?')
      });
  });

  it('places JSON errors too, and returns syntax errors as diagnostics', () => {
    const r = parseRuleSettingsText('{\n  "rules": {\n    "SCH-001": "loud"\n  }\n}', { ruleIds: IDS, file: 'r.json' });
    expect(r.ok ? undefined : r.errors[0]).toMatchObject({ line: 3, pointer: '/rules/SCH-001' });
    const bad = parseRuleSettingsText('{ "rules": ', { ruleIds: IDS, file: 'r.json' });
    expect(bad.ok ? undefined : bad.errors[0]).toMatchObject({ file: 'r.json', line: 1 });
  });
});

describe('severityResolver', () => {
  const resolve = severityResolver(
    settingsOf({
      rules: { 'DESC-009': 'off', 'SCH-002': 'warning' },
      overrides: [
        { rule: 'DESC-012', tools: ['legacy_*'], severity: 'off' },
        { rule: 'SCH-002', tools: ['github.*'], severity: 'critical' },
        { rule: 'SCH-002', tools: ['github.delete_?'], severity: 'off' }
      ]
    })
  );

  it.each([
    ['a rule turned off globally', 'DESC-009', tool('search'), 'off'],
    ['a rule with a changed severity', 'SCH-002', tool('search'), 'warning'],
    ['an unconfigured rule keeps its own severity', 'SCH-001', tool('search'), 'critical'],
    ['an override for matching tool names', 'DESC-012', tool('legacy_find'), 'off'],
    ['an override leaves other tools alone', 'DESC-012', tool('find'), 'critical'],
    ['an override beats the rules map (glob on the id)', 'SCH-002', tool('create_issue', 'github'), 'critical'],
    ['the last matching override wins', 'SCH-002', tool('delete_x', 'github'), 'off']
  ])('%s', (_label, id, t, expected) => {
    expect(resolve(rule(id, 'critical'), t)).toBe(expected);
  });
});
