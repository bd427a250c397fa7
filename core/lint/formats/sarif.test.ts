import { readFileSync } from 'node:fs';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parseCatalogText } from '../../catalog/parse-catalog.ts';
import { lintCatalog } from '../lint.ts';
import { RULE_LIST } from '../registry.ts';
import { artifactUri, formatLintSarif } from './sarif.ts';

const schema = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/sarif-2.1.0-rtm.5.json', import.meta.url), 'utf8')
);
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false }); // the schema's language pattern is not valid in /u mode;
addFormats(ajv);
const validate = ajv.compile(schema);

const demoText = readFileSync(new URL('../../../examples/catalogs/sch-rules-demo.json', import.meta.url), 'utf8');

function sarifFor(text: string, file: string, docsBase?: string, preset?: 'all') {
  const parsed = parseCatalogText(text, { file });
  if (!parsed.ok) throw new Error('fixture does not parse');
  const report = lintCatalog(parsed.catalog, { ...(docsBase ? { docsBase } : {}), ...(preset ? { preset } : {}) });
  return {
    report,
    sarif: JSON.parse(formatLintSarif(report, { file, locate: parsed.source?.locate, tokenizer: 'cl100k' }))
  };
}

describe('SARIF output', () => {
  it('validates against the official SARIF 2.1.0 schema (relative docs, absolute docs, stdin)', () => {
    for (const [file, base] of [
      ['examples/catalogs/sch-rules-demo.json', undefined],
      ['catalogs/demo.json', 'https://example.com/docs/rules/'],
      ['<stdin>', undefined]
    ] as const) {
      const { sarif } = sarifFor(demoText, file, base);
      const ok = validate(sarif);
      expect(ok ? [] : validate.errors).toEqual([]);
    }
  });

  it('the schema check has teeth: a wrong level or a relative helpUri is rejected', () => {
    const { sarif } = sarifFor(demoText, 'demo.json', 'https://example.com/docs/rules/');
    sarif.runs[0].results[0].level = 'critical';
    expect(validate(sarif)).toBe(false);
    const other = sarifFor(demoText, 'demo.json', 'https://example.com/docs/rules/').sarif;
    other.runs[0].tool.driver.rules[0].helpUri = 'docs/rules/X.md';
    expect(validate(other)).toBe(false);
  });

  it('has one run whose driver lists every registered rule with help text', () => {
    const { sarif } = sarifFor(demoText, 'demo.json', 'https://example.com/docs/rules/');
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs).toHaveLength(1);
    const rules = sarif.runs[0].tool.driver.rules;
    expect(rules.map((r: { id: string }) => r.id)).toEqual(RULE_LIST.map((r) => r.id));
    const sch2 = rules.find((r: { id: string }) => r.id === 'SCH-002');
    expect(sch2).toMatchObject({
      name: 'required-undeclared',
      helpUri: 'https://example.com/docs/rules/SCH-002.md',
      defaultConfiguration: { level: 'error' }
    });
    expect(sch2.help.text).toContain('How to fix:');
  });

  it('leaves helpUri out when the docs base is not a public http(s) URL, and names the rule id alone', () => {
    for (const base of [undefined, 'file:///home/me/toolgauge/docs/rules/']) {
      const { sarif } = sarifFor(demoText, 'demo.json', base);
      const sch1 = sarif.runs[0].tool.driver.rules.find((r: { id: string }) => r.id === 'SCH-001');
      expect(sch1.helpUri).toBeUndefined();
      expect(sch1.help.text).toContain('Rule: SCH-001');
      expect(JSON.stringify(sarif.runs[0].tool)).not.toContain('file://');
    }
  });

  it('gives each finding a result with level, rule index and a line:column region in the catalog file', () => {
    // Every rule on: SCH-001 (the untyped "limit" below) is off in the default preset.
    const { report, sarif } = sarifFor(demoText, 'examples/catalogs/sch-rules-demo.json', undefined, 'all');
    const results = sarif.runs[0].results;
    const findings = report.tools.flatMap((t) => t.findings);
    expect(results).toHaveLength(findings.length);
    const untyped = results.find((r: { ruleId: string }) => r.ruleId === 'SCH-001');
    expect(untyped.level).toBe('warning');
    expect(sarif.runs[0].tool.driver.rules[untyped.ruleIndex].id).toBe('SCH-001');
    // "limit" is declared on line 11, column 11 of the demo catalog (1-based).
    const lines = demoText.split('\n');
    const line = lines.findIndex((l) => l.includes('"limit": { "description"')) + 1;
    expect(untyped.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'examples/catalogs/sch-rules-demo.json' },
      region: { startLine: line, startColumn: expect.any(Number) }
    });
    expect(untyped.locations[0].logicalLocations[0]).toMatchObject({ fullyQualifiedName: 'set_limit' });
    const missing = results.find((r: { ruleId: string }) => r.ruleId === 'SCH-003');
    expect(missing.level).toBe('error');
  });

  it('keeps fingerprints stable when the catalog is reformatted', () => {
    const a = sarifFor(demoText, 'demo.json').sarif.runs[0].results.map(
      (r: { partialFingerprints: unknown }) => r.partialFingerprints
    );
    const b = sarifFor(JSON.stringify(JSON.parse(demoText)), 'demo.json').sarif.runs[0].results.map(
      (r: { partialFingerprints: unknown }) => r.partialFingerprints
    );
    expect(b).toEqual(a);
    expect(new Set(a.map((x: Record<string, string>) => x['toolgaugeFinding/v1'])).size).toBe(a.length);
  });

  it.each([
    ['catalog.json', 'catalog.json'],
    ['./dir/my catalog.json', 'dir/my%20catalog.json'],
    ['dir\\win.json', 'dir/win.json'],
    ['a#b?.json', 'a%23b%3F.json'],
    ['/home/ci/repo/tools.json', 'file:///home/ci/repo/tools.json'],
    ['C:\\work\\tools.json', 'file:///C:/work/tools.json'],
    ['<stdin>', undefined]
  ])('turns the file %s into the artifact URI %s', (file, uri) => {
    expect(artifactUri(file)).toBe(uri);
  });
});
