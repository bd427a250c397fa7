import { describe, expect, it } from 'vitest';
import { ruleDocMarkdown, ruleIndexMarkdown } from './docs.ts';
import { sch006ArrayMissingItems } from './rules/sch-006-array-missing-items.ts';
import type { Rule } from './types.ts';

describe('ruleDocMarkdown', () => {
  const page = ruleDocMarkdown(sch006ArrayMissingItems);

  it.each([
    ['a title with id and slug', '# SCH-006: array-missing-items'],
    ['what it catches', '## What it catches'],
    ['why it matters', '## Why it matters'],
    ['how to fix it', '## How to fix it'],
    ['the bad example as JSON', JSON.stringify(sch006ArrayMissingItems.docs.bad, null, 2)],
    ['the good example as JSON', JSON.stringify(sch006ArrayMissingItems.docs.good, null, 2)],
    ['the severity and its rationale', `**warning.** ${sch006ArrayMissingItems.docs.severityRationale}`],
    ['the smell group (none for schema rules)', '| Smell group | none |'],
    ['each message id', '| `no-items` |'],
    ['how to configure it', '  SCH-006: off']
  ])('has %s', (_label, text) => {
    expect(page).toContain(text);
  });

  it('names the smell group of a rule that has one, and the reference as the source of a DESC severity', () => {
    const desc = {
      ...sch006ArrayMissingItems,
      id: 'DESC-999',
      category: 'description',
      smell: 'verbose',
      docs: { ...sch006ArrayMissingItems.docs, severityRationale: undefined }
    } as Rule;
    const md = ruleDocMarkdown(desc);
    expect(md).toContain('| Smell group | verbose |');
    expect(md).toContain('the `verbose` smell');
    expect(md).toContain('published DESC rule table');
  });
});

describe('ruleIndexMarkdown', () => {
  it('links every rule under its category and escapes pipes in summaries', () => {
    const piped = {
      ...sch006ArrayMissingItems,
      id: 'SCH-900',
      docs: { ...sch006ArrayMissingItems.docs, summary: 'a | b' }
    } as Rule;
    const md = ruleIndexMarkdown([piped, sch006ArrayMissingItems]);
    expect(md).toContain('2 rules.');
    expect(md.indexOf('[SCH-006](SCH-006.md)')).toBeLessThan(md.indexOf('[SCH-900](SCH-900.md)'));
    expect(md).toContain('a \\| b');
    expect(md.indexOf('[SCH-006]')).toBeGreaterThan(md.indexOf('## Schema rules'));
  });
});
