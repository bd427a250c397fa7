import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCatalogText } from '../catalog/parse-catalog.ts';
import { lintCatalog } from '../lint/lint.ts';
import { loadEncoders } from '../tokens/encoders.ts';
import { createCoreApi } from './core-api.ts';
import { checkRules, readRules } from './lint-report.ts';
import { lintReportFile } from './lint-report-file.ts';
import { LintSession } from './lint-session.ts';

const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples');
const GITHUB = readFileSync(path.join(EXAMPLES, 'catalogs/github.json'), 'utf8');
const RULES = { file: 'rules.yaml', text: 'rules:\n  DESC-003: critical\n  DESC-012: off\n' };

describe('rules files, read as --rules reads them', () => {
  it('a rules file that reads gives its preset; one that does not gives positioned problems', () => {
    expect(checkRules(RULES)).toEqual({ ok: true, preset: 'recommended' });
    expect(checkRules({ file: 'r.yaml', text: 'preset: reference\n' })).toEqual({ ok: true, preset: 'reference' });
    const bad = checkRules({ file: 'r.yaml', text: 'rules:\n  DESC-00X: off\n' });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors[0]).toMatchObject({ line: 2, column: 3 });
    expect(JSON.parse(JSON.stringify(bad))).toEqual(bad);
  });
});

describe('the playground takes the specification version from its rules file, as --rules does', () => {
  const catalog = JSON.stringify({
    tools: [
      {
        name: 'list',
        description: 'List items. Returns an array.',
        inputSchema: { type: 'object', properties: {} },
        outputSchema: { type: 'array', items: { type: 'string' } }
      }
    ]
  });
  const sch008 = async (rules?: { file: string; text: string }) => {
    const r = await lintReportFile(
      { text: catalog, file: 'c.json', format: 'json', ...(rules ? { rules } : {}) },
      { cl100k: (s: string) => s.length, o200k: (s: string) => s.length }
    );
    if (!r.ok) throw new Error('unreachable');
    return (JSON.parse(r.text).tools[0].findings as Array<{ rule: string }>).filter((f) => f.rule === 'SCH-008').length;
  };
  it('spec: 2025-11-25 in the rules file turns SCH-008 on for an array output schema; the default (2026-07-28) does not', async () => {
    const r = readRules({ file: 'r.yaml', text: 'spec: 2025-11-25\n' });
    expect(r.ok && r.options.spec).toBe('2025-11-25');
    expect(await sch008({ file: 'r.yaml', text: 'spec: 2025-11-25\n' })).toBe(1);
    expect(await sch008()).toBe(0);
  });
});

describe("lintReportFile: the lint use case (core/lint/lint-input.ts) with the page's rules, as a file", () => {
  it('applies the rules file and ends the report in a newline', async () => {
    const encoders = await loadEncoders();
    const got = await lintReportFile({ text: GITHUB, file: 'github.json', rules: RULES, format: 'json' }, encoders);
    const plain = await lintReportFile({ text: GITHUB, file: 'github.json', format: 'json' }, encoders);
    if (!got.ok || !plain.ok) throw new Error('github.json lints');
    expect(got.text.endsWith('}\n')).toBe(true);
    expect(got.summary).not.toEqual(plain.summary);
  });

  it('refuses to write a report for a bad rules file or a catalog that does not parse', async () => {
    const encoders = await loadEncoders();
    expect(
      await lintReportFile(
        { text: GITHUB, file: 'g.json', rules: { file: 'r.yaml', text: 'rules: [' }, format: 'json' },
        encoders
      )
    ).toMatchObject({ ok: false });
    expect(await lintReportFile({ text: '{', file: 'g.json', format: 'json' }, encoders)).toEqual({
      ok: false,
      message: 'the catalog does not parse; fix it to download a report'
    });
  });
});

describe('the lint session with rule settings', () => {
  it('lints with them, and new settings re-lint the whole catalog', () => {
    const session = new LintSession();
    const plain = session.update(GITHUB, { file: 'github.json' });
    const r = readRules(RULES);
    if (!r.ok || !plain.ok) throw new Error('setup');
    const ruled = session.update(GITHUB, {
      file: 'github.json',
      have: { session: plain.session, version: plain.version },
      settings: { key: 'a', lint: r.options }
    });
    if (!ruled.ok) throw new Error('not ok');
    expect(ruled.full).toBe(true);
    expect(ruled.mode).toBe('catalog');
    const parsed = parseCatalogText(GITHUB, { file: 'github.json' });
    if (!parsed.ok) throw new Error('parse');
    const want = lintCatalog(parsed.catalog, r.options).summary;
    expect(ruled.summary.criticals).toBe(
      want.critical_count + want.schema_criticals + want.security_criticals + want.surface_criticals
    );
    expect(ruled.summary.criticals).toBeGreaterThan(plain.summary.criticals);
    // An edit with the same settings stays incremental.
    const edited = session.update(GITHUB.replace('"List', '"Lists'), {
      file: 'github.json',
      have: { session: ruled.session, version: ruled.version },
      settings: { key: 'a', lint: r.options }
    });
    expect(edited.ok && edited.mode).toBe(GITHUB.includes('"List') ? 'tool' : 'catalog');
  });

  it('the worker API applies a rules file to update() and ignores one that does not read', async () => {
    const api = createCoreApi(loadEncoders);
    const plain = await api.update({ text: GITHUB, file: 'github.json' });
    const ruled = await api.update({ text: GITHUB, file: 'github.json', rules: RULES });
    const broken = await api.update({ text: GITHUB, file: 'github.json', rules: { file: 'r.yaml', text: 'rules: [' } });
    if (!plain.ok || !ruled.ok || !broken.ok) throw new Error('not ok');
    expect(ruled.summary.criticals).toBeGreaterThan(plain.summary.criticals);
    expect(broken.summary).toEqual(plain.summary);
  });
});
