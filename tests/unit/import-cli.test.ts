/** `toolgauge import`: every example trace to canonical JSON and back, summaries, positioned errors. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { importTrace } from '#core/trace/importers/index';
import { REPO, runCli, tempFile, consoleBlocks, tempDir } from './helpers/cli.ts';

const validate = new Ajv({ allErrors: true, strictTypes: false }).compile(
  JSON.parse(readFileSync(path.join(REPO, 'static/schema/trace.json'), 'utf8'))
);

const EXAMPLES = [
  ...readdirSync(path.join(REPO, 'examples/traces')).map((f) => `examples/traces/${f}`),
  ...readdirSync(path.join(REPO, 'examples/atlas'))
    .filter((f) => !f.includes('task'))
    .map((f) => `examples/atlas/${f}`)
];

const chat = (name: string, extra: Record<string, unknown> = {}) => ({
  ...extra,
  messages: [
    { role: 'user', content: 'where is it?' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'c1', type: 'function', function: { name, arguments: '{"q":"x"}' } }]
    },
    { role: 'tool', tool_call_id: 'c1', content: 'here' },
    { role: 'assistant', content: 'It is here.' }
  ]
});

describe('toolgauge import: canonical output', () => {
  it('finds the example traces this test relies on', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(10);
  });

  it.each(EXAMPLES)(
    '%s: canonical JSON that follows static/schema/trace.json and re-imports to the same trace',
    async (file) => {
      const first = await runCli(['import', file]);
      expect(first.code).toBe(0);
      const trace = JSON.parse(first.stdout);
      expect(validate(trace), JSON.stringify(validate.errors)).toBe(true);
      expect(trace.runs.length).toBeGreaterThan(0);
      // The same runs the core importer produces from the same text.
      const direct = importTrace(readFileSync(path.join(REPO, file), 'utf8'));
      expect(direct.ok && JSON.parse(JSON.stringify(direct.trace))).toEqual(trace);

      const again = await runCli(['import', '-', '--from', 'canonical'], { stdin: first.stdout });
      expect(again.code).toBe(0);
      expect(again.stdout).toBe(first.stdout);
    }
  );

  it('streams JSONL from disk with the same lines, positions and runs as the in-memory importer (BOM, CRLF, blank lines)', async () => {
    const lines = [
      JSON.stringify(chat('a__one', { task_id: 't1' })),
      '',
      JSON.stringify(chat('b__two')),
      JSON.stringify(chat('c__three'))
    ];
    const text = '\uFEFF' + lines.join('\r\n') + '\r\n\r\n';
    const file = tempFile('crlf.jsonl', text);
    const r = await runCli(['import', file]);
    expect(r.code).toBe(0);
    const direct = importTrace(text);
    expect(direct.ok).toBe(true);
    expect(JSON.parse(r.stdout)).toEqual(direct.ok ? JSON.parse(JSON.stringify(direct.trace)) : null);
    expect(JSON.parse(r.stdout).runs.map((run: { calls: Array<{ server: string }> }) => run.calls[0].server)).toEqual([
      'a',
      'b',
      'c'
    ]);

    const broken = tempFile('broken.jsonl', '\uFEFF' + [lines[0], '', '{"messages": [1,]}'].join('\r\n'));
    const bad = await runCli(['import', broken]);
    expect(bad.stderr).toContain(`${broken}:3:17: unexpected ']'`);
  });

  it('--out writes the canonical trace to a file and leaves stdout empty', async () => {
    const out = path.join(tempDir('tg-import-out-'), 'trace.json');
    const r = await runCli(['import', 'examples/traces/openai-chat.json', '--out', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(JSON.parse(readFileSync(out, 'utf8')).runs[0].model).toBe('gpt-4.1-2025-04-14');
  });
});

describe('toolgauge import --format text', () => {
  it('prints one line per run with model, calls, errors, tokens and the task id', async () => {
    const r = await runCli(['import', 'examples/traces/openai-conversations.jsonl', '--format', 'text']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('examples/traces/openai-conversations.jsonl: openai, 3 runs, 3 calls, 1 error');
    expect(lines[1].split(/\s{2,}/)).toEqual(['run', 'model', 'calls', 'errors', 'tokens in/out/total', 'notes']);
    expect(lines[2].split(/\s{2,}/)).toEqual([
      '0',
      'gpt-4o-mini-2024-07-18',
      '1',
      '0',
      '412/14/426',
      'task tokyo-time-001'
    ]);
    expect(lines[4].split(/\s{2,}/)).toEqual(['2', 'gpt-4o-mini', '2', '1', '905/88/993', 'task teal-memory-001']);
    expect(lines).toHaveLength(5);
  });

  it('marks a transcript without answer text and names its server', async () => {
    const r = await runCli(['import', 'examples/traces/mcp-jsonrpc-filesystem.jsonl', '--format', 'text']);
    expect(r.stdout.split('\n')[2].split(/\s{2,}/)).toEqual(['0', '-', '5', '2', '-', 'server filesystem; no answer']);
  });

  it('shows control characters from the trace escaped, never as terminal escapes', async () => {
    const file = tempFile('ansi.json', JSON.stringify(chat('x', { model: 'evil\u001b[2J\u202Emodel' })));
    const r = await runCli(['import', file, '--format', 'text']);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/[\u001b\u202e]/);
    expect(r.stdout).toContain('evil');
  });
});

describe('toolgauge import: options', () => {
  it('--separator - with --server splits dashed names only after a known server', async () => {
    const file = tempFile('dash.json', JSON.stringify(chat('google-maps-geocode')));
    const plain = JSON.parse((await runCli(['import', file])).stdout);
    expect(plain.runs[0].calls[0]).toMatchObject({ tool: 'google-maps-geocode' });
    expect(plain.runs[0].calls[0].server).toBeUndefined();
    const split = JSON.parse((await runCli(['import', file, '--separator', '-', '--server', 'google-maps'])).stdout);
    expect(split.runs[0].calls[0]).toMatchObject({ server: 'google-maps', tool: 'geocode' });
  });

  it("--separator '' keeps names whole; repeated --separator tries each in order", async () => {
    const file = tempFile(
      'seps.jsonl',
      [JSON.stringify(chat('github__create_issue')), JSON.stringify(chat('github.create_issue'))].join('\n')
    );
    const whole = JSON.parse((await runCli(['import', file, '--separator', ''])).stdout);
    expect(whole.runs.map((r: { calls: Array<{ tool: string }> }) => r.calls[0].tool)).toEqual([
      'github__create_issue',
      'github.create_issue'
    ]);
    const both = JSON.parse((await runCli(['import', file, '--separator', '__', '--separator', '.'])).stdout);
    expect(
      both.runs.map(
        (r: { calls: Array<{ server: string; tool: string }> }) => `${r.calls[0].server}+${r.calls[0].tool}`
      )
    ).toEqual(['github+create_issue', 'github+create_issue']);
  });

  it('--from forces a format: an OpenAI file read as Anthropic fails with positioned problems', async () => {
    const r = await runCli(['import', 'examples/traces/openai-chat.json', '--from', 'anthropic']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^examples\/traces\/openai-chat\.json:4:7: expected a user or assistant message, found role 'system'/
    );
    expect(r.stderr).toContain('is not a usable anthropic trace');
  });

  it('an unknown --from value is a usage error that lists the formats', async () => {
    const r = await runCli(['import', 'examples/traces/openai-chat.json', '--from', 'gemini']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      '--from must be one of auto, openai, openai-responses, anthropic, claude-code, mcp-jsonrpc, canonical'
    );
  });

  it('--help documents every flag', async () => {
    const r = await runCli(['import', '--help']);
    expect(r.code).toBe(0);
    for (const flag of [
      '--from',
      '--separator',
      '--server',
      '--skip-malformed',
      '--format',
      '--json',
      '--out',
      '--help'
    ])
      expect(r.stdout).toContain(flag);
  });
});

describe('toolgauge import: unusable input', () => {
  it('a malformed JSONL line fails with file:line:col and nothing on stdout', async () => {
    const file = tempFile('bad.jsonl', [JSON.stringify(chat('a__b')), '{"messages": [1,]}'].join('\n'));
    const r = await runCli(['import', file]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n')[0]).toBe(
      `${file}:2:17: unexpected ']', expected a value (trailing commas are not allowed) (JSONL line 2)`
    );
  });

  it('--skip-malformed imports the rest and reports the skipped line as a positioned warning', async () => {
    const file = tempFile('bad.jsonl', [JSON.stringify(chat('a__b')), '{"messages": [1,]}'].join('\n'));
    const r = await runCli(['import', file, '--skip-malformed']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).runs).toHaveLength(1);
    expect(r.stderr).toContain(`warning: ${file}:2:17: skipped: unexpected ']'`);
  });

  it('a structural problem in a JSON document points at its line and column and JSON pointer', async () => {
    const body = [
      '{',
      '  "messages": [',
      '    { "role": "user", "content": "List files" },',
      '    { "role": "assistant", "content": [{ "type": "tool_use", "id": "tu_1", "name": "fs__ls", "input": {} }] },',
      '    { "role": "user", "content": [{ "type": "tool_result", "content": "a.txt" }] }',
      '  ]',
      '}'
    ].join('\n');
    const file = tempFile('anthropic.json', body);
    const r = await runCli(['import', file]);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(
      `${file}:5:35: a tool_result block needs the tool_use_id it answers (expected a string id) at /messages/2/content/0/tool_use_id`
    );
  });

  it('a canonical trace that breaks the format fails at the offending value', async () => {
    const file = tempFile('canonical.json', '{"runs": [\n  {"calls": [{"tool": 3}]}]}\n');
    const r = await runCli(['import', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      `${file}:2:15: call 0 has a "tool" that is a number (expected a string) at /runs/0/calls/0/tool`
    );
  });

  it('input of no known format, a missing file and a missing argument are exit 2 with a reason', async () => {
    const unknown = await runCli(['import', '-'], { stdin: '{"hello": "world"}' });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('<stdin>:1:1: cannot tell which trace format this is');
    const missing = await runCli(['import', 'no/such/trace.json']);
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toContain('cannot read trace no/such/trace.json: no such file');
    const none = await runCli(['import']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('missing trace');
  });
});

describe('docs/importers.md', () => {
  const blocks = consoleBlocks(readFileSync(path.join(REPO, 'docs/importers.md'), 'utf8'));
  it('has 1 console example(s), each a real toolgauge command', () => {
    expect(blocks).toHaveLength(1);
  });
  it.each(blocks.map((b) => [b.argv.join(' '), b] as const))(
    'shows the real output of toolgauge %s',
    async (_name, block) => {
      const r = await runCli(block.argv);
      expect(r.stdout).toBe(block.stdout);
      if (block.code !== undefined) expect(r.code).toBe(block.code);
    }
  );
});
