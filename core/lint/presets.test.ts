/**
 * Presets are tables of severities and options (core/lint/preset-tables.ts); a rule declares its
 * options with defaults and never reads which preset runs it (typescript-eslint's split between a
 * rule and a shared config).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PRESET_TABLES } from './preset-tables.ts';
import { defaultOptions, presetOptions, presetSeverity } from './presets.ts';
import { RECOMMENDED_RULE_IDS } from './recommended-rules.ts';
import { RULE_LIST, RULES } from './registry.ts';
import { PRESET_NAMES, type Rule } from './types.ts';

const RULES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'rules');
/** Preset names as strings in code ('all' is left out: word lists hold it as an English word). */
const PRESET_STRINGS = new Set(['recommended', 'reference']);
/** Names that only code reading the preset would use. */
const PRESET_IDENTIFIERS = new Set(['preset', 'presets', 'PresetName', 'DEFAULT_PRESET', 'PRESET_NAMES']);

/** Where a module's code (not its prose: comments and docs text stay free) names a preset. */
function presetMentions(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const at = () => {
      const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
      return `${path.basename(file)}:${line + 1}:${character + 1}`;
    };
    if (ts.isIdentifier(node) && PRESET_IDENTIFIERS.has(node.text)) found.push(`${at()} ${node.text}`);
    if (ts.isStringLiteral(node) && PRESET_STRINGS.has(node.text)) found.push(`${at()} '${node.text}'`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('a rule never reads the preset', () => {
  // The rules and their shared helpers (rules/helpers/), not the test helpers (rules/testing/).
  const modules = (readdirSync(RULES_DIR, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !/(\.test|-testing)\.ts$/.test(f) && !f.startsWith('testing'))
    .sort();

  it('no module under core/lint/rules/ names a preset in its code (delete a `presets:` line; set options in preset-tables.ts)', () => {
    expect(modules.length).toBeGreaterThan(50);
    expect(modules.filter((f) => f.startsWith('helpers')).length).toBeGreaterThan(10);
    expect(modules.flatMap((f) => presetMentions(path.join(RULES_DIR, f)))).toEqual([]);
  });

  it('the check itself finds a preset read', () => {
    const dir = path.join(RULES_DIR, '..');
    expect(presetMentions(path.join(dir, 'presets.ts')).length).toBeGreaterThan(0);
  });
});

describe('preset tables', () => {
  it('name only registered rules, and only options those rules declare, with the declared type', () => {
    const problems: string[] = [];
    for (const name of PRESET_NAMES) {
      for (const [id, entry] of Object.entries(PRESET_TABLES[name].rules)) {
        const rule = RULES[id];
        if (rule === undefined) {
          problems.push(`${name}: ${id} is not a registered rule`);
          continue;
        }
        for (const [option, value] of Object.entries(entry.options ?? {})) {
          const spec = rule.options?.[option];
          if (spec === undefined) problems.push(`${name}: ${id} declares no option "${option}"`);
          else if (typeof spec.default !== typeof value)
            problems.push(`${name}: ${id}.${option} is ${typeof value}, declared ${typeof spec.default}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('recommended runs exactly the members of recommended-rules.ts, as all runs them', () => {
    const on = RULE_LIST.filter((r) => presetSeverity(r, 'recommended') !== 'off').map((r) => r.id);
    expect(on.sort()).toEqual([...RECOMMENDED_RULE_IDS].sort());
    for (const rule of RULE_LIST.filter((r) => on.includes(r.id))) {
      expect(presetSeverity(rule, 'recommended')).toBe(presetSeverity(rule, 'all'));
      expect(presetOptions(rule, 'recommended')).toEqual(presetOptions(rule, 'all'));
    }
  });

  it('every rule runs in all with its declared defaults', () => {
    for (const rule of RULE_LIST) {
      expect(presetSeverity(rule, 'all')).not.toBe('off');
      expect(presetOptions(rule, 'all')).toEqual(defaultOptions(rule));
    }
  });

  it('a rule with no entry anywhere runs in all and is off in recommended and reference', () => {
    const listed = new Set(PRESET_NAMES.flatMap((p) => Object.keys(PRESET_TABLES[p].rules)));
    const unlisted = RULE_LIST.filter((r) => !listed.has(r.id));
    expect(unlisted.length).toBeGreaterThan(0);
    for (const rule of unlisted) {
      expect([rule.id, presetSeverity(rule, 'all')]).toEqual([rule.id, rule.severity]);
      expect([rule.id, presetSeverity(rule, 'recommended')]).toEqual([rule.id, 'off']);
      expect([rule.id, presetSeverity(rule, 'reference')]).toEqual([rule.id, 'off']);
    }
  });

  it("an embedder's own rule runs as defined in every preset", () => {
    const own: Rule = {
      id: 'ACME-001',
      slug: 'acme',
      category: 'description',
      severity: 'hint',
      options: { strict: { default: true, description: 'strict' } },
      docs: { summary: '', why: '', fix: '', bad: { name: 'a' }, good: { name: 'b' } },
      messages: { m: 'm' },
      check: () => []
    };
    for (const name of PRESET_NAMES) {
      expect(presetSeverity(own, name)).toBe('hint');
      expect(presetOptions(own, name)).toEqual({ strict: true });
    }
  });
});
