/**
 * Fuzzing the commands end to end (in-process, stdin as input): any input ends with exit 0, 1 or
 * 2, never a stack trace or an internal error, and an exit 2 for unusable input says where in
 * the input the problem is (file:line:column, or a JSON pointer).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { REPO, runCli, tempDir } from '../unit/helpers/cli.ts';
import { example, mutationsOf, params, namesAPosition, stackTrace } from './fuzz.ts';

const yamlOrJson = (t: string) => parseYaml(t, { maxAliasCount: 100 }) as unknown;
const jsonLines = (t: string) =>
  t
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

async function holds(argv: string[], stdin: string, cwd = REPO, lineRequired = false): Promise<void> {
  // A hang is caught by the test's time limit (vite.config.ts), not by timing each run here.
  const r = await runCli(argv, { stdin, cwd });
  const shown = `${argv.join(' ')} on ${JSON.stringify(stdin.slice(0, 400))}\nstderr: ${r.stderr}`;
  expect([0, 1, 2], shown).toContain(r.code);
  expect(stackTrace(r.stderr), shown).toBe(false);
  if (r.code === 2) {
    expect(r.stderr.trim(), shown).not.toBe('');
    expect(namesAPosition(r.stderr, lineRequired), `no position in the error: ${shown}`).toBe(true);
  }
}

describe('fuzz: commands on mutated input', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    // Load the tokenizers once, outside the properties.
    await runCli(['lint', 'examples/catalogs/memory.json']);
  });

  it('lint -', async () => {
    await fc.assert(
      fc.asyncProperty(mutationsOf(example('examples/catalogs/memory.json'), yamlOrJson), (t) =>
        holds(['lint', '-', '--json'], t)
      ),
      params(25, 8000)
    );
  });

  it.each(['weather.yml', 'filesystem.yml'])('bench - (%s)', async (file) => {
    const cwd = path.join(REPO, 'examples/bench');
    await fc.assert(
      fc.asyncProperty(mutationsOf(example(`examples/bench/${file}`), yamlOrJson), (t) =>
        holds(['bench', '-'], t, cwd)
      ),
      params(20, 8000)
    );
  });

  it('run - (a suite)', async () => {
    const cwd = path.join(REPO, 'examples/suites');
    await fc.assert(
      fc.asyncProperty(mutationsOf(example('examples/suites/agent-metrics.yml'), yamlOrJson), (t) =>
        holds(['run', '-', '--json'], t, cwd)
      ),
      params(15, 8000)
    );
  });

  it.each([
    'openai-chat.json',
    'anthropic-messages.json',
    'openai-responses-mcp.json',
    'anthropic-claude-code-session.jsonl',
    'mcp-jsonrpc-filesystem.jsonl',
    'openai-conversations.jsonl',
    'canonical-weather.json'
  ])('import - (%s)', async (file) => {
    // From a file, as users run it: JSONL files are streamed line by line, stdin is not.
    const parse = file.endsWith('.jsonl') ? jsonLines : yamlOrJson;
    const trace = path.join(tempDir('tg-fuzz-import-'), file);
    await fc.assert(
      fc.asyncProperty(mutationsOf(example(`examples/traces/${file}`), parse), async (t) => {
        writeFileSync(trace, t);
        // In JSONL a pointer alone does not say which line: the error must give line:column.
        await holds(['import', trace], '', REPO, file.endsWith('.jsonl'));
      }),
      params(15, 8000)
    );
  });

  it('import, bench, lint, run, report: a document that is only an odd value ([], {}, null, a number, ...)', async () => {
    const dir = tempDir('tg-fuzz-odd-');
    const odd = fc.oneof(
      fc.constantFrom(
        '[]',
        '{}',
        'null',
        '"x"',
        '0',
        'true',
        '[[]]',
        '{"messages":[]}',
        '{"runs":[]}',
        '{"tools":[]}',
        '---',
        '#',
        ''
      ),
      fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v))
    );
    await fc.assert(
      fc.asyncProperty(odd, fc.constantFrom('json', 'jsonl'), async (doc, ext) => {
        const file = path.join(dir, `odd.${ext}`);
        writeFileSync(file, doc);
        for (const argv of [
          ['import', file],
          ['bench', file],
          ['lint', file],
          ['run', file],
          ['report', file]
        ])
          await holds(argv, '', REPO, true);
      }),
      params(40, 8000)
    );
  });

  it('atlas (mutated task file, real trace)', async () => {
    const dir = tempDir('tg-fuzz-atlas-');
    const tasks = path.join(dir, 'tasks.json');
    const trace = path.join(REPO, 'examples/atlas/geo-weather-001.three-claims.openai.json');
    await fc.assert(
      fc.asyncProperty(mutationsOf(example('examples/atlas/geo-weather-001.task.json'), yamlOrJson), async (t) => {
        writeFileSync(tasks, t);
        await holds(['atlas', tasks, trace, '--json'], '');
      }),
      params(15, 8000)
    );
  });

  it('report - (a saved suite report)', async () => {
    await fc.assert(
      fc.asyncProperty(mutationsOf(example('tests/fixtures/reports/baseline.json'), yamlOrJson), (t) =>
        holds(['report', '-'], t)
      ),
      params(15, 8000)
    );
  });
});
