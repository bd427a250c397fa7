/**
 * `toolgauge run` with an HTTP model end to end: the OpenAI-compatible driver talks to a fake
 * provider on 127.0.0.1 (OPENAI_BASE_URL), the tools come from `toolgauge mock`, --max-cost stops
 * dispatching once spent, and a recorded cassette replays with no provider and no key.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import type { SuiteReport } from '#core/suite/report-types';
import { REPO, runCli, tempDir } from './helpers/cli.ts';
import { startFakeProvider, type FakeProvider } from './helpers/fake-provider.ts';

const SUITE = `name: shop with a chat model
servers:
  catalog:
    command: ["toolgauge", "mock", "--tools-from", "./servers/catalog.yml"]
agents:
  - name: finds notebooks
    model: gpt-4.1-mini
    servers: [catalog]
    runs: 3
    prompt: Find products that match the keyword "notebook".
    tool_selection: { expected_tool: search_products, min_selection_rate: 0.5 }
`;

const toolCall = {
  choices: [
    {
      message: {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'search_products', arguments: '{"query":"notebook"}' } }
        ]
      }
    }
  ],
  usage: { prompt_tokens: 200, completion_tokens: 25 }
};
const answer = {
  choices: [{ message: { role: 'assistant', content: 'Two notebooks: A5 and dotted.' } }],
  usage: { prompt_tokens: 300, completion_tokens: 12 }
};

let provider: FakeProvider | undefined;
const saved = { ...process.env };
afterEach(async () => {
  await provider?.close();
  provider = undefined;
  for (const k of ['OPENAI_BASE_URL', 'OPENAI_API_KEY']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

function suiteDir(): string {
  const dir = tempDir('tg-http-');
  cpSync(path.join(REPO, 'examples/suites/servers'), path.join(dir, 'servers'), { recursive: true });
  writeFileSync(path.join(dir, 'suite.yml'), SUITE);
  return dir;
}

describe('toolgauge run with an OpenAI-compatible model against a fake provider', () => {
  test('--max-cost stops dispatching once spent: the third run is not sent', async () => {
    provider = await startFakeProvider([
      { body: toolCall },
      { body: answer },
      { body: toolCall },
      { body: answer },
      { body: toolCall },
      { body: answer }
    ]);
    process.env.OPENAI_BASE_URL = `${provider.url}/v1`;
    process.env.OPENAI_API_KEY = 'sk-test';
    // One run: 500 input and 37 output tokens at $0.40/$1.60 per million = $0.0002592.
    const r = await runCli(['run', 'suite.yml', '--json', '--max-cost', '0.0004'], { cwd: suiteDir() });
    const report = JSON.parse(r.stdout) as SuiteReport;
    expect(provider.requests).toHaveLength(4);
    expect(report.tests.map((t) => [t.name, t.verdict])).toEqual([
      ['finds notebooks #1', 'pass'],
      ['finds notebooks #2', 'pass'],
      ['finds notebooks #3', 'skip'],
      ['finds notebooks', 'pass']
    ]);
    expect(report.tests[2].reason).toBe('not dispatched: --max-cost $0.0004 reached ($0.0005 spent)');
    expect(report.tests[0].trace).toMatchObject({
      model: 'gpt-4.1-mini',
      tokens: { input: 500, output: 37, total: 537 },
      answer: 'Two notebooks: A5 and dotted.'
    });
    expect(report.tests[0].trace!.cost).toBeCloseTo(0.0002592, 10);
    expect(r.stderr).toContain('toolgauge run: agents spent $0.0005 of --max-cost $0.0004');
  });

  test('without a key the cells error and say which variable to set', async () => {
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_API_KEY;
    const r = await runCli(['run', 'suite.yml', '--json'], { cwd: suiteDir() });
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as SuiteReport;
    expect(report.tests[0]).toMatchObject({
      verdict: 'skip',
      reason:
        'model gpt-4.1-mini needs OPENAI_API_KEY in the environment (or OPENAI_BASE_URL for a local server that takes no key)'
    });
  });

  test('a recorded cassette replays to the identical report with no provider and no key', async () => {
    provider = await startFakeProvider(Array.from({ length: 3 }, () => [{ body: toolCall }, { body: answer }]).flat());
    process.env.OPENAI_BASE_URL = `${provider.url}/v1`;
    process.env.OPENAI_API_KEY = 'sk-test';
    const dir = suiteDir();
    const recorded = await runCli(['run', 'suite.yml', '--json', '--record'], { cwd: dir });
    expect(recorded.code).toBe(0);
    await provider.close();
    provider = undefined;
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_API_KEY;
    const replayed = await runCli(['run', 'suite.yml', '--json'], { cwd: dir });
    expect(replayed.stdout).toBe(recorded.stdout);
    expect(replayed.code).toBe(0);
  });

  test('--prices overrides the built-in price of a model', async () => {
    provider = await startFakeProvider(Array.from({ length: 3 }, () => [{ body: toolCall }, { body: answer }]).flat());
    process.env.OPENAI_BASE_URL = `${provider.url}/v1`;
    const dir = suiteDir();
    writeFileSync(path.join(dir, 'prices.json'), '{ "gpt-4.1-mini": { "input": 1, "output": 1 } }');
    const r = await runCli(['run', 'suite.yml', '--json', '--prices', 'prices.json'], { cwd: dir });
    expect((JSON.parse(r.stdout) as SuiteReport).tests[0].trace!.cost).toBeCloseTo(537 / 1e6, 12);
  });

  test('a bad --prices entry is exit 2 with its position', async () => {
    const dir = suiteDir();
    writeFileSync(path.join(dir, 'prices.yml'), 'gpt-4.1-mini:\n  input: free\n  output: 1\n');
    const r = await runCli(['run', 'suite.yml', '--prices', 'prices.yml'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/prices\.yml:2:\d+: /);
    expect(r.stderr).toContain('the price of "gpt-4.1-mini" must be { "input": <number>, "output": <number> }');
  });

  test("a provider that echoes the API key (as OpenAI's 401 does) gets it written nowhere: stderr, every report format, the cassette", async () => {
    const key = 'sk-proj-hostileEchoKey0123456789abcdef';
    const echo = {
      status: 401,
      body: {
        error: {
          message: `Incorrect API key provided: ${key}. You can find your API key at https://platform.openai.com/account/api-keys.`,
          type: 'invalid_request_error',
          code: 'invalid_api_key'
        }
      }
    };
    provider = await startFakeProvider(Array.from({ length: 12 }, () => echo));
    process.env.OPENAI_BASE_URL = `${provider.url}/v1`;
    process.env.OPENAI_API_KEY = key;
    const dir = suiteDir();
    const outputs: string[] = [];
    for (const format of ['json', 'text', 'markdown', 'junit', 'html']) {
      const r = await runCli(['run', 'suite.yml', '--format', format, '--record'], { cwd: dir });
      outputs.push(r.stdout, r.stderr);
    }
    // The key did reach the provider (so the echo is real), and the error text is still there, masked.
    expect(provider.requests[0].headers.authorization).toBe(`Bearer ${key}`);
    expect(outputs.join('\n')).toContain('Incorrect API key provided: ***');
    const cassettes = readdirSync(path.join(dir, 'cassettes'), { recursive: true, withFileTypes: true }).filter((e) =>
      e.isFile()
    );
    expect(cassettes.length).toBeGreaterThan(0);
    for (const c of cassettes) outputs.push(readFileSync(path.join(c.parentPath, c.name), 'utf8'));
    for (const text of outputs) expect(text).not.toContain('hostileEchoKey');
  });
});
