/**
 * Server instructions through the CLI: a live server's initialize instructions are linted and
 * counted, `--save` keeps them, and the saved file lints the same; every format shows them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO, runCli } from './helpers/cli.ts';

const SERVER = path.join(REPO, 'tests/fixtures/instructions/poisoned-server.yml');
const POISONED = path.join(REPO, 'tests/fixtures/instructions/poisoned.json');
const LONG = path.join(REPO, 'tests/fixtures/instructions/long.json');
const temp = mkdtempSync(path.join(tmpdir(), 'tg-instr-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('server instructions in lint', () => {
  it('live lint reads the initialize instructions, fails the default gate on their poisoning, and --save keeps them', async () => {
    const saved = path.join(temp, 'weather.json');
    const live = await runCli(['lint', '--stdio', `toolgauge mock --tools-from ${SERVER}`, '--save', saved, '--json'], {
      cwd: REPO
    });
    expect(live.code).toBe(1);
    const report = JSON.parse(live.stdout);
    expect(
      report.instructions[0].findings.map((f: { rule: string; severity: string; pointer: string }) => [
        f.rule,
        f.severity,
        f.pointer
      ])
    ).toContainEqual(['SEC-002', 'critical', '/instructions']);
    const snapshot = JSON.parse(readFileSync(saved, 'utf8'));
    expect(snapshot.instructions).toContain('<IMPORTANT>');
    const again = await runCli(['lint', saved, '--json']);
    expect(again.code).toBe(1);
    const fromFile = JSON.parse(again.stdout);
    expect(
      fromFile.instructions.map((i: { findings: Array<{ rule: string }> }) => i.findings.map((f) => f.rule))
    ).toEqual(report.instructions.map((i: { findings: Array<{ rule: string }> }) => i.findings.map((f) => f.rule)));
    expect(fromFile.summary.tokens).toEqual(report.summary.tokens);
  });

  it('their tokens are in the surface total', async () => {
    const r = JSON.parse((await runCli(['lint', POISONED, '--json', '--fail-on', 'none'])).stdout);
    expect(r.summary.tokens.cl100k).toBe(r.tools[0].tokens.cl100k + r.instructions[0].tokens.cl100k);
    expect(r.instructions[0].tokens.cl100k).toBeGreaterThan(0);
  });

  it.each([
    ['text', ['instr instructions', 'SEC-002', '6:3']],
    ['markdown', ['### instructions', 'Server instructions', 'SEC-002']],
    ['sarif', ['"fullyQualifiedName": "instructions"', '"ruleId": "SEC-002"', '"pointer": "/instructions"']],
    ['html', ['<b>instructions</b>', 'SEC-002', '&lt;/IMPORTANT&gt;']]
  ])('--format %s shows the instructions and their findings', async (format, parts) => {
    const r = await runCli(['lint', POISONED, '--format', format, '--fail-on', 'none']);
    for (const p of parts) expect(r.stdout).toContain(p);
    // The quoted catalog text is text, never markup, in the formats a browser renders.
    if (format === 'html' || format === 'markdown') expect(r.stdout).not.toContain('</IMPORTANT>');
  });

  it('instructions past 2,048 characters are reported cut by default (CMP-005), a warning', async () => {
    const r = await runCli(['lint', LONG, '--json']);
    expect(r.code).toBe(0);
    const [f] = JSON.parse(r.stdout).instructions[0].findings;
    expect([f.rule, f.messageId, f.severity, f.data.limit]).toEqual([
      'CMP-005',
      'instructionsTruncated',
      'warning',
      2048
    ]);
  });
});
