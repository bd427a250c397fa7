import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parseCatalogText } from '../../catalog/parse-catalog.ts';
import { lintCatalog } from '../lint.ts';
import { formatLintGitlab } from './gitlab.ts';

const schema = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/gitlab-code-quality.schema.json', import.meta.url), 'utf8')
);
const validate = new Ajv({ allErrors: true }).compile(schema);
const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');

function entry(text: string, file: string) {
  const parsed = parseCatalogText(text, { file });
  if (!parsed.ok) throw new Error('fixture does not parse');
  return { file, report: lintCatalog(parsed.catalog, { preset: 'all' }), locate: parsed.source?.locate };
}

describe('GitLab Code Quality output', () => {
  const files = [
    'examples/catalogs/desc-rules-demo.json',
    'examples/catalogs/sch-rules-demo.json',
    'examples/catalogs/github.json'
  ];
  const entries = files.map((f) => entry(read(f), f));
  const issues = JSON.parse(formatLintGitlab(entries));

  it("validates against the schema written from GitLab's documentation", () => {
    const ok = validate(issues);
    expect(ok ? [] : validate.errors).toEqual([]);
    expect(issues.length).toBe(entries.flatMap((e) => e.report.tools.flatMap((t) => t.findings)).length);
  });

  it('the schema check has teeth: an unknown severity, an absolute path or a missing line are rejected', () => {
    for (const broken of [
      { severity: 'error' },
      { location: { path: '/home/ci/tools.json', lines: { begin: 1 } } },
      { location: { path: 'a.json', lines: {} } }
    ]) {
      expect(validate([{ ...issues[0], ...broken }])).toBe(false);
    }
  });

  it('maps severities, names the rule and locates the line in the right file', () => {
    expect(new Set(issues.map((i: { severity: string }) => i.severity))).toEqual(
      new Set(['critical', 'minor', 'info'])
    );
    const sch = issues.find((i: { check_name: string }) => i.check_name === 'SCH-003');
    expect(sch.location.path).toBe('examples/catalogs/sch-rules-demo.json');
    const line = read(sch.location.path).split('\n')[sch.location.lines.begin - 1];
    expect(line.length).toBeGreaterThan(0);
  });

  it("names each tool once: no tool prefix before a message that already quotes the tool's name", () => {
    const descriptions: string[] = issues.map((i: { description: string }) => i.description);
    expect(descriptions.filter((d) => /^([^:]+): "\1"/.test(d))).toEqual([]);
    const tools = entries.flatMap((e) => e.report.tools);
    const unnamed = tools.flatMap((t) =>
      t.findings.filter((f) => !f.message.includes(`"${t.name}"`) && !f.message.includes(`"${t.id}"`)).map(() => t.id)
    );
    for (const id of unnamed) expect(descriptions.some((d) => d.startsWith(`${id}: `))).toBe(true);
  });

  it('fingerprints are unique and survive reformatting (no line in them)', () => {
    const prints = issues.map((i: { fingerprint: string }) => i.fingerprint);
    expect(new Set(prints).size).toBe(prints.length);
    const compact = entries.map((_e, i) => entry(JSON.stringify(JSON.parse(read(files[i]))), files[i]));
    expect(JSON.parse(formatLintGitlab(compact)).map((i: { fingerprint: string }) => i.fingerprint)).toEqual(prints);
  });
});
