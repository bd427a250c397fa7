import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCatalogText, parseCatalogValue } from '../../catalog/parse-catalog.ts';
import { loadEncoders } from '../../tokens/encoders.ts';
import { lintCatalog } from '../lint.ts';
import { SCH_RULES } from '../rules/sch-index.ts';
import { COMMENT_BUDGET, COMMENT_LIMIT, formatLintMarkdown, formatLintMarkdownMany } from './markdown.ts';
import { escapeMarkdown } from '../../render/markdown.ts';

// The SCH rules only, each on (preset all: SCH-001 is off by default), so the snapshot tracks this format and the SCH rules, not every DESC tweak.
const rules = Object.values(SCH_RULES);

describe('Markdown output', () => {
  it('matches the snapshot for the SCH demo catalog', async () => {
    const file = 'examples/catalogs/sch-rules-demo.json';
    const parsed = parseCatalogText(readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8'), { file });
    if (!parsed.ok) throw new Error('demo catalog does not parse');
    const report = lintCatalog(parsed.catalog, { rules, preset: 'all', encoders: await loadEncoders() });
    const md = formatLintMarkdown(report, { file, locate: parsed.source?.locate, tokenizer: 'cl100k' });
    await expect(md).toMatchFileSnapshot('./markdown.snapshot.md');
  });

  it('puts the summary (score, criticals, warnings, tokens) before any tool table', () => {
    const parsed = parseCatalogValue({ tools: [{ name: 'a', description: 'x' }] });
    if (!parsed.ok) throw new Error('unreachable');
    const md = formatLintMarkdown(lintCatalog(parsed.catalog, { rules, preset: 'all' }), {
      file: 'c.json',
      tokenizer: 'cl100k'
    });
    const summary = md.indexOf('**Score**');
    expect(summary).toBeGreaterThan(0);
    expect(md.indexOf('### a')).toBeGreaterThan(summary);
    expect(md).toMatch(/\*\*1 critical\*\* · \*\*0 warnings\*\* · \*\*\d[\d,]* tokens\*\*/);
  });

  it('gives the space to criticals first: a critical in the last catalog survives a small budget that earlier hints fill', () => {
    const hinty = parseCatalogValue({
      tools: Array.from({ length: 40 }, (_, i) => ({
        name: `weather_${i}`,
        description: 'Return the current weather for a city as JSON text.',
        inputSchema: { type: 'object', properties: { city: { type: 'string' } } }
      }))
    });
    const bad = parseCatalogValue({
      tools: [{ name: 'poisoned', inputSchema: { type: 'object', required: ['missing'] } }]
    });
    if (!hinty.ok || !bad.ok) throw new Error('unreachable');
    const early = lintCatalog(hinty.catalog);
    const late = lintCatalog(bad.catalog);
    expect(early.summary.criticals).toBe(0);
    expect(early.summary.warnings + early.summary.hints).toBeGreaterThanOrEqual(40);
    expect(late.summary.criticals).toBeGreaterThan(0);
    const md = formatLintMarkdownMany(
      [
        { file: 'a.json', report: early },
        { file: 'b.json', report: late }
      ],
      { tokenizer: 'cl100k', budget: 4000 }
    );
    expect(md).toContain('### poisoned');
    expect(md).toMatch(/^\| critical \| SCH-\d{3} \|/m);
    expect(md).toMatch(
      /_Left out to stay under GitHub's 65,536-character comment limit \(room goes to criticals, then warnings, then hints\): 0 criticals, /
    );
    // A budget too small for the rows still names the critical tool.
    const tiny = formatLintMarkdownMany(
      [
        { file: 'a.json', report: early },
        { file: 'b.json', report: late }
      ],
      { tokenizer: 'cl100k', budget: 1300 }
    );
    expect(tiny).toMatch(
      /\*\*Critical findings not shown in full above\*\* \(1 tool\):\n\n- b\.json · poisoned: [A-Z]+-\d{3}/
    );
  });

  it('escapes hostile tool names and messages everywhere they appear', () => {
    const evil = 'x|<script>`@team';
    const parsed = parseCatalogValue({
      tools: [
        { name: evil, inputSchema: { type: 'object', properties: { [evil]: {} } } },
        { name: `ok ${evil}`, inputSchema: { type: 'object' } }
      ]
    });
    if (!parsed.ok) throw new Error('unreachable');
    const md = formatLintMarkdown(lintCatalog(parsed.catalog, { rules, preset: 'all' }), {
      file: `${evil}.json`,
      tokenizer: 'cl100k'
    });
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
const CORPUS = process.env.TOOLGAUGE_CORPUS
  ? pathToFileURL(`${process.env.TOOLGAUGE_CORPUS}/`)
  : new URL('../../../../shared/corpus/catalogs/', import.meta.url);
const corpusFiles = existsSync(CORPUS) ? readdirSync(CORPUS).filter((f) => f.endsWith('.json')) : [];

describe.skipIf(corpusFiles.length === 0)('Markdown as a PR comment on the biggest corpus catalogs', async () => {
  const encoders = await loadEncoders();
  const docsBase = 'file:///home/ci/toolgauge/docs/rules/';
  const entries = corpusFiles.map((f) => {
    const text = readFileSync(new URL(f, CORPUS), 'utf8');
    const parsed = parseCatalogText(text, { file: f });
    if (!parsed.ok) throw new Error(`${f} does not parse`);
    return {
      file: `catalogs/${f}`,
      report: lintCatalog(parsed.catalog, { encoders, docsBase }),
      locate: parsed.source?.locate,
      size: text.length
    };
  });
  const biggest = [...entries].sort((a, b) => b.size - a.size).slice(0, 3);

  it.each(biggest.map((e) => [e.file, e]))(
    '%s: under the comment limit, summary first, details folded, no file:// link',
    (_f, e) => {
      const md = formatLintMarkdownMany([e], { tokenizer: 'cl100k' });
      expect(md.length).toBeLessThan(COMMENT_LIMIT);
      expect(md.indexOf('**Score**')).toBeLessThan(md.search(/<details( open)?>/));
      expect(md).toContain('</details>');
      expect(md).not.toContain('file://');
      // A report that had to be cut says so, with the numbers left out.
      const full = formatLintMarkdownMany([e], { tokenizer: 'cl100k', budget: Number.MAX_SAFE_INTEGER });
      if (full.length > COMMENT_BUDGET)
        expect(md).toMatch(
          /_Left out to stay under GitHub's 65,536-character comment limit \(room goes to criticals, then warnings, then hints\): \d+ criticals?, \d[\d,]* warnings?, \d[\d,]* hints? \(the findings of \d+ tools? in 1 catalog\)/
        );
      else expect(md).toBe(full);
    }
  );

  it('every corpus catalog in one comment stays under the limit and names what it left out', () => {
    const md = formatLintMarkdownMany(entries, { tokenizer: 'cl100k' });
    expect(md.length).toBeLessThan(COMMENT_LIMIT);
    expect(md).toContain(`## toolgauge lint: ${entries.length} catalogs`);
    expect(md).toMatch(/_Left out to stay under GitHub's 65,536-character comment limit/);
    expect(md.split('\n').filter((l) => l.startsWith('| catalogs/'))).toHaveLength(entries.length);
    // Opened and closed <details> pair up.
    expect(md.split(/<details( open)?>/).filter((x) => x !== ' open' && x !== undefined).length).toBe(
      md.split('</details>').length
    );
  });

  // Every preset: recommended leaves few criticals on the corpus, reference hundreds.
  it.each(['recommended', 'reference'] as const)(
    'under %s, every tool with a critical finding is named, and every left-out finding counted',
    (preset) => {
      const linted = entries.map((e) => {
        const parsed = parseCatalogText(readFileSync(new URL(e.file.slice('catalogs/'.length), CORPUS), 'utf8'), {
          file: e.file
        });
        if (!parsed.ok) throw new Error('unreachable');
        return {
          file: e.file,
          report: lintCatalog(parsed.catalog, { encoders, preset }),
          locate: parsed.source?.locate
        };
      });
      const md = formatLintMarkdownMany(linted, { tokenizer: 'cl100k' });
      expect(md.length).toBeLessThan(COMMENT_LIMIT);
      const critical = linted.flatMap((e) =>
        e.report.tools
          .filter((t) => t.findings.some((f) => f.severity === 'critical'))
          .map((t) => ({ file: e.file, id: t.id }))
      );
      expect(critical.length).toBeGreaterThan(0);
      for (const t of critical)
        expect(
          md.includes(`### ${escapeMarkdown(t.id)}`) || md.includes(`· ${escapeMarkdown(t.id)}:`),
          `${t.file} ${t.id}`
        ).toBe(true);
      // What was shown plus what was counted as left out is every finding, by severity.
      const sum = (sev: string) =>
        linted.reduce(
          (n, e) => n + e.report.tools.reduce((m, t) => m + t.findings.filter((f) => f.severity === sev).length, 0),
          0
        );
      const rows = (sev: string) => md.split('\n').filter((l) => l.startsWith(`| ${sev} |`)).length;
      const leftLine = /then hints\): (\d+) criticals?, ([\d,]+) warnings?, ([\d,]+) hints?/.exec(md);
      const left = leftLine ? leftLine.slice(1).map((x) => Number(x.replace(/,/g, ''))) : [0, 0, 0];
      expect([rows('critical') + left[0], rows('warning') + left[1], rows('hint') + left[2]]).toEqual([
        sum('critical'),
        sum('warning'),
        sum('hint')
      ]);
    }
  );

  it('links a rule to its page only with a public http(s) docs base', () => {
    const e = biggest[0];
    const parsed = parseCatalogText(readFileSync(new URL(e.file.slice('catalogs/'.length), CORPUS), 'utf8'), {
      file: e.file
    });
    if (!parsed.ok) throw new Error('unreachable');
    const report = lintCatalog(parsed.catalog, { encoders, preset: 'all', docsBase: 'https://toolgauge.dev/rules/' });
    const md = formatLintMarkdownMany([{ file: e.file, report }], { tokenizer: 'cl100k' });
    expect(md).toMatch(/\[([A-Z]{3,4})-\d{3}\]\(https:\/\/toolgauge\.dev\/rules\/[A-Z]{3,4}-\d{3}\.md\)/);
  });
});
