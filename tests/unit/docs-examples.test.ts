/**
 * Every console example in README.md and docs/*.md is what the current build prints: each
 * `$ toolgauge ...` in a fenced block is run in-process (in a scratch folder where examples/,
 * tests/ and node_modules/ are this checkout's, plus the few small files the docs name), and its
 * stderr then stdout, normalised for paths, times and the version, must match the lines the doc
 * shows (`...` trims; see helpers/doc-examples.ts). A block that cannot run here says why in an
 * `<!-- example: skip: ... -->` comment, and the list of those is fixed below.
 *
 * After an intended change of output, re-bless the docs and review the diff:
 *   UPDATE_DOCS=1 npx vitest run tests/unit/docs-examples.test.ts
 */
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULE_LIST } from '#core/lint/registry';
import { applyLimitsFromEnv } from '../../src/node/cli/limits.ts';
import { VERSION } from '../../src/node/main.ts';
import { exampleBlocks, outputMatches, reblessed, type ExampleBlock } from './helpers/doc-examples.ts';
import { REPO, runCli, tempDir } from './helpers/cli.ts';

const UPDATE = process.env.UPDATE_DOCS === '1';
const DOCS = [
  'README.md',
  ...readdirSync(path.join(REPO, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`)
];
const blocks = DOCS.flatMap((f) => exampleBlocks(f, readFileSync(path.join(REPO, f), 'utf8')));

/** The small files the examples name that are not in the repository, made fresh for each block. */
const SCRATCH: Record<string, () => string> = {
  'broken.json': () => '{\n  "tools": [\n    { "name": "a", },\n  ]\n}\n',
  'deep.json': () =>
    `{"tools":[{"name":"deep","inputSchema":${'{"type":"object","properties":{"a":'.repeat(3000)}{"type":"string"}${'}}'.repeat(3000)}}]}`,
  'ovl.yaml': () =>
    [
      'rules:',
      '  OVL-002: warning',
      ...RULE_LIST.filter((r) => /^(DESC|SCH)-/.test(r.id)).map((r) => `  ${r.id}: off`),
      ''
    ].join('\n'),
  // A Cursor config as the README's: the github server stands in for one refused for a bad token.
  '.cursor/mcp.json': () =>
    JSON.stringify({
      mcpServers: {
        github: {
          command: 'node',
          args: ['-e', "console.error('401 Bad credentials for token ' + process.env.GITHUB_TOKEN); process.exit(1)"],
          env: { GITHUB_TOKEN: '${env:GITHUB_TOKEN}' }
        },
        files: { command: 'node', args: ['node_modules/@modelcontextprotocol/server-filesystem/dist/index.js', '.'] },
        everything: { command: 'node', args: ['node_modules/@modelcontextprotocol/server-everything/dist/index.js'] }
      }
    }),
  'runs.jsonl': () => '{"messages":[{"role":"user","content":"hi"}]}\n{"messages":[{},]}\n',
  'current.json': () => readFileSync(path.join(REPO, 'tests/fixtures/reports/baseline.json'), 'utf8'),
  'old.json': () =>
    readFileSync(path.join(REPO, 'tests/fixtures/reports/baseline.json'), 'utf8').replace(
      /"version": "1\.\d+\.\d+"/,
      '"version": "2.0.0"'
    )
};

/** One scratch folder per doc, shared by its blocks in order (a later block may read an earlier one's file). */
const scratchOf = new Map<string, string>();
function scratch(file: string): string {
  const known = scratchOf.get(file);
  if (known) return known;
  const dir = tempDir('tg-docs-');
  scratchOf.set(file, dir);
  for (const name of ['examples', 'tests', 'node_modules', 'docs', 'static'])
    symlinkSync(path.join(REPO, name), path.join(dir, name));
  mkdirSync(path.join(dir, '.cursor'));
  for (const [name, make] of Object.entries(SCRATCH)) writeFileSync(path.join(dir, name), make());
  return dir;
}

/** What may differ between two honest runs: where, when, how long, which version. */
function normalise(text: string, dirs: string[]): string[] {
  let t = text;
  for (const d of dirs) t = t.split(d).join('.');
  t = t
    .replace(/\b\d+(\.\d+)? ?ms\b/g, 'N ms')
    .replace(/\b\d+\.\d+ s\b/g, 'N s')
    .replace(/\b\d{4}-\d\d-\d\dT[\d:.]+Z\b/g, 'TIME')
    .split(VERSION)
    .join('VERSION');
  const lines = sortStatusRuns(t.split('\n'));
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  while (lines.length > 0 && lines[0].trim() === '') lines.shift();
  return lines;
}

/** Servers are listed six at a time, so their status lines come in the order they answer: compared as a set. */
function sortStatusRuns(lines: string[]): string[] {
  const status = (l: string) => /^(ok|failed|skipped) {2,}\S/.test(l);
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    if (!status(lines[i])) {
      out.push(lines[i++]);
      continue;
    }
    const run: string[][] = [];
    while (i < lines.length && status(lines[i])) {
      const entry = [lines[i++]];
      while (i < lines.length && lines[i].startsWith('    |')) entry.push(lines[i++]);
      run.push(entry);
    }
    out.push(...run.sort((a, b) => a[0].localeCompare(b[0])).flat());
  }
  return out;
}

async function runStep(
  argv: string[],
  env: Record<string, string>,
  cwd: string
): Promise<{ code: number; out: string; stdout: string }> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    applyLimitsFromEnv();
    const r = await runCli(argv, { cwd });
    return { code: r.code, out: r.stderr + r.stdout, stdout: r.stdout };
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    applyLimitsFromEnv();
  }
}

const rewrites = new Map<string, Array<{ block: ExampleBlock; lines: string[] }>>();
afterAll(() => {
  if (!UPDATE) return;
  for (const [file, list] of rewrites) {
    const lines = readFileSync(path.join(REPO, file), 'utf8').split('\n');
    for (const { block, lines: body } of list.sort((a, b) => b.block.start - a.block.start))
      lines.splice(block.start, block.end - block.start, ...body);
    writeFileSync(path.join(REPO, file), lines.join('\n'));
  }
});

describe('README.md and docs/*.md console examples', () => {
  it('the examples that cannot run here are these, each with its reason', () => {
    expect(blocks.filter((b) => b.skip).map((b) => `${b.file}: ${b.skip}`)).toEqual([
      'docs/lint.md: it runs npm in the repository; tests/unit/new-rule.test.ts runs the script with these arguments and checks the message and exit code',
      'docs/live.md: waits for a file save and Ctrl-C; tests/unit/lint-watch.test.ts runs this session end to end',
      'docs/playground.md: starts a web server and prints a fresh token'
    ]);
    // A block with a command the test does not know how to run must say why it is skipped.
    for (const b of blocks.filter((x) => !x.skip))
      for (const s of b.steps) expect(s.kind, `${b.file}:${b.line} ${s.line}`).not.toBe('other');
  });

  it("the README's Markdown sample of a suite report is one of them, run as written (issue 42: it went stale)", () => {
    const readme = readFileSync(path.join(REPO, 'README.md'), 'utf8');
    const samples = [...readme.matchAll(/^```markdown\n([^\n]*)\n## toolgauge suite:/gm)].map((m) => m[1]);
    expect(samples).toEqual(['$ toolgauge run examples/suites/suite-composition.yml --trust --format markdown']);
    expect(blocks.some((b) => b.file === 'README.md' && !b.skip && `$ ${b.steps[0].line}` === samples[0])).toBe(true);
  });

  it.each(blocks.filter((b) => !b.skip).map((b) => [`${b.file}:${b.line}`, b] as const))(
    '%s',
    { timeout: 120_000 },
    async (_name, block) => {
      const dir = block.cwd ? path.join(REPO, block.cwd) : scratch(block.file);
      const dirs = [dir, REPO];
      const body: string[] = [];
      let last = 0;
      let ok = true;
      const problems: string[] = [];
      for (const step of block.before)
        expect((await runStep(step.argv, step.env, dir)).code, step.line).toBeLessThan(2);
      for (const step of block.steps) {
        const expected = normalise(step.expected.join('\n'), dirs);
        let actual: string[];
        if (step.kind === 'exit-code') actual = [String(last)];
        else {
          const r = await runStep(step.argv, step.env, dir);
          last = r.code;
          // A doc shows the report (stdout), or stderr's lines before it when they are the point.
          const stdout = normalise(r.stdout, dirs);
          const both = normalise(r.out, dirs);
          const showsStderr =
            both.length > stdout.length &&
            both.slice(0, both.length - stdout.length).some((l) => l !== '' && expected.some((e) => e === l));
          actual = showsStderr || stdout.length === 0 ? both : stdout;
        }
        if (!outputMatches(expected, actual)) {
          ok = false;
          problems.push(
            `$ ${step.line}\n--- the doc shows\n${expected.join('\n')}\n--- the build prints\n${actual.join('\n')}`
          );
        }
        body.push(`$ ${step.line}`, ...(UPDATE ? reblessed(step.expected, actual) : step.expected));
      }
      // A trimmed block (`...`) is re-trimmed by hand: which lines matter is the writer's choice.
      const trimmed = block.steps.some((s) => s.expected.some((l) => l.includes('...') || l.endsWith('…')));
      if (UPDATE && !ok && !trimmed)
        rewrites.set(block.file, [...(rewrites.get(block.file) ?? []), { block, lines: body }]);
      else expect(ok, problems.join('\n\n')).toBe(true);
    }
  );
});

/** JSON with `//` comments (outside strings) as the docs' jsonc blocks write it. */
function parseJsonc(text: string): unknown {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      out += c;
      if (c === '\\') out += text[++i];
      else if (c === '"') inString = false;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else {
      if (c === '"') inString = true;
      out += c;
    }
  }
  return JSON.parse(out);
}

/** Every field the doc shows has the real value (a shown string may trim with `...`). */
function sameAsShown(shown: unknown, real: unknown, at: string, problems: string[]): void {
  if (typeof shown === 'string' && typeof real === 'string' && shown.includes('...')) {
    if (!outputMatches([shown], [real]))
      problems.push(`${at}: the doc shows ${JSON.stringify(shown)}, the build prints ${JSON.stringify(real)}`);
  } else if (shown && typeof shown === 'object' && !Array.isArray(shown) && real && typeof real === 'object') {
    for (const [k, v] of Object.entries(shown))
      sameAsShown(v, (real as Record<string, unknown>)[k], `${at}/${k}`, problems);
  } else if (JSON.stringify(shown) !== JSON.stringify(real))
    problems.push(`${at}: the doc shows ${JSON.stringify(shown)}, the build prints ${JSON.stringify(real)}`);
}

describe("README.md's --format json example", () => {
  it('shows the fields and values `toolgauge lint examples/catalogs/github.json --json` prints', async () => {
    const readme = readFileSync(path.join(REPO, 'README.md'), 'utf8');
    const at = readme.indexOf('**`--format json`** prints one object');
    const block = /```jsonc\n([\s\S]*?)```/.exec(readme.slice(at))![1];
    const shown = parseJsonc(block) as {
      tools: Array<{ name: string; findings: unknown[] } & Record<string, unknown>>;
      summary: Record<string, unknown>;
    };
    const real = JSON.parse((await runCli(['lint', 'examples/catalogs/github.json', '--json'])).stdout) as typeof shown;
    const problems: string[] = [];
    const tool = shown.tools[0];
    const realTool = real.tools.find((t) => t.name === tool.name)!;
    expect(realTool, tool.name).toBeDefined();
    const { findings, ...rest } = tool;
    sameAsShown(rest, realTool, `/tools[${tool.name}]`, problems);
    findings.forEach((f, i) => {
      sameAsShown(
        { ...(f as object), docsUrl: undefined },
        { ...(realTool.findings[i] as object), docsUrl: undefined },
        `/tools[${tool.name}]/findings/${i}`,
        problems
      );
    });
    expect(String((realTool.findings[0] as { docsUrl: string }).docsUrl)).toMatch(
      /^file:\/\/.*\/docs\/rules\/[A-Z]+-\d{3}\.md$/
    );
    sameAsShown(shown.summary, real.summary, '/summary', problems);
    expect(problems.join('\n')).toBe('');
  });
});
