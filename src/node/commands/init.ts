/** `toolgauge init`: a commented starter config and a starter suite, never over an existing file. */
import { access, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from '../cli/command.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { COMMAND_SUMMARIES } from './summaries.ts';

export const STARTER_CONFIG = `# toolgauge.config.yml: project defaults for toolgauge. Flags on the command line win.
# toolgauge finds this file by walking up from the working directory; --no-config ignores it.

# Which rule definitions and severities to start from: recommended (tuned for precision on real
# servers), all (every rule, the unproven ones as hints) or reference (the reference tool's,
# exactly). lint and diff use it; --preset wins.
# preset: recommended

# Which MCP specification version the spec rules apply (2025-06-18 | 2025-11-25 | 2026-07-28):
# names, schema dialect, x-mcp-header, icons, outputSchema. The latest by default; --spec wins.
# spec: 2026-07-28

# Rule settings, the same format as a --rules file (an explicit --rules replaces this block).
rules:
  # DESC-009: off            # no examples required
  # SCH-002: warning         # a required property that is not declared: warning instead of critical
# overrides:                 # later entries win; every override beats rules:
#   - rule: DESC-012
#     tools: ["legacy_*"]    # globs on the tool name or its id (server.tool)
#     severity: off

# The lint gate: exit 1 when a finding at this severity or worse exists (critical | warning | none).
fail-on: critical

# Which BPE count the text report shows (cl100k | o200k).
tokenizer: cl100k

# Public URL of the rule pages, for links in SARIF, Markdown and HTML (without it: rule ids only).
# docs-base: https://example.com/toolgauge/docs/rules/

# The diff gate: exit 1 when the catalog grows by more than this (tokens, or a percentage of the base).
max-token-growth: 10%

# The bench gate: exit 1 unless some declared mutation drops selection accuracy by at least this.
# min-drop: 0.05
`;

export const STARTER_SUITE = `# yaml-language-server: $schema=https://toolgauge.dev/schema/v1.json
# A starter suite: run it with  toolgauge run toolgauge.suite.yml
# Save your server's tools/list first, e.g.  toolgauge lint --stdio "node dist/index.js" --save tools.json
name: my server

tool_quality:
  - name: the catalog meets the default bar
    catalog: tools.json
    expect:
      - target: criticals          # critical findings of every family: DESC, SCH, SEC (tool poisoning), OVL, CMP, TOK
        matcher: { schema: { maximum: 0 } }
      - target: min_score
        matcher: { schema: { minimum: 0.5 } }
`;

const FILES = [
  ['toolgauge.config.yml', STARTER_CONFIG],
  ['toolgauge.suite.yml', STARTER_SUITE]
] as const;

export const command: Command = {
  spec: {
    name: 'init',
    summary: COMMAND_SUMMARIES.init,
    usage: 'toolgauge init [--dir DIR]',
    options: {
      dir: { type: 'string', description: 'where to write them (default: the working directory)', value: 'DIR' }
    },
    epilog:
      'A --dir that does not exist yet is made.\nexit codes: 0 both written, 2 one of them exists already (nothing is overwritten), --dir is a file, or bad arguments.'
  },

  async run({ values, positionals }, io) {
    if (positionals.length > 0)
      throw new UsageError(`init takes no arguments (got ${positionals.join(' ')}); use --dir DIR`);
    const dir = path.resolve(io.cwd, (values.dir as string | undefined) ?? '.');
    const targets = FILES.map(([name, body]) => ({
      file: path.join(dir, name),
      shown: path.relative(io.cwd, path.join(dir, name)) || name,
      body
    }));
    const existing: string[] = [];
    for (const t of targets) {
      try {
        await access(t.file);
        existing.push(t.shown);
      } catch {
        // free
      }
    }
    if (existing.length > 0)
      throw new UsageError(
        `${existing.join(' and ')} already exist${existing.length === 1 ? 's' : ''}; nothing was written (remove or rename it first)`
      );
    // --dir of a folder that does not exist yet makes it (as git init DIR does); a file there is an error.
    const shownDir = path.relative(io.cwd, dir) || '.';
    const at = await stat(dir).catch(() => undefined);
    if (at && !at.isDirectory()) throw new UsageError(`--dir ${shownDir} is a file, not a folder; nothing was written`);
    if (!at) {
      try {
        await mkdir(dir, { recursive: true });
      } catch (e) {
        throw new UsageError(
          `cannot make the folder ${shownDir}: ${(e as NodeJS.ErrnoException).code === 'EACCES' ? 'permission denied' : (e as Error).message}`
        );
      }
    }
    for (const t of targets) {
      try {
        await writeFile(t.file, t.body, { flag: 'wx' });
      } catch (e) {
        throw new UsageError(`cannot write ${t.shown}: ${(e as Error).message}`);
      }
      io.stdout(`wrote ${t.shown}\n`);
    }
    return EXIT.ok;
  }
};
