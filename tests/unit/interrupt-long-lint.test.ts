/**
 * Ctrl-C during the lint of a big catalog (issue 43 item 12): the lint pauses between slices of
 * its work for the event loop (src/node/tokens/run-steps.ts), so the signal handler runs while the
 * rules are still going, not when they are done. A real process, signalled once it says on
 * stderr that it is linting; the test waits for nothing but that line and the process's end.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir, constants } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliArgs, REPO } from './helpers/cli.ts';
import { alive } from './helpers/process.ts';

/** 100,000 small distinct tools (the tool limit): seconds of rules, far longer than a signal may wait. */
function bigCatalog(): string {
  const tools = Array.from({ length: 100_000 }, (_, i) => ({
    name: `search_issues_${i}`,
    description: `Search the issues of tracker ${i} and return the matching issues with their status and labels.`,
    inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'the query' } }, required: ['q'] }
  }));
  return JSON.stringify({ tools });
}

describe('Ctrl-C during a long lint', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    '%s while the rules run ends the process by the signal, before any report',
    { timeout: 180_000 },
    async (signal) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'tg-long-lint-'));
      try {
        const file = path.join(dir, 'big.json');
        writeFileSync(file, bigCatalog());
        const child = spawn(process.execPath, [...cliArgs(), 'lint', file, '--format', 'json'], {
          cwd: REPO,
          stdio: ['ignore', 'pipe', 'pipe']
        });
        let stdout = '';
        let stderr = '';
        child.stdout.setEncoding('utf8').on('data', (c: string) => void (stdout += c));
        const closed = new Promise<number>((resolve) =>
          child.on('close', (code, s) => resolve(code ?? 128 + constants.signals[s as NodeJS.Signals]))
        );
        // The progress line: the catalog is parsed and the rules are starting.
        const progress = `toolgauge lint: ${file}: linting 100,000 tools\n`;
        await new Promise<void>((resolve) =>
          child.stderr.setEncoding('utf8').on('data', (c: string) => {
            stderr += c;
            if (stderr.includes(progress)) resolve();
          })
        );
        child.kill(signal);
        expect(await closed).toBe(signal === 'SIGINT' ? 130 : 143);
        expect(alive(child.pid as number)).toBe(false);
        // Ended mid-lint: no report was written.
        expect(stdout).toBe('');
        expect(stderr).toBe(progress + (signal === 'SIGINT' ? 'toolgauge: interrupted\n' : ''));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  );
});
