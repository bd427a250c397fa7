/**
 * What `npm run new-rule -- ID slug` writes, as text (scripts/new-rule.ts does the file work): a
 * per-tool rule module in the registry's shape whose docs examples pass the registry test (the bad
 * one fires once, the good one not at all), its table test, and the family index with it registered.
 */

/** Each family's index module under core/lint/rules/ and the category its rules take. */
export const FAMILIES = {
  DESC: { index: 'desc-more-index.ts', category: 'description' },
  CON: { index: 'con-index.ts', category: 'schema' },
  SCH: { index: 'sch-index.ts', category: 'schema' },
  OVL: { index: 'ovl-index.ts', category: 'overlap' },
  SEC: { index: 'sec-index.ts', category: 'security' },
  CMP: { index: 'cmp-index.ts', category: 'compatibility' },
  TOK: { index: 'cmp-index.ts', category: 'budget' },
  MCP: { index: 'mcp-index.ts', category: 'conformance' }
} as const;

export type Family = keyof typeof FAMILIES;

export interface NewRule {
  id: string;
  slug: string;
  family: Family;
  /** `desc-027-my-rule` (the module's file name without `.ts`). */
  base: string;
  /** The module's export: `desc027MyRule`. */
  exportName: string;
}

const ID = /^([A-Z]+)-(\d{3})$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The request, or what is wrong with it (one sentence naming the argument and what is expected). */
export function parseNewRule(id: string | undefined, slug: string | undefined): NewRule | string {
  const families = Object.keys(FAMILIES).join(', ');
  if (id === undefined || slug === undefined) return 'usage: npm run new-rule -- ID slug (e.g. SCH-012 missing-title)';
  const m = ID.exec(id);
  if (m === null)
    return `rule id "${id}": expected FAMILY-NNN with three digits (e.g. SCH-012), FAMILY one of ${families}`;
  if (!(m[1] in FAMILIES)) return `rule id "${id}": unknown family "${m[1]}", expected one of ${families}`;
  if (m[2] === '000') return `rule id "${id}": numbers start at 001`;
  if (!SLUG.test(slug))
    return `slug "${slug}": expected kebab-case of lowercase letters and digits (e.g. missing-title)`;
  const base = `${id.toLowerCase()}-${slug}`;
  const exportName =
    m[1].toLowerCase() + m[2] + slug.replace(/(?:^|-)([a-z0-9])/g, (_all, c: string) => c.toUpperCase());
  return { id, slug, family: m[1] as Family, base, exportName };
}

export function ruleModuleText(rule: NewRule): string {
  const { category } = FAMILIES[rule.family];
  return `/**
 * ${rule.id}: a tool description that still holds a TODO placeholder. Written by
 * \`npm run new-rule\`: replace the check, the docs and the table test with the rule's own.
 */
import { defineRule } from '../types.ts';

export const ${rule.exportName} = defineRule({
  id: '${rule.id}',
  slug: '${rule.slug}',
  category: '${category}',
  severity: 'hint',
  docs: {
    summary: 'The tool description still holds a TODO placeholder.',
    why: 'An agent reads the description to choose the tool; a placeholder tells it nothing about what the tool does.',
    fix: 'Replace the placeholder with what the tool does and what it returns.',
    bad: {
      name: 'search_docs',
      description: 'TODO: describe this tool.',
      inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'Words to search for.' } } }
    },
    good: {
      name: 'search_docs',
      description: 'Search the documentation. Returns matching pages.',
      inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'Words to search for.' } } }
    },
    severityRationale:
      'Hint: a new rule starts quiet until labels on the corpora show its precision (docs/rules/README.md).'
  },
  messages: {
    placeholder: '"{{tool}}" has a description that still says TODO'
  },
  suggestions: {
    placeholder: 'say what the tool does and what it returns'
  },
  check({ description }) {
    return description !== undefined && /\\bTODO\\b/.test(description)
      ? [{ messageId: 'placeholder', pointer: '/description' }]
      : [];
  }
});
`;
}

export function ruleTestText(rule: NewRule): string {
  return `import { describe, expect, it } from 'vitest';
import { ${rule.exportName} as rule } from './${rule.base}.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (description: string) => ({ name: 'search_docs', description, inputSchema: { type: 'object' } });

describe('${rule.id} ${rule.slug}', () => {
  it.each([
    ['a leading TODO', 'TODO: describe this tool.'],
    ['a TODO after a sentence', 'Search the docs. TODO say what it returns.']
  ])('fires on %s', (_label, description) => {
    expect(runRule(rule, tool(description))).toEqual([expected(rule, 'placeholder', '/description')]);
  });

  it.each([
    ['a finished description', 'Search the documentation. Returns matching pages.'],
    ['a word that contains todo', 'List the todos of a project. Returns their titles.']
  ])('does not fire on %s', (_label, description) => {
    expect(runRule(rule, tool(description))).toEqual([]);
  });
});
`;
}

/**
 * The family index with the rule imported and added to its family's map in id order, or a sentence
 * saying why it cannot be (the id is there already, or the index has no map for the family).
 */
export function registeredIndexText(index: string, rule: NewRule): string | { problem: string } {
  if (index.includes(`'${rule.id}'`)) return { problem: `${rule.id} is already registered` };
  const map = new RegExp(`(export const \\w+ = \\{\\n)((?:  '${rule.family}-\\d{3}': \\w+,?\\n)+)(\\} satisfies)`).exec(
    index
  );
  if (map === null) return { problem: `the index has no map of ${rule.family} rules` };
  const entries = map[2]
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => l.replace(/,$/, ''));
  entries.push(`  '${rule.id}': ${rule.exportName}`);
  entries.sort();
  const withEntry =
    index.slice(0, map.index) + map[1] + entries.join(',\n') + '\n' + map[3] + index.slice(map.index + map[0].length);
  const imports = [...withEntry.matchAll(/^import .* from '\.\/.*';$/gm)];
  const last = imports.at(-1);
  const line = `import { ${rule.exportName} } from './${rule.base}.ts';`;
  if (last === undefined) return { problem: 'the index imports no rule module' };
  const at = last.index + last[0].length;
  return `${withEntry.slice(0, at)}\n${line}${withEntry.slice(at)}`;
}
