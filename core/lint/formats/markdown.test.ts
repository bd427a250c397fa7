import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCatalogText, parseCatalogValue } from '../../catalog/parse-catalog.ts';
import { loadEncoders } from '../../tokens/encoders.ts';
import { lintCatalog } from '../lint.ts';
import { SCH_RULES } from '../rules/sch-index.ts';
import { COMMENT_BUDGET, COMMENT_LIMIT, formatLintMarkdown, formatLintMarkdownMany } from './markdown.ts';

// The SCH rules only, so the snapshot tracks this format and the SCH rules, not every DESC tweak.
const rules = Object.values(SCH_RULES);

describe('Markdown output', () => {
  it('matches the snapshot for the SCH demo catalog', async () => {
    const file = 'examples/catalogs/sch-rules-demo.json';
    const parsed = parseCatalogText(readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8'), { file });
    if (!parsed.ok) throw new Error('demo catalog does not parse');
    const report = lintCatalog(parsed.catalog, { rules, encoders: await loadEncoders() });
    const md = formatLintMarkdown(report, { file, locate: parsed.source?.locate, tokenizer: 'cl100k' });
    await expect(md).toMatchFileSnapshot('./markdown.snapshot.md');
  });

  it('puts the summary (score, criticals, warnings, tokens) before any tool table', () => {
    const parsed = parseCatalogValue({ tools: [{ name: 'a', description: 'x' }] });
    if (!parsed.ok) throw new Error('unreachable');
    const md = formatLintMarkdown(lintCatalog(parsed.catalog, { rules }), { file: 'c.json', tokenizer: 'cl100k' });
    const summary = md.indexOf('**Score**');
    expect(summary).toBeGreaterThan(0);
    expect(md.indexOf('### a')).toBeGreaterThan(summary);
    expect(md).toMatch(/\*\*1 critical\*\* · \*\*0 warnings\*\* · \*\*\d[\d,]* tokens\*\*/);
  });

  it('escapes hostile tool names and messages everywhere they appear', () => {
    const evil = 'x|<script>`@team';
    const parsed = parseCatalogValue({ tools: [{ name: evil, inputSchema: { type: 'object', properties: { [evil]: {} } } }, { name: `ok ${evil}`, inputSchema: { type: 'object' } }] });
    if (!parsed.ok) throw new Error('unreachable');
    const md = formatLintMarkdown(lintCatalog(parsed.catalog, { rules }), { file: `${evil}.json`, tokenizer: 'cl100k' });
    expect(md).not.toContain('<script>');
    expect(md).not.toContain('@team');
    expect(md).not.toMatch(/[^\\]`/);
    // Every table row keeps its four cells: no unescaped pipe leaks from user text.
    const rows = md.split('\n').filter((l) => /^\| (critical|warning) \|/.test(l));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.split(/(?<!\\)\|/).length - 2).toBe(4);
    }
  });
});

// The real corpus beside the repository (../shared), or TOOLGAUGE_CORPUS: skipped cleanly when absent.
const CORPUS = process.env.TOOLGAUGE_CORPUS ? pathToFileURL(`${process.env.TOOLGAUGE_CORPUS}/`) : new URL('../../../../shared/corpus/catalogs/', import.meta.url);
const corpusFiles = existsSync(CORPUS) ? readdirSync(CORPUS).filter((f) => f.endsWith('.json')) : [];

describe.skipIf(corpusFiles.length === 0)('Markdown as a PR comment on the biggest corpus catalogs', async () => {
  const encoders = await loadEncoders();
  const docsBase = 'file:///home/ci/toolgauge/docs/rules/';
  const entries = corpusFiles.map((f) => {
    const text = readFileSync(new URL(f, CORPUS), 'utf8');
    const parsed = parseCatalogText(text, { file: f });
    if (!parsed.ok) throw new Error(`${f} does not parse`);
    return { file: `catalogs/${f}`, report: lintCatalog(parsed.catalog, { encoders, docsBase }), locate: parsed.source?.locate, size: text.length };
  });
  const biggest = [...entries].sort((a, b) => b.size - a.size).slice(0, 3);

  it.each(biggest.map((e) => [e.file, e]))('%s: under the comment limit, summary first, details folded, no file:// link', (_f, e) => {
    const md = formatLintMarkdownMany([e], { tokenizer: 'cl100k' });
    expect(md.length).toBeLessThan(COMMENT_LIMIT);
    expect(md.indexOf('**Score**')).toBeLessThan(md.indexOf('<details>'));
    expect(md).toContain('</details>');
    expect(md).not.toContain('file://');
    // A report that had to be cut says so, with the numbers left out.
    const full = formatLintMarkdownMany([e], { tokenizer: 'cl100k', budget: Number.MAX_SAFE_INTEGER });
    if (full.length > COMMENT_BUDGET) expect(md).toMatch(/_Left out to stay under GitHub's 65,536-character comment limit: the findings of \d+ tools? \(\d[\d,]* findings?\) in 1 catalog\./);
    else expect(md).toBe(full);
  });

  it('every corpus catalog in one comment stays under the limit and names what it left out', () => {
    const md = formatLintMarkdownMany(entries, { tokenizer: 'cl100k' });
    expect(md.length).toBeLessThan(COMMENT_LIMIT);
    expect(md).toContain(`## toolgauge lint: ${entries.length} catalogs`);
    expect(md).toMatch(/_Left out to stay under GitHub's 65,536-character comment limit/);
    expect(md.split('\n').filter((l) => l.startsWith('| catalogs/'))).toHaveLength(entries.length);
    // Opened and closed <details> pair up.
    expect(md.split('<details>').length).toBe(md.split('</details>').length);
  });

  it('links a rule to its page only with a public http(s) docs base', () => {
    const e = biggest[0];
    const parsed = parseCatalogText(readFileSync(new URL(e.file.slice('catalogs/'.length), CORPUS), 'utf8'), { file: e.file });
    if (!parsed.ok) throw new Error('unreachable');
    const report = lintCatalog(parsed.catalog, { encoders, preset: 'all', docsBase: 'https://toolgauge.dev/rules/' });
    const md = formatLintMarkdownMany([{ file: e.file, report }], { tokenizer: 'cl100k' });
    expect(md).toMatch(/\[([A-Z]{3,4})-\d{3}\]\(https:\/\/toolgauge\.dev\/rules\/[A-Z]{3,4}-\d{3}\.md\)/);
  });
});
