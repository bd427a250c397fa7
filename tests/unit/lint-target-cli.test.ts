/** `lint --target NAMES`: each tool's verdict and the catalog's counts in every format; a bad name is exit 2. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TARGET_NAMES } from '#core/lint/targets/evaluate';
import { REPO, runCli } from './helpers/cli.ts';

const K8S = path.join(REPO, 'examples/catalogs/kubernetes.json');
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('lint --target', () => {
  it('JSON: targets on each tool and beside the summary', async () => {
    const r = await runCli(['lint', K8S, '--target', 'openai-strict,anthropic-strict', '--format', 'json']);
    const json = JSON.parse(r.stdout);
    expect(json.targets['openai-strict']).toEqual({ rejected: 1, lossy: 0, request_ok: true, limits: {} });
    expect(json.targets['anthropic-strict'].limits.strict_tools).toEqual({ value: 23, limit: 20, ok: false });
    expect(json.targets['anthropic-strict'].request_ok).toBe(false);
    const generic = json.tools.find((t: { id: string }) => t.id === 'kubectl_generic');
    expect(generic.targets['openai-strict']).toMatchObject({ accepted: false, lost: [] });
    expect(generic.targets['openai-strict'].reasons[0]).toContain('/inputSchema/properties/flags/additionalProperties');
  });
  it('SARIF, Markdown and HTML carry them', async () => {
    const sarif = JSON.parse((await runCli(['lint', K8S, '--target', 'gemini', '--format', 'sarif'])).stdout);
    expect(sarif.runs[0].properties.targets.catalog.gemini.rejected).toBe(2);
    const md = (await runCli(['lint', K8S, '--target', 'gemini', '--format', 'markdown'])).stdout;
    expect(md).toContain('| gemini | 2 of 23 | 0 | — |');
    const html = (await runCli(['lint', K8S, '--target', 'gemini', '--format', 'html'])).stdout;
    expect(html).toContain('<h3>targets</h3>');
  });
  it('an unknown target is exit 2 listing the targets', async () => {
    const r = await runCli(['lint', K8S, '--target', 'openai-strict,claude']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`unknown target "claude"; the targets are ${TARGET_NAMES.join(', ')}`);
  });
  it('target: in a rules file, and the flag beats it', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tg-target-'));
    const rules = path.join(dir, 'rules.yaml');
    writeFileSync(rules, 'target: [gemini]\n');
    const fromFile = JSON.parse((await runCli(['lint', K8S, '--rules', rules, '--format', 'json'])).stdout);
    expect(Object.keys(fromFile.targets)).toEqual(['gemini']);
    const flag = JSON.parse(
      (await runCli(['lint', K8S, '--rules', rules, '--target', 'openai-apps', '--format', 'json'])).stdout
    );
    expect(Object.keys(flag.targets)).toEqual(['openai-apps']);
    writeFileSync(rules, 'target: [gemni]\n');
    const bad = await runCli(['lint', K8S, '--rules', rules]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown target "gemni"');
  });
});
