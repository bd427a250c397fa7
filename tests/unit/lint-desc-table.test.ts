/**
 * The DESC table in docs/lint-desc-rules.md is generated from the rules' docs objects (npm run
 * docs:rules), like docs/rules/: this fails when the page and the rules disagree.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESC_TABLE_END, DESC_TABLE_START, descTableMarkdown, withDescTable } from '#core/lint/docs-desc-table';
import { RULE_LIST } from '#core/lint/registry';
import { REPO } from './helpers/cli.ts';

const page = readFileSync(path.join(REPO, 'docs/lint-desc-rules.md'), 'utf8');

describe('docs/lint-desc-rules.md', () => {
  it('carries the generated DESC table, current with the rules (run npm run docs:rules)', () => {
    expect(withDescTable(page, descTableMarkdown(RULE_LIST))).toBe(page);
  });

  it('lists every DESC rule once, with its summary, and nothing else', () => {
    const table = page.slice(page.indexOf(DESC_TABLE_START), page.indexOf(DESC_TABLE_END));
    const desc = RULE_LIST.filter((r) => r.category === 'description');
    expect(desc.length).toBeGreaterThan(0);
    const rows = table.split('\n').filter((l) => l.startsWith('| ['));
    expect(rows.map((l) => /\[([A-Z]+-\d+)\]/.exec(l)?.[1])).toEqual(desc.map((r) => r.id).sort());
    for (const r of desc) expect(table).toContain(r.docs.summary.replace(/\s+/g, ' ').trim());
  });

  it('a page without the markers is refused, not guessed at', () => {
    expect(withDescTable('# no markers', descTableMarkdown(RULE_LIST))).toBeUndefined();
  });
});
