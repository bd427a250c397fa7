/**
 * `npm run new-rule -- ID slug` (scripts/new-rule.ts): it refuses a malformed or taken id with exit
 * 2 and the reason, registers a rule in its family's index, and what it writes passes from the
 * start: the rule's docs examples behave as the registry test demands, its docs are complete, and
 * its table test passes (run by vitest on a copy in a temporary folder beside core/lint/rules, so
 * the relative imports resolve as in rules/ and the real rules folder is never touched).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { missingDocFields } from '#core/lint/docs';
import { exampleFindings } from '#core/lint/rule-examples';
import type { Rule } from '#core/lint/types';
import {
  FAMILIES,
  type NewRule,
  parseNewRule,
  registeredIndexText,
  ruleModuleText,
  ruleTestText
} from '../../scripts/new-rule-files.ts';
import { REPO } from './helpers/cli.ts';

const RULES_DIR = path.join(REPO, 'core/lint/rules');
const TSX = path.join(REPO, 'node_modules/tsx/dist/cli.mjs');
const VITEST = path.join(REPO, 'node_modules/vitest/vitest.mjs');

const newRule = (id: string, slug: string): NewRule => {
  const rule = parseNewRule(id, slug);
  if (typeof rule === 'string') throw new Error(rule);
  return rule;
};
const runScript = (...args: string[]) =>
  spawnSync(process.execPath, [TSX, path.join(REPO, 'scripts/new-rule.ts'), ...args], { cwd: REPO, encoding: 'utf8' });

describe('parseNewRule', () => {
  it('names the module and its export after the id and slug', () => {
    expect(newRule('SCH-012', 'missing-title')).toEqual({
      id: 'SCH-012',
      slug: 'missing-title',
      family: 'SCH',
      base: 'sch-012-missing-title',
      exportName: 'sch012MissingTitle'
    });
  });

  it.each([
    ['a lowercase id', 'sch-012', 'x', 'expected FAMILY-NNN'],
    ['two digits', 'SCH-12', 'x', 'expected FAMILY-NNN'],
    ['an unknown family', 'FOO-001', 'x', 'unknown family "FOO"'],
    ['number 000', 'SCH-000', 'x', 'numbers start at 001'],
    ['a snake_case slug', 'SCH-012', 'missing_title', 'expected kebab-case'],
    ['no slug', 'SCH-012', undefined, 'usage: npm run new-rule']
  ])('refuses %s, saying what is expected', (_label, id, slug, message) => {
    expect(parseNewRule(id, slug)).toContain(message);
  });
});

describe('registeredIndexText', () => {
  it.each(Object.entries(FAMILIES).map(([family, f]) => [family, f.index]))(
    'adds a %s rule to its map in %s, in id order, with its import',
    (family, file) => {
      const index = readFileSync(path.join(RULES_DIR, file), 'utf8');
      const rule = newRule(`${family}-998`, 'new-check');
      const next = registeredIndexText(index, rule);
      expect(typeof next).toBe('string');
      const text = next as string;
      expect(text).toContain(`import { ${rule.exportName} } from './${rule.base}.ts';`);
      // The entry sits in the map of its own family, after that family's last existing id.
      const map = new RegExp(`export const \\w+ = \\{\\n((?:  '${family}-\\d{3}': \\w+,?\\n)+)\\} satisfies`).exec(
        text
      );
      expect(map?.[1].trim().split('\n').at(-1)?.trim()).toBe(`'${family}-998': ${rule.exportName}`);
      // Nothing else changes.
      expect(text.replace(`\nimport { ${rule.exportName} } from './${rule.base}.ts';`, '')).toBe(
        index.replace(/(\n {2}'[A-Z]+-\d{3}': \w+)(\n\} satisfies)/g, (all, last: string, end: string) =>
          last.startsWith(`\n  '${family}-`) ? `${last},\n  '${family}-998': ${rule.exportName}${end}` : all
        )
      );
    }
  );

  it('refuses an id the index registers already', () => {
    const index = readFileSync(path.join(RULES_DIR, 'sch-index.ts'), 'utf8');
    expect(registeredIndexText(index, newRule('SCH-001', 'x'))).toEqual({ problem: 'SCH-001 is already registered' });
  });
});

describe('npm run new-rule', () => {
  it.each([
    ['a rule that exists', ['DESC-001', 'other-name'], 'DESC-001 exists already: core/lint/rules/desc-001-'],
    ['a malformed id', ['desc-1', 'x'], 'rule id "desc-1": expected FAMILY-NNN'],
    ['a malformed slug', ['SCH-998', 'Bad_Slug'], 'slug "Bad_Slug": expected kebab-case']
  ])('refuses %s with exit 2 and the reason', (_label, args, message) => {
    const r = runScript(...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe('');
  });

  it('--dry-run prints the rule, its test and the index, and writes nothing', () => {
    const r = runScript('SCH-998', 'new-check', '--dry-run');
    expect(r.status, r.stderr).toBe(0);
    const printed = [...r.stdout.matchAll(/^--- (.+)$/gm)].map((m) => m[1]);
    expect(printed).toEqual([
      'core/lint/rules/sch-998-new-check.ts',
      'core/lint/rules/sch-998-new-check.test.ts',
      'core/lint/rules/sch-index.ts'
    ]);
    expect(existsSync(path.join(RULES_DIR, 'sch-998-new-check.ts'))).toBe(false);
  });
});

describe.each(['DESC-998', 'SEC-998', 'TOK-998'])('the rule it writes for %s', (id) => {
  const rule = newRule(id, 'new-check');

  it('passes its own table test and the registry test of its docs examples', async () => {
    // A sibling of core/lint/rules: the module's '../types.ts' and the test's './testing/one-tool.ts'
    // (copied) resolve as they would in rules/.
    const dir = mkdtempSync(path.join(REPO, 'core/lint/.new-rule-test-'));
    try {
      const moduleFile = path.join(dir, `${rule.base}.ts`);
      writeFileSync(moduleFile, ruleModuleText(rule));
      writeFileSync(path.join(dir, `${rule.base}.test.ts`), ruleTestText(rule));
      mkdirSync(path.join(dir, 'testing'));
      copyFileSync(path.join(RULES_DIR, 'testing/one-tool.ts'), path.join(dir, 'testing/one-tool.ts'));
      writeFileSync(path.join(dir, 'vitest.config.mjs'), 'export default { test: { include: ["*.test.ts"] } };\n');

      const mod = (await import(pathToFileURL(moduleFile).href)) as Record<string, Rule>;
      const generated = mod[rule.exportName];
      expect(generated.id).toBe(id);
      expect(generated.category).toBe(FAMILIES[rule.family].category);
      expect(missingDocFields(generated)).toEqual([]);
      expect(exampleFindings(generated, 'bad').map((f) => [f.rule, f.message])).toEqual([
        [id, '"search_docs" has a description that still says TODO']
      ]);
      expect(exampleFindings(generated, 'good')).toEqual([]);

      const run = spawnSync(process.execPath, [VITEST, 'run', '--root', dir, '--config', 'vitest.config.mjs'], {
        cwd: dir,
        encoding: 'utf8'
      });
      expect(run.status, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toMatch(/Tests\s+.*4 passed/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
