/**
 * tool_quality: token targets (issue 42 item 1): the check counts tokens as lint does, from a
 * catalog file and from a live server, so a gate on tokens.cl100k can fail.
 */
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, runCli, tempDir } from './helpers/cli.ts';

const gate = `    expect:
      - target: tokens.cl100k
        matcher: { schema: { maximum: 10 } }
`;

function suiteDir(): string {
  const dir = tempDir('tg-quality-tokens-');
  cpSync(path.join(REPO, 'examples/suites/servers'), path.join(dir, 'servers'), { recursive: true });
  cpSync(path.join(REPO, 'examples/suites/catalogs/search-server.json'), path.join(dir, 'search-server.json'));
  writeFileSync(
    path.join(dir, 'suite.yml'),
    `name: tokens
servers:
  catalog:
    command: ["toolgauge", "mock", "--tools-from", "./servers/catalog.yml"]
tool_quality:
  - name: from a file
    catalog: search-server.json
${gate}  - name: from the live server
    server: catalog
${gate}`
  );
  return dir;
}

describe('tool_quality counts tokens as lint does', () => {
  it('tokens.cl100k and tokens.o200k are the lint figures, and a gate below them fails', async () => {
    const dir = suiteDir();
    const lint = JSON.parse((await runCli(['lint', 'search-server.json', '--json'], { cwd: dir })).stdout);
    const r = await runCli(['run', 'suite.yml', '--json', '--trust'], { cwd: dir });
    const report = JSON.parse(r.stdout) as {
      tests: Array<{ name: string; verdict: string; metrics: { tool_quality: { tokens: Record<string, number> } } }>;
    };
    const [file, live] = report.tests;
    expect(file.metrics.tool_quality.tokens.cl100k).toBe(lint.summary.tokens.cl100k);
    expect(file.metrics.tool_quality.tokens.o200k).toBe(lint.summary.tokens.o200k);
    expect(file.metrics.tool_quality.tokens.cl100k).toBeGreaterThan(10);
    expect(live.metrics.tool_quality.tokens.cl100k).toBeGreaterThan(10);
    expect(live.metrics.tool_quality.tokens.o200k).toBeGreaterThan(10);
    expect([file.verdict, live.verdict]).toEqual(['fail', 'fail']);
    expect(r.code).toBe(1);
  });
});
