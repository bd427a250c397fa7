/**
 * The OVL rules on fixtures written for them (a cross-server name collision and a confusable pair
 * must be flagged; a catalog of distinct tools must get nothing) and on the real corpus, bundled
 * into one multi-server catalog as an agent with every server enabled would see it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR } from './helpers/corpus.ts';
import { parseCatalogText, parseCatalogValue } from '#core/catalog/parse-catalog';
import type { Catalog } from '#core/catalog/types';
import { lintCatalog } from '#core/lint/lint';
import { formatLintSarif } from '#core/lint/formats/sarif';
import { formatLintText } from '#core/lint/formats/text';
import { OVL_RULES } from '#core/lint/rules/ovl-index';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.resolve(here, '../fixtures/overlap');
const CORPUS = CORPUS_DIR;
// Every OVL rule at its own severity (OVL-002 is off in the recommended preset: below the precision bar).
const OVL = Object.values(OVL_RULES);

function load(file: string) {
  const parsed = parseCatalogText(readFileSync(file, 'utf8'), { file });
  if (!parsed.ok) throw new Error(`${file} does not parse`);
  return parsed;
}
const findingsOf = (catalog: Catalog) =>
  lintCatalog(catalog, { rules: OVL, severityFor: (rule) => rule.severity }).tools.flatMap((t) =>
    t.findings.map((f) => [f.rule, t.id, (f.related ?? []).map((r) => r.toolId).join(' ')])
  );

describe('OVL fixtures', () => {
  it('flags the cross-server collision, the confusable pairs and the shadowing reference, and nothing else', () => {
    expect(findingsOf(load(path.join(FIXTURES, 'confusable.json')).catalog)).toEqual([
      ['OVL-001', 'github.search_issues', 'jira.search_issues'],
      ['OVL-002', 'github.get_pull_request_comments', 'github.get_pull_request_reviews'],
      ['OVL-002', 'github.get_pull_request_reviews', 'github.get_pull_request_comments'],
      ['OVL-003', 'github.get_pull_request_reviews', 'github.get_pull_request_comments'],
      ['OVL-001', 'jira.search_issues', 'github.search_issues'],
      ['OVL-002', 'files.list_directory', 'files.list_directory_with_sizes'],
      ['OVL-002', 'files.list_directory_with_sizes', 'files.list_directory'],
      ['OVL-004', 'weather.get_forecast', 'github.search_issues jira.search_issues']
    ]);
  });

  it('flags nothing in a catalog of distinct tools', () => {
    expect(findingsOf(load(path.join(FIXTURES, 'distinct.json')).catalog)).toEqual([]);
  });

  it('shows the related tools in text output and as SARIF relatedLocations with line numbers', () => {
    const parsed = load(path.join(FIXTURES, 'confusable.json'));
    const report = lintCatalog(parsed.catalog, { rules: OVL, severityFor: (rule) => rule.severity });
    const ctx = {
      file: 'tests/fixtures/overlap/confusable.json',
      locate: parsed.source?.locate,
      tokenizer: 'cl100k' as const
    };
    expect(formatLintText(report, ctx)).toMatch(
      /OVL-001 {3}"search_issues" is also the name of jira\.search_issues.*\n.*see: jira\.search_issues \(\d+:\d+\)/
    );
    const result = JSON.parse(formatLintSarif(report, ctx)).runs[0].results.find(
      (r: { ruleId: string }) => r.ruleId === 'OVL-001'
    );
    expect(result.relatedLocations).toEqual([
      expect.objectContaining({
        id: 0,
        logicalLocations: [{ fullyQualifiedName: 'jira.search_issues', kind: 'function' }],
        physicalLocation: expect.objectContaining({
          region: { startLine: expect.any(Number), startColumn: expect.any(Number) }
        })
      })
    ]);
  });
});

const corpusPresent = existsSync(CORPUS);
describe.skipIf(!corpusPresent)(`OVL rules on the real corpus (skipped when ${CORPUS} is absent)`, () => {
  const files = corpusPresent
    ? readdirSync(CORPUS)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  const servers = Object.fromEntries(
    files.map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(CORPUS, f), 'utf8')).tools])
  );

  it('flags list_directory beside list_directory_with_sizes in the filesystem server', () => {
    const found = findingsOf(load(path.join(CORPUS, 'filesystem.json')).catalog).filter(([rule]) => rule === 'OVL-002');
    expect(found).toEqual([
      ['OVL-002', 'list_directory', 'list_directory_with_sizes'],
      ['OVL-002', 'list_directory_with_sizes', 'list_directory']
    ]);
  });

  it('with every server in one bundle, finds the names several servers share (browser tools, puppeteer/playwright navigation)', () => {
    const parsed = parseCatalogValue({ servers });
    if (!parsed.ok) throw new Error('bundle does not parse');
    const collisions = findingsOf(parsed.catalog).filter(([rule]) => rule === 'OVL-001');
    expect(collisions.length).toBeGreaterThan(0);
    for (const [, id, related] of collisions)
      expect(
        related.split(' ').every((other) => other.split('.').slice(1).join('.') === id.split('.').slice(1).join('.'))
      ).toBe(true);
  });
});
