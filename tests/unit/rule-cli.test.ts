/** `toolgauge rule [ID]`: a rule's page in the terminal, the list of every rule, a did-you-mean for a typo. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULE_LIST } from '#core/lint/registry';
import { runCli } from './helpers/cli.ts';

describe('toolgauge rule', () => {
  it('prints docs/rules/SEC-002.md as it is, whatever the case of the id', async () => {
    const page = readFileSync('docs/rules/SEC-002.md', 'utf8');
    for (const id of ['SEC-002', 'sec-002', 'model-directed-instructions']) {
      const r = await runCli(['rule', id]);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(page);
    }
  });

  it("lists every registered rule, one line each, with every preset's severity", async () => {
    const r = await runCli(['rule']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n').filter((l) => /^[A-Z]{3,4}-\d{3}\s/.test(l));
    expect(lines.map((l) => l.split(/\s+/)[0])).toEqual(RULE_LIST.map((x) => x.id));
    expect(r.stdout).toMatch(/^rule\s+slug\s+category\s+recommended\s+all\s+reference\s+catches$/m);
    expect(r.stdout).toMatch(/^DESC-008\s+\S+\s+description\s+off\s+hint\s+warning\s/m);
  });

  it("--json gives the rule's docs object, severities and docsUrl (a file that exists)", async () => {
    const r = await runCli(['rule', 'SCH-002', '--json']);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({
      id: 'SCH-002',
      category: 'schema',
      severity: { recommended: 'critical', all: 'critical', reference: 'critical' }
    });
    expect(j.docs.summary).toBeTypeOf('string');
    expect(j.docsUrl).toMatch(/^file:\/\/.*\/docs\/rules\/SCH-002\.md$/);
    expect(readFileSync(new URL(j.docsUrl), 'utf8')).toBe(j.page);
  });

  it('an unknown id is exit 2 with the nearest id', async () => {
    const r = await runCli(['rule', 'SEC-02']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'toolgauge rule: no rule "SEC-02" (did you mean SEC-002?); toolgauge rule lists every rule\n'
    );
    expect((await runCli(['rule', 'a', 'b'])).code).toBe(2);
  });
});
